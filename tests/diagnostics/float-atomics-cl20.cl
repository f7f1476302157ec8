// RUN: oclvk check --verify -cl-std=CL2.0 %s
// expected-no-diagnostics
// cl_ext_float_atomics: oclvk predefines the extension and its fp32/fp64 add and min/max
// features from OpenCL C 2.0 on (as clang-15 does for SPIR targets), so float and double
// atomic_fetch_add/sub/min/max exist for global, local and generic pointers.

#if !defined(cl_ext_float_atomics) || !defined(__opencl_c_ext_fp32_global_atomic_add) || \
    !defined(__opencl_c_ext_fp32_local_atomic_add) || \
    !defined(__opencl_c_ext_fp32_global_atomic_min_max) || \
    !defined(__opencl_c_ext_fp32_local_atomic_min_max) || \
    !defined(__opencl_c_ext_fp64_global_atomic_add) || \
    !defined(__opencl_c_ext_fp64_local_atomic_add) || \
    !defined(__opencl_c_ext_fp64_global_atomic_min_max) || \
    !defined(__opencl_c_ext_fp64_local_atomic_min_max)
#error "cl_ext_float_atomics features missing"
#endif

float through_generic(atomic_float *p, float v) {
  return atomic_fetch_add(p, v) + atomic_fetch_sub(p, v) + atomic_fetch_min(p, v) +
         atomic_fetch_max_explicit(p, v, memory_order_relaxed, memory_scope_device);
}

kernel void floats(global atomic_float *gf, global atomic_double *gd, global float *out) {
  local atomic_float lf;
  local atomic_double ld;
  float a = atomic_fetch_add(gf, 1.0f);
  a += atomic_fetch_sub_explicit(gf, 0.5f, memory_order_relaxed);
  a += atomic_fetch_min(&lf, a);
  a += atomic_fetch_max_explicit(&lf, 2.0f, memory_order_acq_rel, memory_scope_work_group);
  a += atomic_fetch_add(gf, 1);  // the int converts to the float parameter
  double d = atomic_fetch_add_explicit(gd, 1.0, memory_order_seq_cst, memory_scope_device);
  d += atomic_fetch_sub(&ld, d) + atomic_fetch_min(gd, 0.25) + atomic_fetch_max(&ld, d);
  out[0] = a + (float)d + through_generic(gf, a) + through_generic(&lf, a);
}
