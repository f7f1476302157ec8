// An OpenCL C 2.0 helper returns its generic argument or a global pointer: the result points to
// a private int (3 * i), a local element (i + 100) or the global buffer (1000 + 7 * i), and is
// incremented through (the private int for odd i, else the global element).
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: generic_mixed_return 64/32 out=zeros:192 buf=each:64:1000+i*7
// expect: out = each: i & 1 ? (3 * i + (i & 1)) : (1000 + 7 * i + (i & 1 ? 0 : 1)); (i & 2 ? i + 100 : (1000 + 7 * i + (i & 1 ? 0 : 1))) + (3 * i + (i & 1)); i & 4 ? (3 * i + (i & 1)) : (1000 + 7 * i + (i & 1 ? 0 : 1))
// expect: buf = each: 1000 + 7 * i + (i & 1 ? 0 : 1)
generic int *pick(generic int *a, int c, global int *g) { return c ? a : (generic int *)g; }
kernel void generic_mixed_return(global int *out, global int *buf) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int x = (int)i * 3;
    loc[l] = (int)i + 100;
    generic int *p = pick(&x, i & 1, buf + i);
    generic int *q = pick(&loc[l], i & 2, buf + i);
    *p += 1;
    out[3 * i] = *p;
    out[3 * i + 1] = *q + x;
    generic int *r = pick(pick(&x, 1, buf), i & 4, buf + i);
    out[3 * i + 2] = *r;
}
