// targets: wgsl spvasm
// Integer reads with a sampler argument: the shader picks the texel by the modes the host sets
// (a WGSL override, a portable SPIR-V specialization constant); MSL and HLSL refuse them.
kernel void int_sampled(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 f = ((float2)(c.x, c.y) * 2.7f - 5.3f) / (float2)(get_image_width(src), get_image_height(src));
    write_imagei(dst, c, read_imagei(src, s, f) + read_imagei(src, s, c - 1));
}
