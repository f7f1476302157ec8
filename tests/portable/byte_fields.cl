// Structs with 8- and 16-bit fields in memory (held as 32-bit words on the portable targets):
// a buffer of them read and written field by field and whole, a `local` array of them across
// a barrier, one by value (its bytes as hex: tag = 7, s = -3, v = 1000, c = {1, -2, 3}).
// RUN: -k tagged -g 128 -l 32 --arg in=rand:128:21 --arg recs=zeros:128 --arg out=zeros:128
// RUN: -k shared_records -g 128 -l 64 --arg in=rand:256:22 --arg out=zeros:128
// RUN: -k by_value -g 64 -l 32 --arg p=hex:07_00_fdff_e8030000_01fe03_00 --arg in=rand:64:23 --arg out=zeros:64 --arg back=zeros:64
// RUN: -k small_records -g 99 -l 33 --arg in=rand:99:24 --arg pairs=zeros:99 --arg out=zeros:99
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

kernel void small_records(global const uchar *in, global Pair *pairs, global short *out) {
    size_t i = get_global_id(0);
    Pair q = { in[i], (char)(in[i] - 128) };
    pairs[i] = q;
    pairs[i].b >>= 1;
    out[i] = pairs[i].a + pairs[i].b + pairs[((uint)i + 1) % 99].a;
}
