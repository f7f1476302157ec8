// cross with unfused products: an overflowing component is inf - inf = NaN, as in OpenCL
// implementations, not the infinity of a fused multiply-add (NVIDIA fuses GLSL's Cross).
kernel void cross_unfused(global const float4 *a, global const float4 *b, global float4 *out,
                          global const float3 *a3, global const float3 *b3, global float3 *out3)
{
    size_t i = get_global_id(0);
    out[i] = cross(a[i], b[i]);
    out3[i] = cross(a3[i], b3[i]);
}
