// RUN: oclvk check --verify %s
// Kernel functions return void; their parameters are restricted (OpenCL C 6.9 and the
// function-qualifier and address-space pages).

kernel void ok(global int *a, constant float *b, local uint *c, int n, float4 v) {}

kernel int returns_int(global int *p) { return 0; } // expected-error {{kernel must have void return type}}

kernel void bool_param(bool b) {}          // expected-error {{cannot be used as the type of a kernel parameter}}
kernel void size_t_param(size_t n) {}      // expected-error {{cannot be used as the type of a kernel parameter}}
kernel void ptrdiff_param(ptrdiff_t n) {}  // expected-error {{cannot be used as the type of a kernel parameter}}
kernel void intptr_param(intptr_t n) {}    // expected-error {{cannot be used as the type of a kernel parameter}}
kernel void uintptr_param(uintptr_t n) {}  // expected-error {{cannot be used as the type of a kernel parameter}}
kernel void event_param(event_t e) {}      // expected-error {{cannot be used as the type of a kernel parameter}}
kernel void half_param(half h) {}          // expected-error {{declaring function parameter of type}}

kernel void private_pointer(int *p) {}     // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}}
kernel void private_pointer2(private int *p) {} // expected-error {{pointer arguments to kernel functions must reside in}}
kernel void pointer_to_pointer(global int * global *pp) {} // expected-error {{kernel parameter cannot be declared as a pointer to a pointer}}

// Pointers to pointers are fine elsewhere; size_t is fine inside kernels.
void helper(global int **pp) {}
kernel void uses_size_t(global int *p) { size_t i = get_global_id(0); p[i] = 0; }
// clang-note@*:* 4 {{declared here}}
