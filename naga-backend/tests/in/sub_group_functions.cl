// The core sub-group functions (cl_khr_subgroups): sizes and ids, votes, broadcast, reductions
// and scans.
// options: -cl-std=CL2.0
kernel void sub_groups(global const int *in, global int *out, global const float *f,
                       global float *fout) {
    size_t g = get_global_id(0);
    int x = in[g];
    out[8 * g] = get_sub_group_size() + 100 * get_max_sub_group_size();
    out[8 * g + 1] = get_num_sub_groups() + 100 * get_sub_group_id();
    out[8 * g + 2] = get_sub_group_local_id();
    out[8 * g + 3] = sub_group_all(x) + 2 * sub_group_any(x);
    out[8 * g + 4] = sub_group_broadcast(x, 1);
    out[8 * g + 5] = sub_group_reduce_add(x);
    out[8 * g + 6] = sub_group_scan_inclusive_min(x);
    out[8 * g + 7] = (int)sub_group_scan_exclusive_max((uint)x);
    fout[g] = sub_group_reduce_max(f[g]) + sub_group_scan_inclusive_add(f[g]);
}
