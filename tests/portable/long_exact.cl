// 64-bit integers where WGSL and naga's GLSL hold them in 32 bits: every construct here is
// exact there (a value's high half is known from its low half: work-item values below 2^32,
// conversions from 32-bit types, low halves of sums, products and bitwise results that only
// narrower results read), so every path runs it and agrees.
// RUN: -k long_exact -g 256 -l 64 --arg a=rand:256:1 --arg b=rand:256:2 --arg out=zeros:4096 --arg n=200
kernel void long_exact(global const int *a, global const uint *b, global int *out, uint n) {
    size_t i = get_global_id(0);
    global int *o = out + i * 16;
    if (i >= n) { // size_t against a uint: both below 2^32
        o[0] = -1;
        return;
    }
    // Sign-extended (a difference of two values below 2^16; lavapipe compares a plain
    // `(long)int` wrongly, naga-findings.md).
    long x = (long)(ushort)a[i] - (long)(ushort)(a[i] >> 16);
    ulong y = b[i];           // zero-extended
    ulong p = y * 2654435761u; // only its low half is read below
    o[0] = (int)p;
    o[1] = (int)(x * x + (long)y + (long)a[i] * 3);
    o[2] = x < -5 ? 1 : x > 1000 ? 2 : 3;   // signed comparisons of sign-extended values
    o[3] = y >= 0x80000000u;                 // unsigned comparison of a zero-extended value
    o[4] = (int)(y / 3u) ^ (int)(y % 10u) ^ (int)(x / 7) ^ (int)(x % 9);
    o[5] = (int)(x >> 4) ^ (int)(y >> 7);
    o[6] = (int)min(i, (size_t)100) + (int)max(x, (long)-3) * 3;
    o[7] = (int)((float)y * 0.5f) ^ (int)((float)x);
    o[8] = (int)(0xFFFFFFFF00000000UL | (ulong)i) ^ (int)(~p);
    o[9] = (int)convert_uint_sat(x) ^ convert_int_sat(y);
    o[10] = (int)(size_t)(get_local_size(0) - get_local_id(0));
    switch (i % 4) {
    case 0: o[11] = 10; break;
    case 1: o[11] = 11; break;
    default: o[11] = 12;
    }
    long s = 0;
    for (size_t k = get_local_size(0) / 2; k > 0; k /= 2)
        s ^= (long)k << 2;
    o[12] = (int)s;
    o[13] = (int)(x != 0) + 2 * (int)(y == 0);
    o[14] = (int)((long)(ushort)b[i] - (long)(ushort)(b[i] >> 16) < 0);
    o[15] = (int)(x & 0xFFFFFF) | (int)(y & 7);
}
