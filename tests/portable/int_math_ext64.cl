// The integer builtins on 64-bit lanes (long, ulong): computed at 64 bits where the target has
// 64-bit integers; WGSL and naga's GLSL have none.
// REFUSES: wgsl: 64-bit integer elements in memory ('long') are not supported on the wgsl target
// REFUSES: glsl: 64-bit integer elements in memory ('long') are not supported on the glsl target
// BUILD: -cl-std=CL2.0
// RUN: -k int_ext64 -g 256 -l 64 --arg a=rand:256:1 --arg b=rand:256:2 --arg c=rand:256:3 --arg out=zeros:6144

#define EDGE(T, v, i) ((i) & 1 ? (T)(v) : ((i) & 6) == 0 ? (T)0 : ((i) & 6) == 2 ? (T)-1 : ((i) & 6) == 4 ? (T)((v) | 0x8000000000000000) : (T)((v) & 0x7fffffffffffffff))

#define FAMILY(T, o, x, y, z)                                                                    \
    do {                                                                                         \
        T x_ = (x), y_ = (y), z_ = (z);                                                          \
        (o)[0] = (long)add_sat(x_, y_);                                                          \
        (o)[1] = (long)sub_sat(x_, y_);                                                          \
        (o)[2] = (long)mad_sat(x_, y_, z_);                                                      \
        (o)[3] = (long)mul_hi(x_, y_);                                                           \
        (o)[4] = (long)mad_hi(x_, y_, z_);                                                       \
        (o)[5] = (long)hadd(x_, y_);                                                             \
        (o)[6] = (long)rhadd(x_, y_);                                                            \
        (o)[7] = (long)abs_diff(x_, y_);                                                         \
        (o)[8] = (long)rotate(x_, y_);                                                           \
        (o)[9] = (long)clz(x_);                                                                  \
        (o)[10] = (long)ctz(x_);                                                                 \
        (o)[11] = (long)popcount(x_);                                                            \
    } while (0)

kernel void int_ext64(global const long *a, global const long *b, global const long *c,
                      global long *out) {
    size_t i = get_global_id(0);
    long x = EDGE(long, a[i], i), y = EDGE(long, b[i], i >> 3), z = EDGE(long, c[i], i >> 5);
    global long *o = out + i * 24;
    FAMILY(long, o, x, y, z);
    FAMILY(ulong, o + 12, x, y, z);
    // upsample of 32-bit halves; small products that saturate only with the addend.
    o[11] ^= upsample((int)x, (uint)y);
    o[23] ^= (long)upsample((uint)z, (uint)x);
    o[22] ^= mad_sat(x >> 33, y >> 31, z) ^ (long)mad_sat((ulong)x >> 33, (ulong)y >> 31, (ulong)z);
}
