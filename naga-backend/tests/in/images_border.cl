// targets: wgsl msl hlsl spvasm
// CLK_ADDRESS_CLAMP's border: its alpha follows the image's channel order, which WGSL takes as
// an override, portable SPIR-V as a specialization constant, MSL and HLSL from the argument
// block's hidden fields.
constant sampler_t pixels = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

kernel void float_border(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, read_imagef(src, border, c - 1));
}

kernel void uint_border(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imageui(dst, c, read_imageui(src, border, c - 1) + read_imageui(src, pixels, (float2)(c.x + 0.5f, 0.5f)));
}
