// Histograms with atomics: straight to global memory, and through a local histogram per
// work-group merged with atomic_add.
// RUN: -k histogram_global -g 4096 -l 64 --arg data=rand:4096:1 --arg bins=zeros:64
// RUN: -k histogram_local -g 4096 -l 64 --arg data=rand:4096:2 --arg bins=zeros:64
kernel void histogram_global(global const uint *data, global uint *bins) {
    atomic_inc(&bins[data[get_global_id(0)] % 64]);
}

kernel void histogram_local(global const uint *data, global uint *bins) {
    local uint counts[64];
    uint l = get_local_id(0);
    for (uint b = l; b < 64; b += get_local_size(0))
        counts[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&counts[data[get_global_id(0)] % 64], 1u);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = l; b < 64; b += get_local_size(0))
        atomic_add(&bins[b], counts[b]);
}
