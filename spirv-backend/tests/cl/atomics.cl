kernel void atomics(global int *counter, global uint *u, local int *scratch) {
    local int total;
    if (get_local_id(0) == 0) total = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&total, 1);
    atomic_inc(counter);
    atomic_max(u, (uint)get_global_id(0));
    atomic_cmpxchg(counter + 1, 0, 5);
    scratch[get_local_id(0)] = atomic_xchg(counter + 2, 7);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0) counter[3] = total + scratch[0];
}
