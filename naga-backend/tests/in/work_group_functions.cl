// Work-group collective functions in a kernel of any work-group size: the scratch arrays as
// long as the work-group (an override, or a specialization-constant product).
// options: -cl-std=CL2.0
kernel void collectives(global const int *in, global int *out, global const float *f,
                        global float *fout) {
    size_t g = get_global_linear_id();
    int x = in[g];
    out[6 * g] = work_group_reduce_add(x);
    out[6 * g + 1] = work_group_scan_inclusive_min(x);
    out[6 * g + 2] = work_group_scan_exclusive_max(x);
    out[6 * g + 3] = work_group_broadcast(x, get_local_size(0) - 1, 0);
    out[6 * g + 4] = work_group_all(x) + 2 * work_group_any(x);
    out[6 * g + 5] = (int)work_group_reduce_max((uint)x);
    fout[g] = work_group_reduce_min(f[g]) + work_group_scan_exclusive_add(f[g]);
}
