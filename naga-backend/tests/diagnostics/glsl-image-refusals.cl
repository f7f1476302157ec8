// TARGET: glsl
// naga's GLSL combines each texture with the sampler it is sampled with (one combined binding
// per image and sampler, which the reflection pairs): sampled images and samplers compile. As
// on MSL and HLSL, an image's channel data type and order and a sampler argument's modes are
// the host's, which GLSL has neither overrides nor specialization constants to take.
// Checked by naga-backend/tests/diagnostics.rs.

constant sampler_t smooth = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

kernel void sampled(read_only image2d_t img, sampler_t s, global float4 *out) {
  out[0] = read_imagef(img, (int2)(0)) + read_imagef(img, s, (float2)(0.5f))
         + read_imagef(img, smooth, (float2)(0.5f));
}

kernel void formats(read_only image2d_t img, global int *out) {
  out[0] = get_image_channel_order(img); // expected-error {{'get_image_channel_order' (the image's format is the host's, and the language has neither overrides nor specialization constants to take it) is not supported on the glsl target}}
}

kernel void int_sampler_argument(read_only image2d_t img, sampler_t s, global int4 *out) {
  out[0] = read_imagei(img, s, (float2)(0.5f)); // expected-error {{read_imagei/read_imageui with a sampler argument is not supported on the glsl target yet (the shader picks the texel by the sampler's modes, and the language has neither overrides nor specialization constants to take them; use a program-scope sampler constant)}}
}

kernel void clamp_border(read_only image2d_t img, global float4 *out) {
  out[0] = read_imagef(img, border, (int2)(-1, 0)); // expected-error {{a read through a 'CLK_ADDRESS_CLAMP' sampler constant (the border's alpha follows the image's channel order, and the language has neither overrides nor specialization constants to take it) is not supported on the glsl target}}
}

kernel void written(write_only image2d_t img, global float4 *out) {
  write_imagef(img, (int2)(0), out[0]);
}
