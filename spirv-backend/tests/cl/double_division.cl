// Double division by a constant stays a correctly rounded division (NoContraction keeps
// NVIDIA's compiler from multiplying by the reciprocal); float division is left alone.
kernel void double_division(global double *d, global float *f)
{
    size_t i = get_global_id(0);
    d[i] = d[i] / 10.0;
    f[i] = f[i] / 10.0f;
}
