// RUN: oclvk check --verify %s
// Without cl_khr_fp16, `half` is a storage type: no function takes or returns one by value
// (pointers to it are fine). The pragma lifts that from where it stands.

half by_value(half a); // expected-error {{declaring function return value of type 'half' is not allowed}}
                       // expected-error@-1 {{declaring function parameter of type '__private half' is not allowed}}
void through_pointer(global half *p);
kernel void k(half x) {} // expected-error {{declaring function parameter of type '__private half' is not allowed}}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
half allowed(half a) { return a; }
