// RUN: oclvk check --verify %s
// User functions declared `__attribute__((overloadable))` share a name and are told apart by
// their parameter types; a call goes to the best viable one, as for the builtins. (Calls that
// match none or several: overloadable-calls-invalid.cl.)
// expected-no-diagnostics

int __attribute__((overloadable)) twice(int x) { return 2 * x; }
float __attribute__((overloadable)) twice(float x) { return 2.0f * x; }
int __attribute__((overloadable)) twice(int4 v) { return v.x + v.y; }
int __attribute__((overloadable)) twice(void) { return 2; }

int __attribute__((overloadable)) first(global int *p) { return p[0]; }
int __attribute__((overloadable)) first(local int *p) { return p[1]; }
int __attribute__((overloadable)) first(constant int *p);

constant int table[2] = { 1, 2 };

kernel void k(global int *out, global float *f) {
  local int scratch[2];
  out[0] = twice(1) + twice();
  f[0] = twice(1.5f);
  out[1] = twice((int4)(3));
  out[2] = twice((short)2);  // promotion: the int one
  out[3] = first(out) + first(scratch);
}

int __attribute__((overloadable)) first(constant int *p) { return p[1]; }

kernel void uses_constant(global int *out) { out[0] = first(table); }
