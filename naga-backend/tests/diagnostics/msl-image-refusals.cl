// TARGET: msl
// An image's channel data type and order are the host's: WGSL takes them as overrides and
// portable SPIR-V as specialization constants, which naga's MSL writer has neither of; so are a
// sampler argument's modes, by which the shader picks the texel of an integer read.
// Checked by naga-backend/tests/diagnostics.rs.

kernel void formats(read_only image2d_t img, global int *out) {
  out[0] = get_image_channel_order(img); // expected-error {{'get_image_channel_order' (the image's format is the host's, and the language has neither overrides nor specialization constants to take it) is not supported on the msl target}}
}

kernel void unnormalized(read_only image2d_t img, sampler_t s, global float4 *out) {
  out[0] = read_imagef(img, s, (float2)(0.5f));
}

kernel void int_sampler_argument(read_only image2d_t img, sampler_t s, global int4 *out) {
  out[0] = read_imagei(img, s, (float2)(0.5f)); // expected-error {{read_imagei/read_imageui with a sampler argument is not supported on the msl target yet (the shader picks the texel by the sampler's modes, and the language has neither overrides nor specialization constants to take them; use a program-scope sampler constant)}}
}

constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

kernel void clamp_border(read_only image2d_t img, global float4 *out) {
  out[0] = read_imagef(img, border, (int2)(-1, 0)); // expected-error {{a read through a 'CLK_ADDRESS_CLAMP' sampler constant (the border's alpha follows the image's channel order, and the language has neither overrides nor specialization constants to take it) is not supported on the msl target}}
}
