// The math library's double functions where the target has double (vulkan1.x-portable; HLSL
// too, which nothing here runs): its double-double steps (two-sums, Dekker's products, rounding
// by adding 2^52) must survive drivers that simplify float algebra, as the float ones must.
// WGSL has no double; naga's GLSL has no 64-bit integers, which the double library's bit
// manipulation needs; pow, powr, pown, rootn, cbrt, fma, tgamma and lgamma of double are
// refused on the portable targets (naga-backend/tests/diagnostics/double-math-refusals.cl).
// ULPS: 4
// REFUSES: wgsl: 'double' is not supported on the wgsl target
// REFUSES: glsl: on 'double' (without 64-bit integers) is not supported on the glsl target
// RUN: -k library_f64 -g 256 -l 64 --arg x=rand:256:1 --arg y=rand:256:2 --arg out=zeros:2304
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void library_f64(global const double *x, global const double *y, global double *out) {
    size_t i = get_global_id(0);
    double a = x[i] * 4.0 + 0.25, b = y[i] * 40.0 - 20.0;
    global double *o = out + i * 9;
    o[0] = exp(b);
    o[1] = log(a);
    o[2] = sin(b);
    o[3] = cos(b * 1000.0);
    o[4] = exp2(b * 0.25);
    o[5] = tanh(b * 0.1);
    o[6] = atan2(b, a);
    o[7] = log10(a);
    // Not a library function: GLSL.std.450's Degrees has no double form.
    o[8] = degrees(b) + radians(a);
}
