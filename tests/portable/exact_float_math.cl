// remainder, remquo, nextafter, maxmag and minmag of float, exact (0 ulp), on every pair of a
// table of special values: signed zeros, subnormals, the extremes, infinities, NaN, and pairs
// whose quotient is halfway between integers (ties to an even quotient). Results are stored
// as bits, NaNs made one (their payload is not specified) so that the sign of zero counts.
// RUN: -k exact_f32 -g 704 -l 64 --arg rem=zeros:704 --arg rq=zeros:704 --arg quo=zeros:704 --arg next=zeros:704 --arg mag=zeros:1408 --arg vec=zeros:2816

#define N 26
constant uint VALUES[N] = {
    0x00000000u, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x3fc00000u, 0x40200000u, 0xc0200000u,
    0x40400000u, 0x40000000u, 0x40e00000u, 0x00000001u, 0x80000003u, 0x007fffffu, 0x00800000u,
    0x7f7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x3dcccccdu, 0x4b000001u, 0x501502f9u,
    0x2edbe6ffu, 0x40490fdbu, 0x3f000000u, 0xc1200000u, 0x00c00001u};

uint canonical(float r) { return isnan(r) ? 0x7fc00000u : as_uint(r); }

int finite(float v) { return (as_uint(v) & 0x7f800000u) != 0x7f800000u; }

// The quotient bits OpenCL fixes (the low three, with x/y's sign) where the result is a number.
int low_quotient(int q, float x, float y) {
    if (!finite(x) || !finite(y) || y == 0.0f)
        return 0;
    return q < 0 ? -((-q) & 7) : q & 7;
}

// A vector's lanes, each canonical, mixed into one word.
uint mixed(float4 v) {
    return canonical(v.x) ^ canonical(v.y) * 3u ^ canonical(v.z) * 5u ^ canonical(v.w) * 7u;
}

kernel void exact_f32(global uint *rem, global uint *rq, global int *quo, global uint *next,
                      global uint *mag, global int *vec) {
    uint i = get_global_id(0);
    if (i >= N * N)
        return;
    float x = as_float(VALUES[i / N]), y = as_float(VALUES[i % N]);
    rem[i] = canonical(remainder(x, y));
    int q;
    rq[i] = canonical(remquo(x, y, &q));
    quo[i] = low_quotient(q, x, y);
    next[i] = canonical(nextafter(x, y));
    // maxmag and minmag of equal magnitudes are fmax and fmin, which may give either zero of
    // +0 and -0: zeros are compared as one.
    float hi = maxmag(x, y), lo = minmag(x, y);
    mag[2 * i] = hi == 0.0f ? 0u : canonical(hi);
    mag[2 * i + 1] = lo == 0.0f ? 0u : canonical(lo);
    // Vectors: each lane its own pair.
    float4 xs = (float4)(x, y, -x, y), ys = (float4)(y, x, y, -x);
    float4 r = remainder(xs, ys), n = nextafter(xs, ys);
    int4 q4;
    float4 r2 = remquo(xs, ys, &q4);
    vec[4 * i] = mixed(r);
    vec[4 * i + 1] = mixed(r2);
    vec[4 * i + 2] = mixed(n);
    vec[4 * i + 3] = low_quotient(q4.x, xs.x, ys.x) + 16 * low_quotient(q4.y, xs.y, ys.y) +
                     256 * low_quotient(q4.z, xs.z, ys.z) + 4096 * low_quotient(q4.w, xs.w, ys.w);
}
