// Helpers taking pointers, each reached with several forms of argument (two buffers of a
// kernel, a `local` array, a private array, a struct member, a pointer variable, through
// another helper): the `specialize-pointer-arguments` stage makes one function per form.
// RUN: -k forms -g 64 -l 64 --arg a=rand:64:1 --arg b=rand:64:2 --arg out=zeros:64
// RUN: -k members -g 64 -l 64 --arg data=rand:64:3 --arg pairs=zeros:128
typedef struct {
    uint a;
    uint b;
} Pair;

void bump_global(global uint *p, uint v) { *p += v; }
void bump_local(local uint *p, uint v) { *p += v; }
void bump_private(uint *p, uint v) { *p += v; }

void twice_private(uint *p, uint v) {
    bump_private(p, v);
    bump_private(p + 1, v * 2u);
}

kernel void forms(global const uint *a, global const uint *b, global uint *out) {
    local uint shared[64];
    size_t i = get_local_id(0);
    size_t g = get_global_id(0);
    uint mine[2] = { a[g], b[g] };
    shared[i] = a[g] ^ b[g];
    bump_local(&shared[i], 5u);
    twice_private(mine, 3u);
    bump_private(&mine[1], 1u);
    out[g] = 0u;
    bump_global(out + g, mine[0] * 7u + mine[1]);
    bump_global(&out[g], shared[i]);
    global uint *p = out;
    p += g;
    bump_global(p, 1u);
}

void count(global Pair *pair, uint v) {
    bump_global(&pair->b, v);
    pair->a = v >> 3;
}

kernel void members(global const uint *data, global Pair *pairs) {
    size_t g = get_global_id(0);
    pairs[g].b = 11u;
    count(&pairs[g], data[g]);
    count(pairs + g, 1u);
}
