// TARGET: wgsl
// options: -cl-std=CL2.0
// WebGPU's storage textures are read-write only in 32-bit single-channel formats, not in the
// rgba32 formats written images are declared with (naga-backend/src/images.rs). Checked by
// naga-backend/tests/diagnostics.rs.

kernel void image(read_write image2d_t img) { // expected-error {{a 'read_write' image ('img') is not supported on the wgsl target (its storage textures are read-write only in 32-bit single-channel formats)}}
  write_imagef(img, (int2)(0), read_imagef(img, (int2)(1)));
}
