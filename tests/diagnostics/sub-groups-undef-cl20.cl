// RUN: oclvk check --verify -cl-std=CL2.0 %s
// Each sub-group extension's builtins exist while its macro is defined (at the end of the unit
// for oclvk, at the call for clang-15): without cl_khr_subgroup_ballot there is no ballot, without
// cl_khr_subgroup_extended_types no broadcast of vectors.

#undef cl_khr_subgroup_ballot
#undef cl_khr_subgroup_extended_types
#undef cl_khr_subgroup_rotate

kernel void k(global int *o, global float4 *f, global uchar *c) {
  o[0] = get_sub_group_size() + sub_group_reduce_max(o[1]) + sub_group_elect();
  o[1] = sub_group_ballot_bit_count(o[0]); // expected-error {{use of undeclared identifier 'sub_group_ballot_bit_count'}}
  o[2] = sub_group_non_uniform_broadcast(o[0], 1u); // expected-error {{use of undeclared identifier 'sub_group_non_uniform_broadcast'}}
  o[3] = sub_group_rotate(o[0], 1); // expected-error {{use of undeclared identifier 'sub_group_rotate'}}
  f[0] = sub_group_broadcast(f[1], 0u); // expected-error {{no matching function for call to 'sub_group_broadcast'}} clang-note 0+ {{candidate function not viable}}
  c[0] = sub_group_reduce_add(c[1]); // the int overload, by promotion
}
