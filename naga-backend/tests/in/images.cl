// targets: wgsl msl hlsl spvasm
constant sampler_t pixels = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t smooth = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

static float4 fetch(read_only image2d_t img, int2 c) {
    return read_imagef(img, c);
}

kernel void copy(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, fetch(src, c) * 2.0f);
}

kernel void copy_ints(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagei(dst, c, read_imagei(src, c) - (int4)(1, 2, 3, 4));
}

kernel void sampled(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 f = ((float2)(c.x, c.y) + 0.25f) / size;
    write_imagef(dst, c, read_imagef(src, s, f) + read_imagef(src, smooth, f)
                         + read_imagef(src, pixels, (float2)(c.x - 0.5f, c.y + 0.75f)));
}

kernel void volumes(read_only image3d_t vol, read_only image2d_array_t layers, global float4 *out) {
    int i = get_global_id(0);
    int4 d = get_image_dim(vol);
    out[i] = read_imagef(vol, (int4)(i, 0, 1, 0))
           + read_imagef(layers, smooth, (float4)(0.5f, 0.5f, i, 0.0f))
           + read_imagef(layers, (int4)(0, 0, i, 0))
           + (float4)(get_image_depth(vol), get_image_array_size(layers), d.x, d.w);
}
