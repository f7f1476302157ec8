// Unions: type punning in private memory, members through global pointers, nested records,
// unions in local memory, by-value union arguments, whole-union copies.
typedef union { float f; uint u; uchar b[4]; ushort h[2]; } Pun;
typedef struct { char tag; union { double d; int2 i; float4 v; } val; } Boxed;
typedef union { struct { short lo, hi; } parts; int whole; bool flag; } Split;
union Wide { float8 f; ulong4 l; };

kernel void unions(global uint *o, global Pun *g, Pun pv, global Boxed *bx, global float *fo) {
    size_t i = get_global_id(0);
    local Pun shared[4];
    Pun p;
    p.f = (float)i + 0.5f;
    o[4 * i] = p.u;
    p.b[1] = (uchar)i;
    o[4 * i + 1] = p.u + p.h[1];
    Split s;
    s.whole = (int)i * 65537;
    s.parts.hi += 1;
    o[4 * i + 2] = (uint)s.whole + pv.b[0] + s.flag;
    shared[i & 3] = p;
    shared[i & 3].h[0] = 7;
    barrier(CLK_LOCAL_MEM_FENCE);
    o[4 * i + 3] = shared[i & 3].u;
    g[i].f = fo[i];
    g[i].b[3] ^= 0x80;
    fo[i] = g[i].f;
    Boxed b = bx[i];
    b.val.i.y += 1;
    bx[i] = b;
    union Wide w;
    w.f = (float8)(1.0f);
    w.l.s2 = 0;
    fo[i] += w.f.s5 + w.f.s4;
}

typedef union { int i; bool b; } IntOrBool;
kernel void union_bool(global IntOrBool *u, global int *o) {
    size_t i = get_global_id(0);
    IntOrBool v = u[i];
    o[i] = v.b + u[i].b;
    u[i].b = o[i] > 1;
}

typedef struct __attribute__((packed)) { char c; int i; } PackedPair;
typedef union { PackedPair p; int words[2]; } WithPacked;
kernel void union_packed(global int *o) {
    size_t i = get_global_id(0);
    WithPacked w;
    w.words[0] = 0;
    w.words[1] = 0;
    w.p.i = (int)i + 0x01020304;
    o[i] = w.words[0] + w.words[1];
}
