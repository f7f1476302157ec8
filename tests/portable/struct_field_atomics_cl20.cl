// OpenCL 2.0's side of atomics on struct fields (held as 32-bit words on the portable targets,
// naga-backend/src/records.rs): program-scope `global` structs, an array of them and one alone,
// contended on by 1.x atomics and read plainly and copied whole after a barrier; and C11
// `atomic_int`/`atomic_uint` fields of structs in a buffer next to a plain field.
// Only order-independent results are written (no atomic's old value), so every path agrees.
// BUILD: -cl-std=CL2.0
// RUN: -k program_stats -g 256 -l 256 --arg in=rand:256:33 --arg out=zeros:5 --arg reads=zeros:256
// RUN: -k c11_fields -g 256 -l 256 --arg in=rand:256:34 --arg counters=zeros:4 --arg out=zeros:256
typedef struct {
    int hits;
    uint mask;
    int peak;
} Stat;

typedef struct {
    atomic_int hits;
    atomic_uint mask;
    int label;
} Counter;

global Stat stats[4];
global Stat single = {0, 0u, -100};
global int beside = 7;

kernel void program_stats(global const int *in, global Stat *out, global int *reads) {
    size_t i = get_global_id(0);
    int x = in[i];
    atomic_inc(&stats[x & 3].hits);
    atomic_or(&stats[x & 3].mask, 1u << (i & 31));
    atomic_max(&single.peak, x);
    atomic_add(&single.hits, 1);
    barrier(CLK_GLOBAL_MEM_FENCE);
    reads[i] = stats[i & 3].hits + single.hits + (int)(stats[i & 3].mask >> 16) + beside;
    if (i < 4)
        out[i] = stats[i];
    if (i == 4)
        out[4] = single;
}

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
