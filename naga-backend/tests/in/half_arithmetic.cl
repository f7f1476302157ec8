// `half` values as `f32` registers holding halves: each sum, product and conversion from
// `float` rounded to `half` in integer arithmetic (ties to even, overflow to infinity, subnormal
// halves), elements packed two to a word, the argument read from its 16 bits.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void axpy_half(global const half *x, global half *y, global float *wide, half a) {
    size_t i = get_global_id(0);
    half r = a * x[i] + y[i];
    y[i] = r;
    wide[i] = (float)r + convert_half_rtz(wide[i]);
}
