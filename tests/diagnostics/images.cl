// RUN: oclvk check --verify %s
// Images are kernel parameters only: not program-scope variables, not locals, not in an address
// space.

kernel void ok(read_only image2d_t a, write_only image3d_t b, image1d_t c) {}

image2d_t program_scope_image;                   // expected-error {{can only be used as a function parameter in OpenCL}}
kernel void address_space(global image2d_t img) {} // expected-error {{parameter may not be qualified with an address space}}
kernel void local_image(read_only image2d_t img) {
  image2d_t copy;                                // expected-error {{can only be used as a function parameter in OpenCL}}
}
