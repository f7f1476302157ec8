// TARGET: vulkan1.2-portable
// options: -cl-std=CL2.0
// A clustered sub-group operation's cluster size must be a constant power of 2 (the lanes of a
// cluster are chosen when compiling), as on the default target. Checked by
// naga-backend/tests/diagnostics.rs.

kernel void run_time_cluster(global int *out, uint n) {
  out[0] = sub_group_clustered_reduce_add(out[1], n); // expected-error {{the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128}}
}

kernel void uneven_cluster(global int *out) {
  out[0] = sub_group_clustered_reduce_min(out[1], 6u); // expected-error {{the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128}}
}

kernel void large_rotate_cluster(global int *out) {
  out[0] = sub_group_clustered_rotate(out[1], 1, 256u); // expected-error {{the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128}}
}
