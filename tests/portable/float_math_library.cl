// The math library's exponentials, logarithms, trigonometry and roots (within OpenCL's
// accuracy: compared within 4 ulp), on every portable path: the library's exact steps
// (two-sums, Dekker's products, rounding to an integer) must survive drivers that simplify
// float algebra, since naga's languages cannot mark an operation NoContraction.
// ULPS: 4
// RUN: -k library -g 512 -l 64 --arg x=rand:512:1 --arg y=rand:512:2 --arg out=zeros:3072
// RUN: -k library_edges -g 1024 -l 64 --arg x=rand:1024:3 --arg y=rand:1024:4 --arg out=zeros:14336
kernel void library(global const float *x, global const float *y, global float *out) {
    size_t i = get_global_id(0);
    float a = x[i] * 4.0f + 0.25f, b = y[i] * 2.0f - 1.0f;
    global float *o = out + i * 6;
    o[0] = exp(b);
    o[1] = exp2(b);
    o[2] = sin(b);
    o[3] = cos(b);
    o[4] = pow(a, 1.5f);
    o[5] = tanh(b);
}

// Special and boundary inputs: zeros, infinities, NaN, the exponentials' overflow and
// underflow thresholds, FLT_MAX, huge and near-multiple-of-pi/2 trigonometric arguments.
// (as bits: 0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f, 1e-30f,
// -1e-30f, 1.17549435e-38f, 3.4028235e38f, -3.4028235e38f, 88.72f, 88.73f, -87.3f, -103.0f,
// 127.9f, 128.0f, -149.5f, 38.5f, -45.0f, 1e30f, -1e30f, 6400.5f, 1e5f, 1.5707964f,
// -3.1415927f, 4.712389f, 0.7853982f, 1e-4f, 0.99999994f, 1.0000001f, 1e10f, -8.5f, 1000.25f,
// 1.2e-38f, 7.0f)
constant uint EDGE_BITS[40] = {
    0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x3f800000u, 0xbf800000u,
    0x3f000000u, 0xbf000000u, 0x40000000u, 0x0da24260u, 0x8da24260u, 0x00800000u, 0x7f7fffffu,
    0xff7fffffu, 0x42b170a4u, 0x42b175c3u, 0xc2ae999au, 0xc2ce0000u, 0x42ffcccdu, 0x43000000u,
    0xc3158000u, 0x421a0000u, 0xc2340000u, 0x7149f2cau, 0xf149f2cau, 0x45c80400u, 0x47c35000u,
    0x3fc90fdbu, 0xc0490fdbu, 0x4096cbe4u, 0x3f490fdbu, 0x38d1b717u, 0x3f7fffffu, 0x3f800001u,
    0x501502f9u, 0xc1080000u, 0x447a1000u, 0x0082ab1eu, 0x40e00000u
};

// The input of work-item i: an edge, a random bit pattern (every class), or a random value in
// [-range/2, range/2) (formed by exact steps and one product, so both sides see the same).
float edge_input(size_t i, float u, float range) {
    if (i < 40) {
        return as_float(EDGE_BITS[i]);
    }
    if ((i & 1) != 0) {
        return as_float((as_uint(u) * 2654435761u) ^ ((uint)i * 0x9e3779b9u));
    }
    return (u - 0.5f) * range;
}

kernel void library_edges(global const float *x, global const float *y, global float *out) {
    size_t i = get_global_id(0);
    float u = x[i], v = y[i];
    global float *o = out + i * 14;
    o[0] = exp(edge_input(i, u, 200.0f));
    o[1] = exp2(edge_input(i, u, 280.0f));
    o[2] = exp10(edge_input(i, u, 80.0f));
    o[3] = log(fabs(edge_input(i, u, 1000.0f)));
    o[4] = log2(edge_input(i, v, 64.0f));
    o[5] = log10(fabs(edge_input(i, v, 1e6f)));
    o[6] = sin(edge_input(i, u, 100.0f));
    o[7] = cos(edge_input(i, v, 20000.0f));
    o[8] = asin(edge_input(i, u, 2.0f));
    o[9] = acos(edge_input(i, v, 2.0f));
    o[10] = sinh(edge_input(i, u, 180.0f));
    o[11] = cosh(edge_input(i, v, 20.0f));
    o[12] = cbrt(edge_input(i, u, 1e6f));
    o[13] = hypot(edge_input(i, u, 1e4f), edge_input(i ^ 3u, v, 10.0f));
}
