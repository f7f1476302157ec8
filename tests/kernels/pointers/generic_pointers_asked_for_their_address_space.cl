// OpenCL C 2.0 to_global, to_local and to_private on generic pointers to a private int (odd i)
// or a local element (2 * in[i]), on a global buffer, and in a helper.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: address_spaces 128/64 out=zeros:512 in=each:128:i*11-600
// expect: out = each: i & 1 ? 2 : 1; i & 1 ? in[i] + 1000 : 2 * in[i]; 7; \
//   (i & 1 ? -1 : 2 * in[i]) + 2 * in[i - i % 64 + (i % 64 + 1) % 64]
int local_or(generic int *p, int fallback) {
    local int *l = to_local(p);
    return l ? *l : fallback;
}
kernel void address_spaces(global int *out, global const int *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int priv = in[i];
    loc[l] = 2 * in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    generic int *p = (i & 1) ? (generic int *)&priv : (generic int *)&loc[l];
    local int *pl = to_local(p);
    private int *pp = to_private(p);
    global int *pg = to_global(p);
    out[4 * i] = (pl != NULL) + 2 * (pp != NULL) + 4 * (pg != NULL);
    out[4 * i + 1] = pl ? *pl : (pp ? *pp + 1000 : -1);
    global int *g = to_global((generic int *)out);
    out[4 * i + 2] = (g == out) + 2 * (to_local((generic int *)out) == NULL)
        + 4 * (to_local((generic int *)&loc[l]) == &loc[l]);
    out[4 * i + 3] = local_or(p, -1) + local_or((generic int *)&loc[(l + 1) % 64], 0);
}
