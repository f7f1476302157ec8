// RUN: oclvk check --verify %s
// `constant` objects cannot be written, directly or through a pointer.

constant int tbl[2] = {1, 2};

kernel void reads(constant int *c, global int *out) { out[0] = c[0] + tbl[1]; }

kernel void through_pointer(constant int *c) {
  c[0] = 1; // expected-error {{read-only variable is not assignable}}
}

kernel void direct(void) {
  tbl[0] = 3; // expected-error {{read-only variable is not assignable}}
}
