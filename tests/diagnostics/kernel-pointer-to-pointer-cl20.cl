// RUN: oclvk check --verify -cl-std=CL2.0 %s
// From OpenCL C 2.0 on a kernel parameter may point to pointers (1.x forbids it:
// kernel-signature.cl).
// expected-no-diagnostics

kernel void gather(global int * global *rows, global int *out) {
  out[0] = rows[1][2];
}

kernel void constant_rows(constant float * constant *rows, global float *out) {
  out[0] = rows[0][0];
}

