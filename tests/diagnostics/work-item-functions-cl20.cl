// RUN: oclvk check --verify -cl-std=CL2.0 %s
// From OpenCL C 2.0 on, a work-group may be smaller than the enqueued local size.
// expected-no-diagnostics

kernel void k(global ulong *out) {
  out[0] = get_enqueued_local_size(0) - get_local_size(0);
  out[1] = get_global_linear_id() + get_local_linear_id();
}
