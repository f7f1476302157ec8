// RUN: oclvk compile -cl-std=CL2.0 %s
kernel void atomics20(global atomic_int *counter, global atomic_uint *flags, global int *out) {
    local atomic_int total;
    if (get_local_id(0) == 0) atomic_init(&total, 0);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    atomic_fetch_add(&total, 1);
    atomic_fetch_add_explicit(counter, 2, 0);
    atomic_fetch_max(flags, 3u);
    int expected = 0;
    bool ok = atomic_compare_exchange_strong(counter, &expected, 5);
    atomic_store(counter + 1, atomic_load(counter) + ok);
    atomic_store_explicit(counter + 2, 1, 3);
    out[0] = atomic_load_explicit(&total, 2) + atomic_exchange(counter + 3, 9);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, 5, 2);
    work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, 1);
}
