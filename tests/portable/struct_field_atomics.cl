// Atomics on 32-bit integer fields of structs (on the portable targets such a struct is held as
// 32-bit words, naga-backend/src/records.rs): work-items of one group contending on the fields
// of eight records in a buffer (1.x `atomic_*` and `atom_*`, a signed min and max, a helper
// taking a pointer to a field), then, after a barrier, plain reads of those fields and
// whole-struct copies; a `local` array of such records initialized whole, contended on,
// and copied out whole, the same through a `local` argument; a struct nested in another, reached
// through a pointer variable; records nobody acts on atomically stay plain structs beside them.
// Only order-independent results are written (no atomic's old value), so every path agrees.
// RUN: -k buffer_bins -g 64 -l 64 --arg in=rand:64:31 --arg bins=zeros:8 --arg copies=zeros:8 --arg out=zeros:64
// RUN: -k local_bins -g 256 -l 64 --arg in=rand:256:32 --arg sums=zeros:16 --arg out=zeros:256
// RUN: -k local_arg_bins -g 128 -l 64 --arg in=rand:128:35 --arg tile=local:2 --arg sums=zeros:4
// RUN: -k nested -g 64 -l 64 --arg in=rand:64:36 --arg shelves=zeros:3
typedef struct {
    int count;
    int total;
    uint bits;
    int lo;
    int hi;
    float scale;
} Bin;

typedef struct {
    int first;
    int second;
} Plain;

void tally(volatile global int *total, int by) { atomic_add(total, by); }

kernel void buffer_bins(global const int *in, global Bin *bins, global Bin *copies,
                        global int *out) {
    size_t i = get_global_id(0);
    int x = in[i];
    if (i < 8) {
        Bin start = {0, 0, 0u, 0x7fffffff, -0x7fffffff - 1, 0.5f};
        bins[i] = start;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    global Bin *b = &bins[i & 7];
    atomic_inc(&b->count);
    tally(&b->total, x & 0xff);
    atom_or(&b->bits, 1u << (x & 31));
    atomic_min(&bins[i & 7].lo, x);
    atomic_max(&b->hi, x);
    barrier(CLK_GLOBAL_MEM_FENCE);
    Plain p = {b->count, b->total};
    out[i] = p.first + p.second + (int)(b->bits & 0xffff) + (b->lo >> 8) - (b->hi >> 8);
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (i < 8) {
        Bin c = bins[i];
        c.scale *= (float)c.count;
        copies[i] = c;
        bins[i].total = c.total + 1;
    }
}

kernel void local_bins(global const int *in, global Bin *sums, global int *out) {
    local Bin tile[4];
    size_t l = get_local_id(0);
    int x = in[get_global_id(0)];
    if (l < 4) {
        Bin start = {0, 0, 0u, 0x7fffffff, -0x7fffffff - 1, 2.0f};
        tile[l] = start;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    local Bin *t = &tile[x & 3];
    atomic_add(&t->count, 1);
    atomic_sub(&t->total, x & 0xfff);
    atomic_xor(&t->bits, (uint)x);
    atomic_min(&t->lo, x);
    atom_max(&t->hi, x);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = t->count * 3 + (t->hi ^ t->lo);
    if (l < 4) {
        Bin c = tile[l];
        c.scale += (float)c.count;
        sums[get_group_id(0) * 4 + l] = c;
    }
}

kernel void local_arg_bins(global const int *in, local Bin *tile, global Bin *sums) {
    size_t l = get_local_id(0);
    int x = in[get_global_id(0)];
    if (l < 2) {
        Bin start = {0, 0, 0u, 0x7fffffff, -0x7fffffff - 1, 1.0f};
        tile[l] = start;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&tile[x & 1].count);
    atomic_add(&tile[x & 1].total, x >> 4);
    atomic_cmpxchg(&tile[x & 1].bits, 0u, 0x5au);
    atomic_max(&tile[x & 1].hi, x);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 2)
        sums[get_group_id(0) * 2 + l] = tile[l];
}

typedef struct {
    int tag;
    Bin bins[2];
} Shelf;

kernel void nested(global const int *in, global Shelf *shelves) {
    size_t i = get_global_id(0);
    int x = in[i];
    if (i < 2)
        shelves[i].tag = (int)i + 40;
    volatile global int *count = &shelves[x & 1].bins[(x >> 1) & 1].count;
    atomic_inc(count);
    atomic_min(&shelves[x & 1].bins[(x >> 1) & 1].lo, x);
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (i == 0)
        shelves[2] = shelves[1];
}
