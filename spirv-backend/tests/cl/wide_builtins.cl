// Builtins on 8- and 16-lane vectors: math, integer, relational, conversions, shuffles,
// half and vload/vstore; every target must validate.
kernel void wide2(global float8 *f, global int8 *i, global uint16 *u, global double8 *d, global half *h,
                  global long8 *l, global uchar16 *c, global short8 *s) {
    size_t k = get_global_id(0);
    float8 x = f[k], y = f[k + 1];
    int8 n;
    float8 ip, co;
    float8 r = mix(x, y, 0.25f) + smoothstep(0.0f, 1.0f, x) + step(y, x) + ldexp(x, i[k]);
    r += fract(x, &ip) + modf(y, &co) + ip + co + sincos(x, &co) + co;
    r += native_sin(x) + half_exp(x) + rsqrt(y) + pow(x, y) + pown(x, i[k]) + rootn(x, i[k]);
    r += copysign(x, y) + fdim(x, y) + fmod(x, y) + hypot(x, y) + atan2(x, y) + cbrt(x);
    r += (float8)(ilogb(x).s0) + logb(y) + maxmag(x, y) + nan(u[k].lo) + frexp(x, &n) + convert_float8(n);
    i[k] = isnan(x) + isinf(y) + signbit(x) + isless(x, y) + isordered(x, y) + (x != y) + popcount(i[k]) + clz(i[k]) + rotate(i[k], (int8)3) + hadd(i[k], i[k+1]) + mad24(i[k], i[k], i[k]) + upsample(s[k], as_ushort8(s[k+1]));
    f[k] = bitselect(r, x, y) + select(r, x, i[k]) + convert_float8(l[k]) + convert_float8(d[k]);
    u[k] = shuffle(u[k], u[k + 1]) + shuffle2(u[k], u[k+1], u[k+2]) + (uint16)(shuffle(f[k], as_uint8(i[k] & 7)).s0) + abs(convert_int16(u[k])) + sub_sat(u[k], (uint16)5) + mul_hi(u[k], u[k]);
    vstore_half8(r, k, h);
    f[k + 2] = vload_half8(k, h) + convert_float8(c[k].odd) + convert_float8(s[k]);
    l[k] = clamp(l[k], (long8)(0), (long8)(100)) + as_long8(abs_diff(l[k], l[k+1])) + (long8)(any(l[k] > 0)) + (long8)(all(s[k] < (short8)0));
    c[k] = convert_uchar16_sat_rte(convert_float16(u[k]) * 0.5f) + rhadd(c[k], c[k+1]) + (uchar16)(dot(x.lo, y.hi));
    d[k] = fma(d[k], d[k+1], d[k+2]) + sqrt(d[k]) + as_double8(l[k]);
}
