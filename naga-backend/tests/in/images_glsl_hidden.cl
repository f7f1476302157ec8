// targets: glsl
// GLSL's sampled images are combined image samplers, and what a language without overrides or
// specialization constants cannot take otherwise comes from the argument block's hidden fields,
// as on MSL and HLSL: the image's channel data type and order (queries, and the alpha of a
// `CLK_ADDRESS_CLAMP` border), a sampler argument's modes (unnormalized coordinates, integer
// reads by the sampler's addressing).

constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

kernel void hidden(read_only image2d_t img, read_only image2d_t ints, sampler_t s,
                   global float4 *out, global int4 *iout) {
  out[0] = read_imagef(img, s, (float2)(1.5f, 0.5f));
  out[1] = read_imagef(img, border, (int2)(-1, 0));
  iout[0] = read_imagei(ints, s, (float2)(0.5f, 0.5f));
  iout[1] = (int4)(get_image_channel_data_type(img), get_image_channel_order(img), 0, 0);
}
