// Helpers whose own private arrays live in the private home next to their callers' (mix(p):
// tmp = {3 * p[0], p[1] - 7}, q = p[0] odd ? p : tmp, (tmp's first byte) + q[1] + 1000 where q is
// tmp; outer(p) mixes p or its swapped copy, and the copy), and two more kernels of the module
// with homed local arguments: the home's length covers every kernel. a = {x, x + 5}, x = in[i].
// targets: vulkan1.2 vulkan1.3
// run: frames 64/32 out=zeros:192 in=each:64:i*13-400
// expect: out = each: ((3 * (in[i]) & 255) + ((in[i]) & 1 ? in[i] + 5 : in[i] + 5 - 7 + 1000)); \
//   (in[i] & 2 ? ((3 * (in[i]) & 255) + ((in[i]) & 1 ? in[i] + 5 : in[i] + 5 - 7 + 1000)) : ((3 * (in[i] + 5) & 255) + ((in[i] + 5) & 1 ? in[i] : in[i] - 7 + 1000))) + ((3 * (in[i] + 5) & 255) + ((in[i] + 5) & 1 ? in[i] : in[i] - 7 + 1000)); \
//   2 * in[i] + 5
// run: frames_too 64/32 out=zeros:192 in=each:64:i*13-400 la=local:32 ls=local:32
// expect: out = each: 3 * in[i] + 1; in[i - i % 32 + (i % 32 + 1) % 32]; i % 32
// run: frames_three 32/32 out=zeros:32 ll=local:32
// expect: out = each: ((i + 3) % 32 << 8) + 8
int mix(int *p) {
    int tmp[2] = {p[0] * 3, p[1] - 7};
    uchar *b = (uchar *)tmp;
    int *q = (p[0] & 1) ? p : tmp;
    return b[0] + q[1] + 1000 * ((uintptr_t)q != (uintptr_t)p);
}
int outer(int *p) {
    int own[2] = {p[1], p[0]};
    int *r = (p[0] & 2) ? p : own;
    return mix(r) + mix(own) + (int)(r - own) * 0;
}
kernel void frames(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[2] = {in[i], in[i] + 5};
    int *pa = (int *)(uintptr_t)a;
    out[3 * i] = mix(pa);
    out[3 * i + 1] = outer(a);
    out[3 * i + 2] = a[0] + a[1];
}
kernel void frames_too(global int *out, global const int *in, local int *la, local short *ls) {
    size_t i = get_global_id(0), l = get_local_id(0);
    la[l] = in[i];
    ls[l] = (short)(in[i] * 3);
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *b = (local uchar *)ls;
    out[3 * i] = ((local short *)b)[l] + (int)((uintptr_t)ls - (uintptr_t)la > 0);
    out[3 * i + 1] = la[(l + 1) % get_local_size(0)];
    out[3 * i + 2] = (int)((local int *)(uintptr_t)&la[l] - la);
}
kernel void frames_three(global long *out, local long *ll) {
    size_t l = get_local_id(0);
    ll[l] = (long)l << 40 | (long)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    local uint *w = (local uint *)ll;
    out[l] = w[2 * ((l + 3) % get_local_size(0)) + 1] + ((uintptr_t)&ll[1] - (uintptr_t)ll);
}
