// Integer and float math builtins.
kernel void math_builtins(global const float *x, global float *fout, global const int *a, global int *iout) {
    int i = get_global_id(0);
    float f = x[i];
    fout[4 * i] = sqrt(fabs(f)) + floor(f) * ceil(f) - fmin(f, 1.0f) + fmax(f, -1.0f);
    fout[4 * i + 1] = exp(f * 0.25f) + log(fabs(f) + 1.0f) + sin(f) * cos(f);
    fout[4 * i + 2] = pow(fabs(f), 1.5f) + mad(f, 2.0f, 3.0f) + clamp(f, -2.0f, 2.0f);
    fout[4 * i + 3] = rsqrt(fabs(f) + 1.0f) + trunc(f) + round(f) + copysign(2.0f, f);
    int v = a[i];
    iout[4 * i] = abs(v) + min(v, 7) + max(v, -7) + clamp(v, -100, 100);
    iout[4 * i + 1] = popcount(v) + clz(v) + (v >> 3) + (v << 2) + v / 3 + v % 5;
    iout[4 * i + 2] = mul_hi(v, 0x12345) + rotate(v, 5) + add_sat(v, 0x7ffffff0);
    iout[4 * i + 3] = (int)(uint)v / 7u + hadd(v, 99) + (v ^ 0x5a5a) + (v & 0xff) + (v | 1);
}
