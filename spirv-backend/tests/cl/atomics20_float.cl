// RUN: oclvk compile -cl-std=CL2.0 %s
// cl_ext_float_atomics on float and double in global, local, generic and private memory.
float add_through(atomic_float *p, float v) {
    return atomic_fetch_add(p, v) + atomic_fetch_min(p, v);
}

kernel void atomics20_float(global atomic_float *gf, global atomic_double *gd, global float *out) {
    local atomic_float lf;
    local atomic_double ld;
    atomic_float pf;
    atomic_init(&pf, 1.0f);
    if (get_local_id(0) == 0) {
        atomic_init(&lf, 0.0f);
        atomic_init(&ld, 0.0);
    }
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    float a = atomic_fetch_add(gf, 1.0f) + atomic_fetch_sub(gf, 2.0f);
    a += atomic_fetch_min(gf, 3.0f);
    a += atomic_fetch_max_explicit(gf, 1.0f, memory_order_relaxed, memory_scope_device);
    a += atomic_fetch_sub_explicit(&lf, 2.0f, memory_order_acq_rel, memory_scope_work_group);
    a += atomic_fetch_max(&lf, 1.0f) + atomic_exchange(&lf, a) + atomic_load(&lf);
    double d = atomic_fetch_add(gd, 1.0) + atomic_fetch_min(&ld, 2.0);
    d += atomic_fetch_sub(&ld, 1.0) + atomic_fetch_max(gd, 2.0);
    a += add_through(&lf, 1.0f) + add_through(gf, 2.0f) + add_through(&pf, 3.0f);
    out[get_global_id(0)] = a + (float)d;
}
