// Sums each work-group's 64 elements in a local array: a tree with barriers.
#define GROUP 64
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void reduce_local(global const float *in, global float *partial, uint n) {
    local float scratch[GROUP];
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = GROUP / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}
