// STREAM-style bandwidth kernels: one float4 per work-item.
kernel void copy(global const float4 *restrict a, global float4 *restrict c)
{
    size_t i = get_global_id(0);
    c[i] = a[i];
}

kernel void triad(global const float4 *restrict a, global const float4 *restrict b,
                  global float4 *restrict c, float s)
{
    size_t i = get_global_id(0);
    c[i] = a[i] + s * b[i];
}
