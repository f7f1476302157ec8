// Floats to 64-bit integers, every rounding mode, saturating and not (the plain conversions only
// of values in range, where they are defined). On the Vulkan targets, portable ones included,
// these are the library's conversions (library/convert_64.cl.inc: NVIDIA's Vulkan driver
// miscompiles the code around a float-to-64-bit conversion instruction, random program 482,
// docs/fuzzing.md): the 32-bit path, the path by the float's bits, and saturation.
// REFUSES: wgsl: 64-bit integer elements in memory ('long') are not supported on the wgsl target
// REFUSES: glsl: 64-bit integer elements in memory ('long') are not supported on the glsl target
// RUN: -k to_long -g 32 -l 16 --arg out=zeros:512

constant float in_range[16] = {
    0.0f, -0.5f, 2.5f, -2.5f, 8388607.5f, -123456.75f, 2147483520.0f, 2147483648.0f,
    -2147483648.0f, 4294967296.0f, 1099511758848.0f, -1099511758848.0f, 9223371487098961920.0f,
    -9223372036854775808.0f, 3.5f, 1e-40f};
constant float all_values[16] = {
    0.0f, -0.75f, 1.5f, -3.5f, 4294967040.0f, 18446742974197923840.0f, 18446744073709551616.0f,
    9223372036854775808.0f, -9223373136366403584.0f, 1e30f, -1e30f, 0.0f, 0.0f, 0.0f,
    2147483904.0f, -2147483904.0f};

kernel void to_long(global long *out) {
    uint i = (uint)get_global_id(0);
    float v = in_range[i & 15u];
    // Slots 11 to 13 are the infinities and a NaN (constant data may not hold them on every
    // path: tests/portable/non_finite_constant_data.cl).
    uint slot = i & 15u;
    float w = slot == 11u   ? INFINITY
              : slot == 12u ? -INFINITY
              : slot == 13u ? as_float(0x7fc00000u)
                            : all_values[slot];
    global long *o = out + 16u * i;
    if (i < 16u) {
        o[0] = (long)v;
        o[1] = convert_long_rtp(v);
        o[2] = convert_long_rtn(v);
        o[3] = convert_long_rte(v);
        o[4] = fabs(v) < 9.2e18f ? (long)convert_ulong_rtp(fabs(v)) : 0;
        o[5] = v >= 0.0f ? (long)convert_ulong_rtn(v) : 0;
    } else {
        o[0] = convert_long_sat(w);
        o[1] = convert_long_sat_rtp(w);
        o[2] = convert_long_sat_rtn(w);
        o[3] = convert_long_sat_rte(w);
        o[4] = (long)convert_ulong_sat(w);
        o[5] = (long)convert_ulong_sat_rtp(w);
        o[6] = (long)convert_ulong_sat_rtn(w);
        o[7] = (long)convert_ulong_sat_rte(w);
        long4 l = convert_long4_sat_rtp((float4)(w, -w, w * 0.5f, v));
        ulong2 u = convert_ulong2_sat((float2)(w, v));
        o[8] = l.x;
        o[9] = l.y;
        o[10] = l.z;
        o[11] = l.w;
        o[12] = (long)u.x;
        o[13] = (long)u.y;
    }
}
