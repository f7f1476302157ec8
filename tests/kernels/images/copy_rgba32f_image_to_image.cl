// An rgba32f image read and written back doubled into another (texel channels x fastest).
// run: copy 7x5 src=image:rgba32f:7x5:each:i*0.25-3 dst=image:rgba32f:7x5:zeros
// expect: dst = each: 2 * src[i]
kernel void copy(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, read_imagef(src, c) * 2.0f);
}
