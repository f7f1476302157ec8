// GLSL combines each sampled image with its sampler: `src`, sampled with a sampler argument and
// two sampler constants, is three combined bindings there (the image's own and two views);
// `table` is read without a sampler and queried (texelFetch and textureSize take a combined
// one too); `counts`' integer reads are loads at the texel the constant's modes pick. `at`
// samples with the sampler argument and, in a copy of its own, with a sampler constant.
constant sampler_t smooth = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
constant sampler_t pixels = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t wrap = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;

static float4 at(read_only image2d_t img, sampler_t s, float2 f) {
    return read_imagef(img, s, f);
}

kernel void combined(read_only image2d_t src, sampler_t s, read_only image2d_t table,
                     read_only image2d_t counts, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 f = ((float2)(c.x, c.y) + 0.25f) / size;
    int2 d = get_image_dim(table);
    uint4 n = read_imageui(counts, wrap, f);
    write_imagef(dst, c, at(src, s, f) + at(src, smooth, f)
                         + read_imagef(src, pixels, (float2)(c.x - 0.5f, c.y + 0.75f))
                         + read_imagef(table, c) + (float)(d.x * d.y) + (float)n.x);
}
