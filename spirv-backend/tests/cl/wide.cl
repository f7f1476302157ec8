// 8- and 16-lane vectors: arithmetic, comparisons, selects, swizzles, lanes, conversions,
// reinterpretation, builtins, vload/vstore, by-value arguments, structs and local memory.
typedef struct { int tag; float8 v; } Tagged;

float8 twice(float8 x) { return x + x; }

kernel void wide_float(global const float8 *a, global const float8 *b, global float8 *out,
                       float8 k, global Tagged *t) {
    size_t i = get_global_id(0);
    float8 x = a[i], y = b[i];
    float8 r = x * y + k - twice(y) / (float8)(2.0f);
    r = fma(x, y, r);
    r = fmax(r, (float8)(-100.0f));
    r = clamp(r, -50.0f, 50.0f);
    int8 lt = x < y;
    r = select(r, x, lt);
    r = lt.s0 ? r : -r;
    r.s7 = sqrt(fabs(x.s7));
    r.lo = r.hi + (float4)(1.0f);
    out[i] = r;
    t[i].v = (float8)(x.even, y.odd);
    t[i].tag = any(lt) + 2 * all(lt);
}

kernel void wide_int(global const int16 *a, global int16 *out, global long4 *bits,
                     global char8 *c, global float *f) {
    size_t i = get_global_id(0);
    local int16 shared[4];
    int16 x = a[i];
    int16 y = (x << 2) ^ (x >> 1) | ~x;
    y = y % 7 + x / 3 - mul_hi(x, x) + (int)abs_diff(x, (int16)5).s0;
    y.sF = x[i & 15];
    y = min(y, x) + max(y, 3);
    shared[i & 3] = y;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = shared[i & 3] + convert_int16(convert_float16(x) * 0.5f);
    float8 h = convert_float8(x.s02468ace);
    bits[i] = as_long4(h);
    c[i] = as_char8((long)x.s0 * 0x0101010101010101L);
    uchar16 u = convert_uchar16_sat(x);
    f[i] = as_float(u.s3210) + (float)(u.sF);
}

kernel void wide_vdata(global const float *in, global float *out, global double8 *d) {
    size_t i = get_global_id(0);
    float16 v = vload16(i, in);
    vstore16(v * 2.0f, i, out);
    double8 w = convert_double8(vload8(2 * i + 1, in));
    d[i] = as_double8(as_long8(w) + 1);
    float8 m;
    int8 e;
    m = frexp(v.lo, &e);
    out[16 * i] = m.s3 + (float)e.s5;
}
