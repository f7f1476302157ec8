// 256-bin histogram: per-work-group counts with local atomics, merged with global atomics.
#define BINS 256

kernel __attribute__((reqd_work_group_size(BINS, 1, 1)))
void histogram(global const uint *data, global uint *hist, uint n)
{
    local uint counts[BINS];
    uint lid = get_local_id(0);
    counts[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&counts[data[i] & (BINS - 1)]);
    barrier(CLK_LOCAL_MEM_FENCE);
    uint c = counts[lid];
    if (c != 0)
        atomic_add(&hist[lid], c);
}
