// RUN: oclvk check --verify -cl-std=CL2.0 %s
// The OpenCL C 2.0 examples of the specification excerpts (global manpage, address-space
// chapter): program-scope global variables and the generic address space.

global int foo;
global uchar buf[512];
global int baz = 12;
constant int cst = 100;
constant int *global ptr1 = &baz;    // expected-error {{changes address space of pointer}}
constant int *global ptr2 = &cst;
int *constant constant_ptr = &foo;
global int *constant ptr3 = &baz;
global event_t ev;                   // expected-error {{type cannot be used to declare a program scope variable}}
global int * global gptr;
int * global ptr4;
global int *global baz_ptr = &baz;
global image2d_t im;                 // expected-error {{can only be used as a function parameter in OpenCL}}
global int *bad_ptr;                 // the page calls this an error; clang-15 accepts it (global by default)
global int *null_ptr = 0;            // a null pointer needs no address

void func(void) { int *foo; }        // a private pointer to generic memory

kernel void k(global int *g) {
  int *var;
  if (g[0]) var = g; else var = g + 1;
  *var = 42;
  int *ptr;
  local int l;
  int pv;
  ptr = g;
  ptr = &l;
  ptr = &pv;
  constant int *cp = &cst;
  ptr = cp;                          // expected-error {{changes address space of pointer}}
  global int *gp = g; local int *lp = &l; private int *pp = &pv;
  int *p;
  p = gp; p = lp; p = pp;
  gp = p;                            // expected-error {{changes address space of pointer}}
  lp = p;                            // expected-error {{changes address space of pointer}}
  pp = p;                            // expected-error {{changes address space of pointer}}
}
