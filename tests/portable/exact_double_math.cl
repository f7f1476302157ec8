// remainder, remquo, nextafter, maxmag and minmag of double, exact (0 ulp), where the target
// has double math (vulkan1.x-portable; HLSL too, which nothing here runs): every pair of a
// table of special values, as exact_float_math.cl does for float. WGSL has no double, and
// neither WGSL nor naga's GLSL has 64-bit integers, which hold the bits here (and which
// nextafter and remainder of double need).
// REFUSES: wgsl: 64-bit integer elements in memory ('ulong') are not supported on the wgsl target
// REFUSES: glsl: 64-bit integer elements in memory ('ulong') are not supported on the glsl target
// RUN: -k exact_f64 -g 704 -l 64 --arg rem=zeros:704 --arg rq=zeros:704 --arg quo=zeros:704 --arg next=zeros:704 --arg mag=zeros:1408 --arg vec=zeros:2816
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define N 26
constant ulong VALUES[N] = {
    0x0000000000000000ul, 0x8000000000000000ul, 0x3ff0000000000000ul, 0xbff0000000000000ul,
    0x3ff8000000000000ul, 0x4004000000000000ul, 0xc004000000000000ul, 0x4008000000000000ul,
    0x4000000000000000ul, 0x401c000000000000ul, 0x0000000000000001ul, 0x8000000000000003ul,
    0x000ffffffffffffful, 0x0010000000000000ul, 0x7feffffffffffffful, 0x7ff0000000000000ul,
    0xfff0000000000000ul, 0x7ff8000000000000ul, 0x3fb999999999999aul, 0x4330000000000001ul,
    0x4202a05f20000000ul, 0x3ddb7cdfd9d7bdbbul, 0x400921fb54442d18ul, 0x3fe0000000000000ul,
    0xc024000000000000ul, 0x0018000000000001ul};

ulong canonical(double r) { return isnan(r) ? 0x7ff8000000000000ul : as_ulong(r); }

int finite(double v) { return (as_ulong(v) & 0x7ff0000000000000ul) != 0x7ff0000000000000ul; }

// The quotient bits OpenCL fixes (the low three, with x/y's sign) where the result is a number.
int low_quotient(int q, double x, double y) {
    if (!finite(x) || !finite(y) || y == 0.0)
        return 0;
    return q < 0 ? -((-q) & 7) : q & 7;
}

// A vector's lanes, each canonical, mixed into one word.
ulong mixed(double4 v) {
    return canonical(v.x) ^ canonical(v.y) * 3ul ^ canonical(v.z) * 5ul ^ canonical(v.w) * 7ul;
}

kernel void exact_f64(global ulong *rem, global ulong *rq, global int *quo, global ulong *next,
                      global ulong *mag, global ulong *vec) {
    uint i = get_global_id(0);
    if (i >= N * N)
        return;
    double x = as_double(VALUES[i / N]), y = as_double(VALUES[i % N]);
    rem[i] = canonical(remainder(x, y));
    int q;
    rq[i] = canonical(remquo(x, y, &q));
    quo[i] = low_quotient(q, x, y);
    next[i] = canonical(nextafter(x, y));
    // maxmag and minmag of equal magnitudes are fmax and fmin, which may give either zero of
    // +0 and -0: zeros are compared as one.
    double hi = maxmag(x, y), lo = minmag(x, y);
    mag[2 * i] = hi == 0.0 ? 0ul : canonical(hi);
    mag[2 * i + 1] = lo == 0.0 ? 0ul : canonical(lo);
    // Vectors: each lane its own pair.
    double4 xs = (double4)(x, y, -x, y), ys = (double4)(y, x, y, -x);
    double4 r = remainder(xs, ys), n = nextafter(xs, ys);
    int4 q4;
    double4 r2 = remquo(xs, ys, &q4);
    vec[4 * i] = mixed(r);
    vec[4 * i + 1] = mixed(r2);
    vec[4 * i + 2] = mixed(n);
    vec[4 * i + 3] = low_quotient(q4.x, xs.x, ys.x) + 16 * low_quotient(q4.y, xs.y, ys.y) +
                     256 * low_quotient(q4.z, xs.z, ys.z) + 4096 * low_quotient(q4.w, xs.w, ys.w);
}
