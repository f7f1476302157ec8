// targets: wgsl glsl spvasm
// WGSL has no 1D texture arrays, and naga's GLSL writer gives a 1D array texture's width for
// its layer count: on both an image1d_array_t is a 2D array texture one texel high
// (naga-backend/src/images.rs). Texel coordinates take y = 0, samples the row's centre
// (normalized y = 0.5), and the width is the size's x. Portable SPIR-V's width is the
// extract naga-backend/src/shuffles.rs makes of naga's one-component shuffle.
constant sampler_t smooth = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

kernel void rows(read_only image1d_array_t src, read_only image1d_array_t ints, sampler_t s,
                 write_only image1d_array_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float x = (c.x + 0.5f) / get_image_width(src);
    write_imagef(dst, c, read_imagef(src, c) + read_imagef(src, smooth, (float2)(x, c.y))
                         + read_imagef(src, s, (float2)(x, c.y))
                         + convert_float4(read_imagei(ints, s, (float2)(x, c.y)))
                         + (float4)(get_image_array_size(src)));
}
