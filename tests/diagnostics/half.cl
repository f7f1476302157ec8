// RUN: oclvk check --verify %s
// Without cl_khr_fp16, half is a storage format: pointers to it are fine, values are not.

kernel void convert(global half *h, global float *f) {
  f[0] = vload_half(0, h);
  vstore_half(f[1], 1, h);
  half x = h[0];   // expected-error {{declaring variable of type}}
}

kernel void by_value(half h) {} // expected-error {{declaring function parameter of type}}

kernel void direct(global half *h, global float *f) {
  h[0] = convert_half(f[0]); // clang-error {{assigning directly to pointer to type 'half' requires cl_khr_fp16}} oclvk-error {{use of type 'half' requires cl_khr_fp16 support}}
  f[1] = h[2];               // expected-error {{loading directly from pointer to type}}
  f[2] = vload_half(3, h);
}
