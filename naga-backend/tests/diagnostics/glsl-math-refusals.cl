// TARGET: glsl
// The double math library moves bits through 64-bit integers, which naga's GLSL lacks: a
// double math builtin is refused at its call (the library's step that needs them is named),
// never compiled to a wrong answer. The float library has no such step.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void double_exp(global double *y) {
  y[0] = exp(y[1]); // expected-error {{'copysign' on 'double' (without 64-bit integers) is not supported on the glsl target}}
}

kernel void float_math(global float *y) {
  y[0] = exp(y[1]) + sin(y[2]) + pow(y[3], y[4]) + atan2(y[5], y[6]) + (float)signbit(y[7]);
}
