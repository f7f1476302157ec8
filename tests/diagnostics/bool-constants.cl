// RUN: oclvk check --verify %s
// `true` and `false` are keywords of type `bool` (clang treats them as in C++): constants in
// expressions, integer constant expressions and `#if`, never names.

int true; // expected-error {{expected identifier or '('}}

#if true && !false
constant int from_if = 1;
#else
constant int from_if = 0;
#endif

constant bool flags[2] = { true, false };

kernel void k(global int *o) {
  true = 1; // expected-error {{expression is not assignable}}
  int a[true ? 2 : 1];
  switch (o[0]) {
  case true: break;
  case false: break;
  }
  bool b = false;
  o[0] = sizeof(a) + sizeof(false) + from_if + flags[0] + !b;
  o[1] = -b + +b + ~b + -true; // bool promotes to int
}
