kernel void vectors(global float4 *f, global int4 *i, global uint4 *u, global float *s) {
    size_t id = get_global_id(0);
    float4 x = f[id], y = f[id + 1];
    f[0] = sqrt(x) + sin(y) * cos(x) - exp(y) / log(x) + pow(x, y) + fma(x, y, x) + mix(x, y, 0.5f);
    f[1] = fmax(x, y) + fmin(x, 1.0f) + clamp(x, 0.0f, 1.0f) + floor(x) + ceil(y) + fabs(x) + rsqrt(y);
    f[2] = select(x, y, x < y) + (x > y ? x : y);
    i[0] = x == y;
    i[1] = isnan(x) + isinf(y) + signbit(x);
    i[2] = max(i[3], i[4]) + min(i[3], 2) + as_int4(abs(i[5])) + clamp(i[6], -1, 1) + (i[7] << 3) + (i[8] >> i[9]);
    u[0] = max(u[1], u[2]) + popcount(u[3]) + clz(u[4]) + rotate(u[5], (uint4)(3)) + mul_hi(u[6], u[7]);
    s[0] = dot(x, y) + length(x) + distance(x, y);
    f[3] = normalize(x);
    f[4] = vload4(1, s);
    vstore4(x, 2, s);
    float2 lo = x.lo;
    f[5] = (float4)(lo, x.s3, 1.0f);
    s[1] = x[id & 3];
    i[10] = convert_int4_sat(x) + convert_int4_rte(y) + as_int4(x);
    u[8] = convert_uint4(i[11]);
    s[2] = (float)any(i[12]) + (float)all(i[13]);
}
