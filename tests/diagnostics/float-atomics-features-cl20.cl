// RUN: oclvk check --verify -cl-std=CL2.0 %s
// Each cl_ext_float_atomics builtin exists only while its feature macros are defined: a `local`
// form needs the `local` feature, a generic one both spaces'. Without it the call falls to the
// overloads for other types, each needing an incompatible pointer conversion: the `double` one
// when the value is a `float` (a promotion; a warning, as in C), else none is better.
// oclvk reads the macros defined at the end of the file, clang at the call.
// clang-15's builtin table does not gate float min/max (its opencl-c.h does, as the
// extension's specification says): those lines are oclvk-only errors.

#undef __opencl_c_ext_fp32_local_atomic_add
#undef __opencl_c_ext_fp64_global_atomic_add
#undef __opencl_c_ext_fp32_global_atomic_min_max

kernel void features(global atomic_float *gf, global atomic_double *gd, global float *out) {
  local atomic_float lf;
  local atomic_double ld;
  float a = atomic_fetch_add(gf, 1.0f);
  a += atomic_fetch_add(&lf, 1.0f);   // expected-warning {{incompatible pointer types}}
  a += atomic_fetch_sub_explicit(&lf, 1.0f, memory_order_relaxed); // expected-warning {{incompatible pointer types}}
  atomic_float *g = &lf;
  a += atomic_fetch_add(g, 1.0f);     // expected-error {{call to 'atomic_fetch_add' is ambiguous}}
  double d = atomic_fetch_add(&ld, 1.0);
  d += atomic_fetch_sub(gd, 1.0);     // expected-error {{call to 'atomic_fetch_sub' is ambiguous}}
  a += atomic_fetch_min(&lf, 1.0f);
  a += atomic_fetch_max(gf, 1.0f);    // oclvk-error {{call to 'atomic_fetch_max' is ambiguous}}
  out[0] = a + (float)d;
}
