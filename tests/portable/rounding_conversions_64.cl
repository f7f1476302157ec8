// Conversions with a rounding mode the driver need not honour, from 64-bit sources: `_rtz`,
// `_rtp` and `_rtn` from `long` and `ulong` to `float` and `double` (LONG_MAX, LONG_MIN,
// ULONG_MAX, 2^53 + 1, negative values) and from `double` to `float` (values between two
// floats, near FLT_MAX and beyond it, subnormal results, NaN, infinities), and `double` to
// `int` rounding to nearest even (halfway cases). vulkan1.2-portable dropped the directed
// modes, as on `rounding_conversions.cl`; lavapipe rounds a `double` halfway case to an integer
// wrongly (`convert_int_rte(2.5)` is 2: the library's `rint` computes it). A saturating
// conversion of a `double` NaN gave INT_MIN on vulkan1.2-portable (naga-backend tested NaN with
// `x != x`, which naga writes as OpFOrdNotEqual, false for NaN; it tests the bits now).
// REFUSES: wgsl: 'double' is not supported on the wgsl target
// REFUSES: glsl: 64-bit integer elements in memory ('long') are not supported on the glsl target
// RUN: -k long_to_float -g 16 -l 16 --arg in=zeros:16 --arg f=zeros:96 --arg d=zeros:96
// RUN: -k narrow_double -g 32 -l 16 --arg in=zeros:32 --arg f=zeros:96 --arg n=zeros:32

constant long longs[16] = {
    0L, 1L, -1L, LONG_MAX, LONG_MIN, LONG_MIN + 1L, 9007199254740993L, -9007199254740993L,
    9007199254740995L, 0x7FFFFFFFFFFFFC00L, 0x7FFFFFFFFFFFFDFFL, 16777217L, -16777217L,
    0x123456789ABCDEFL, -0x123456789ABCDEFL, 1099511627777L,
};

kernel void long_to_float(global const long *in, global float *f, global double *d) {
    uint i = (uint)get_global_id(0);
    long x = longs[i] + in[i];
    ulong u = (ulong)x; // ULONG_MAX from -1, 2^63 + 1 from LONG_MIN + 1
    global float *fo = f + i * 6;
    global double *dout = d + i * 6;
    fo[0] = convert_float_rtz(x);
    fo[1] = convert_float_rtp(x);
    fo[2] = convert_float_rtn(x);
    fo[3] = convert_float_rtz(u);
    fo[4] = convert_float_rtp(u);
    fo[5] = convert_float_rtn(u);
    dout[0] = convert_double_rtz(x);
    dout[1] = convert_double_rtp(x);
    dout[2] = convert_double_rtn(x);
    dout[3] = convert_double_rtz(u);
    dout[4] = convert_double_rtp(u);
    dout[5] = convert_double_rtn(u);
}

constant double doubles[32] = {
    0.0, -0.0, 1.0, -1.0, 0.1, -0.1, 1.0 + 0x1p-30, -(1.0 + 0x1p-30),
    0x1.fffffeffffffp+127, 0x1.ffffffp+127, 0x1p+200, -0x1p+200,
    0x1p-140, -0x1p-140, 0x1.8p-149, 0x1p-160, -0x1p-160, 0x1.000001p-126, 1e300, -1e-300,
    2.5, 3.5, -2.5, -0.5, 0.5, 1.5, 2147483647.5, -2147483648.5,
    1e300, -1e300, 1.0, 16777217.0,
};

kernel void narrow_double(global const double *in, global float *f, global int *n) {
    uint i = (uint)get_global_id(0);
    double x = doubles[i] + in[i];
    // The infinities and NaN, made at run time (naga takes no infinite constant).
    if (i == 28u || i == 29u) {
        x = x * 1e300;
    } else if (i == 30u) {
        x = as_double(as_ulong(x) | 0x7FF8000000000000UL); // lavapipe folds inf - inf to 0
    }
    global float *fo = f + i * 3;
    fo[0] = convert_float_rtz(x);
    fo[1] = convert_float_rtp(x);
    fo[2] = convert_float_rtn(x);
    // NaN, the infinities and values beyond INT_MAX saturate.
    n[i] = convert_int_sat_rte(x);
}
