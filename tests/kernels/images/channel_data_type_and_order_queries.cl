// get_image_channel_data_type and get_image_channel_order on an rgba8 (unorm) image, a 3D r32f
// image and an rgba32i image whose one texel is (100, 0, 0, 0) (texel_100.npy): CLK_UNORM_INT8,
// CLK_RGBA, CLK_FLOAT, CLK_R, CLK_SIGNED_INT32 (+ the texel's 100), CLK_RGBA.
// run: formats 1 a=image:rgba8:2x2:zeros b=image:r32f:2x2x2:zeros c=image:rgba32i:1x1:file:texel_100.npy o=zeros:6
// expect: o = 0x10D2, 0x10B5, 0x10DE, 0x10B0, 0x113D, 0x10B5
kernel void formats(read_only image2d_t a, write_only image3d_t b, read_only image2d_t c,
                    global int *o) {
    o[0] = get_image_channel_data_type(a);
    o[1] = get_image_channel_order(a);
    o[2] = get_image_channel_data_type(b);
    o[3] = get_image_channel_order(b);
    o[4] = get_image_channel_data_type(c) + read_imagei(c, (int2)(0, 0)).x;
    o[5] = get_image_channel_order(c);
}
