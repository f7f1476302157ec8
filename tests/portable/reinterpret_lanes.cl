// as_typeN between types of one size whose lanes differ in width (bit arithmetic on the
// portable targets), and a `local uchar *` argument (packed in words).
// SIZES: --local-arg tile=64 --work-group-size 64
// RUN: -k lanes -g 128 -l 64 --arg in=rand:128:41 --arg bytes=zeros:128 --arg shorts=zeros:128 --arg back=zeros:128
// RUN: -k narrow -g 128 -l 64 --arg in=rand:256:42 --arg out=zeros:128
// RUN: -k local_bytes -g 128 -l 64 --arg in=rand:128:43 --arg tile=local:64 --arg out=zeros:128
kernel void lanes(global const uint *in, global uchar4 *bytes, global short2 *shorts,
                  global uint *back) {
    size_t i = get_global_id(0);
    uint x = in[i];
    uchar4 b = as_uchar4(x);
    bytes[i] = b;
    short2 s = as_short2(as_float(x));
    shorts[i] = s;
    char4 c = as_char4(s);
    back[i] = as_uint(b.wzyx) + as_uint(c) + as_ushort(b.xy) + as_uint((ushort2)(s.y, 7));
}

kernel void narrow(global const ushort *in, global int *out) {
    size_t i = get_global_id(0);
    ushort2 h = (ushort2)(in[2 * i], in[2 * i + 1]);
    char4 c = as_char4(h);
    uchar2 b = as_uchar2(h.x);
    short t = as_short(b.yx);
    out[i] = c.x + c.y * 3 + c.z * 5 + c.w * 7 + t + as_int(c);
}

kernel void local_bytes(global const uchar *in, local uchar *tile, global uchar *out) {
    size_t l = get_local_id(0);
    tile[l] = in[get_global_id(0)] + 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[63 - l] ^ tile[l];
}
