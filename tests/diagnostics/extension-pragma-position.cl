// RUN: oclvk check --verify %s
// `#pragma OPENCL EXTENSION` applies from where it is written to the next pragma for the
// extension, at file scope and inside functions; not to the code before it.

kernel void before(global half *p) {
  p[0] = p[1]; // expected-error {{assigning directly to pointer to type}} oclvk-error {{loading directly from pointer to type}}
}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void enabled(global half *p) {
  half h = p[0] + p[1];
  p[2] = h;
}
#pragma OPENCL EXTENSION cl_khr_fp16 : disable

kernel void disabled_again(global half *p) {
  half h = 1; // expected-error {{declaring variable of type}}
}

kernel void inside(global half *p) {
  half a = 1; // expected-error {{declaring variable of type}}
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
  half b = p[0];
  p[1] = b * b;
#pragma OPENCL EXTENSION cl_khr_fp16 : disable
}

kernel void mid_expression(global int *p) {
  p[0] = 1 +
#pragma OPENCL EXTENSION cl_khr_fp16 : enable // expected-error {{expected expression}}
  2;
}
