// TARGET: hlsl
// options: -cl-std=CL2.0
// Direct3D has no sub-group barrier. Checked by naga-backend/tests/diagnostics.rs.

kernel void barrier_kernel(global int *out) {
  sub_group_barrier(CLK_LOCAL_MEM_FENCE); // expected-error {{'sub_group_barrier' is not supported on the hlsl target}}
  out[0] = 1;
}
