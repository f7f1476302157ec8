// TARGET: wgsl
// The image and sampler uses the portable targets' languages cannot express, refused at the
// construct naming the target (naga-backend/src/images.rs). Checked by
// naga-backend/tests/diagnostics.rs.

constant sampler_t wrap = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;

kernel void texels(read_only image1d_buffer_t img, global float4 *out) { // expected-error {{'image1d_buffer_t' is not supported on the wgsl target yet}}
  out[0] = read_imagef(img, 0);
}

kernel void rows(read_only image1d_array_t img, global float4 *out) { // expected-error {{'image1d_array_t' is not supported on the wgsl target (it has no 1D texture arrays)}}
  out[0] = read_imagef(img, (int2)(0));
}

kernel void int_sampler_argument(read_only image2d_t img, sampler_t s, global int4 *out) {
  out[0] = read_imagei(img, s, (int2)(0)); // expected-error {{read_imagei/read_imageui with a sampler argument (use a program-scope sampler constant) is not supported on the wgsl target}}
}

kernel void int_repeat(read_only image2d_t img, global uint4 *out) {
  out[0] = read_imageui(img, wrap, (float2)(0.5f)); // expected-error {{read_imagei/read_imageui with a repeating sampler is not supported on the wgsl target yet}}
}
