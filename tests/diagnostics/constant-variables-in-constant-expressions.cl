// RUN: oclvk check --verify %s
// As in clang for OpenCL C, a non-volatile const (or `constant`) variable of integer type
// initialized with an integer constant expression may stand for its value in one: array sizes,
// case labels, enumerators, static assertions. Other variables may not.

constant int N = 4;
const constant int M = N * 2;
constant float F = 4.0f;
constant volatile int V = 4;

constant int table[N] = { 1, 2, 3, 4 };
enum { FROM_N = N + 1 };
typedef int row[M];
_Static_assert(sizeof(row) == 32, "M is 8");

kernel void k(global int *out) {
  const int L = M + FROM_N;
  const bool B = true;
  int x = 3;
  const int C = x; // clang-note {{declared here}}
  int a[L], b[B + 1];
  switch (out[0]) {
  case N: break;
  case L: break;
  }
  out[0] = sizeof(a) + sizeof(b) + table[0];
  int e[F]; // expected-error {{size of array has non-integer type 'float'}}
  int f[V]; // expected-error {{variable length arrays are not supported in OpenCL}}
  int g[C]; // expected-error {{variable length arrays are not supported in OpenCL}}
            // clang-note@-1 {{initializer of 'C' is not a constant expression}}
}
