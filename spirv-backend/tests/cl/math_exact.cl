// Math builtins with exact Vulkan lowerings: mad_sat, nextafter, remainder, remquo.
kernel void math_exact(global int *i, global uchar4 *u, global long *l, global float *f,
                       global float4 *f4, global double *d, global int *q, global int4 *q4,
                       global half *h) {
    size_t k = get_global_id(0);
    i[k] = mad_sat(i[k], i[k + 1], i[k + 2]);
    u[k] = mad_sat(u[k], u[k + 1], u[k + 2]);
    l[k] = mad_sat(l[k], l[k + 1], l[k + 2]);
    f[k] = nextafter(f[k], f[k + 1]) + remainder(f[k], f[k + 2]);
    f4[k] = remquo(f4[k], f4[k + 1], &q4[k]) + nextafter(f4[k], (float4)(0.0f));
    d[k] = remquo(d[k], d[k + 1], &q[k]) + nextafter(d[k], d[k + 1]) + remainder(d[k], 3.0);
    float8 w = vload8(k, f);
    vstore8(remainder(w, (float8)(1.5f)), k + 1, f);
    vstore_half(remainder(vload_half(k, h), vload_half(k + 1, h)), k, h);
}
