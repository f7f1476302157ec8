// RUN: oclvk check --verify %s
// reqd_work_group_size, work_group_size_hint and vec_type_hint apply to kernels only and take
// three positive constants or a scalar/vector type.

kernel __attribute__((reqd_work_group_size(64, 1, 1))) void a(global int *p) {}
kernel __attribute__((work_group_size_hint(8, 8, 1))) void b(global int *p) {}
kernel __attribute__((vec_type_hint(float4))) void c(global int *p) {}
__kernel __attribute__((vec_type_hint(int))) void d(global int *p) {}

__attribute__((reqd_work_group_size(8, 1, 1))) void helper(void) {} // expected-error {{attribute 'reqd_work_group_size' can only be applied to an OpenCL kernel function}}
kernel __attribute__((reqd_work_group_size(0, 1, 1))) void zero(void) {} // expected-error {{'reqd_work_group_size' attribute must be greater than 0}}
struct S { int x; };
kernel __attribute__((vec_type_hint(struct S))) void bad_hint(void) {} // expected-error {{a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'}}
