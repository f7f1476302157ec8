// as_typeN between lanes of different widths: the bits gathered into 32-bit words by shifts
// and ORs, the result's lanes cut from them (signed ones sign-extended).
kernel void reinterpret_lanes(global const uint *in, global uchar4 *bytes, global int *out) {
    size_t i = get_global_id(0);
    uchar4 b = as_uchar4(in[i]);
    bytes[i] = b.wzyx;
    short2 s = as_short2(as_float(in[i]));
    out[i] = as_int(b.yxwz) + s.x + as_int(as_char4(s));
}
