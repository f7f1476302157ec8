// Integer images through helper functions: an r32i copy minus the x coordinate, the same r32i
// image read as texels (a one-channel image reads as (r, 0, 0, 1), as OpenCL specifies for
// CL_R), and an rgba32ui copy plus (1, 2, 3, 4).
// run: copy_i 6x4 src=image:r32i:6x4:each:i*37-400 dst=image:r32i:6x4:zeros
// expect: dst = each: src[i] - i % 6
// run: texels_i 6x4 src=image:r32i:6x4:each:i*37-400 out=fill:-1:24
// expect: out = each: src[i]; 0; 0; 1
// run: copy_ui 6x4 src=image:rgba32ui:6x4:each:i*3000000+7 dst=image:rgba32ui:6x4:zeros
// expect: dst = each: src[i] + i % 4 + 1
int4 fetch(read_only image2d_t img, int2 c) { return read_imagei(img, c); }
void put(write_only image2d_t img, int2 c, int4 v) { write_imagei(img, c, v); }
kernel void copy_i(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    put(dst, c, fetch(src, c) - (int4)(c.x, c.y, 0, 0));
}
kernel void texels_i(read_only image2d_t src, global int4 *out) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    out[c.y * get_image_width(src) + c.x] = read_imagei(src, c);
}
kernel void copy_ui(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imageui(dst, c, read_imageui(src, c) + (uint4)(1, 2, 3, 4));
}
