// RUN: oclvk check --verify -cl-std=CL2.0 %s
// From OpenCL C 2.0, read_write images may be both read and written.

kernel void rw(read_write image2d_t img) {
  float4 v = read_imagef(img, (int2)(0, 0));
  write_imagef(img, (int2)(1, 1), v);
}

kernel void not_image(read_write int x) {} // expected-error {{access qualifier can only be used for pipe and image type}}
