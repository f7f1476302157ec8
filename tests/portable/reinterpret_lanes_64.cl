// as_typeN between 64-bit lanes and narrower ones (bit arithmetic on the portable targets with
// 64-bit integers; WGSL and naga's GLSL hold a 64-bit register's low half alone).
// REFUSES: wgsl: 64-bit integer elements in memory ('ulong') are not supported on the wgsl target
// REFUSES: glsl: 64-bit integer elements in memory ('ulong') are not supported on the glsl target
// RUN: -k wide_lanes -g 128 -l 64 --arg in=rand:128:61 --arg halves=zeros:128 --arg bytes=zeros:128 --arg back=zeros:128
kernel void wide_lanes(global const ulong *in, global uint2 *halves, global uchar4 *bytes,
                       global long *back) {
    size_t i = get_global_id(0);
    ulong x = in[i] * 0x9e3779b97f4a7c15ul;
    halves[i] = as_uint2(x);
    double d = as_double(x) * 2.0;
    short4 s = as_short4(d);
    bytes[i] = as_uchar4(as_uint2(x).y);
    back[i] = as_long(s.wzyx) + as_long((int2)(s.x, -7)) + as_ulong(as_ushort4(x).wzyx);
}
