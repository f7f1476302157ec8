// Float arithmetic, rounding, conversions and math builtins (compared within 4 ulp).
// ULPS: 4
// RUN: -k float_ops -g 512 -l 64 --arg x=rand:512:1 --arg y=rand:512:2 --arg out=zeros:6144
kernel void float_ops(global const float *x, global const float *y, global float *out) {
    size_t i = get_global_id(0);
    float a = x[i] * 4.0f + 0.25f, b = y[i] * 2.0f - 1.0f;
    global float *o = out + i * 12;
    o[0] = a / (b + 3.0f);
    o[1] = sqrt(a) + fabs(b);
    o[2] = floor(a * 3.7f) * 1000.0f + ceil(b * 2.2f) * 100.0f + trunc(-a) * 10.0f + round(b * 5.5f);
    o[3] = fma(a, b, 0.5f);
    o[4] = fmin(a, b);
    o[5] = fmax(a, b);
    o[6] = copysign(a, b);
    o[7] = log(a);
    o[8] = log2(a);
    o[9] = (float)(int)(a * 100.0f) + (float)(uint)(a * 7.0f);
    o[10] = a * b;
    o[11] = rsqrt(a);
}
