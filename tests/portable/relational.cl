// The relational builtins on float scalars and vectors of 2-4 (scalar results 1 or 0, vector
// lanes -1 or 0): every pair of a table of special values (signed zeros, infinities, quiet and
// signalling NaNs of both signs, neighbours), and the class tests on a table with subnormals.
// RUN: -k relational_f32 -g 256 -l 64 --arg out=zeros:20480
#define N 16
// Compared values (no subnormals: a device may flush them before comparing).
constant uint COMPARED[N] = {
    0x00000000u, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x7f800000u, 0xff800000u,
    0x7fc00000u, 0xffc00001u, 0x7fa00000u, 0x00800000u, 0x3f800001u, 0x7f7fffffu,
    0xff7fffffu, 0x40000000u, 0xc0000000u, 0x3f7fffffu};
// Classified values (bits, whatever a device does with subnormals in arithmetic).
constant uint CLASSIFIED[N] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x80800000u,
    0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffffffffu, 0x7f800001u, 0x7f7fffffu,
    0x3f800000u, 0xc0400000u, 0x007fffffu, 0x80000001u};

float compared(uint k) { return as_float(COMPARED[k % N]); }
float classified(uint k) { return as_float(CLASSIFIED[k % N]); }

#define COMPARISONS(o, x, y)            \
    o[0] = isequal(x, y);               \
    o[1] = isnotequal(x, y);            \
    o[2] = isgreater(x, y);             \
    o[3] = isgreaterequal(x, y);        \
    o[4] = isless(x, y);                \
    o[5] = islessequal(x, y);           \
    o[6] = islessgreater(x, y);         \
    o[7] = isordered(x, y);             \
    o[8] = isunordered(x, y);
#define CLASSES(o, x)                   \
    o[0] = isfinite(x);                 \
    o[1] = isinf(x);                    \
    o[2] = isnan(x);                    \
    o[3] = isnormal(x);                 \
    o[4] = signbit(x);

kernel void relational_f32(global int *out) {
    uint i = get_global_id(0);
    global int *o = out + 80 * i;
    float x = compared(i), y = compared(i / N);
    COMPARISONS(o, x, y)
    CLASSES((o + 9), classified(i))
    float4 u = (float4)(x, y, compared(i + 3), compared(i * 7));
    float4 v = (float4)(y, x, compared(i / 4), compared(i + 11));
    int4 c[9];
    COMPARISONS(c, u, v)
    for (int k = 0; k < 9; k++)
        vstore4(c[k], 0, o + 14 + 4 * k);
    float4 w = (float4)(classified(i), classified(i / N), classified(i + 5), classified(i * 3));
    int4 d[5];
    CLASSES(d, w)
    for (int k = 0; k < 5; k++)
        vstore4(d[k], 0, o + 50 + 4 * k);
    vstore2(isequal(u.xy, v.zw), 0, o + 70);
    vstore2(isnan(w.zw), 0, o + 72);
    vstore3(isless(u.xyz, v.wzy), 0, o + 74);
    vstore3(signbit(w.yzx), 0, o + 77);
}
