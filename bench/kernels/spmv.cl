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

// Diagnostic variant (oclvk bench --extras): the loop unrolled by hand four times, so that four
// independent gathers are in flight per iteration whatever the compiler does with the loop.
kernel void spmv_csr_unroll4(global const int *restrict rowptr, global const int *restrict cols,
                             global const float *restrict vals, global const float *restrict x,
                             global float *restrict y, int nrows)
{
    int r = get_global_id(0);
    if (r >= nrows)
        return;
    float sum = 0.0f;
    int j = rowptr[r];
    int end = rowptr[r + 1];
    for (; j + 3 < end; j += 4) {
        float a = vals[j] * x[cols[j]];
        float b = vals[j + 1] * x[cols[j + 1]];
        float c = vals[j + 2] * x[cols[j + 2]];
        float d = vals[j + 3] * x[cols[j + 3]];
        sum += a;
        sum += b;
        sum += c;
        sum += d;
    }
    for (; j < end; j++)
        sum += vals[j] * x[cols[j]];
    y[r] = sum;
}

// Diagnostic variant (oclvk bench --extras): a 64-bit loop index, so no index is widened per
// iteration.
kernel void spmv_csr_long(global const int *restrict rowptr, global const int *restrict cols,
                          global const float *restrict vals, global const float *restrict x,
                          global float *restrict y, int nrows)
{
    int r = get_global_id(0);
    if (r >= nrows)
        return;
    float sum = 0.0f;
    long end = rowptr[r + 1];
    for (long j = rowptr[r]; j < end; j++)
        sum += vals[j] * x[cols[j]];
    y[r] = sum;
}

// Diagnostic variants (oclvk bench --extras): spmv_csr with PAD floats of `local` memory that
// the kernel declares but never touches in a run (nrows >= 0). The only effect is on how many
// work-groups a GPU keeps resident and, where the driver sizes the L1/shared split per kernel,
// on the L1 cache (docs/performance.md, "SpMV and stencil, third look").
#define SPMV_PADDED(name, PAD)                                                                   \
    kernel void name(global const int *restrict rowptr, global const int *restrict cols,        \
                     global const float *restrict vals, global const float *restrict x,         \
                     global float *restrict y, int nrows)                                       \
    {                                                                                            \
        local float pad[PAD];                                                                    \
        if (nrows < 0) {                                                                         \
            pad[get_local_id(0)] = 1.0f;                                                         \
            barrier(CLK_LOCAL_MEM_FENCE);                                                        \
            y[0] = pad[get_local_id(0) ^ 1];                                                     \
        }                                                                                        \
        int r = get_global_id(0);                                                                \
        if (r >= nrows)                                                                          \
            return;                                                                              \
        float sum = 0.0f;                                                                        \
        int end = rowptr[r + 1];                                                                 \
        for (int j = rowptr[r]; j < end; j++)                                                    \
            sum += vals[j] * x[cols[j]];                                                         \
        y[r] = sum;                                                                              \
    }
SPMV_PADDED(spmv_csr_smem8k, 2048)
SPMV_PADDED(spmv_csr_smem32k, 8192)
