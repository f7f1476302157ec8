// RUN: oclvk compile -cl-std=CL2.0 %s
// One kernel per cl_khr_subgroup_* extension of non-uniform group operations: on the OpenCL
// target each raises the module from SPIR-V 1.0 to 1.3 (GroupNonUniform).
kernel void vote(global int *o) {
    o[0] = sub_group_elect() + sub_group_non_uniform_all(o[1]) + sub_group_non_uniform_any(o[2]);
    o[3] = sub_group_non_uniform_all_equal(o[4]);
}

kernel void ballot(global int *o, global uint4 *m) {
    uint4 b = sub_group_ballot(o[0] > 0);
    m[0] = b;
    m[1] = get_sub_group_lt_mask();
    o[1] = sub_group_inverse_ballot(b) + sub_group_ballot_bit_count(b)
         + sub_group_ballot_find_lsb(b) + sub_group_non_uniform_broadcast(o[2], 1u)
         + sub_group_broadcast_first(o[3]);
}

kernel void arithmetic(global int *o, global float *f) {
    if (o[0] > 3) {
        o[1] = sub_group_non_uniform_reduce_add(o[2]) + sub_group_non_uniform_scan_inclusive_min(o[3]);
        f[0] = sub_group_non_uniform_scan_exclusive_mul(f[1]);
    }
}

kernel void shuffle(global int *o) {
    o[0] = sub_group_shuffle(o[1], 1u) + sub_group_shuffle_xor(o[2], 2u);
}

kernel void shuffle_relative(global int *o) {
    o[0] = sub_group_shuffle_up(o[1], 1u) + sub_group_shuffle_down(o[2], 1u);
}

kernel void clustered(global int *o) {
    o[0] = sub_group_clustered_reduce_add(o[1], 4u) + sub_group_clustered_reduce_max(o[2], 2u);
}

kernel void rotate(global int *o) {
    o[0] = sub_group_rotate(o[1], 3) + sub_group_clustered_rotate(o[2], -1, 8u);
}
