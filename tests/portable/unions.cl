// Unions (held as their 32-bit words on the portable targets): type punning between float and
// uint, bytes of a word through a union in a buffer and in private memory, a struct holding
// a union, and a union by value (its bytes as hex: 0x3f800000, 1.0f).
// RUN: -k pun -g 256 -l 64 --arg in=rand:256:31 --arg bits=zeros:256 --arg back=zeros:256
// RUN: -k word_bytes -g 128 -l 64 --arg in=rand:128:32 --arg words=zeros:128 --arg out=zeros:128
// RUN: -k in_struct -g 64 -l 64 --arg in=rand:64:33 --arg recs=zeros:64 --arg out=zeros:64
// RUN: -k by_value -g 64 -l 64 --arg w=hex:0000803f --arg out=zeros:64
// RUN: -k inits -g 64 -l 64 --arg in=rand:64:34 --arg out=zeros:64
// RUN: -k constant_unions -g 64 -l 64 --arg out=zeros:64
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
