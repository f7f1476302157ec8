// RUN: oclvk check --verify %s
// A user function named like a builtin hides the builtin, overloadable or not, as in clang-15:
// a call that only the builtin would take is refused, and the note names the function as
// written (not its mangled SPIR-V name).

int __attribute__((overloadable)) max(int a, int b, int c) { return a > b ? a : c; } // expected-note {{'max' declared here}} oclvk-warning {{declaration of 'max' shadows a builtin function}}

kernel void k(global int *o) {
  o[0] = max(o[1], 1, 2);
  o[1] = max(o[0], o[2]); // expected-error {{too few arguments to function call, expected 3, have 2}}
}
