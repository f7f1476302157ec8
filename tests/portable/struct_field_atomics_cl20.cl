// Atomics on fields of OpenCL 2.0's program-scope `global` structs (held as 32-bit words on the
// portable targets, naga-backend/src/records.rs): an array of them and one alone, contended on
// by 1.x atomics and read plainly and copied whole after a barrier, a plain variable beside.
// Only order-independent results are written (no atomic's old value), so every path agrees.
// BUILD: -cl-std=CL2.0
// RUN: -k program_stats -g 64 -l 64 --arg in=rand:64:33 --arg out=zeros:5 --arg reads=zeros:64
typedef struct {
    int hits;
    uint mask;
    int peak;
} Stat;

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
