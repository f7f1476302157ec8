// Sum reduction: grid-stride accumulation, then a tree in local memory with barriers.
// Each work-group writes one partial sum; the host adds the partials.
#define WG 256

kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_sum(global const float *in, global float *partial, uint n)
{
    local float scratch[WG];
    uint lid = get_local_id(0);
    uint stride = get_global_size(0);
    float acc = 0.0f;
    for (uint i = get_global_id(0); i < n; i += stride)
        acc += in[i];
    scratch[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}
