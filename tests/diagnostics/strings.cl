// RUN: oclvk check --verify %s
// String literals live in the constant address space.

kernel void k(global char *out) {
  constant char *s = "hello";
  out[0] = s[1] + "abc"[2];
  char *p = "private";           // expected-error {{changes address space of pointer}}
  "abc"[0] = 'x';                // expected-error {{read-only variable is not assignable}}
}
