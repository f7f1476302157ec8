// RUN: oclvk check --verify -cl-std=CL2.0 %s
// OpenCL C 2.0's work-group collective functions: all/any take an int predicate, broadcast
// takes 1, 2 or 3 local ids, reduce and scan exist for int, uint, long, ulong, float, double
// (and half with cl_khr_fp16; scalars only). Arguments convert as for the other overloaded builtins: a narrower integer
// promotes to the int overload, a vector matches nothing. all/any have one overload: clang
// reports the argument's conversion, oclvk (as for every builtin) the call.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void legal(global int *i, global uint *u, global long *l, global ulong *ul,
                  global float *f, global double *d, global half *h) {
  i[0] = work_group_all(i[1]) + work_group_any(i[2]);
  i[1] = work_group_all(f[0] > 0.0f);
  i[2] = work_group_broadcast(i[3], 0);
  u[0] = work_group_broadcast(u[1], 1, 0);
  l[0] = work_group_broadcast(l[1], 1, 0, 0);
  f[0] = work_group_reduce_add(f[1]) + work_group_reduce_min(f[2]) + work_group_reduce_max(f[3]);
  d[0] = work_group_scan_inclusive_add(d[1]) + work_group_scan_exclusive_max(d[2]);
  ul[0] = work_group_scan_inclusive_min(ul[1]) + work_group_scan_exclusive_add(ul[2]);
  u[1] = work_group_scan_inclusive_max(u[2]) + work_group_scan_exclusive_min(u[3]);
  i[3] = work_group_reduce_add((char)1) + work_group_reduce_max((short)2);
  l[1] = work_group_reduce_min(l[2]);
  h[0] = work_group_reduce_max(h[1]) + work_group_scan_exclusive_add(h[2]);
}

kernel void illegal(global int *i, global float *f) {
  int2 v = (int2)(1, 2);
  i[0] = work_group_reduce_add(v);        // expected-error {{no matching function for call to 'work_group_reduce_add'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  i[1] = work_group_scan_inclusive_min(); // expected-error {{no matching function for call to 'work_group_scan_inclusive_min'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  i[2] = work_group_broadcast(i[0]);      // expected-error {{no matching function for call to 'work_group_broadcast'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  i[3] = work_group_broadcast(i[0], 0, 0, 0, 0); // expected-error {{no matching function for call to 'work_group_broadcast'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  i[4] = work_group_all(v);               // oclvk-error {{no matching function for call to 'work_group_all'}} clang-error {{passing '__private int2' (vector of 2 'int' values) to parameter of incompatible type 'int'}}
  i[5] = work_group_any(i);               // oclvk-error {{no matching function for call to 'work_group_any'}} clang-error {{incompatible pointer to integer conversion passing '__global int *__private' to parameter of type 'int'}}
  i[6] = work_group_reduce_add(i);        // expected-error {{no matching function for call to 'work_group_reduce_add'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  f[0] = work_group_reduce_add(1u + 1.0f) ;
  i[7] = work_group_reduce_add((uchar)1, 2); // expected-error {{no matching function for call to 'work_group_reduce_add'}}
  // clang-note@-1 0+ {{candidate function not viable}}
}

// Vectors of 8 and 16 lanes, as every vector: no work-group function takes them.
kernel void wide(global float8 *f, global long16 *l) {
  f[0] = work_group_broadcast(f[1], 0);   // expected-error {{no matching function for call to 'work_group_broadcast'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  l[0] = work_group_reduce_min(l[1]);     // expected-error {{no matching function for call to 'work_group_reduce_min'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  f[0] = work_group_scan_exclusive_add(f[1]); // expected-error {{no matching function for call to 'work_group_scan_exclusive_add'}}
  // clang-note@-1 0+ {{candidate function not viable}}
}
