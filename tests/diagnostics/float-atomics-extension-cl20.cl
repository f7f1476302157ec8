// RUN: oclvk check --verify -cl-std=CL2.0 %s
// Without the cl_ext_float_atomics macro no float arithmetic atomic is declared, whatever the
// feature macros say (float load, store and exchange are core OpenCL C 2.0). clang-15's builtin
// table does not gate float min/max (its opencl-c.h does): that line is an oclvk-only error.

#undef cl_ext_float_atomics

kernel void no_extension(global atomic_float *f, global atomic_double *d, global float *out) {
  float a = atomic_fetch_add(f, 1.0f);  // expected-error {{call to 'atomic_fetch_add' is ambiguous}}
  a += atomic_fetch_add_explicit(f, 1.0f, memory_order_relaxed); // expected-error {{call to 'atomic_fetch_add_explicit' is ambiguous}}
  a += atomic_fetch_sub(d, 1.0);        // expected-error {{call to 'atomic_fetch_sub' is ambiguous}}
  a += atomic_fetch_min(f, 1.0f);       // oclvk-error {{call to 'atomic_fetch_min' is ambiguous}}
  a += atomic_exchange(f, 2.0f) + atomic_load(f);
  out[0] = a;
}
