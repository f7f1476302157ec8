// Float exp, log and pow run the math library's polynomials and Cody-Waite steps, written
// with fma.
kernel void library_fmas(global float *x)
{
    size_t i = get_global_id(0);
    x[i] = exp(x[i]) + log(x[i]) + pow(x[i], 1.5f);
}
