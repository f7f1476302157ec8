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

// ext_vector_type(N) and vector_size(BYTES) make the built-in vectors.
typedef int v4i __attribute__((ext_vector_type(4)));
typedef float v3f __attribute__((__ext_vector_type__(3)));
typedef int g4 __attribute__((vector_size(16)));
typedef uchar g8 __attribute__((vector_size(2 * sizeof(int))));
typedef short __attribute__((ext_vector_type(2))) s2, *s2_ptr;
_Static_assert(sizeof(v4i) == 16, "sizeof(v4i)");
_Static_assert(vec_step(v4i) == 4, "vec_step(v4i)");
_Static_assert(sizeof(v3f) == 16, "sizeof(v3f)");
_Static_assert(vec_step(v3f) == 4, "vec_step(v3f)");
_Static_assert(vec_step(g4) == 4, "vec_step(g4)");
_Static_assert(vec_step(g8) == 8, "vec_step(g8)");
_Static_assert(sizeof(s2) == 4, "sizeof(s2)");
_Static_assert(sizeof(int __attribute__((ext_vector_type(8)))) == 32, "type name");

v4i swap(int4 v) { return v.wzyx; }

void pointers(s2_ptr p, global v4i *out) { out->lo = (int2)(p->x, p->y); }

kernel void vectors(global v4i *out, v3f f, g4 g) {
  int4 a = swap((v4i)(1, 2, 3, 4)) + g;
  g4 b = a;
  out[0] = b + convert_int4(f.xyzz);
  out[1] = (g4)(1, 2, 3, 4);
  out[2] = max(out[0], b) * b[2];
  s2 pair = (s2)(5, 6);
  pointers(&pair, out + 3);
  int x = b.x; // clang-error {{member reference base type}}
}

// ext_vector_type declares typedefs only; vector_size declares objects too.
struct Fields {
  int lanes __attribute__((ext_vector_type(4))); // expected-error {{'ext_vector_type' attribute only applies to typedefs}}
  int bytes __attribute__((vector_size(16)));
};

void objects(int __attribute__((ext_vector_type(4))) p) { // expected-error {{'ext_vector_type' attribute only applies to typedefs}}
  int __attribute__((ext_vector_type(2))) e; // expected-error {{'ext_vector_type' attribute only applies to typedefs}}
  e.x = p.y;
  int v __attribute__((vector_size(8)));
  v[1] = 2;
}
