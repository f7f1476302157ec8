// RUN: oclvk check --verify %s
// expected-no-diagnostics
// The library's macros: NULL converts to any pointer, INFINITY/NAN/HUGE_VALF are float
// constants, limits and math constants are predefined.

kernel void k(global float *f, global int *p, local int *l) {
  f[0] = INFINITY;
  f[1] = NAN;
  f[2] = HUGE_VALF + MAXFLOAT + M_PI_F + FLT_EPSILON;
  global int *q = NULL;
  local int *r = NULL;
  if (p != NULL && NULL != l && q == 0)
    p[0] = INT_MAX - CHAR_BIT;
}
