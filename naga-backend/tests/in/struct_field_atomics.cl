// targets: wgsl msl hlsl spvasm
// options: -cl-std=CL2.0
// Atomics on 32-bit integer fields of structs make the struct held as 32-bit words in memory
// (records.rs): the atomic acts on its field's word (a signed min by a compare-exchange loop),
// a plain read loads the word, a whole-struct copy goes word by word; in a buffer, through a
// helper's pointer, in a `local` array, in a program-scope variable, and a C11 `atomic_int`
// field. A struct nothing acts on atomically stays a naga struct.
typedef struct {
    int count;
    uint bits;
    int lo;
    float scale;
} Bin;

typedef struct {
    int first;
    int second;
} Plain;

typedef struct {
    atomic_int hits;
    int label;
} Counter;

global Bin program_bin;

void tally(volatile global int *count) { atomic_inc(count); }

kernel void buffer_bins(global const int *in, global Bin *bins, global Plain *plain) {
    size_t i = get_global_id(0);
    int x = in[i];
    tally(&bins[i & 7].count);
    atomic_or(&bins[i & 7].bits, 1u << (x & 31));
    atomic_min(&bins[i & 7].lo, x);
    Plain p = {bins[i].count, (int)bins[i].scale};
    plain[i] = p;
    bins[i + 8] = bins[i];
}

kernel void local_bins(global const int *in, global Bin *out) {
    local Bin tile[4];
    size_t l = get_local_id(0);
    if (l < 4) {
        Bin start = {0, 0u, 0, 1.5f};
        tile[l] = start;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&tile[in[l] & 3].count, 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 4)
        out[l] = tile[l];
}

kernel void program_scope(global Bin *out, global Counter *counters) {
    atomic_max(&program_bin.lo, (int)get_global_id(0));
    atomic_fetch_add(&counters[get_global_id(0) & 1].hits, 2);
    counters[0].label = 5;
    out[0] = program_bin;
}
