// `half` buffers through vload_half/vstore_half and their vector and aligned forms: floats
// rounded to nearest even (the default and `_rte`), overflow to infinity, subnormal halves;
// `_rtz`/`_rtp`/`_rtn` (the exact-rounding stage's library rounding, then a plain store).
// RUN: -k store_halves -g 256 -l 64 --arg in=rand:256:14 --arg h=zeros:1024 --arg back=zeros:1024
// RUN: -k half_ties -g 4096 -l 64 --arg normal=zeros:4096 --arg subnormal=zeros:4096 --arg large=zeros:4096
// RUN: -k half_vectors -g 64 -l 64 --arg in=rand:256:15 --arg h4=zeros:256 --arg h3=zeros:256 --arg out=zeros:64
// RUN: -k directed_halves -g 1024 -l 64 --arg in=rand:1024:16 --arg h=zeros:12288
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

// Exact ties between two halves, where rounding to nearest even decides: normal halves from
// the smallest up (13 dropped bits of 0x1000 after odd and even kept bits), subnormal ones
// ((2i + 1) * 2^-25), and the largest half up past the overflow to infinity.
kernel void half_ties(global half *normal, global half *subnormal, global half *large) {
    uint i = get_global_id(0);
    vstore_half(as_float(0x38800000u + (i << 13) + 0x1000u), i, normal);
    vstore_half_rte(-(float)(2 * i + 1) * 0x1p-25f, i, subnormal);
    vstore_half(as_float(0x477fe000u + (i << 4)), i, large);
}

// Each directed mode on values a hair either side of halves, on ties, on subnormal halves, past
// the largest half (the largest finite half or infinity, per mode and sign) and on negatives.
kernel void directed_halves(global const float *in, global half *h) {
    uint i = get_global_id(0);
    float ties = as_float(0x38800000u + (i << 13) + 0x1000u);
    float near = as_float(0x38800000u + (i << 12) + 1u);
    float values[4] = {ties, -near, (in[i] - 0.5f) * 0x1p-20f, (in[i] - 0.5f) * 140000.0f};
    for (int k = 0; k < 4; k++) {
        vstore_half_rtz(values[k], 12 * i + 3 * k, h);
        vstore_half_rtp(values[k], 12 * i + 3 * k + 1, h);
        vstore_half_rtn(values[k], 12 * i + 3 * k + 2, h);
    }
}
