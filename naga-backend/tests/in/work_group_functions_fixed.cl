// A work-group collective function in a kernel of a fixed work-group size: its scratch array
// as long as the work-group.
// options: -cl-std=CL2.0
kernel __attribute__((reqd_work_group_size(5, 3, 1)))
void fixed_size(global const uint *in, global uint *out) {
    size_t g = get_global_linear_id();
    out[g] = work_group_scan_inclusive_add(in[g]) + work_group_reduce_min(in[g]);
}
