// C11 `atomic_int`/`atomic_uint` fields of structs in a buffer (OpenCL 2.0; the struct is held
// as 32-bit words on the portable targets, naga-backend/src/records.rs): work-items of one group
// contending on them, then, after a barrier, atomic loads of them next to plain reads and
// writes of a plain field. Only order-independent results are written.
// PoCL here has no C11 atomic functions on `global` pointers, so the default target is the
// oracle (see tests/portable_runs.rs's header).
// BUILD: -cl-std=CL2.0
// ORACLE: vulkan1.2: PoCL's C11 atomics take no global pointers
// RUN: -k c11_fields -g 64 -l 64 --arg in=rand:64:34 --arg counters=zeros:4 --arg out=zeros:64
typedef struct {
    atomic_int hits;
    atomic_uint mask;
    int label;
} Counter;

kernel void c11_fields(global const int *in, global Counter *counters, global int *out) {
    size_t i = get_global_id(0);
    int x = in[i];
    global Counter *c = &counters[x & 3];
    atomic_fetch_add(&c->hits, 1);
    atomic_fetch_or_explicit(&c->mask, 1u << (i & 31), memory_order_relaxed);
    if (i < 4)
        counters[i].label = (int)i * 10;
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    out[i] = atomic_load(&counters[i & 3].hits) + counters[i & 3].label +
             (int)(atomic_load(&counters[i & 3].mask) & 0xff);
}
