// Program-scope pointers to members, elements of members, casts and offsets before the object (C
// allows the address as long as it is not dereferenced there).
// run: k 1 out=zeros:8
// expect: out = 6, 2, 2, 0x40, 1, 'h', 'w', 98
typedef struct { int a; float b[3]; } Rec;
constant Rec recs[2] = {{1, {1, 2, 3}}, {2, {4, 5, 6}}};
constant float *constant last = &recs[1].b[2];
constant int *constant second_a = &recs[1].a;
constant float *constant middle = recs[0].b + 1;
constant uchar *constant byte = (constant uchar *)&recs[1] + 7;
constant int *constant before = &recs[0].a - 1;
constant char *constant greeting = "hi";
constant char *constant names[3] = {"zero", "one", "two"};
typedef struct { constant int *p; int n; } Ref;
constant int data[3] = {7, 8, 9};
constant Ref refs[2] = {{&data[0], 1}, {data + 2, 2}};
kernel void k(global int *out) {
  out[0] = (int)*last; out[1] = *second_a; out[2] = (int)*middle; out[3] = *byte;
  out[4] = before[1]; out[5] = greeting[0];
  out[6] = names[2][1]; out[7] = *refs[1].p * 10 + refs[0].p[1];
}
