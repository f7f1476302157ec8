// Samplers declared in a helper's and the kernel's scope, and a sampler argument, passed to a
// helper: each work-item x reads three texels of the 3x2 rgba32i image, (x - 2, 1) and (x, 5)
// clamped to the edge and (x % 3, 0); a texel (X, Y) is img[4 * (3 * Y + X) ...].
// run: local_samplers 6 img=image:rgba32i:3x2:each:i*11-30 arg=sampler:unnormalized,clamp-to-edge,nearest o=zeros:18
// expect: o = each: img[4 * (i / 4 % 3 == 0 ? 3 + min(max(i / 12 - 2, 0), 2) : \
//   i / 4 % 3 == 1 ? i / 12 % 3 : 3 + min(i / 12, 2)) + i % 4]
int4 at(read_only image2d_t img, sampler_t s, int2 c) { return read_imagei(img, s, c); }
int4 clamped(read_only image2d_t img, int2 c) {
    const sampler_t hs = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
    return read_imagei(img, hs, c);
}
kernel void local_samplers(read_only image2d_t img, sampler_t arg, global int4 *o) {
    sampler_t ks = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
    int x = get_global_id(0);
    o[3 * x] = clamped(img, (int2)(x - 2, 1));
    o[3 * x + 1] = at(img, ks, (int2)(x % 3, 0));
    o[3 * x + 2] = at(img, arg, (int2)(x, 5));
}
