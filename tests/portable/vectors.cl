// Vector types, component access and swizzles, vector arithmetic and conversions.
// ULPS: 4
// RUN: -k swizzle -g 256 -l 64 --arg in=rand:256:1 --arg out=zeros:256
// RUN: -k mix_types -g 128 -l 64 --arg in=rand:128:2 --arg out=zeros:128
kernel void swizzle(global const float4 *in, global float4 *out) {
    size_t i = get_global_id(0);
    float4 v = in[i];
    float4 r = v.wzyx * 2.0f + v.xxyy;
    r.lo = r.hi - v.even;
    r.s3 += dot(v, (float4)(1.0f, 2.0f, 3.0f, 4.0f));
    float2 odd = v.odd;
    r.z = odd.x * odd.y + length(v.xy);
    out[i] = r;
}

kernel void mix_types(global const int4 *in, global float4 *out) {
    size_t i = get_global_id(0);
    int4 v = in[i];
    int4 m = max(v, v.yzwx) - min(v, (int4)(3));
    uint4 u = as_uint4(m) >> 1;
    float4 f = convert_float4(m) + convert_float4(u & 7u);
    out[i] = select(f, -f, v < 0);
}
