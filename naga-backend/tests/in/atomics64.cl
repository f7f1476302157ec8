// targets: hlsl spvasm
// 64-bit atomics (cl_khr_int64_base_atomics and _extended_atomics) on global and local
// longs and ulongs: every atom_* function, the old values kept.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void atomics64(global long *counters, global ulong *bits, global long *old) {
    local ulong tally[4];
    size_t lid = get_local_id(0);
    if (lid < 4)
        tally[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    long id = (long)get_global_id(0);
    old[0] = atom_add(&counters[0], id << 33);
    old[1] = atom_sub(&counters[1], id);
    old[2] = atom_inc(&counters[2]);
    old[3] = atom_dec(&counters[3]);
    old[4] = atom_min(&counters[4], -id);
    old[5] = atom_max(&counters[5], id << 40);
    old[6] = atom_xchg(&counters[6], id);
    old[7] = atom_cmpxchg(&counters[7], id - 1, id);
    atom_and(&bits[0], ~(1UL << (id & 63)));
    atom_or(&bits[1], 1UL << (id & 63));
    atom_xor(&bits[2], 1UL << (id & 63));
    atom_min(&bits[3], (ulong)id + 0x100000000UL);
    atom_add(&tally[lid & 3], 1UL << 32);
    atom_max(&tally[(lid + 1) & 3], (ulong)lid);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 4)
        atom_add(&bits[4 + lid], tally[lid]);
}
