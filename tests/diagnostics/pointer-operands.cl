// RUN: oclvk check --verify -cl-std=CL2.0 %s
// Pointers with integers and with each other: `i[p]` subscripts, comparisons with an integer
// (warned, as in clang), a generic pointer minus a named one, and conversions between pointers.

void store_global(global int *p);         // expected-note 3 {{passing argument to parameter 'p' here}}

kernel void k(global int *g, global long *l, constant int *c, local int *lo) {
  int priv[4] = { 1, 2, 3, 4 };
  int *q = &priv[2];
  g[0] = 1[g] + 2[priv];
  g[1] = q - priv;
  g[2] = priv - q;
  g[3] = g == 3;                          // expected-warning {{comparison between pointer and integer}}
  g[4] = 3 != g;                          // expected-warning {{comparison between pointer and integer}}
  g[5] = g < 3;                           // expected-warning {{ordered comparison between pointer and integer}}
  g[6] = g == true;                       // expected-warning {{comparison between pointer and integer}}
  g[7] = g != 0 && 0 < g;
  g[8] = g == 1.0f;                       // expected-error {{invalid operands to binary expression}}
  g[9] = 1.0f[g];                         // expected-error {{array subscript is not an integer}}
  g[10] = g - c;                          // expected-error {{which are pointers to non-overlapping address spaces}}
  g[11] = g - l;                          // expected-error {{are not pointers to compatible types}}
  store_global(l);                           // expected-warning {{incompatible pointer types passing}}
  store_global(c);                           // expected-error {{changes address space of pointer}}
  store_global(lo);                          // expected-error {{changes address space of pointer}}
}
