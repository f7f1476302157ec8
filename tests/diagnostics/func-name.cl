// RUN: oclvk check --verify %s
// `__func__` is the enclosing function's name, a `const constant char[]` (as clang gives it).

kernel void named(global int *out) {
  constant const char *ok = __func__;
  out[0] = sizeof(__func__) + __func__[0];
  char *p = __func__; // expected-error {{changes address space of pointer}}
  __func__[0] = 'x';  // expected-error {{read-only variable is not assignable}}
}
