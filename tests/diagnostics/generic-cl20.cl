// RUN: oclvk check --verify -cl-std=CL2.0 %s
// OpenCL C 2.0's generic address space: named -> generic converts implicitly, generic -> named
// only by an explicit cast, and constant never converts to or from generic.

void takes_generic(generic int *p) { *p = 1; } // expected-note {{passing argument to parameter 'p' here}}
void takes_unqualified(int *p) { *p = 2; }   // unqualified pointers point to generic in 2.0

kernel void k(global int *g, local int *l, constant int *c) {
  int x = 0;
  int *p = g;                      // global -> generic
  generic int *q = l;              // local -> generic
  takes_generic(&x);               // private -> generic
  takes_unqualified(g);
  global int *back = (global int *)p;   // explicit generic -> named cast

  global int *bad = p;             // expected-error {{changes address space of pointer}}
  generic int *bad2 = c;           // expected-error {{changes address space of pointer}}
  constant int *bad3 = (constant int *)q; // expected-error {{changes address space of pointer}}
  takes_generic(c);                // expected-error {{changes address space of pointer}}
}
