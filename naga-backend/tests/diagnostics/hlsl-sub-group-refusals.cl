// TARGET: hlsl
// options: -cl-std=CL2.0
// Direct3D has no sub-group barrier; the sub-group extensions' functions are not lowered for the
// portable targets yet. Checked by naga-backend/tests/diagnostics.rs.

kernel void barrier_kernel(global int *out) {
  sub_group_barrier(CLK_LOCAL_MEM_FENCE); // expected-error {{'sub_group_barrier' is not supported on the hlsl target}}
  out[0] = 1;
}

kernel void shuffle_kernel(global int *out) {
  out[0] = sub_group_shuffle(out[1], 2u); // expected-error {{'sub_group_shuffle' is not supported on the hlsl target}}
}
