// Local arrays (the byte-addressed local home) read as other types, compared as addresses,
// chosen by ?:, passed to a helper and written bytewise between barriers; two work-groups of 64,
// eight values per work-item (l = i % 64).
// targets: vulkan1.2 vulkan1.3
// run: local_pointers 128/64 out=fill:-1:1024 in=each:128:i*-0.625+3
// expect: out = each: bits(in[i - i % 64 + (i % 64 + 1) % 64]); i % 64; 1; \
//   i & 1 ? 3 * (i % 64) : 3 * (63 - i % 64); bits(in[i - i % 64 + 63 - i % 64]); \
//   (i % 64 + 5) % 64 + 7; \
//   (4 * (i % 64 / 4) + 7) + (4 * (i % 64 / 4) + 8 << 8) + (4 * (i % 64 / 4) + 9 << 16) + (4 * (i % 64 / 4) + 10 << 24); \
//   3
int bits_at(local float *p) { return as_int(p[0]); }
kernel void local_pointers(global int *out, global const float *in) {
    local float lf[64];
    local int li[64];
    size_t l = get_local_id(0), i = get_global_id(0), n = get_local_size(0);
    lf[l] = in[i];
    li[l] = (int)l * 3;
    barrier(CLK_LOCAL_MEM_FENCE);
    local int *bits = (local int *)lf;
    out[8 * i] = bits[(l + 1) % n];
    local int *p = &li[l];
    out[8 * i + 1] = (int)(p - li);
    out[8 * i + 2] = ((local char *)lf < (local char *)li) == ((uintptr_t)lf < (uintptr_t)li);
    local int *pick = (l & 1) ? &li[l] : &li[n - 1 - l];
    out[8 * i + 3] = *pick;
    out[8 * i + 4] = bits_at(lf + (n - 1 - l));
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *lb = (local uchar *)li;
    lb[l] = (uchar)(l + 7);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[8 * i + 5] = lb[(l + 5) % n];
    out[8 * i + 6] = li[l / 4];
    local int *back = (local int *)(uintptr_t)&li[l];
    out[8 * i + 7] = (back == &li[l]) + 2 * (back != p + 1);
}
