// One helper called by two kernels with each kernel's `local` argument, a `local` array, a
// private array and a buffer: a SPIR-V function per kernel argument array, one per module
// array, one per frame object type, one for every buffer.
void fill(local int *p, int v) { p[get_local_id(0)] = v; }
int sum2(const int *p) { return p[0] + p[1]; }
int first(global const int *p) { return p[0]; }

kernel void a(global int *out, local int *scratch) {
    local int table[64];
    int pair[2] = {1, 2};
    fill(scratch, 3);
    fill(table, 4);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = scratch[0] + table[0] + sum2(pair) + first(out);
}

kernel void b(global int *out, global const int *in, local int *tmp) {
    long wide[2] = {5, 6};
    int pair[2] = {(int)wide[0], (int)wide[1]};
    fill(tmp, 7);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tmp[0] + sum2(pair) + first(in) + first(out);
}
