// Atomics on a local array that is also read bytewise (so it lives in the local home), and
// vload4 / vstore2 on a private float array also read as uint: hist[k] sums the local ids
// l = k (mod 8) of a group of 64, 8 * k + 224.
// targets: vulkan1.2 vulkan1.3
// run: atomics_and_vloads 128/64 out=fill:-1:512 in=each:128:i*0.375-7
// expect: out = each: 8 * (i % 8) + 224; 8 * (i % 8) + 224 & 255; bits(in[i] + 3); bits(6) ^ bits(5)
kernel void atomics_and_vloads(global int *out, global const float *in) {
    local int hist[8];
    size_t l = get_local_id(0), i = get_global_id(0);
    if (l < 8) hist[l] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&hist[l % 8], (int)l);
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *bytes = (local uchar *)hist;
    out[4 * i] = hist[l % 8];
    out[4 * i + 1] = bytes[4 * (l % 8)];
    float f[4] = {in[i], 1.0f, 2.0f, 3.0f};
    uint *fb = (uint *)f;
    float4 v = vload4(0, f);
    out[4 * i + 2] = as_int(v.x + v.w);
    vstore2((float2)(5.0f, 6.0f), 1, f);
    out[4 * i + 3] = fb[3] ^ fb[2];
}
