// A union, held as its 32-bit words in registers and memory: a float's bits read as a uint,
// a byte of it written in private memory (read, cleared and set) and in a buffer (atomically).
typedef union {
    float f;
    uint u;
    uchar b[4];
} Word;

kernel void unions(global const float *in, global Word *words, global uint *out) {
    size_t i = get_global_id(0);
    Word w;
    w.f = in[i];
    w.b[3] = 0x3f;
    out[i] = w.u;
    words[i] = w;
    words[i].b[0] = (uchar)i;
}
