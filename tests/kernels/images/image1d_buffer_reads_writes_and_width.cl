// image1d_buffer_t arguments are texel buffers (uniform for read_only, storage otherwise): a
// copy plus the width, and the width query.
// run: texel_buffers 10 src=image:rgba32ui:10:each:i*5+1 dst=image:rgba32ui:10:zeros o=zeros:10
// expect: dst = each: src[i] + 10
// expect: o = 10*10
kernel void texel_buffers(read_only image1d_buffer_t src, write_only image1d_buffer_t dst,
                          global int *o) {
    int x = get_global_id(0);
    write_imageui(dst, x, read_imageui(src, x) + (uint4)(get_image_width(src)));
    o[x] = get_image_width(dst);
}
