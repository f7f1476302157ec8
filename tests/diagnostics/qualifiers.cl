// RUN: oclvk check --verify %s
// Access qualifiers only on images (and pipes); read_write images need 2.0; restrict only on
// pointers.

kernel void images(read_only image2d_t a, write_only image2d_t b, image2d_t c) {}
kernel void not_image(read_only int x) {} // expected-error {{access qualifier can only be used for pipe and image type}}
kernel void rw(read_write image2d_t img) {} // expected-error {{access qualifier 'read_write' can not be used for}}

kernel void r(global int *restrict p) {}
kernel void bad_restrict(global int *p, restrict int x) {} // expected-error {{restrict requires a pointer or reference ('int' is invalid)}}
