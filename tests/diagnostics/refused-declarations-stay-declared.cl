// RUN: oclvk check --verify %s
// A variable refused for its address space or type is still declared, so its uses add no
// "undeclared identifier" errors (as in clang).

int table[4];     // expected-error {{program scope variable must reside in constant address space}}
int count = 4;    // expected-error {{program scope variable must reside in constant address space}}
local int shared; // expected-error {{program scope variable must reside in constant address space}}

kernel void k(global int *out) {
  out[0] = table[0] + count + shared;
  table[1] = 2;
}

kernel void local_half(global int *out) {
  half h = 1; // expected-error {{declaring variable of type}}
  out[0] = sizeof(h);
}
