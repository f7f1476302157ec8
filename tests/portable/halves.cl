// `half` buffers through vload_half/vstore_half and their vector and aligned forms: floats
// rounded to nearest even (the default and `_rte`), overflow to infinity, subnormal halves.
// RUN: -k store_halves -g 256 -l 64 --arg in=rand:256:14 --arg h=zeros:1024 --arg back=zeros:1024
// RUN: -k half_vectors -g 64 -l 64 --arg in=rand:256:15 --arg h4=zeros:256 --arg h3=zeros:256 --arg out=zeros:64
kernel void store_halves(global const float *in, global half *h, global float *back) {
    size_t i = get_global_id(0);
    float x = in[i];
    vstore_half(x, 4 * i, h);
    vstore_half_rte(x * 70000.0f - 30000.0f, 4 * i + 1, h);
    vstore_half(x * 1.0e-5f - 5.0e-6f, 4 * i + 2, h);
    vstore_half(-x * 131000.0f, 4 * i + 3, h);
    for (int k = 0; k < 4; k++)
        back[4 * i + k] = vload_half(4 * i + k, h);
}

kernel void half_vectors(global const float4 *in, global half *h4, global half *h3,
                         global float *out) {
    size_t i = get_global_id(0);
    float4 v = in[i] * 3000.0f;
    vstore_half4(v, i, h4);
    vstorea_half3(v.xyz, i, h3);
    barrier(CLK_GLOBAL_MEM_FENCE);
    float4 w = vloada_half4(i, h4);
    float3 t = vload_half3(i, h4);
    out[i] = w.x + w.y * w.z - w.w + t.x - t.z;
}
