// Images and samplers on every target: kernel arguments of each dimensionality, inline samplers,
// reads with and without a sampler, writes, size queries, and images passed to helpers.
constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t norm = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
int4 fetch(read_only image2d_t img, int2 c) { return read_imagei(img, c); }
void put(write_only image2d_t img, int2 c, int4 v) { write_imagei(img, c, v); }
kernel void ints(read_only image2d_t src, write_only image2d_t dst) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  put(dst, c, fetch(src, c) + read_imagei(src, nearest, c));
}
kernel void uints(read_only image2d_t src, write_only image2d_t dst) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  write_imageui(dst, c, read_imageui(src, c));
}
kernel void d1(read_only image1d_t src, write_only image1d_t dst, global int *o) {
  int x = get_global_id(0);
  write_imagef(dst, x, read_imagef(src, x) + read_imagef(src, nearest, x));
  o[x] = get_image_width(src);
}
kernel void d3(read_only image3d_t src, write_only image3d_t dst, global int4 *o) {
  int4 c = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  write_imagef(dst, c, read_imagef(src, c) + read_imagef(src, norm, (float4)(0.5f, 0.5f, 0.5f, 0.f)));
  o[0] = get_image_dim(src);
  o[1] = (int4)(get_image_width(dst), get_image_height(dst), get_image_depth(dst), 0);
}
kernel void arr(read_only image2d_array_t src, read_only image1d_array_t s1, global long *o, global int2 *d) {
  o[0] = get_image_array_size(src) + get_image_array_size(s1);
  d[0] = get_image_dim(src);
  float4 f = read_imagef(src, norm, (float4)(0.5f, 0.5f, 1.f, 0.f)) + read_imagef(src, (int4)(1, 2, 3, 0)) + read_imagef(s1, (int2)(1, 2));
  o[1] = (long)f.x;
}
kernel void formats(read_only image2d_t a, write_only image3d_t b, read_only image2d_t c, global int *o) {
  o[0] = get_image_channel_data_type(a);
  o[1] = get_image_channel_order(a);
  o[2] = get_image_channel_data_type(b);
  o[3] = get_image_channel_order(b);
  o[4] = get_image_channel_data_type(c) + read_imagei(c, (int2)(0, 0)).x;
  o[5] = get_image_channel_order(c);
}
kernel void texel_buffers(read_only image1d_buffer_t src, write_only image1d_buffer_t dst, global int *o) {
  int x = get_global_id(0);
  write_imageui(dst, x, read_imageui(src, x) + (uint4)(get_image_width(src)));
  o[x] = get_image_width(dst);
}
