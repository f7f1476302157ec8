// RUN: oclvk check --verify -cl-std=CL1.2 %s
// The work-item functions OpenCL C 2.0 added (non-uniform work-groups, linear ids) are not
// declared before it.

kernel void k(global ulong *out) {
  out[0] = get_local_size(0) + get_global_size(0) + get_num_groups(0) + get_global_offset(0);
  out[1] = get_enqueued_local_size(0); // expected-error {{use of undeclared identifier 'get_enqueued_local_size'}}
  out[2] = get_global_linear_id(); // expected-error {{use of undeclared identifier 'get_global_linear_id'}}
}
