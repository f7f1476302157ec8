// TARGET: wgsl
// options: -cl-std=CL2.0
// Work-group and sub-group functions on 64-bit integers, which WGSL holds in 32 bits, are
// refused naming the target. Checked by naga-backend/tests/diagnostics.rs.

kernel void wide_reduction(global int *out) {
  long v = get_global_id(0);
  out[0] = (int)work_group_reduce_add(v); // expected-error {{'work_group_reduce_add' on 'long' is not supported on the wgsl target}}
}

kernel void wide_broadcast(global int *out) {
  ulong v = get_global_id(0);
  out[0] = (int)work_group_broadcast(v, 0); // expected-error {{'work_group_broadcast' on 'ulong' is not supported on the wgsl target}}
}

kernel void wide_sub_group_scan(global int *out) {
  long v = get_global_id(0);
  out[0] = (int)sub_group_scan_inclusive_max(v); // expected-error {{'sub_group_scan_inclusive_max' on 'long' is not supported on the wgsl target}}
}

// naga (as WebGPU) gives no sub-group ids in a work-group of more than one dimension.
kernel __attribute__((reqd_work_group_size(16, 3, 1))) void two_dimensional_sub_groups(global int *out) { // expected-error {{a kernel calling sub-group functions with a work-group size of more than one dimension (16, 3, 1) is not supported on the wgsl target}}
  out[get_global_id(1) * 16 + get_global_id(0)] = get_sub_group_local_id();
}
