// Reads through an inline sampler and a sampler argument (both unnormalized, clamp-to-edge,
// nearest) over a range 3 texels larger than the 5x4 image on each side: each work-item's two
// float4 are the texel at its coordinates clamped to the image; and the size queries.
// run: sampled 11x10 src=image:rgba32f:5x4:each:i+0.5 s=sampler:unnormalized,clamp-to-edge,nearest \
//   out=zeros:220 size=zeros:4
// expect: out = each: src[4 * (5 * min(max(i / 8 / 11 - 3, 0), 3) + min(max(i / 8 % 11 - 3, 0), 4)) + i % 4]
// expect: size = 5, 4, 5, 4
constant sampler_t clamp_nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void sampled(read_only image2d_t src, sampler_t s, global float4 *out, global int *size) {
    int x = get_global_id(0), y = get_global_id(1);
    int i = y * get_global_size(0) + x;
    // The global range is 3 texels larger than the image on each side: coordinates -3..w+2.
    int2 c = (int2)(x - 3, y - 3);
    out[2 * i] = read_imagef(src, clamp_nearest, c);
    out[2 * i + 1] = read_imagef(src, s, (float2)(c.x + 0.5f, c.y + 0.5f));
    if (i == 0) {
        size[0] = get_image_width(src);
        size[1] = get_image_height(src);
        int2 d = get_image_dim(src);
        size[2] = d.x;
        size[3] = d.y;
    }
}
