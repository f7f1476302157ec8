// RUN: oclvk check --verify -cl-std=CL2.0 %s
// From OpenCL C 2.0, program-scope variables may also be global (and unqualified ones are).

global int counter = 0;
global float buffer[16];
int defaults_to_global;
constant int limits[2] = {0, 255};

local int not_here;      // expected-error {{program scope variable must reside in global or constant address space}}
private int nor_here;    // expected-error {{program scope variable must reside in global or constant address space}}

kernel void k(global int *out) { counter += limits[1]; out[0] = counter + defaults_to_global; }
