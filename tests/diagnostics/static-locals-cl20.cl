// RUN: oclvk check --verify -cl-std=CL2.0 %s
// OpenCL C 2.0: static variables in functions live in global (the default) or constant memory.

kernel void k(global int *p) {
  static int counter = 0;
  static global int g = 1;
  static constant int c = 3;
  static local int l;     // expected-error {{static local variable must reside in global or constant address space}}
  static private int pr;  // expected-error {{static local variable must reside in global or constant address space}}
  counter++;
  p[0] = counter + g + c;
}
