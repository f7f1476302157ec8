// RUN: oclvk check --verify -cl-std=CL2.0 %s
// intel_reqd_sub_group_size(N) on kernels: one positive integer constant (read as unsigned, as
// clang does: -4 is accepted and no device has that size).

__attribute__((intel_reqd_sub_group_size(16))) kernel void a(global int *o) {}
kernel __attribute__((intel_reqd_sub_group_size(0))) void b(global int *o) {} // expected-error {{'intel_reqd_sub_group_size' attribute must be greater than 0}}
__attribute__((intel_reqd_sub_group_size(8))) void c(void) {} // expected-error {{attribute 'intel_reqd_sub_group_size' can only be applied to an OpenCL kernel function}}
kernel __attribute__((intel_reqd_sub_group_size(8, 2))) void d(global int *o) {} // expected-error {{'intel_reqd_sub_group_size' attribute takes one argument}}
kernel __attribute__((intel_reqd_sub_group_size(-4))) void e(global int *o) {}
kernel __attribute__((intel_reqd_sub_group_size(1.5f))) void f(global int *o) {} // expected-error {{'intel_reqd_sub_group_size' attribute requires an integer constant}}
kernel __attribute__((intel_reqd_sub_group_size)) void g(global int *o) {} // expected-error {{'intel_reqd_sub_group_size' attribute takes one argument}}
