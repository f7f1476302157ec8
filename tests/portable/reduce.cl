// Work-group sums through local memory with barriers: a `local` argument sized by the host,
// and a kernel-scope `local` array.
// ULPS: 2
// RUN: -k reduce_sum -g 4096 -l 128 --arg in=rand:4096:1 --arg partial=zeros:32 --arg scratch=local:128
// RUN: -k reduce_max -g 2048 -l 64 --arg in=rand:2048:2 --arg partial=zeros:32
kernel void reduce_sum(global const float *in, global float *partial, local float *scratch) {
    size_t l = get_local_id(0);
    scratch[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
        if (l < s)
            scratch[l] += scratch[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        partial[get_group_id(0)] = scratch[0];
}

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void reduce_max(global const float *in, global float *partial) {
    local float tile[64];
    uint l = get_local_id(0);
    tile[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = 32; s > 0; s >>= 1) {
        if (l < s)
            tile[l] = fmax(tile[l], tile[l + s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        partial[get_group_id(0)] = tile[0];
}
