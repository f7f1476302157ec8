// RUN: oclvk check --verify %s
// Before OpenCL C 2.0 there are no static variables in functions.

kernel void k(global int *p) {
  static int counter = 0; // expected-error {{variables in function scope cannot be declared static}}
  counter++;
  p[0] = counter;
}
