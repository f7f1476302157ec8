// TARGET: vulkan1.2-portable
// The math library's double functions that are not within OpenCL's limits on the portable
// targets yet (measured through vulkan1.2-portable on lavapipe) are refused at the call; the
// others compile.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void refused(global double *y) {
  y[0] = pow(y[1], y[2]); // expected-error {{'pow' on 'double' is not supported on the vulkan1.2-portable target yet}}
  y[1] = cbrt(y[2]); // expected-error {{'cbrt' on 'double' is not supported on the vulkan1.2-portable target yet}}
  y[2] = fma(y[3], y[4], y[5]); // expected-error {{'fma' on 'double' is not supported on the vulkan1.2-portable target yet}}
  y[3] = lgamma(y[4]); // expected-error {{'lgamma' on 'double' is not supported on the vulkan1.2-portable target yet}}
  y[4] = rootn(y[5], 3); // expected-error {{'rootn' on 'double' is not supported on the vulkan1.2-portable target yet}}
}

kernel void accepted(global double *y) {
  y[0] = exp(y[1]) + log(y[2]) + sin(y[3]) + atan2(y[4], y[5]) + sqrt(y[6]) + floor(y[7]);
}
