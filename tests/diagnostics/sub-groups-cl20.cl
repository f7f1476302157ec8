// RUN: oclvk check --verify -cl-std=CL2.0 %s
// cl_khr_subgroups and the cl_khr_subgroup_* extensions, predefined from OpenCL C 2.0 on: the
// overloads clang-15 declares, with their argument types (clang lists every candidate in notes,
// oclvk the first four, which `-verify` here does not check).

#if !defined(cl_khr_subgroups) || !defined(cl_khr_subgroup_extended_types) || \
    !defined(cl_khr_subgroup_non_uniform_vote) || !defined(cl_khr_subgroup_ballot) || \
    !defined(cl_khr_subgroup_non_uniform_arithmetic) || !defined(cl_khr_subgroup_shuffle) || \
    !defined(cl_khr_subgroup_shuffle_relative) || !defined(cl_khr_subgroup_clustered_reduce) || \
    !defined(cl_khr_subgroup_rotate)
#error "a sub-group extension is not predefined"
#endif

kernel void k(global int *o, global float4 *f, global char *c, global double *d, global uint4 *b) {
  o[0] = get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups()
       + get_enqueued_num_sub_groups() + get_sub_group_id() + get_sub_group_local_id();
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  f[0] = sub_group_broadcast(f[1], 0u);
  c[0] = sub_group_reduce_add(c[1]) + sub_group_non_uniform_reduce_xor(c[2]);
  d[0] = sub_group_scan_exclusive_min(d[1]) + sub_group_clustered_reduce_mul(d[2], 4u);
  b[0] = sub_group_ballot(o[1]) | get_sub_group_lt_mask();
  o[1] = sub_group_elect() + sub_group_non_uniform_all_equal(d[0]) + sub_group_rotate(o[2], -1);

  o[2] = sub_group_reduce_mul(o[3]);         // expected-error {{use of undeclared identifier 'sub_group_reduce_mul'}}
  o[2] = sub_group_scan_exclusive_and(o[3]); // expected-error {{use of undeclared identifier 'sub_group_scan_exclusive_and'}}
  f[0] = sub_group_reduce_add(f[1]);         // expected-error {{no matching function for call to 'sub_group_reduce_add'}} clang-note 0+ {{candidate function not viable}}
  f[0] = sub_group_shuffle(f[1], 0u);        // expected-error {{no matching function for call to 'sub_group_shuffle'}} clang-note 0+ {{candidate function not viable}}
  f[0] = sub_group_broadcast_first(f[1]);    // expected-error {{no matching function for call to 'sub_group_broadcast_first'}} clang-note 0+ {{candidate function not viable}}
  o[3] = sub_group_non_uniform_reduce_and(d[0]); // expected-error {{call to 'sub_group_non_uniform_reduce_and' is ambiguous}}
  o[4] = sub_group_broadcast(o[0]);          // expected-error {{no matching function for call to 'sub_group_broadcast'}} clang-note 0+ {{candidate function not viable}}
}

// Vectors of 8 and 16 lanes: the broadcasts take them (cl_khr_subgroup_extended_types,
// cl_khr_subgroup_ballot), every other sub-group function takes scalars only.
kernel void wide(global float8 *f, global int16 *i) {
  f[0] = sub_group_broadcast(f[1], 0u) + sub_group_non_uniform_broadcast(f[2], 1u);
  i[0] = sub_group_broadcast(i[1], 3u) + sub_group_non_uniform_broadcast(i[2], 0u);
  f[0] = sub_group_shuffle_xor(f[1], 1u);             // expected-error {{no matching function for call to 'sub_group_shuffle_xor'}} clang-note 0+ {{candidate function not viable}}
  f[0] = sub_group_shuffle_down(f[1], 1u);            // expected-error {{no matching function for call to 'sub_group_shuffle_down'}} clang-note 0+ {{candidate function not viable}}
  i[0] = sub_group_broadcast_first(i[1]);             // expected-error {{no matching function for call to 'sub_group_broadcast_first'}} clang-note 0+ {{candidate function not viable}}
  i[0] = sub_group_scan_inclusive_max(i[1]);          // expected-error {{no matching function for call to 'sub_group_scan_inclusive_max'}} clang-note 0+ {{candidate function not viable}}
  f[0] = sub_group_non_uniform_reduce_mul(f[1]);      // expected-error {{no matching function for call to 'sub_group_non_uniform_reduce_mul'}} clang-note 0+ {{candidate function not viable}}
  i[0] = sub_group_clustered_reduce_or(i[1], 4u);     // expected-error {{no matching function for call to 'sub_group_clustered_reduce_or'}} clang-note 0+ {{candidate function not viable}}
  i[0] = sub_group_rotate(i[1], 1);                   // expected-error {{no matching function for call to 'sub_group_rotate'}} clang-note 0+ {{candidate function not viable}}
  i[0].s0 = sub_group_non_uniform_all_equal(f[1]);    // expected-error {{no matching function for call to 'sub_group_non_uniform_all_equal'}} clang-note 0+ {{candidate function not viable}}
}
