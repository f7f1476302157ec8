// targets: wgsl
// options: -cl-std=CL2.0
// read_write images on WGSL: read-write storage textures of the rgba32 formats written images
// are declared with (naga-backend/src/images.rs), which the wgpu runner binds where the
// adapter allows read-write storage in them (TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES).

kernel void bump(read_write image2d_t img, read_write image1d_array_t rows) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(img, c, read_imagef(img, c) * 2.0f + 1.0f);
    write_imageui(rows, c, read_imageui(rows, c) + (uint4)(get_image_width(img)));
}
