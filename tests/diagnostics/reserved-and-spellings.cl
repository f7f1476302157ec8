// RUN: oclvk check --verify %s
// OpenCL's keywords are reserved in both spellings; the double-underscore forms mean the same.

__kernel void spellings(__global int *a, __constant int *b, __local int *c, __private int x) {
  __private int y = x;
  a[0] = b[0] + y + c[0];
}

int kernel = 1;             // expected-error {{expected identifier or '('}}
constant int private = 2;   // expected-error {{expected identifier or '('}}
int __global;               // expected-warning {{declaration does not declare anything}}
int read_only;              // expected-warning {{declaration does not declare anything}}
