// OpenCL 2.0 program-scope `global` variables holding unions that start within a 32-bit word
// (held as the words they share with the variables before them on the portable targets): a
// 1-byte union after a 1-byte struct, then an array of 3-byte unions from byte 2, whose
// elements each work-item writes beside its neighbours' and reads back across two words.
// BUILD: -cl-std=CL2.0
// RUN: -k union_bytes -g 128 -l 64 --arg in=rand:128:42 --arg out=zeros:256

typedef union {
    uchar b;
    char c;
} Byte;

typedef struct {
    uchar set;
} Flag;

typedef union {
    uchar b[3];
    char c[3];
} Tri;

// Zero-initialized, placed by size: `flag` at byte 0, `last` at byte 1, `tris` from byte 2.
global Flag flag;
global Byte last;
global Tri tris[128];

kernel void union_bytes(global const uint *in, global uint *out) {
    size_t i = get_global_id(0);
    uint x = in[i];
    Tri t;
    t.b[0] = (uchar)x;
    t.b[1] = (uchar)(x >> 8);
    t.c[2] = (char)(x >> 16);
    tris[i] = t;
    tris[i].c[1] ^= (char)(x >> 24);
    if (i == 0) {
        flag.set = 7;
        last.c = -3;
    }
    Tri back = tris[i];
    out[2 * i] = back.b[0] | ((uint)back.b[1] << 8) | ((uint)back.b[2] << 16);
    out[2 * i + 1] = i == 0 ? flag.set + ((uint)last.b << 8) + (uint)last.c : (uint)back.c[2];
}
