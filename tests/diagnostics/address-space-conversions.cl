// RUN: oclvk check --verify %s
// No implicit conversion between named address spaces.

kernel void k(global int *g, local int *l, constant int *c) {
  global int *g2 = g;
  global int *bad = l;  // expected-error {{changes address space of pointer}}
  local int *bad2 = g;  // expected-error {{changes address space of pointer}}
  global int *bad3 = c; // expected-error {{changes address space of pointer}}
}
