// TARGET: wgsl
// options: -cl-std=CL2.0
// The extensions' functions on 64-bit integers, which WGSL holds as their low 32 bits: moves
// and bitwise operations are exact, min and max need the high half known as the register reads
// it (a sign-extended long, a zero-extended ulong), else are refused naming the target
// (wgsl-group-refusals.cl has the core functions).
kernel void wide_moves(global int *out) {
  long v = get_global_id(0);
  ulong u = v * v;
  out[0] = (int)sub_group_shuffle(v, 1u) + (int)sub_group_rotate(u, 1);
  out[1] = (int)sub_group_non_uniform_scan_inclusive_xor(u) + (int)sub_group_broadcast_first(u);
  out[2] = (int)sub_group_clustered_reduce_max((ulong)(uint)out[3], 4u);
}

kernel void wide_clustered_reduction(global int *out) {
  long v = get_global_id(0);
  out[0] = (int)sub_group_clustered_reduce_max(v, 4u); // expected-error {{'sub_group_clustered_reduce_max' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}
