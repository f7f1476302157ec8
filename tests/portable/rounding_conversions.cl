// Conversions with a rounding mode the driver need not honour: `_rtz`, `_rtp` and `_rtn` from
// 32-bit and narrower integers to `float`, at the values where the modes differ (2^24 + 1 and
// its neighbours, INT_MAX, INT_MIN, UINT_MAX, negative values) and where they do not (exact
// values, zero). The portable targets dropped the mode (plain OpConvertSToF, WGSL's `f32()`):
// convert_float_rtp(16777217) was 16777216, not 16777218. The exact-rounding stage
// (spirv-backend/src/passes/) computes them on every path alike.
// RUN: -k int_to_float -g 64 -l 64 --arg in=zeros:64 --arg out=zeros:384

constant int ints[32] = {
    0, 1, -1, 16777216, 16777217, 16777218, 16777219, -16777217,
    -16777219, 33554435, -33554435, INT_MAX, INT_MIN, INT_MIN + 1, INT_MAX - 64, -2147483584,
    1073741889, -1073741889, 123456789, -123456789, 2147483520, 2147483583, 2147483585, 7,
    0x7FFFFF80, 0x01000003, -0x01000003, 0x00FFFFFF, -0x00FFFFFF, 999999999, -999999999, 65537,
};

kernel void int_to_float(global const int *in, global float *out) {
    uint i = (uint)get_global_id(0);
    // `in` is zeros: the value is the table's, read at run time.
    int x = ints[i % 32u] + in[i];
    // The second half: the top bit flipped, for `uint` values from 2^31 to UINT_MAX.
    uint u = (uint)x ^ (i >= 32u ? 0x80000000u : 0u);
    global float *o = out + i * 6;
    o[0] = convert_float_rtz(x);
    o[1] = convert_float_rtp(x);
    o[2] = convert_float_rtn(x);
    o[3] = convert_float_rtz(u);
    o[4] = convert_float_rtp(u);
    o[5] = convert_float_rtn(u);
}
