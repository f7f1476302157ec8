// TARGET: msl
// An image's channel data type and order are the host's: WGSL takes them as overrides and
// portable SPIR-V as specialization constants, which naga's MSL writer has neither of.
// Checked by naga-backend/tests/diagnostics.rs.

kernel void formats(read_only image2d_t img, global int *out) {
  out[0] = get_image_channel_order(img); // expected-error {{'get_image_channel_order' (the image's format is the host's, and the language has neither overrides nor specialization constants to take it) is not supported on the msl target}}
}

kernel void unnormalized(read_only image2d_t img, sampler_t s, global float4 *out) {
  out[0] = read_imagef(img, s, (float2)(0.5f));
}
