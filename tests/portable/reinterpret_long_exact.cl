// as_typeN between 64-bit integer lanes and narrower ones where WGSL and naga's GLSL hold a
// 64-bit register's low half alone: a value whose high half is known from its low one (a
// conversion from a 32-bit integer: zero- or sign-extended, a work-item id) gives both words,
// and a 64-bit result keeps the low word, which only narrower results read here.
// RUN: -k long_lanes -g 128 -l 64 --arg in=rand:128:71 --arg halves=zeros:256 --arg bytes=zeros:128 --arg back=zeros:384
kernel void long_lanes(global const int *in, global uint *halves, global uchar4 *bytes,
                       global int *back) {
    size_t i = get_global_id(0);
    int v = in[i];
    long s = v;
    ulong u = (uint)v;
    uint2 h = as_uint2(s);
    halves[2 * i] = h.x + 3 * h.y;
    halves[2 * i + 1] = as_int2(u).y - as_int2(u).x + as_uint2(get_global_id(0)).y;
    ushort4 q = as_ushort4(s);
    uchar8 b = as_uchar8((long)-v);
    bytes[i] = (uchar4)(q.w, b.s7, b.s0, as_char8(u).s4);
    back[3 * i] = (int)as_long((int2)(v, -1)) + (int)as_ulong(as_uchar8(s).s76543210);
    back[3 * i + 1] = (int)as_long((short4)(q.x, 7, q.z, -7)) ^ (int)(as_long2(as_int4((long2)(s, 5))).y);
    back[3 * i + 2] = (int)as_ulong(as_float2((ulong)u));
}
