// image2d_array_t and image1d_array_t fetches, and normalized-coordinate sampling of the 2D array
// and of an image3d_t with the same texels: each work-item's four float4 are its texel, the same
// sampled, the 1D array's texel (x, layer) and the 3D image's texel sampled; and the array sizes.
// run: arrays 4x3x2 a=image:rgba32f:4x3x2:each:i*0.5 b=image:rgba32f:4x2:each:1000+i \
//   c=image:rgba32f:4x3x2:each:i*0.5 s=sampler:normalized,clamp-to-edge,nearest o=zeros:96 n=zeros:2
// expect: o = each: i / 4 % 4 == 2 ? b[4 * (i / 16 / 12 * 4 + i / 16 % 4) + i % 4] : a[4 * (i / 16) + i % 4]
// expect: n = 2, 2
kernel void arrays(read_only image2d_array_t a, read_only image1d_array_t b, read_only image3d_t c,
                   sampler_t s, global float4 *o, global long *n) {
    int x = get_global_id(0), y = get_global_id(1), layer = get_global_id(2);
    int w = get_global_size(0), h = get_global_size(1);
    int i = (layer * h + y) * w + x;
    float4 at = (float4)((x + 0.5f) / w, (y + 0.5f) / h, layer, 0.0f);
    o[4 * i] = read_imagef(a, (int4)(x, y, layer, 0));
    o[4 * i + 1] = read_imagef(a, s, at);
    o[4 * i + 2] = read_imagef(b, (int2)(x, layer));
    at.z = (layer + 0.5f) / get_image_depth(c);
    o[4 * i + 3] = read_imagef(c, s, at);
    if (i == 0) {
        n[0] = get_image_array_size(a);
        n[1] = get_image_array_size(b);
    }
}
