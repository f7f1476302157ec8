// RUN: oclvk check --verify %s
// Images are kernel parameters only: not program-scope variables, not locals, not in an address
// space.

kernel void ok(read_only image2d_t a, write_only image3d_t b, image1d_t c) {}

image2d_t program_scope_image;                   // expected-error {{can only be used as a function parameter in OpenCL}}
kernel void address_space(global image2d_t img) {} // expected-error {{parameter may not be qualified with an address space}}
kernel void local_image(read_only image2d_t img) {
  image2d_t copy;                                // expected-error {{can only be used as a function parameter in OpenCL}}
}

// Images and samplers are opaque: `?:` cannot choose between two of them.
constant sampler_t near = CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST;
constant sampler_t norm = CLK_NORMALIZED_COORDS_TRUE | CLK_FILTER_NEAREST;
kernel void selects(read_only image2d_t a, read_only image2d_t b, sampler_t s, int c, global float4 *o) {
  o[0] = read_imagef(c ? a : b, (int2)(0, 0));       // expected-error {{incompatible operand types}}
  o[1] = read_imagef(a, c ? near : norm, (int2)(0, 0)); // expected-error {{incompatible operand types}}
  o[2] = read_imagef(a, c ? s : near, (int2)(0, 0));    // expected-error {{incompatible operand types}}
}

// Nor can a function return one.
image2d_t returns_image(read_only image2d_t a) { return a; } // expected-error {{declaring function return value of type}}
sampler_t returns_sampler(sampler_t s);                      // expected-error {{declaring function return value of type}}
