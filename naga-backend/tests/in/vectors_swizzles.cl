// Vector types, swizzles, lane stores, vector literals and lane-wise comparisons.
kernel void vectors_swizzles(global const float4 *in, global float4 *out, global int4 *mask) {
    int i = get_global_id(0);
    float4 v = in[i];
    float2 lo = v.xy, hi = v.zw;
    float4 w = (float4)(hi.yx, lo);
    w.xz = w.zx * 2.0f;
    float3 c = cross(v.xyz, w.xyz);
    out[i] = (float4)(c, dot(v, w)) + v.wzyx;
    mask[i] = v > w;
}
