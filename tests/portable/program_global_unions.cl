// OpenCL 2.0 program-scope `global` variables holding unions and structs with 8/16-bit fields
// (held as the program-global block's 32-bit words on the portable targets): initial values,
// whole and partial-word stores (the bytes of a word other work-items share), reads through
// other members. Each work-item writes only its own slots.
// BUILD: -cl-std=CL2.0
// RUN: -k union_globals -g 128 -l 64 --arg in=rand:128:41 --arg out=zeros:384

typedef union {
    float f;
    uint u;
    uchar b[4];
} Word;

typedef struct {
    uchar tag;
    short s;
    uchar b[3];
} Small;

global Word words[128] = { { 1.0f }, { -2.5f } };
global Small smalls[128];
global Word single;

kernel void union_globals(global const uint *in, global uint *out) {
    size_t i = get_global_id(0);
    uint x = in[i];
    Word w = words[i];
    out[3 * i] = w.u;
    words[i].u = x;
    words[i].b[1] = (uchar)i;
    smalls[i].tag = (uchar)x;
    smalls[i].s = (short)(x >> 8);
    smalls[i].b[2] = (uchar)(x >> 24);
    Small s = smalls[i];
    out[3 * i + 1] = words[i].u + s.tag + (uint)s.s + s.b[2];
    if (i == 0) {
        single.f = 2.0f;
        single.b[0] = 1;
    }
    out[3 * i + 2] = i == 0 ? single.u : (uint)smalls[i].b[0] + smalls[i].b[2];
}
