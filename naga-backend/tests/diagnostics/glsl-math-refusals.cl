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

// The library's nextafter, remainder and remquo of double work on the bits, which need 64-bit
// integers (and naga's GLSL cannot reinterpret a double as two 32-bit words either): refused at
// the call, remquo by its own name; maxmag and minmag of double compare magnitudes as doubles
// here, and the float forms use 32-bit integers.
kernel void double_nextafter(global double *y) {
  y[0] = nextafter(y[1], y[2]); // expected-error {{'nextafter' on 'double' is not supported on the glsl target yet}}
}

kernel void double_remquo(global double *y, global int *q) {
  int k;
  y[0] = remquo(y[1], y[2], &k); // expected-error {{'remquo' on 'double' is not supported on the glsl target yet}}
  q[0] = k;
}

kernel void double_magnitudes(global double *y) {
  y[0] = maxmag(y[1], y[2]) + minmag(y[3], y[4]);
}

kernel void float_exact(global float *y, global int *q) {
  int k;
  y[0] = remainder(y[1], y[2]) + remquo(y[3], y[4], &k) + nextafter(y[5], y[6]) + maxmag(y[7], y[8]);
  q[0] = k;
}

kernel void double_remainder_lanes(global double2 *y) {
  y[0] = remainder(y[1], y[2]); // expected-error {{'remainder' on 'double' is not supported on the glsl target yet}}
}
