// OpenCL C 2.0 generic pointers chosen at run time among a private int (in[i] + 1, i % 3 == 0),
// a local element (2 * in[i], i % 3 == 1) and a global one (3 * in[i]): read, written, passed to
// a helper, selected against the global element, asked for their address space and used by an
// atomic.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: generic_any 192/64 out=zeros:1152 in=each:192:i*9-700 scratch=zeros:192
// expect: out = each: (i % 3 == 0 ? in[i] + 1 : i % 3 == 1 ? 2 * in[i] : 3 * in[i]); (i % 3 == 0 ? in[i] + 1 : i % 3 == 1 ? 2 * in[i] : 3 * in[i]) + 100; \
//   (i & 1) != 0 | i % 3 == 2 ? (i % 3 == 0 ? in[i] + 1 : i % 3 == 1 ? 2 * in[i] : 3 * in[i]) + 1100 : 3 * in[i]; \
//   i % 3 == 0 ? 4 : i % 3 == 1 ? 2 : 1; (i % 3 == 0 ? in[i] + 1 : i % 3 == 1 ? 2 * in[i] : 3 * in[i]) + 107; 6 * in[i] + 108
int get(generic int *p) { return *p; }
kernel void generic_any(global int *out, global const int *in, global int *scratch) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int priv = in[i] + 1;
    loc[l] = in[i] * 2;
    scratch[i] = in[i] * 3;
    barrier(CLK_LOCAL_MEM_FENCE);
    generic int *p;
    if (i % 3 == 0)
        p = &priv;
    else if (i % 3 == 1)
        p = &loc[l];
    else
        p = scratch + i;
    out[6 * i] = *p;
    *p += 100;
    out[6 * i + 1] = get(p);
    generic int *q = (i & 1) ? p : (generic int *)&scratch[i];
    out[6 * i + 2] = q[0] + (q == p) * 1000;
    out[6 * i + 3] = (to_global(p) != NULL) + 2 * (to_local(p) != NULL) + 4 * (to_private(p) != NULL);
    atomic_fetch_add((generic atomic_int *)p, 7);
    out[6 * i + 4] = *p;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[6 * i + 5] = priv + loc[l] + scratch[i];
}
