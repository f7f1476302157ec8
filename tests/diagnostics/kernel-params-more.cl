// RUN: oclvk check --verify %s
// Structs passed to kernels by value may not contain pointers; event_t is not a program-scope
// type; images are not in an address space; work_group_size_hint takes three sizes.

typedef struct { int n; float4 v; } Plain;
typedef struct { global int *p; } HasPointer; // clang-note 2 {{declared here}}

kernel void by_value(Plain s, global int *out) { out[0] = s.n; }
kernel void pointer_struct(HasPointer h) {}          // expected-error {{struct kernel parameters may not contain pointers}}
event_t program_event;                               // expected-error {{type cannot be used to declare a program scope variable}}
kernel void constant_image(constant image2d_t img) {} // expected-error {{parameter may not be qualified with an address space}}
kernel __attribute__((work_group_size_hint(1, 2))) void wg(void) {} // expected-error {{'work_group_size_hint' attribute requires exactly 3 arguments}}
kernel __attribute__((work_group_size_hint(16, 4, 1))) void wg_ok(void) {}
