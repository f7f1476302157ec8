// RUN: oclvk check --verify %s
// Declaring the library's printf again is allowed with its own type (a `restrict` or a
// parameter name changes nothing); calls still go to the builtin. Any other type conflicts,
// and printf is the only function that may be variadic.

int printf(constant const char *restrict format, ...);
int printf(__constant const char *, ...);

int printf(constant char *, ...);              // expected-error {{conflicting types for 'printf'}}
int printf(constant const char *, int);        // expected-error {{conflicting types for 'printf'}}
// clang-note@*:* 2 {{previous declaration is here}}
int sum(int count, ...);                       // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}}
int first(int count, ...) { return count; }    // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}}
int printf(constant const char *f, ...) { return 0; } // oclvk-error {{defining the builtin 'printf' is not supported by oclvk}}

kernel void k(global int *out) {
  printf("%d %s\n", out[0], "text");
}
