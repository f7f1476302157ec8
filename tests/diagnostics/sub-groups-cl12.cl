// RUN: oclvk check --verify -cl-std=CL1.2 %s
// Before OpenCL C 2.0 no sub-group extension is predefined (as in clang-15), and oclvk declares
// no sub-group builtin. clang-15 still declares the cl_khr_subgroups functions there, for the
// cl_intel_subgroups it predefines for SPIR targets, which oclvk does not offer.

#if defined(cl_khr_subgroups) || defined(cl_khr_subgroup_ballot) || defined(__opencl_c_subgroups)
#error "no sub-group extension before OpenCL C 2.0"
#endif

kernel void k(global int *o) {
  o[0] = get_sub_group_size();       // oclvk-error {{use of undeclared identifier 'get_sub_group_size'}}
  o[1] = sub_group_reduce_add(o[1]); // oclvk-error {{use of undeclared identifier 'sub_group_reduce_add'}}
  o[2] = sub_group_elect();          // expected-error {{use of undeclared identifier 'sub_group_elect'}}
  o[3] = sub_group_shuffle(o[0], 1u); // expected-error {{use of undeclared identifier 'sub_group_shuffle'}}
}
