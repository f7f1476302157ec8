// Vectors of 8 and 16 lanes (arrays of 4-lane parts on the portable targets, the wide-vectors
// stage): arithmetic, comparisons and selects, swizzles read and written (.lo/.hi/.even/.odd,
// .sN), lanes at a run-time index, vector literals, conversions (saturating, rounding) and
// as_type, lane-wise builtins, any/all, bitselect, shuffle/shuffle2, vload/vstore 8/16,
// vload_half/vstore_half 8/16 (with rounding modes), values through a function, a pointer
// argument, a struct field, a private and a `local` array, a by-value kernel argument, the math
// library's functions and builtins with pointer outputs, 8/16-bit lanes in struct fields and
// as_type between wide vectors of 8- and 16-bit lanes.
// ULPS: 4
// RUN: -k wide_floats -g 128 -l 64 --arg a=rand:128:21 --arg b=rand:2048:22 --arg out=zeros:128 --arg flat=zeros:2048
// RUN: -k wide_ints -g 128 -l 64 --arg a=rand:128:23 --arg b=rand:128:24 --arg out=zeros:128 --arg f=zeros:128 --arg bits=zeros:128
// RUN: -k wide_bytes -g 64 -l 64 --arg a=rand:64:25 --arg b=rand:1024:26 --arg out=zeros:64 --arg flat=zeros:1024 --arg sh=zeros:64
// RUN: -k wide_shuffles -g 64 -l 64 --arg a=rand:64:27 --arg m=rand:64:28 --arg out=zeros:64 --arg out2=zeros:64 --arg narrow=zeros:64
// RUN: -k wide_halves -g 64 -l 64 --arg in=rand:64:29 --arg h=zeros:1024 --arg back=zeros:64
// RUN: -k wide_through_memory -g 64 -l 64 --arg in=rand:64:30 --arg out=zeros:64
// RUN: -k wide_narrow_fields -g 64 -l 64 --arg in=rand:64:33 --arg u=rand:64:34 --arg recs=zeros:64 --arg v=zeros:64
// RUN: -k wide_arguments -g 64 -l 64 --arg a=rand:64:31 --arg k=1.5,2,3,4,5,6,7,8 --arg out=zeros:64 --arg h=zeros:1024 --arg c=zeros:64 --arg bytes=rand:1024:32 --arg bout=zeros:64

float8 twice_swapped(float8 v) {
    return (float8)(v.hi, v.lo) * 2.0f;
}

kernel void wide_floats(global const float8 *a, global const float *b, global float8 *out,
                        global float *flat) {
    size_t i = get_global_id(0);
    float8 x = a[i];
    float8 y = vload8(i, b);
    float8 r = x * y + 0.5f;
    r.even = r.odd + x.lo;
    r.s7 = x.s0 + y.s7;
    r.hi += (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    r = r > 1.0f ? r : r * 2.0f;
    r += fmax(x, y) + fabs(y - 2.0f) + sqrt(x);
    r = clamp(r, 0.5f, 3.0f) + twice_swapped(x);
    out[i] = r;
    float16 w = (float16)(x, y.s76543210);
    w.s0123456789abcdef = w.sfedcba9876543210 + (float16)(x[i & 7]);
    vstore16(w, i, flat);
}

kernel void wide_ints(global const int16 *a, global const int16 *b, global int16 *out,
                      global float8 *f, global uint8 *bits) {
    size_t i = get_global_id(0);
    int16 x = a[i] >> 8, y = b[i] >> 12;
    int16 r = x * 3 - y + (int16)(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
    r = select(r, x ^ y, x < y);
    r.s3 = any(x > 1000000) + 2 * all(y > -1000000);
    r.sc = r[i & 15] + x.sf;
    r = max(r, (int16)(-5)) + (r << 2) + as_int16(abs_diff(x, y)).s0123456789abcdef;
    r.lo = bitselect(r.lo, x.hi, (int8)(0x0F0F0F0F));
    out[i] = r / 7 + r % 5 + clz(r) + rotate(r, (int16)(3));
    float8 g = convert_float8(r.odd) * 0.25f;
    f[i] = g + convert_float8(convert_int8_sat_rtz(g * 1.0e9f) >> 20);
    bits[i] = as_uint8(g) ^ convert_uint8_sat(r.even);
}

kernel void wide_bytes(global const uchar16 *a, global const uchar *b, global uchar16 *out,
                       global uchar *flat, global short8 *sh) {
    size_t i = get_global_id(0);
    uchar16 x = a[i];
    uchar16 y = vload16(i, b);
    uchar16 r = add_sat(x, y) - (x >> 3) + rhadd(x, y);
    r.odd = convert_uchar8_sat(convert_int8(x.even) * 3 - 200);
    out[i] = r ^ (uchar16)(0x5A);
    vstore16(hadd(x, y) + (uchar16)(7), i, flat);
    char16 c = as_char16(x);
    short8 s = as_short8(x) / (short8)(3) + convert_short8(c.lo) + upsample(c.hi, y.lo).s76543210;
    sh[i] = s + as_short8(as_int4(s)) + (short8)(as_short2(as_uint(c.s0123)), as_short2(as_int(x.sfedc)), as_short4(x.lo));
}

kernel void wide_shuffles(global const int8 *a, global const uint16 *m, global int8 *out,
                          global int16 *out2, global int4 *narrow) {
    size_t i = get_global_id(0);
    int8 x = a[i];
    uint16 mask = m[i];
    out[i] = shuffle(x, (uint8)(7, 6, 5, 4, 3, 2, 1, 0)) + shuffle(x, mask.lo);
    out2[i] = shuffle2(x, x * 2, mask) + shuffle(x.lo, mask);
    narrow[i] = shuffle(x, mask.s0123) + shuffle2(x, -x, mask.hi.hi) +
                shuffle2(x.lo, x.hi, mask.s4567) + shuffle(x.hi, mask.s89ab) +
                (int4)(any(x.lo), all(x.hi), any(x.s01), all(x.s1));
}

kernel void wide_halves(global const float16 *in, global half *h, global float16 *back) {
    size_t i = get_global_id(0);
    vstore_half16(in[i] * 100.0f, i, h);
    float8 lo = vload_half8(2 * i, h);
    float8 hi = vloada_half8(2 * i + 1, h);
    back[i] = (float16)(hi, lo);
}

typedef struct {
    float x;
    float8 v;
    int k;
} WithWide;

kernel void wide_through_memory(global const float8 *in, global float8 *out) {
    size_t i = get_global_id(0);
    float8 list[3];
    WithWide s;
    s.x = 1.0f;
    s.v = in[i];
    s.k = (int)i;
    for (int k = 0; k < 3; k++)
        list[k] = s.v * (float)(k + s.k);
    list[1].s5 = s.x;
    list[(i & 1) + 1][(int)(i & 7)] = -1.0f;
    float8 acc = (float8)(0.0f);
    for (int k = 0; k < 3; k++)
        acc += list[k];
    out[i] = acc + (float8)(sizeof(WithWide), __alignof__(WithWide), sizeof(float8), 0, 0, 0, 0, 0);
}

void scale(float8 *v, float k) {
    *v *= k;
    (*v).s3 = k;
}

float16 widen(float8 a) {
    return (float16)(a, a.s76543210);
}

kernel void wide_arguments(global const float8 *a, float8 k, global float16 *out, global half *h,
                           global int8 *c, global const uchar *bytes, global ushort16 *bout) {
    local float8 tile[64];
    size_t i = get_global_id(0), l = get_local_id(0);
    tile[l] = a[i] * k;
    barrier(CLK_LOCAL_MEM_FENCE);
    float8 v = tile[63 - l];
    scale(&v, 2.0f);
    float16 w = widen(v) + sin(widen(a[i])) + exp(widen(v) * 0.01f);
    out[i] = w;
    vstore_half16_rtz(w, i, h);
    vstore_half8_rtp(v, 2 * i + 1, h);
    c[i] = convert_int8_rtp(v * 100.3f) + (v > k) + ilogb(v);
    uchar16 u = vload16(i, bytes);
    bout[i] = convert_ushort16(u) * (ushort16)(300) + upsample(u, u) + (ushort16)(popcount(u.s0));
    int8 e;
    float8 m = frexp(v, &e);
    c[i] += e + convert_int8(m * 10.0f);
}

typedef struct { uchar8 bytes; int tag; short16 shorts; } NarrowLanes;

kernel void wide_narrow_fields(global const uint *in, global uchar16 *u, global NarrowLanes *recs,
                               global ushort8 *v) {
    size_t i = get_global_id(0);
    NarrowLanes r;
    r.bytes = as_uchar8((uint2)(in[i], in[i] * 3u));
    r.tag = (int)i;
    r.shorts = convert_short16(u[i]) - (short16)(100);
    recs[i] = r;
    recs[i].bytes.s3 = (uchar)i;
    v[i] = as_ushort8(u[i]) + (ushort8)(7);
    u[i] = as_uchar16(v[i]) + recs[i].bytes.s0;
}
