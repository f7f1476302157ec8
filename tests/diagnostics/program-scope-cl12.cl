// RUN: oclvk check --verify -cl-std=CL1.2 %s
// Before OpenCL C 2.0, program-scope variables live in the constant address space and must be
// initialized.

constant int table[4] = {1, 2, 3, 4};
__constant float scale = 2.5f;

global int counter = 0;   // expected-error {{program scope variable must reside in constant address space}}
int plain;                // expected-error {{program scope variable must reside in constant address space}}
local int shared;         // expected-error {{program scope variable must reside in constant address space}}
constant int missing;     // expected-error {{variable in constant address space must be initialized}}

kernel void k(global int *out) { out[0] = table[2] * (int)scale; }
