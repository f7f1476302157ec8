// CLK_ADDRESS_CLAMP reads the border color outside the image: (0, 0, 0, 0) for formats with
// alpha, (0, 0, 0, 1) for those without (OpenCL 1.2, section 8.3). Work-items 0 and 3 read
// outside the 2x1 image.
// run: border_f 4 src=image:rgba32f:2x1:each:i+1 o=fill:7:4
// expect: o = 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0
// run: border_f 4 src=image:r32f:2x1:each:i+5 o=fill:7:4
// expect: o = 0, 0, 0, 1, 5, 0, 0, 1, 6, 0, 0, 1, 0, 0, 0, 1
// run: border_i 4 src=image:r32i:2x1:each:i+5 o=fill:7:4
// expect: o = 0, 0, 0, 1, 5, 0, 0, 1, 6, 0, 0, 1, 0, 0, 0, 1
constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void border_f(read_only image2d_t src, global float4 *o) {
    int x = get_global_id(0);
    o[x] = read_imagef(src, border, (int2)(x - 1, 0));
}
kernel void border_i(read_only image2d_t src, global int4 *o) {
    int x = get_global_id(0);
    o[x] = read_imagei(src, border, (int2)(x - 1, 0));
}
