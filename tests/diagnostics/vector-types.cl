// RUN: oclvk check --verify -cl-std=CL1.2 %s
// Vector types: vec_step, and vector typedefs made with ext_vector_type and vector_size.

// vec_step of a 3-component vector is 4 in constant expressions as in code.
_Static_assert(vec_step(int3) == 4, "vec_step(int3)");
_Static_assert(vec_step(float3) == 4, "vec_step(float3)");
_Static_assert(vec_step(uchar16) == 16, "vec_step(uchar16)");
_Static_assert(vec_step(long) == 1, "vec_step(long)");
enum { N3 = vec_step(short3) };
_Static_assert(N3 == 4, "enumerator");
constant int table[vec_step(double3)] = { 1 };

struct S { int a; };
constant int bad_step[vec_step(struct S)] = { 1 }; // expected-error {{'vec_step' requires built-in scalar or vector type, 'struct S' invalid}}

kernel void steps(global int *out, int s) {
  int a[vec_step(uint3)];
  _Static_assert(sizeof(a) == 16, "local array");
  _Static_assert(sizeof(table) == 16, "constant array");
  switch (s) {
  case vec_step(char3): // expected-note {{previous case defined here}}
    break;
  case 4: // expected-error {{duplicate case value '4'}}
    break;
  }
  out[0] = vec_step(struct S); // expected-error {{'vec_step' requires built-in scalar or vector type, 'struct S' invalid}}
}
