// image1d_t and image3d_t copies (plus the x coordinate; negated: -0.0 for the zero texel
// channel) and their size queries.
// run: d1 9 src=image:rgba32f:9:each:i*1.5 dst=image:rgba32f:9:zeros w=zeros:1
// expect: dst = each: src[i] + i / 4
// expect: w = 9
// run: d3 4x3x2 src=image:rgba32f:4x3x2:each:i-10 dst=image:rgba32f:4x3x2:zeros dims=zeros:2
// expect: dst = each: -src[i]
// expect: dims = 4, 3, 2, 0, 4, 3, 2, 9
kernel void d1(read_only image1d_t src, write_only image1d_t dst, global int *w) {
    int x = get_global_id(0);
    write_imagef(dst, x, read_imagef(src, x) + (float4)(x));
    if (x == 0) w[0] = get_image_width(src);
}
kernel void d3(read_only image3d_t src, write_only image3d_t dst, global int4 *dims) {
    int4 c = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    write_imagef(dst, c, read_imagef(src, c) * -1.0f);
    if (c.x + c.y + c.z == 0) {
        dims[0] = get_image_dim(src);
        dims[1] = (int4)(get_image_width(dst), get_image_height(dst), get_image_depth(dst), 9);
    }
}
