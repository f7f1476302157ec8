// RUN: oclvk compile -cl-std=CL2.0 %s
void accumulate(int *dst, const int *src, int n) {
    for (int i = 0; i < n; i++) dst[i] += src[i];
}

int first(int *p) { return *p; }

kernel void cl20_generic(global int *g, local int *scratch) {
    int priv[4] = {1, 2, 3, 4};
    size_t l = get_local_id(0);
    scratch[l] = (int)l;
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    accumulate(priv, g, 4);
    accumulate(g + 4, priv, 4);
    accumulate(&scratch[0], g, 2);
    int *p = priv;
    g[8] = first(p) + first(g) + first(scratch) + p[3];
}
