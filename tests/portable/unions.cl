// Unions (held as their 32-bit words on the portable targets): type punning between float and
// uint, bytes of a word through a union in a buffer and in private memory, a struct holding
// a union, and a union by value (its bytes as hex: 0x3f800000, 1.0f); a union starting
// within a word (after a `char` field) and running into the next one, in a buffer, `local`
// memory and a private variable; unions at a byte of their word known only at run time
// (elements of arrays of 3- and 6-byte records indexed at run time), read across two words and
// written beside other work-items' bytes, in a buffer, `local` memory and a private array;
// pointers into private unions (whole ones, an array element indexed at run time, a member of a
// struct) passed to helpers that write and read them.
// RUN: -k pun -g 256 -l 64 --arg in=rand:256:31 --arg bits=zeros:256 --arg back=zeros:256
// RUN: -k word_bytes -g 128 -l 64 --arg in=rand:128:32 --arg words=zeros:128 --arg out=zeros:128
// RUN: -k in_struct -g 64 -l 64 --arg in=rand:64:33 --arg recs=zeros:64 --arg out=zeros:64
// RUN: -k by_value -g 64 -l 64 --arg w=hex:0000803f --arg out=zeros:64
// RUN: -k inits -g 64 -l 64 --arg in=rand:64:34 --arg out=zeros:64
// RUN: -k constant_unions -g 64 -l 64 --arg out=zeros:64
// RUN: -k straddling -g 128 -l 64 --arg in=rand:128:35 --arg recs=zeros:128 --arg out=zeros:128
// RUN: -k straddled_arg -g 64 -l 64 --arg s=hex:1100223344005500 --arg out=zeros:64
// RUN: -k run_time_bytes -g 128 -l 64 --arg in=rand:128:36 --arg tris=zeros:128 --arg sixes=zeros:128 --arg pairs=zeros:128 --arg out=zeros:256
// RUN: -k private_helpers -g 64 -l 64 --arg in=rand:64:37 --arg out=zeros:256
typedef union {
    float f;
    uint u;
    uchar b[4];
    ushort h[2];
} Word;

typedef struct {
    uchar kind;
    Word w;
} Boxed;

kernel void pun(global const float *in, global uint *bits, global float *back) {
    size_t i = get_global_id(0);
    Word w;
    w.f = in[i];
    bits[i] = w.u;
    w.u ^= 0x80000000u;
    back[i] = w.f;
}

kernel void word_bytes(global const uint *in, global Word *words, global uint *out) {
    size_t i = get_global_id(0);
    words[i].u = in[i] * 2654435761u;
    Word w = words[i];
    uchar t = w.b[0];
    w.b[0] = w.b[3];
    w.b[3] = t;
    out[i] = w.u + w.h[1];
    words[i].b[1] = (uchar)i;
    words[i].h[1] += 1;
}

kernel void in_struct(global const uint *in, global Boxed *recs, global uint *out) {
    size_t i = get_global_id(0);
    Boxed b;
    b.kind = (uchar)(i & 3);
    b.w.u = in[i];
    recs[i] = b;
    recs[i].w.b[2] = b.kind;
    out[i] = recs[i].w.u + recs[i].kind;
}

kernel void by_value(Word w, global uint *out) {
    size_t i = get_global_id(0);
    out[i] = w.u + w.b[3] + (uint)(w.f * 4.0f) + i;
}

typedef struct {
    uchar tag;
    short s;
    int v;
} Tagged;

typedef struct {
    uchar tag;
    char c[4];
} Chars;

kernel void inits(global const float *in, global uint *out) {
    size_t i = get_global_id(0);
    Word w = { in[i] };
    Tagged t = { 1, -2, 3 };
    Chars c = { 5, { 1, 2, 3, 4 } };
    out[i] = w.u + w.b[1] + t.s + c.c[2];
}

typedef struct {
    uchar k;
    Word w;
} Box;

constant Word one = { 1.0f };
constant Box boxes[2] = { { 1, { 2.0f } }, { 3, { -0.5f } } };

kernel void constant_unions(global uint *out) {
    size_t i = get_global_id(0);
    Box b = boxes[i & 1];
    out[i] = one.u + b.k + b.w.u + boxes[1].w.b[3] + (uint)i;
}

typedef union {
    uchar b[3];
    ushort h;
} Odd;

// `o` lies at bytes 2-5: the top half of the first word, the bottom half of the second.
typedef struct {
    uchar tag;
    Odd o;
    uchar tail;
} Straddled;

kernel void straddling(global const uint *in, global Straddled *recs, global uint *out) {
    local Straddled shared[64];
    size_t i = get_global_id(0), l = get_local_id(0);
    uint x = in[i];
    Straddled r = recs[i];
    r.tag = (uchar)x;
    r.o.b[0] = (uchar)(x >> 8);
    r.o.b[1] = (uchar)(x >> 16);
    r.o.b[2] = (uchar)(x >> 24);
    r.tail = (uchar)~x;
    shared[l] = r;
    barrier(CLK_LOCAL_MEM_FENCE);
    Odd o = shared[63 - l].o;
    barrier(CLK_LOCAL_MEM_FENCE);
    shared[l].o = o;
    recs[i] = r;
    Odd p = recs[i].o;
    p.h += 1;
    recs[i].o = p;
    out[i] = o.h | ((uint)o.b[2] << 16) | ((uint)shared[l].o.b[0] << 24);
}

kernel void straddled_arg(Straddled s, global uint *out) {
    size_t i = get_global_id(0);
    Odd o = s.o;
    out[i] = o.h + ((uint)o.b[2] << 16) + s.tag + ((uint)s.tail << 24) + (uint)i;
}

typedef union {
    uchar b[3];
    char c[3];
} Tri;

// `t` lies at byte 6i + 1 of element i: its byte within the word is known only at run time.
typedef struct {
    uchar tag;
    Tri t;
    ushort h;
} Six;

// 2-byte aligned: element i starts at byte 0 or 2 of its word.
typedef union {
    ushort h[3];
    short s;
} Hexad;

kernel void run_time_bytes(global const uint *in, global Tri *tris, global Six *sixes,
                           global Hexad *pairs, global uint *out) {
    local Tri shared[64];
    size_t i = get_global_id(0), l = get_local_id(0);
    uint x = in[i];
    Tri u;
    u.b[0] = (uchar)x;
    u.b[1] = (uchar)(x >> 8);
    u.c[2] = (char)(x >> 16);
    tris[i] = u;
    shared[l] = u;
    barrier(CLK_LOCAL_MEM_FENCE);
    Tri v = shared[(l + 5) & 63];
    barrier(CLK_LOCAL_MEM_FENCE);
    shared[l] = v;
    sixes[i].t = v;
    sixes[i].tag = (uchar)l;
    sixes[i].h = (ushort)(x >> 12);
    Tri w = sixes[i].t;
    Tri back = tris[i];
    Tri ring[5];
    for (int k = 0; k < 5; k++)
        ring[k] = k & 1 ? w : back;
    ring[x % 5].c[1] = (char)x;
    Tri r = ring[(x >> 3) % 5];
    Hexad p;
    p.h[0] = (ushort)x;
    p.h[1] = (ushort)(x >> 16);
    p.h[2] = (ushort)(x ^ 0x5a5a);
    pairs[i] = p;
    Hexad q = pairs[i];
    pairs[i].s = (short)(q.h[2] - 7);
    out[2 * i] = w.b[0] | ((uint)w.b[1] << 8) | ((uint)(uchar)w.c[2] << 16) |
                 ((uint)sixes[i].tag << 24);
    out[2 * i + 1] = back.b[0] + back.b[1] * 3u + (uint)back.c[2] * 5u + (uint)shared[l].c[1] +
                     r.b[0] * 7u + (uint)r.c[1] * 11u + r.b[2] + q.h[1] * 13u + (uint)q.s;
}

void set_top(Word *w, uint x) {
    w->u = x;
    w->b[3] = (uchar)(x >> 5);
}

uint odd_bytes(Odd *o) {
    o->h += 3;
    return o->b[0] + ((uint)o->b[1] << 8) + ((uint)o->b[2] << 16);
}

void mix_tri(Tri *t, uchar k) {
    t->c[1] = (char)(t->b[0] ^ k);
}

kernel void private_helpers(global const uint *in, global uint *out) {
    size_t i = get_global_id(0);
    uint x = in[i];
    Word w;
    set_top(&w, x);
    Odd o = { { (uchar)x, (uchar)(x >> 8), (uchar)(x >> 16) } };
    uint b = odd_bytes(&o);
    Tri ts[4];
    for (int k = 0; k < 4; k++) {
        ts[k].b[0] = (uchar)(x >> (8 * k));
        ts[k].b[1] = (uchar)k;
        ts[k].b[2] = (uchar)i;
    }
    mix_tri(&ts[x & 3], (uchar)i);
    Straddled st = { (uchar)i, { { (uchar)(x >> 24), (uchar)x, (uchar)(x >> 8) } }, (uchar)~x };
    uint sb = odd_bytes(&st.o);
    out[4 * i] = w.u + w.h[0];
    out[4 * i + 1] = b + ((uint)o.b[2] << 24) + o.h;
    out[4 * i + 2] = ts[0].b[1] | ((uint)ts[1].b[1] << 8) | ((uint)ts[2].b[1] << 16) |
                     ((uint)ts[3].b[1] << 24);
    out[4 * i + 3] = sb + ((uint)st.o.b[0] << 24) + st.tag + ((uint)st.tail << 8) + st.o.h;
}
