// RUN: oclvk check --verify -cl-std=CL3.0 %s
// In OpenCL C 3.0 the work-group collective functions exist while their feature macro
// __opencl_c_work_group_collective_functions is defined (oclvk predefines it); without it they
// are undeclared. oclvk reads the macro at the end of the file, clang at the call: the
// #undef comes first.

#ifndef __opencl_c_work_group_collective_functions
#error "oclvk supports the work-group collective functions"
#endif
#undef __opencl_c_work_group_collective_functions

kernel void k(global int *i, global float *f) {
  i[0] = work_group_all(i[1]);         // expected-error {{use of undeclared identifier 'work_group_all'}}
  f[0] = work_group_reduce_min(f[1]);  // expected-error {{use of undeclared identifier 'work_group_reduce_min'}}
  f[1] = work_group_scan_inclusive_add(f[1]); // expected-error {{use of undeclared identifier 'work_group_scan_inclusive_add'}}
}
