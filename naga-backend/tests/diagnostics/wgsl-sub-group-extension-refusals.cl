// TARGET: wgsl
// options: -cl-std=CL2.0
// The extensions' functions on 64-bit integers, which WGSL holds in 32 bits, are refused
// naming the target.
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
