// RUN: oclvk check --verify %s
// expected-no-diagnostics
// Without cl_khr_fp16, `half` as storage only: every module of this file must pass spirv-val
// with Float16Buffer alone on OpenCL (the operand of sizeof/vec_step is not evaluated, so a
// `half2` there leaves no `half` value in the module).

struct with_half { half h; float f; };

kernel void storage(global float *f, global half *h, global struct with_half *s) {
  f[0] = sizeof(half) + sizeof((half2)(1.0f, 2.0f)) + vec_step((half2)(1.0f, 2.0f));
  f[1] = vload_half(0, h) + vload_half2(1, h).y;
  vstore_half(f[1], 4, h);
  struct with_half copy = s[0];
  s[1] = copy;
  f[2] = copy.f;
}
