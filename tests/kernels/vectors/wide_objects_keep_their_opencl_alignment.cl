// 8/16-lane vectors standing alone keep OpenCL's alignment (their size) on the Vulkan target,
// where the wide-vectors stage makes each an array of 4-lane parts, aligned as one part: a
// program-scope float8 after a char, and a private float16 and a local float8 array in
// byte-addressed homes (their addresses are taken) behind smaller objects. o[0..2] are their
// addresses modulo the vector's size, which OpenCL says is 0; o[3] reads the values back.
// options: -cl-std=CL2.0
// run: wide_align 1 o=zeros:4
// expect: o = each: 0; 0; 0; 3
global char gc = 1;
global float8 gv = (float8)(2.0f);
kernel void wide_align(global ulong *o) {
    char c[3];
    float16 x = (float16)(gc);
    local char lc[3];
    local float8 lx[2];
    c[gc & 1] = 1;
    lc[gc & 1] = 2;
    lx[gc & 1] = gv;
    o[0] = (ulong)&gv & 31;
    o[1] = (ulong)&x & 63;
    o[2] = (ulong)&lx[1] & 31;
    o[3] = ((ulong)c & 0) + ((ulong)lc & 0) + (ulong)(lx[1].s1 + x.s5);
}
