// tgamma of doubles runs the math library's double-double arithmetic, negations included.
kernel void library_negations(global double *x)
{
    size_t i = get_global_id(0);
    x[i] = tgamma(x[i]);
}
