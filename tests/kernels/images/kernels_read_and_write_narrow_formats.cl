// Narrow formats read and written by kernels: bgra8 (unorm, stored b, g, r, a: 0, 51, 255, 102
// reads (1.0, 0.2, 0.0, 0.4)), rgba16f, r16_snorm (-32767 reads -1; one channel reads
// (r, 0, 0, 1)), halved; and rg8i doubled, where 100 * 2 and -128 * 2 do not fit a char (only
// the first texel, 3 and -5, is checked: its second texel compares with itself). Halving
// lands on ties (25.5, 127.5, -16383.5 in the stored units): OpenCL allows a conversion to a
// normalized format 0.6 ulp of error, so a device may round a tie either way (NVIDIA's Vulkan
// driver rounds these toward zero, lavapipe to even): the written values are within 1.
// run: twice 1 src=image:bgra8:1x1:each:i==0?0:i==1?51:i==2?255:102 dst=image:bgra8:1x1:zeros seen=zeros:1
// expect: seen ~0.000001 = 1, 0.2, 0, 0.4
// expect: dst ~1 = 0, 26, 128, 51
// run: twice 1 src=image:rgba16f:1x1:each:i==0?1:i==1?-2:i==2?0.5:0 dst=image:rgba16f:1x1:zeros seen=zeros:1
// expect: seen ~0.000001 = 1, -2, 0.5, 0
// expect: dst = 0.5, -1, 0.25, 0
// run: twice 1 src=image:r16_snorm:1x1:each:-32767 dst=image:r16_snorm:1x1:zeros seen=zeros:1
// expect: seen ~0.000001 = -1, 0, 0, 1
// expect: dst ~1 = -16384
// run: twice_i 2 src=image:rg8i:2x1:each:i==0?3:i==1?-5:i==2?100:-128 dst=image:rg8i:2x1:zeros
// expect: dst = each: i < 2 ? 2 * src[i] : dst[i]
kernel void twice(read_only image2d_t src, write_only image2d_t dst, global float4 *seen) {
    int2 c = (int2)(get_global_id(0), 0);
    float4 v = read_imagef(src, c);
    seen[c.x] = v;
    write_imagef(dst, c, v * 0.5f);
}
kernel void twice_i(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), 0);
    write_imagei(dst, c, read_imagei(src, c) * 2);
}
