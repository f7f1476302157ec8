// Private objects read through pointers to other pointee types (the byte-addressed private home):
// a float's bytes, an int view of a float array, a byte flipped through a uchar view, a byte mix
// over a float array (s = s * 31 + byte in memory order: per word, times 31^4 = 923521 for each
// later word), a long view of four shorts, a struct member's neighbour, and a half word written
// into a float. Eight values per work-item.
// targets: vulkan1.2 vulkan1.3
// run: private_casts 64 out=zeros:512 in=each:64:i*1.75-30
// expect: out = each: bits(in[i]); bits(in[i] + 1); bits(in[i]) ^ 0x80000000; \
//   (((((bits(in[i]) & 255) * 31 + (bits(in[i]) >> 8 & 255)) * 31 + (bits(in[i]) >> 16 & 255)) * 31 + (bits(in[i]) >> 24 & 255)) * 923521 * 923521 * 923521 + \
//     ((((bits(2 * in[i]) & 255) * 31 + (bits(2 * in[i]) >> 8 & 255)) * 31 + (bits(2 * in[i]) >> 16 & 255)) * 31 + (bits(2 * in[i]) >> 24 & 255)) * 923521 * 923521 + \
//     ((((bits(in[i] + 1) & 255) * 31 + (bits(in[i] + 1) >> 8 & 255)) * 31 + (bits(in[i] + 1) >> 16 & 255)) * 31 + (bits(in[i] + 1) >> 24 & 255)) * 923521 + \
//     ((((bits(-in[i]) & 255) * 31 + (bits(-in[i]) >> 8 & 255)) * 31 + (bits(-in[i]) >> 16 & 255)) * 31 + (bits(-in[i]) >> 24 & 255))) & 0xffffffff; \
//   0xfffd0002; i + 9; i + 3; bits(2 * in[i]) & 0xffff | 0x40000000
typedef struct { int a; int b; } Pair;
uint mix_bytes(const uchar *p, int n) {
    uint s = 0;
    for (int k = 0; k < n; k++) s = s * 31u + p[k];
    return s;
}
kernel void private_casts(global uint *out, global const float *in) {
    size_t i = get_global_id(0);
    float f = in[i];
    uchar *b = (uchar *)&f;
    out[8 * i] = b[0] | (b[1] << 8) | (b[2] << 16) | ((uint)b[3] << 24);
    float arr[4] = {f, f * 2.0f, f + 1.0f, -f};
    int *ai = (int *)arr;
    out[8 * i + 1] = ai[2];
    b[3] ^= 0x80;
    out[8 * i + 2] = as_uint(f);
    out[8 * i + 3] = mix_bytes((const uchar *)arr, 16);
    short s[4] = {(short)i, 2, -3, 4};
    long *l = (long *)s;
    out[8 * i + 4] = (uint)(*l >> 16);
    Pair pr = {(int)i * 5, (int)i + 9};
    int *pa = &pr.a;
    out[8 * i + 5] = pa[1];
    int x = (int)i;
    int *px = &x;
    *(px + 0) += 3;
    out[8 * i + 6] = x;
    ushort *h = (ushort *)&arr[1];
    h[1] = 0x4000;
    out[8 * i + 7] = as_uint(arr[1]);
}
