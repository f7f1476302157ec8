// Counts byte values (passed as uints) into 256 bins: local atomics, then global ones.
kernel void histogram(global const uint *data, uint n, global uint *bins) {
    local uint local_bins[256];
    uint lid = get_local_id(0);
    for (uint b = lid; b < 256; b += get_local_size(0))
        local_bins[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&local_bins[data[i] & 0xFF]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = lid; b < 256; b += get_local_size(0))
        atomic_add(&bins[b], local_bins[b]);
}
