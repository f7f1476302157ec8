// Integer builtins of fixed-width arithmetic, for every integer width the portable targets hold
// in registers (8- and 16-bit lanes in 32-bit registers, stored as `int`): saturation, 24-bit
// multiplies, the high half of a product, halving adds, absolute differences, rotations, bit
// counts, upsample; scalars and vectors, with the edge values 0, -1, MIN and MAX mixed in.
// BUILD: -cl-std=CL2.0
// RUN: -k int_ext -g 512 -l 64 --arg a=rand:512:1 --arg b=rand:512:2 --arg c=rand:512:3 --arg out=zeros:40960

// The value of lane i: random, or an edge value one time in two.
#define EDGE(T, v, i) ((i) & 1 ? (T)(v) : ((i) & 6) == 0 ? (T)0 : ((i) & 6) == 2 ? (T)-1 : ((i) & 6) == 4 ? (T)((v) | 0x80000000) : (T)((v) & 0x7fffffff))

// One width: 13 results through `int`, at o[0..13].
#define FAMILY(T, UT, WIDE, o, x, y, z)                                                          \
    do {                                                                                         \
        T x_ = (x), y_ = (y), z_ = (z);                                                          \
        (o)[0] = (int)add_sat(x_, y_);                                                           \
        (o)[1] = (int)sub_sat(x_, y_);                                                           \
        (o)[2] = (int)mad_sat(x_, y_, z_);                                                       \
        (o)[3] = (int)mul_hi(x_, y_);                                                            \
        (o)[4] = (int)mad_hi(x_, y_, z_);                                                        \
        (o)[5] = (int)hadd(x_, y_);                                                              \
        (o)[6] = (int)rhadd(x_, y_);                                                             \
        (o)[7] = (int)abs_diff(x_, y_);                                                          \
        (o)[8] = (int)rotate(x_, y_);                                                            \
        (o)[9] = (int)clz(x_);                                                                   \
        (o)[10] = (int)ctz(x_);                                                                  \
        (o)[11] = (int)popcount(x_);                                                             \
        (o)[12] = WIDE;                                                                          \
    } while (0)

kernel void int_ext(global const int *a, global const int *b, global const int *c,
                    global int *out) {
    size_t i = get_global_id(0);
    int x = EDGE(int, a[i], i), y = EDGE(int, b[i], i >> 3), z = EDGE(int, c[i], i >> 5);
    global int *o = out + i * 80;
    FAMILY(char, uchar, (int)upsample((char)x, (uchar)y), o, x, y, z);
    FAMILY(uchar, uchar, (int)upsample((uchar)x, (uchar)y), o + 13, x, y, z);
    FAMILY(short, ushort, upsample((short)x, (ushort)y), o + 26, x, y, z);
    FAMILY(ushort, ushort, (int)upsample((ushort)x, (ushort)y), o + 39, x, y, z);
    FAMILY(int, uint, mad24(x & 0x7fffff, y, z), o + 52, x, y, z);
    FAMILY(uint, uint, (int)mul24((uint)x & 0xffffffu, (uint)y & 0xffffu), o + 65, x, y, z);
    // Vectors: lanes of two widths.
    short2 sv = add_sat((short2)((short)x, (short)y), (short2)((short)y, (short)z));
    uint4 uv = (uint4)((uint)x, (uint)y, (uint)z, (uint)(x ^ y));
    uint4 w = mul_hi(uv, uv.yzwx) ^ rotate(uv, uv.wxyz) ^ clz(uv) ^ (rhadd(uv, uv.zwxy) << 1);
    int4 iv = as_int4(uv);
    int4 s = mad_sat(iv, iv.yzwx, iv.zwxy) ^ sub_sat(iv, iv.wxyz) ^ as_int4(abs_diff(iv, iv.yxwz));
    o[78] = sv.x ^ (sv.y << 16) ^ (int)(w.x + w.y * 3u + w.z * 5u + w.w * 7u);
    o[79] = s.x + s.y * 3 + s.z * 5 + s.w * 7;
}
