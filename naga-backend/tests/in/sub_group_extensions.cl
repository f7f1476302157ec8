// The cl_khr_subgroup_* extensions: non-uniform votes, ballots and masks, non-uniform
// reductions and scans (in divergent control flow), shuffles, clustered reductions and
// rotates, on 8- to 32-bit values.
// options: -cl-std=CL2.0
kernel void extensions(global const int *in, global int *out, global uint4 *masks,
                       global float *f, global short *s, global uchar *c) {
    size_t g = get_global_id(0);
    int x = in[g];
    uint lid = get_sub_group_local_id();
    global int *o = out + 24 * g;
    o[0] = sub_group_elect() + 2 * sub_group_non_uniform_all(x) + 4 * sub_group_non_uniform_any(x);
    o[1] = sub_group_non_uniform_all_equal(x) + 2 * sub_group_non_uniform_all_equal((char)x);
    o[2] = sub_group_non_uniform_broadcast(x, 0u) + sub_group_broadcast_first(x);
    uint4 odd = sub_group_ballot(x & 1);
    o[3] = sub_group_inverse_ballot(odd) + 2 * sub_group_ballot_bit_extract(odd, 3u);
    o[4] = sub_group_ballot_bit_count(odd) + sub_group_ballot_inclusive_scan(odd);
    o[5] = sub_group_ballot_exclusive_scan(odd);
    o[6] = sub_group_ballot_find_lsb(odd) + 100 * sub_group_ballot_find_msb(odd);
    masks[5 * g] = get_sub_group_eq_mask();
    masks[5 * g + 1] = get_sub_group_ge_mask();
    masks[5 * g + 2] = get_sub_group_gt_mask();
    masks[5 * g + 3] = get_sub_group_le_mask();
    masks[5 * g + 4] = get_sub_group_lt_mask();
    if (x > 3) {
        o[7] = sub_group_non_uniform_reduce_mul(x) + sub_group_non_uniform_reduce_xor(x);
        o[8] = sub_group_non_uniform_scan_inclusive_or(x);
        o[9] = sub_group_non_uniform_scan_exclusive_min(x);
        o[10] = sub_group_non_uniform_reduce_logical_and(x & 1)
              + 2 * sub_group_non_uniform_scan_inclusive_logical_xor(x & 2);
        f[g] = sub_group_non_uniform_scan_inclusive_max(f[g])
             + sub_group_non_uniform_scan_exclusive_mul(f[g]);
        s[g] = sub_group_non_uniform_reduce_add(s[g]);
    }
    o[11] = sub_group_clustered_reduce_add(x, 4u) + sub_group_clustered_reduce_max(x, 1u);
    o[12] = sub_group_clustered_reduce_logical_or(x, 64u);
    o[13] = sub_group_shuffle(x, lid ^ 1u);
    o[14] = sub_group_shuffle_xor(x, 2u);
    o[15] = sub_group_shuffle_up(x, 1u);
    o[16] = sub_group_shuffle_down(x, 1u);
    o[17] = sub_group_rotate(x, 3);
    o[18] = sub_group_clustered_rotate(x, -1, 8u);
    c[g] = sub_group_shuffle(c[g], 0u) + sub_group_non_uniform_broadcast((uchar2)(c[g], 1), 1u).y;
}
