// A work-group maximum through a kernel-scope `local` array with barriers.
// RUN: -k reduce_max -g 2048 -l 64 --arg in=rand:2048:2 --arg partial=zeros:32
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
