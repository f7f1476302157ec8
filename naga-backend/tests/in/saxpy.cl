// y = alpha * x + y over a grid-stride loop.
kernel void saxpy(float alpha, global const float *x, global float *y, uint n) {
    for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
        y[i] = alpha * x[i] + y[i];
}
