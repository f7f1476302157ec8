// RUN: oclvk check --verify -cl-std=CL3.0 %s
// In OpenCL C 3.0 sub-groups are the optional feature __opencl_c_subgroups, predefined with
// cl_khr_subgroups; either macro declares the core functions.

#if !defined(__opencl_c_subgroups) || !defined(cl_khr_subgroups)
#error "sub-groups are predefined in 3.0"
#endif

#undef cl_khr_subgroups

kernel void k(global int *o) {
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  o[0] = get_num_sub_groups() + sub_group_scan_inclusive_min(o[1]) + sub_group_any(o[2]);
  o[1] = sub_group_non_uniform_scan_exclusive_logical_or(o[0]);
  o[2] = sub_group_clustered_reduce_logical_xor(o[1], 2u);
  o[3] = sub_group_reduce_logical_and(o[0]); // expected-error {{use of undeclared identifier 'sub_group_reduce_logical_and'}}
  // One overload: clang counts the arguments.
  o[4] = sub_group_clustered_reduce_logical_xor(o[1]); // expected-error {{too few arguments to function call, expected 2, have 1}} clang-note {{declared here}}
  o[5] = sub_group_all(o[1], 2); // expected-error {{too many arguments to function call, expected 1, have 2}} clang-note {{declared here}}
  o[6] = get_sub_group_id(0); // expected-error {{too many arguments to function call, expected 0, have 1}} clang-note {{declared here}}
}
