// Integer builtins of fixed-width arithmetic: saturation, 24-bit multiplies, the high half of a
// product, halving adds, absolute differences. The portable targets refuse some of them for
// now (naga-findings.md).
// REFUSES: wgsl: 'sub_sat' is not supported on the wgsl target
// REFUSES: glsl: 'sub_sat' is not supported on the glsl target
// REFUSES: vulkan1.2-portable: 'mad24' is not supported on the vulkan1.2-portable target
// RUN: -k int_ext -g 512 -l 64 --arg a=rand:512:1 --arg b=rand:512:2 --arg out=zeros:4096
kernel void int_ext(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    uint ux = (uint)a[i] * 1234567u;
    int x = (int)ux, y = b[i] | 1;
    global int *o = out + i * 8;
    o[0] = add_sat(x, 2147000000);
    o[1] = sub_sat(y, -2147000000);
    o[2] = mad24(x & 0x7fffff, y, 5);
    o[3] = mul24(y, 3);
    o[4] = mul_hi(x, y);
    o[5] = hadd(x, y);
    o[6] = rhadd(x, y);
    o[7] = (int)abs_diff(x, y);
}
