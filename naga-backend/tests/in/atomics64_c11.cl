// targets: hlsl spvasm
// OpenCL C 2.0's atomic_long and atomic_ulong (global and local): fetch-ops, exchange, load,
// store and init.
// options: -cl-std=CL2.0
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void atomics64_c11(global atomic_long *sums, global atomic_ulong *masks,
                          global long *old) {
    local atomic_ulong hits;
    size_t lid = get_local_id(0);
    if (lid == 0)
        atomic_init(&hits, 0UL);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    long id = (long)get_global_id(0);
    old[0] = atomic_fetch_add(&sums[0], id << 34);
    old[1] = atomic_fetch_sub_explicit(&sums[1], id, memory_order_relaxed);
    old[2] = atomic_fetch_min(&sums[2], -id);
    old[3] = atomic_fetch_max(&sums[3], id);
    old[4] = atomic_exchange(&sums[4], id);
    atomic_fetch_or(&masks[0], 1UL << (id & 63));
    atomic_fetch_and(&masks[1], ~(1UL << (id & 63)));
    atomic_fetch_xor(&masks[2], 1UL << (id & 63));
    atomic_fetch_add(&hits, 1UL << 40);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0)
        atomic_store(&sums[5], (long)atomic_load(&hits));
}
