// 64-bit atomics (cl_khr_int64_base_atomics, cl_khr_int64_extended_atomics) on global and
// local longs and ulongs, with values past 32 bits; every result is order-independent. WGSL
// and naga's GLSL have no 64-bit integers in memory.
// REFUSES: wgsl: 64-bit integer elements in memory ('long') are not supported on the wgsl target
// REFUSES: glsl: 64-bit integer elements in memory ('long') are not supported on the glsl target
// RUN: -k atomics64 -g 1024 -l 64 --arg s=zeros:4 --arg u=zeros:8 --arg m=fill:18446744073709551615:2
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void atomics64(global long *s, global ulong *u, global ulong *m) {
    local ulong group_sum;
    local long group_min;
    size_t lid = get_local_id(0);
    if (lid == 0) {
        group_sum = 0;
        group_min = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long id = (long)get_global_id(0);
    atom_add(&s[0], (id + 1) << 32);
    atom_sub(&s[1], id * 0x300000001L);
    atom_min(&s[2], -(id << 33));
    atom_max(&s[3], (id << 31) - 7);
    atom_inc(&u[0]);
    atom_dec(&u[1]);
    atom_or(&u[2], 1UL << (id & 63));
    atom_xor(&u[3], (ulong)id << 20);
    atom_max(&u[4], (ulong)id << 40);
    // An add by compare-exchange: the loop ends once no other work-item came between.
    ulong seen = atom_add(&u[5], 0UL);
    ulong expected;
    do {
        expected = seen;
        seen = atom_cmpxchg(&u[5], expected, expected + ((ulong)id << 35));
    } while (seen != expected);
    atom_and(&m[0], ~(1UL << (id & 63)));
    atom_min(&m[1], ((ulong)(id ^ 0x155) + 3) << 30);
    atom_add(&group_sum, ((ulong)lid << 32) | 1);
    atom_min(&group_min, -(long)lid * 0x100000000L);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        atom_add(&u[6], group_sum);
        atom_min(&s[2], group_min);
        atom_xchg(&u[7], (ulong)group_min); // the same value from every work-group
    }
}
