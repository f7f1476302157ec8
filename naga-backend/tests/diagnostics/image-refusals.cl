// TARGET: wgsl
// The image and sampler uses the portable targets' languages cannot express, refused at the
// construct naming the target (naga-backend/src/images.rs). Checked by
// naga-backend/tests/diagnostics.rs.

kernel void texels(read_only image1d_buffer_t img, global float4 *out) { // expected-error {{'image1d_buffer_t' is not supported on the wgsl target yet}}
  out[0] = read_imagef(img, 0);
}
