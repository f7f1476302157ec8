// The relational builtins on double scalars and vectors (scalar results 1 or 0, vector lanes -1
// or 0, narrowed to int here: naga's GLSL has no 64-bit integers to store them, and holds a
// double's bits in none, so it tests classes with isnan/isinf; signbit of a double, which needs
// the bits, is refused there): every pair of a table of special values widened from float.
// REFUSES: wgsl: 'double' is not supported on the wgsl target
// RUN: -k relational_f64 -g 256 -l 64 --arg out=zeros:17664
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define N 16
constant uint VALUES[N] = {
    0x00000000u, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x7f800000u, 0xff800000u,
    0x7fc00000u, 0xffc00001u, 0x00800000u, 0x80800000u, 0x3f800001u, 0x7f7fffffu,
    0xff7fffffu, 0x40000000u, 0xc0000000u, 0x3f7fffffu};

// The smallest normal double and its neighbours in magnitude, from the float table's 2^-126.
double value(uint k) {
    double d = (double)as_float(VALUES[k % N]);
    return k % N == 8 ? d * 0x1p-896 : k % N == 9 ? d * 0x1p-895 : d;
}

#define COMPARISONS(o, x, y, cv)             \
    o[0] = cv(isequal(x, y));                \
    o[1] = cv(isnotequal(x, y));             \
    o[2] = cv(isgreater(x, y));              \
    o[3] = cv(isgreaterequal(x, y));         \
    o[4] = cv(isless(x, y));                 \
    o[5] = cv(islessequal(x, y));            \
    o[6] = cv(islessgreater(x, y));          \
    o[7] = cv(isordered(x, y));              \
    o[8] = cv(isunordered(x, y));
#define CLASSES(o, x, cv)                    \
    o[0] = cv(isfinite(x));                  \
    o[1] = cv(isinf(x));                     \
    o[2] = cv(isnan(x));                     \
    o[3] = cv(isnormal(x));
#define SAME(x) (x)

kernel void relational_f64(global int *out) {
    uint i = get_global_id(0);
    global int *o = out + 69 * i;
    double x = value(i), y = value(i / N);
    COMPARISONS(o, x, y, SAME)
    CLASSES((o + 9), x, SAME)
    double4 u = (double4)(x, y, value(i + 3), value(i * 7));
    double4 v = (double4)(y, x, value(i / 4), value(i + 11));
    int4 c[13];
    COMPARISONS(c, u, v, convert_int4)
    CLASSES((c + 9), v, convert_int4)
    for (int k = 0; k < 13; k++)
        vstore4(c[k], 0, o + 13 + 4 * k);
    int2 e = convert_int2(isless(u.xy, v.wz));
    o[65] = e.x;
    o[66] = e.y;
    int2 f = convert_int2(isnormal(u.zw));
    o[67] = f.x;
    o[68] = f.y;
}
