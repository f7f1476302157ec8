// RUN: oclvk check --verify %s
// Unknown attributes are warned about and ignored wherever they appear; known ones are silent.

typedef struct __attribute__((packed, foo)) { char c; int i; } P; // expected-warning {{unknown attribute 'foo' ignored}}
struct Q { int a __attribute__((aligned(8), bar)); };               // expected-warning {{unknown attribute 'bar' ignored}}
kernel void k(global int *p __attribute__((baz))) {                 // expected-warning {{unknown attribute 'baz' ignored}}
  int x __attribute__((qux)) = 1;                                   // expected-warning {{unknown attribute 'qux' ignored}}
  __attribute__((opencl_unroll_hint(2))) for (int i = 0; i < 4; i++) p[i] = x;
  __attribute__((nounroll_hint)) for (int i = 0; i < 4; i++) p[i] = x; // expected-warning {{unknown attribute 'nounroll_hint' ignored}}
}
__attribute__((always_inline)) inline int twice(int v) { return 2 * v; }
