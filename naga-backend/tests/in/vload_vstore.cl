// vload4/vstore4 and vload3 on scalar buffers, and a float4 stored through a helper.
void put(global float *dst, int i, float4 v) {
    vstore4(v, i, dst);
}

kernel void vload_vstore(global const float *src, global float *dst, global float *xyz) {
    int i = get_global_id(0);
    float4 v = vload4(i, src);
    float3 p = vload3(i, xyz);
    put(dst, i, v * 2.0f + (float4)(p, 1.0f));
    vstore3(p.zyx, i, xyz);
}
