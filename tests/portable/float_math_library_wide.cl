// The math library's functions whose OpenCL limits are wider (tan 5 ulp, atan2 6, pow, powr,
// pown, rootn and erf 16; lgamma has none): compared within 16 ulp on every portable path, over
// edge and random inputs, so that a lost error term (a two-sum or Dekker's product simplified
// away by the driver) shows.
// ULPS: 16
// RUN: -k wide -g 1024 -l 64 --arg x=rand:1024:5 --arg y=rand:1024:6 --arg n=rand:1024:7 --arg out=zeros:10240
// RUN: -k signs -g 256 -l 64 --arg x=rand:256:8 --arg out=zeros:256
// (as bits: 0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f, 1e-30f,
// -1e-30f, 1.17549435e-38f, 3.4028235e38f, -3.4028235e38f, 88.7f, -87.3f, 1e30f, 6400.5f,
// 1.5707964f, -3.1415927f, 0.7853982f, 1e-4f, 0.99999994f, 1.0000001f, 1e10f, -8.5f, 3.5f,
// 10.0f, -2.5f, 7.0f, 0.25f)
constant uint EDGE_BITS[32] = {
    0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x3f800000u, 0xbf800000u,
    0x3f000000u, 0xbf000000u, 0x40000000u, 0x0da24260u, 0x8da24260u, 0x00800000u, 0x7f7fffffu,
    0xff7fffffu, 0x42b16666u, 0xc2ae999au, 0x7149f2cau, 0x45c80400u, 0x3fc90fdbu, 0xc0490fdbu,
    0x3f490fdbu, 0x38d1b717u, 0x3f7fffffu, 0x3f800001u, 0x501502f9u, 0xc1080000u, 0x40600000u,
    0x41200000u, 0xc0200000u, 0x40e00000u, 0x3e800000u
};

float edge_input(size_t i, float u, float range) {
    if (i < 32) {
        return as_float(EDGE_BITS[i]);
    }
    if ((i & 1) != 0) {
        return as_float((as_uint(u) * 2654435761u) ^ ((uint)i * 0x9e3779b9u));
    }
    return (u - 0.5f) * range;
}

kernel void wide(global const float *x, global const float *y, global const int *n,
                 global float *out) {
    size_t i = get_global_id(0);
    float u = x[i], v = y[i];
    int k = n[i] - 50;
    global float *o = out + i * 10;
    o[0] = tan(edge_input(i, u, 10.0f));
    o[1] = atan(edge_input(i, v, 40.0f));
    o[2] = atan2(edge_input(i, u, 8.0f), edge_input(i ^ 5u, v, 8.0f));
    o[3] = tanh(edge_input(i, v, 30.0f));
    o[4] = pow(fabs(edge_input(i, u, 20.0f)), edge_input(i ^ 1u, v, 30.0f));
    o[5] = powr(fabs(edge_input(i, v, 8.0f)), edge_input(i ^ 7u, u, 12.0f));
    o[6] = pown(edge_input(i, u, 6.0f), k / 3);
    o[7] = rootn(edge_input(i, v, 1e4f), k == 0 ? 3 : k);
    o[8] = erf(edge_input(i, u, 8.0f));
    // lgamma away from its zeros at 1 and 2 (relative error is unbounded there): [2.5, 34.5),
    // u 32 exact, so a fused and an unfused sum agree.
    o[9] = lgamma(u * 32.0f + 2.5f);
}

// signbit on the bits: -0, negative NaNs and infinities included.
kernel void signs(global const float *x, global int *out) {
    size_t i = get_global_id(0);
    out[i] = signbit(edge_input(i, x[i], 4.0f));
}
