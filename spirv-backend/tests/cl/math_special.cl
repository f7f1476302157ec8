// erf, erfc, tgamma, lgamma, lgamma_r on scalars, vectors, 8/16-lane vectors and half data.
kernel void math_special(global float *f, global float4 *f4, global int *s, global int4 *s4,
                         global half *h, global float16 *w) {
    size_t k = get_global_id(0);
    f[k] = erf(f[k]) + erfc(f[k + 1]) + tgamma(f[k + 2]) + lgamma(f[k + 3]);
    f4[k] = lgamma_r(f4[k], &s4[k]) + tgamma(f4[k + 1]) + erfc(f4[k + 2]);
    f[k + 4] = lgamma_r(f[k + 5], &s[k]);
    vstore_half(tgamma(vload_half(k, h)), k, h);
    w[k] = erf(w[k]) + lgamma(w[k + 1]);
}
