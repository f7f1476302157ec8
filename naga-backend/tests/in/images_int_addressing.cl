// targets: wgsl msl hlsl spvasm
// Integer reads with repeating addressing: the texel OpenCL's nearest filter picks, computed
// in the shader (naga samples float textures only), then a load.
constant sampler_t wrap = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;
constant sampler_t mirror = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST;

kernel void int_repeats(read_only image2d_t src, read_only image1d_t row, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 f = ((float2)(c.x, c.y) * 2.7f - 5.3f) / (float2)(get_image_width(src), get_image_height(src));
    write_imageui(dst, c, read_imageui(src, wrap, f) + read_imageui(src, mirror, f)
                          + read_imageui(row, mirror, f.x));
}
