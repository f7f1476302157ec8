// y = alpha * x + y over a grid-stride loop.
kernel void saxpy(float alpha, global const float *x, global float *y, uint n) {
    // A 32-bit counter: a 64-bit one would need its high half for `i < n` on the targets
    // without 64-bit integers (wgsl-refusals.cl).
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        y[i] = alpha * x[i] + y[i];
}
