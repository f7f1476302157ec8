// Structs with 8- and 16-bit fields in memory (held as 32-bit words on the portable targets):
// a buffer of them read and written field by field and whole, a `local` array of them across
// a barrier, one by value (its bytes as hex: tag = 7, s = -3, v = 1000, c = {1, -2, 3}), two-byte
// records whose neighbours other work-items write, `local` arguments of such structs (several
// words an element) and of `ushort4`, a helper writing fields through a pointer, vload/vstore
// on a field array, a program-scope constant table of such structs, and atomics on 32-bit
// fields of such structs in a buffer and in `local` memory, signed min and max among them.
// RUN: -k tagged -g 128 -l 64 --arg in=rand:128:21 --arg recs=zeros:128 --arg out=zeros:128
// RUN: -k shared_records -g 128 -l 64 --arg in=rand:256:22 --arg out=zeros:128
// RUN: -k by_value -g 64 -l 64 --arg p=hex:07_00_fdff_e8030000_01fe03_00 --arg in=rand:64:23 --arg out=zeros:64 --arg back=zeros:64
// RUN: -k small_records -g 99 -l 33 --arg in=rand:99:24 --arg pairs=zeros:99 --arg out=zeros:99
// RUN: -k local_records -g 128 -l 64 --arg in=rand:128:25 --arg tile=local:64 --arg wide=local:64 --arg out=zeros:128
// RUN: -k helpers -g 128 -l 64 --arg in=rand:128:26 --arg recs=zeros:128 --arg out=zeros:128
// RUN: -k vloads -g 128 -l 64 --arg in=rand:128:27 --arg recs=zeros:128 --arg out=zeros:128
// RUN: -k lookup -g 64 -l 64 --arg out=zeros:64
// RUN: -k counters -g 256 -l 64 --arg in=rand:256:28 --arg recs=zeros:4 --arg out=zeros:256
// RUN: -k signed_extremes -g 256 -l 64 --arg in=rand:256:29 --arg recs=zeros:4 --arg out=zeros:256
typedef struct {
    uchar tag;
    short s;
    int v;
} Tagged;

typedef struct {
    uchar tag;
    char s;
    short v;
    float f;
    uchar3 c;
} Mixed;

typedef struct {
    uchar tag;
    short s;
    int v;
    char c[3];
} Params;

typedef struct {
    uchar a;
    char b;
} Pair;

kernel void tagged(global const int *in, global Tagged *recs, global int *out) {
    size_t i = get_global_id(0);
    int x = in[i];
    recs[i].tag = (uchar)x;
    recs[i].s = (short)(x >> 8);
    recs[i].v = x ^ 0x5a5a;
    Tagged t = recs[i];
    t.tag += 3;
    t.s = -t.s;
    if (i % 2 == 0) {
        recs[i] = t;
    }
    out[i] = t.tag + t.s + recs[i].s + recs[i].v;
}

kernel void shared_records(global const int *in, global int *out) {
    local Mixed tile[64];
    size_t l = get_local_id(0);
    size_t i = get_global_id(0);
    Mixed m;
    m.tag = (uchar)in[2 * i];
    m.s = (char)(in[2 * i] >> 8);
    m.v = (short)in[2 * i + 1];
    m.f = (float)m.v * 0.5f;
    m.c = (uchar3)(m.tag, (uchar)m.s, (uchar)(m.v >> 4));
    tile[l] = m;
    tile[l].s += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    Mixed n = tile[63 - l];
    out[i] = n.tag * 3 + n.s + n.v + (int)n.f + n.c.x + n.c.y * 2 + n.c.z * 5 + tile[l ^ 1].c.z;
}

kernel void by_value(Params p, global const short *in, global int *out, global Params *back) {
    size_t i = get_global_id(0);
    out[i] = p.tag * in[i] + p.s + p.v + p.c[0] + p.c[1] * 2 + p.c[2] * 3;
    back[i] = p;
    back[i].s = in[i];
}

kernel __attribute__((reqd_work_group_size(33, 1, 1)))
void small_records(global const uchar *in, global Pair *pairs, global short *out) {
    size_t i = get_global_id(0);
    Pair q = { in[i], (char)(in[i] - 128) };
    pairs[i] = q;
    pairs[i].b >>= 1;
    out[i] = pairs[i].a + pairs[i].b;
}

kernel void local_records(global const int *in, local Tagged *tile, local ushort4 *wide,
                          global int *out) {
    size_t l = get_local_id(0);
    int x = in[get_global_id(0)];
    tile[l].tag = (uchar)x;
    tile[l].s = (short)(x >> 4);
    tile[l].v = x;
    wide[l] = (ushort4)((ushort)x, (ushort)(x >> 16), 3, 4);
    wide[l].z = (ushort)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    Tagged t = tile[63 - l];
    ushort4 w = wide[63 - l];
    out[get_global_id(0)] = t.tag + t.s + t.v + w.x + w.y + w.z + w.w;
}

void mark(global Tagged *t, uchar k) {
    t->tag = k;
    t->s -= k;
}

kernel void helpers(global const int *in, global Tagged *recs, global int *out) {
    size_t i = get_global_id(0);
    recs[i].v = in[i];
    recs[i].s = (short)in[i];
    mark(&recs[i], (uchar)(i * 3));
    out[i] = recs[i].tag + recs[i].s;
}

typedef struct {
    uchar tag;
    char c[4];
} Chars;

kernel void vloads(global const uchar *in, global Chars *recs, global uint *out) {
    size_t i = get_global_id(0);
    recs[i].tag = in[i];
    vstore4((char4)(in[i], 2, 3, 4), 0, recs[i].c);
    char4 v = vload4(0, recs[i].c);
    out[i] = v.x + v.y * 2 + v.w + recs[i].tag;
}

constant Tagged table[2] = { { 1, -2, 3 }, { 4, 5, -6 } };

kernel void lookup(global int *out) {
    size_t i = get_global_id(0);
    Tagged t = table[i & 1];
    out[i] = t.tag + t.s * 10 + table[(i + 1) & 1].v * 100;
}

typedef struct {
    uchar tag;
    int count;
    uint bits;
    uint top;
} Counter;

kernel void counters(global const uint *in, global Counter *recs, global int *out) {
    local Counter shared_counter;
    size_t i = get_global_id(0);
    if (get_local_id(0) == 0) {
        shared_counter.tag = 1;
        shared_counter.count = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uint x = in[i];
    global Counter *c = &recs[x % 4];
    atomic_inc(&c->count);
    atomic_or(&c->bits, 1u << (x % 32));
    atomic_max(&c->top, x);
    int before = atomic_add(&shared_counter.count, (int)(x % 7) - 3);
    atomic_cmpxchg(&shared_counter.count, -1000, 5);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = (before < -1000) + shared_counter.count + shared_counter.tag;
}

typedef struct {
    uchar tag;
    int low;
    int high;
} Extremes;

// Signed: from 0, the minimum is negative and the maximum positive (compared unsigned, they
// would stay 0 and turn negative).
kernel void signed_extremes(global const uint *in, global Extremes *recs, global int *out) {
    local Extremes shared_extremes;
    size_t i = get_global_id(0);
    if (get_local_id(0) == 0) {
        shared_extremes.tag = 2;
        shared_extremes.low = 0;
        shared_extremes.high = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = (int)in[i];
    global Extremes *e = &recs[in[i] % 4];
    e->tag = 9;
    int low = atomic_min(&e->low, x);
    int high = atomic_max(&e->high, x);
    int shared_low = atomic_min(&shared_extremes.low, x >> 4);
    atomic_max(&shared_extremes.high, x >> 4);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = (shared_extremes.low ^ shared_extremes.high) + shared_extremes.tag +
             (low <= 0) + (high >= 0) * 2 + (shared_low >= shared_extremes.low) * 4;
}
