// RUN: oclvk check --verify -cl-std=CL2.0 %s
// Program-scope pointers initialized with the address of a program-scope variable, of an element
// of one, or of a string literal (the runner or the OpenCL runtime fills in the address). This
// file has no errors, so every target compiles it (spirv-backend/tests/all_kernels.rs).
// expected-no-diagnostics

constant int table[4] = {10, 20, 30, 40};
constant int *third = &table[2];
constant int *second = table + 1;
constant char *name = "oclvk";
global int counter = 7;
global int *counter_ptr = &counter;
constant int *global last = &table[3];
global int *const fixed = &counter;
typedef struct { int a; float b[3]; } Rec;
constant Rec recs[2] = {{1, {1, 2, 3}}, {2, {4, 5, 6}}};
constant float *member_element = &recs[1].b[2];
constant uchar *byte = (constant uchar *)&recs[1] + 7;
constant int *before = &recs[0].a - 1;
constant char *constant names[3] = {"zero", "one", "two"};
typedef struct { constant int *p; int n; } Ref;
constant Ref refs[2] = {{&table[0], 1}, {table + 2, 2}};

kernel void k(global int *out) {
  *counter_ptr += 1;
  out[0] = *third + second[1] + name[2] + *last + *fixed + counter;
  out[1] = (int)*member_element + *byte + before[1];
  out[2] = names[1][0] + *refs[1].p + refs[0].p[1] + refs[1].n;
}
