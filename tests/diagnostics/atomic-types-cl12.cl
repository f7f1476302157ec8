// RUN: oclvk check --verify -cl-std=CL1.2 %s
// Before OpenCL C 2.0 the atomic type names are not types; 1.x atomics take plain pointers.

kernel void k(global atomic_int *a, // expected-error {{unknown type name 'atomic_int'}}
              global int *out) {
  atomic_add(out, 1);
  atomic_inc(out);
}
