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
