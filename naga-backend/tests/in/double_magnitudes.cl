// targets: glsl hlsl spvasm
// maxmag and minmag of double, the library's: on the bits where 64-bit integers hold them
// (HLSL, portable SPIR-V), magnitudes compared as doubles in naga's GLSL, which has none.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void double_magnitudes(global const double *x, global const double *y,
                              global double *out) {
  int i = get_global_id(0);
  out[2 * i] = maxmag(x[i], y[i]);
  out[2 * i + 1] = minmag(x[i], y[i]);
}
