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

// The extensions' functions, likewise.
kernel void wide_shuffle(global int *out) {
  long v = get_global_id(0);
  out[0] = (int)sub_group_shuffle(v, 1u); // expected-error {{'sub_group_shuffle' on 'long' is not supported on the wgsl target}}
}

kernel void wide_non_uniform_scan(global int *out) {
  ulong v = get_global_id(0);
  out[0] = (int)sub_group_non_uniform_scan_inclusive_xor(v); // expected-error {{'sub_group_non_uniform_scan_inclusive_xor' on 'ulong' is not supported on the wgsl target}}
}

kernel void wide_clustered_reduction(global int *out) {
  long v = get_global_id(0);
  out[0] = (int)sub_group_clustered_reduce_max(v, 4u); // expected-error {{'sub_group_clustered_reduce_max' on 'long' is not supported on the wgsl target}}
}

kernel void wide_rotate(global int *out) {
  long v = get_global_id(0);
  out[0] = (int)sub_group_rotate(v, 1); // expected-error {{'sub_group_rotate' on 'long' is not supported on the wgsl target}}
}
