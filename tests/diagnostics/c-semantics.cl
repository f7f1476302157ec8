// RUN: oclvk check --verify %s
// C's rules as OpenCL C keeps them: const-correctness, members, arrays, calls, returns,
// statements, conversions.

typedef struct { int a; float b; } S;
int add(int x, int y) { return x + y; } // expected-note 2 {{declared here}}
void nothing(void) {}

kernel void ok(global int *p, global const int *cp) {
  S s = {1, 2.0f};
  s.a = cp[0];
  int arr[4] = {1, 2};
  p[0] = add(arr[1], s.a);
  nothing();
}

kernel void bad(global int *p, global const int *cp) {
  const int c = 1;       // expected-note {{variable 'c' declared const here}}
  c = 2;                 // expected-error {{cannot assign to variable 'c' with const-qualified type}}
  *cp = 3;               // expected-error {{read-only variable is not assignable}}
  cp[1] = 4;             // expected-error {{read-only variable is not assignable}}
  S s;
  s.z = 2;               // expected-error {{no member named 'z'}}
  int arr[4], arr2[4];
  arr = arr2;            // expected-error {{is not assignable}}
  p[0] = add(1);         // expected-error {{too few arguments to function call, expected 2, have 1}}
  p[1] = add(1, 2, 3);   // expected-error {{too many arguments to function call, expected 2, have 3}}
  int v = nothing();     // expected-error {{with an expression of incompatible type 'void'}}
  break;                 // expected-error {{'break' statement not in loop or switch statement}}
  switch (p[0]) { case 1: case 1: break; } // expected-error {{duplicate case value '1'}} expected-note {{previous case defined here}}
  int dup; int dup;      // expected-error {{redefinition of 'dup'}} clang-note {{previous definition is here}}
  float f = s;           // expected-error {{with an expression of incompatible type}}
  p = 5;                 // expected-error {{incompatible integer to pointer conversion assigning to}}
  float4 vv; vv.q = 1;   // expected-error {{illegal vector component name 'q'}}
  int x = vv.xyzw;       // expected-error {{with an expression of incompatible type}}
  p[2] = sizeof(void);   // expected-error {{invalid application of 'sizeof' to a void type}}
  return 1;              // expected-error {{void function 'bad' should not return a value}}
}

int bad_ret(void) { return; } // expected-error {{non-void function 'bad_ret' should return a value}}
