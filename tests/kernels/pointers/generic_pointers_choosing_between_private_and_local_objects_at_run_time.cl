// OpenCL C 2.0 generic pointers chosen at run time between a private array (x, -x) and a local
// element (3x), x = in[i]: written through, passed to and returned from helpers, compared.
// p is priv[1] for odd i, else the local element; q is the local element where x % 3 == 0,
// else priv[0], then priv[0] unless i & 2.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: generic_either 128/64 out=zeros:768 in=each:128:(i*7)%23-11
// expect: out = each: i & 1 ? -in[i] : 3 * in[i]; i & 1 ? 5 - in[i] : 3 * in[i] + 5; \
//   in[i] % 3 == 0 ? 3 * in[i] + (i & 1 ? 0 : 5) + 1 : in[i]; \
//   (i & 2) != 0 & in[i] % 3 == 0 ? 3 * in[i] + (i & 1 ? 0 : 5) : in[i]; \
//   ((i & 1) == 0 & (i & 2) != 0 & in[i] % 3 == 0) + 2 * (i & 1); 3 * in[i] + 5
int bump(generic int *p, int k) { *p += k; return *p; }
generic int *pick(generic int *a, generic int *b, int c) { return c ? a : b; }
generic int *same(generic int *p) { return p; }
kernel void generic_either(global int *out, global const int *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int x = in[i];
    int priv[2] = {x, -x};
    loc[l] = 3 * x;
    barrier(CLK_LOCAL_MEM_FENCE);
    generic int *p = (i & 1) ? (generic int *)&priv[1] : (generic int *)&loc[l];
    out[6 * i] = *p;
    out[6 * i + 1] = bump(p, 5);
    generic int *q;
    if (x % 3 == 0) q = &loc[l]; else q = priv;
    out[6 * i + 2] = *q + (int)((uintptr_t)q >> 31);
    q = pick(q, (generic int *)&priv[0], (int)(i & 2));
    out[6 * i + 3] = *q;
    out[6 * i + 4] = (p == q) + 2 * (p != (generic int *)&loc[l]);
    *same(&out[6 * i + 5]) = *same(&loc[l]) + *same(priv) + priv[1];
}
