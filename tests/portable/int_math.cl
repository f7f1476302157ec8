// Integer arithmetic: signed division and remainder, shifts, rotates, bit counts, absolute
// values, clamps.
// RUN: -k int_ops -g 512 -l 64 --arg a=rand:512:1 --arg b=rand:512:2 --arg out=zeros:3072
kernel void int_ops(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    uint ux = (uint)a[i] * 1234567u;
    int x = (int)ux, y = b[i] | 1;
    global int *o = out + i * 6;
    o[0] = (x / y) ^ (x % y);
    o[1] = (x >> 3) ^ (int)(ux >> 5) ^ (int)(ux << 7);
    o[2] = (int)rotate(ux, (uint)(i % 32)) ^ ((int)clz(ux) << 8) ^ ((int)popcount(ux) << 16);
    o[3] = (int)abs(y) ^ (x & 0xff0) ^ ~y;
    o[4] = clamp(x, -1000, 1000) ^ max(x, y) ^ min(x, y);
    o[5] = (int)(ux / 7u) ^ (int)(ux % 13u) ^ ((int)(x < y) << 30);
}
