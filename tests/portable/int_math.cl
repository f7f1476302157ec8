// Integer arithmetic: signed division and remainder, shifts, rotates, bit counts, saturation,
// 24-bit multiplies, absolute differences, clamps.
// RUN: -k int_ops -g 512 -l 64 --arg a=rand:512:1 --arg b=rand:512:2 --arg out=zeros:4096
kernel void int_ops(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    uint ux = (uint)a[i] * 1234567u;
    int x = (int)ux, y = b[i] | 1;
    global int *o = out + i * 8;
    o[0] = (x / y) ^ (x % y);
    o[1] = (x >> 3) ^ (int)(ux >> 5) ^ (int)(ux << 7);
    o[2] = (int)rotate(ux, (uint)(i % 32)) ^ ((int)clz(ux) << 8) ^ ((int)popcount(ux) << 16);
    o[3] = add_sat(x, 2147000000) ^ sub_sat(y, -2147000000);
    o[4] = mad24(x & 0x7fffff, y, 5) ^ mul24(y, 3);
    o[5] = (int)abs_diff(x, y) ^ (int)abs(y) ^ mul_hi(x, y);
    o[6] = clamp(x, -1000, 1000) ^ max(x, y) ^ min(x, y);
    o[7] = hadd(x, y) ^ rhadd(x, y) ^ ((int)(x < y) << 30);
}
