// RUN: oclvk check --verify -cl-std=CL1.2 %s
// The work-group collective functions are OpenCL C 2.0's: before it they are not declared.

kernel void k(global int *i, global float *f) {
  i[0] = work_group_all(i[1]);         // expected-error {{use of undeclared identifier 'work_group_all'}}
  i[1] = work_group_any(i[1]);         // expected-error {{use of undeclared identifier 'work_group_any'}}
  i[2] = work_group_broadcast(i[1], 0); // expected-error {{use of undeclared identifier 'work_group_broadcast'}}
  f[0] = work_group_reduce_add(f[1]);  // expected-error {{use of undeclared identifier 'work_group_reduce_add'}}
  f[1] = work_group_scan_exclusive_max(f[1]); // expected-error {{use of undeclared identifier 'work_group_scan_exclusive_max'}}
}
