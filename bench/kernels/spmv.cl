// y = A * x for a CSR matrix, one row per work-item.
kernel void spmv_csr(global const int *restrict rowptr, global const int *restrict cols,
                     global const float *restrict vals, global const float *restrict x,
                     global float *restrict y, int nrows)
{
    int r = get_global_id(0);
    if (r >= nrows)
        return;
    float sum = 0.0f;
    int end = rowptr[r + 1];
    for (int j = rowptr[r]; j < end; j++)
        sum += vals[j] * x[cols[j]];
    y[r] = sum;
}

// Diagnostic variant (oclvk bench --extras): no const/restrict, so no implementation may use
// the read-only (non-coherent) load path for the gather.
kernel void spmv_csr_plain(global int *rowptr, global int *cols, global float *vals,
                           global float *x, global float *y, int nrows)
{
    int r = get_global_id(0);
    if (r >= nrows)
        return;
    float sum = 0.0f;
    int end = rowptr[r + 1];
    for (int j = rowptr[r]; j < end; j++)
        sum += vals[j] * x[cols[j]];
    y[r] = sum;
}
