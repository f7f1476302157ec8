// A histogram of bytes: a `uchar` input (packed four to a word on the portable targets) and
// `uint` counts updated with atomics, straight to global memory and through a local histogram
// fed four bytes at a time from `uchar4` loads.
// RUN: -k byte_histogram -g 4096 -l 64 --arg data=rand:4096:3 --arg bins=zeros:256
// RUN: -k byte_histogram4 -g 1024 -l 64 --arg data=rand:1024:4 --arg bins=zeros:256
kernel void byte_histogram(global const uchar *data, global uint *bins) {
    atomic_inc(&bins[data[get_global_id(0)]]);
}

kernel void byte_histogram4(global const uchar4 *data, global uint *bins) {
    local uint counts[256];
    uint l = get_local_id(0);
    for (uint b = l; b < 256; b += get_local_size(0))
        counts[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uchar4 v = data[get_global_id(0)];
    atomic_inc(&counts[v.x]);
    atomic_inc(&counts[v.y]);
    atomic_inc(&counts[v.z]);
    atomic_inc(&counts[v.w]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = l; b < 256; b += get_local_size(0))
        atomic_add(&bins[b], counts[b]);
}
