// TARGET: wgsl
// options: -cl-std=CL2.0
// Work-group and sub-group functions on 64-bit integers, which WGSL holds as their low 32 bits:
// moves, sums and bitwise operations are exact; min, max and all_equal need the value's high
// half known as the register reads it (a sign-extended long, a zero-extended ulong), and
// exclusive min/max scans are refused (their first work-item's identity is 64-bit).
// Checked by naga-backend/tests/diagnostics.rs.

kernel void exact(global int *out) {
  long v = get_global_id(0);
  long p = v * v;
  out[0] = (int)work_group_reduce_add(p) + (int)work_group_broadcast(p, 0);
  out[1] = (int)sub_group_scan_exclusive_add(p) + (int)sub_group_non_uniform_reduce_and(p);
  out[2] = (int)work_group_reduce_min((long)out[5]) + (int)sub_group_reduce_max((ulong)v);
  out[3] = sub_group_non_uniform_all_equal(v) + (int)sub_group_clustered_reduce_max((long)out[4], 2u);
}

kernel void unknown_high_half(global int *out) {
  long v = out[0];
  out[0] = (int)sub_group_reduce_min(v * v); // expected-error {{'sub_group_reduce_min' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void zero_extended_long(global int *out) {
  long v = get_global_id(0);
  out[0] = (int)sub_group_scan_inclusive_max(v); // expected-error {{'sub_group_scan_inclusive_max' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void sign_extended_ulong(global int *out) {
  ulong v = (long)out[0];
  out[0] = (int)work_group_reduce_max(v); // expected-error {{'work_group_reduce_max' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void unequal(global int *out) {
  long v = out[0];
  out[0] = sub_group_non_uniform_all_equal(v * 3); // expected-error {{'sub_group_non_uniform_all_equal' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void exclusive_min(global int *out) {
  long v = out[0];
  out[0] = (int)work_group_scan_exclusive_min(v); // expected-error {{'work_group_scan_exclusive_min' on 'long' is not supported on the wgsl target}}
}

// naga (as WebGPU) gives no sub-group ids in a work-group of more than one dimension.
kernel __attribute__((reqd_work_group_size(16, 3, 1))) void two_dimensional_sub_groups(global int *out) { // expected-error {{a kernel calling sub-group functions with a work-group size of more than one dimension (16, 3, 1) is not supported on the wgsl target}}
  out[get_global_id(1) * 16 + get_global_id(0)] = get_sub_group_local_id();
}
