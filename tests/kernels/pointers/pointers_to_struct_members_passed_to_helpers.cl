// Pointers to struct members passed to helpers, which write through them: a struct nested in a
// private struct, in an array of structs, a member's member array; a helper taking the outer
// struct passes its member on; a struct whose bytes are also read through a `uchar *` (its home
// is byte-addressed) and a union member of a private struct; members of `local` structs (of an
// array, a single one, a `local` argument's element, and a byte-addressed `local` home's); a
// helper given the outer struct passes members of its members and of its array's elements on,
// and the helper they reach passes an element of its member array further.
// targets: vulkan1.2 vulkan1.3 opencl
// run: member_pointers 64/32 out=zeros:832
// expect: out = each: 5 + i; 5; i % 3 + 2 + i; 10 * (i % 3) + 3; 5 + i; 14 + i; 8; 3; 43 + i; \
//   0x01000005; 0x01000005; i % 32; 103 + i
// run: local_member_pointers 64/32 out=zeros:256 arg=local:32
// expect: out = each: 7 * (i % 32); i + 3; 11 + i; i / 32 * 32 + 3
// run: deep_member_pointers 16/8 out=zeros:64
// expect: out = each: 14 + 4 * i; i % 4 + i + 11; i % 4 + 6; 12
typedef struct { ushort h; uchar b[3]; } Odd;
typedef struct { uchar tag; Odd o; uchar tail; } S;
typedef struct { int n; S arr[3]; } Many;
typedef union { uint u; uchar b[4]; } Word;
typedef struct { uchar tag; Word w; } Boxed;

uint bump(Odd *o) { o->h += 3; return o->b[2]; }
uint bump_homed(Odd *o) { o->h += 3; return o->b[2]; }
uint bump_local(local Odd *o) { o->h += 3; return o->b[2]; }
uint next_byte(uchar *b) { return b[1]; }
uint through(S *s) { return bump(&s->o) + s->tail; }
uint set_top(Word *w) {
    w->b[3] = 1;
    return w->u;
}

kernel void member_pointers(global uint *out) {
    size_t i = get_global_id(0), l = get_local_id(0);
    global uint *o = out + 13 * i;
    S s = {1, {2, {3, 4, (uchar)(5 + i)}}, 9};
    o[0] = bump(&s.o);
    o[1] = s.o.h;
    Many m;
    m.n = 0;
    for (int k = 0; k < 3; k++) {
        m.arr[k].tag = (uchar)k;
        m.arr[k].o.h = (ushort)(10 * k);
        m.arr[k].o.b[0] = (uchar)k;
        m.arr[k].o.b[1] = (uchar)(k + 1);
        m.arr[k].o.b[2] = (uchar)(k + 2 + i);
        m.arr[k].tail = (uchar)(20 + k);
    }
    size_t j = i % 3;
    o[2] = bump(&m.arr[j].o);
    o[3] = m.arr[j].o.h;
    o[4] = next_byte(&s.o.b[1]);
    o[5] = through(&s);
    o[6] = s.o.h;
    S h = {7, {(ushort)(40 + i), {1, 2, 3}}, 4};
    uchar *bytes = (uchar *)&h;
    o[7] = bump_homed(&h.o);
    o[8] = bytes[2] | (uint)bytes[3] << 8;
    Boxed bx;
    bx.tag = 0;
    bx.w.u = 5;
    o[9] = set_top(&bx.w);
    o[10] = bx.w.u;
    local S ls[32];
    ls[l].tag = 0;
    ls[l].o.h = (ushort)(100 + i);
    ls[l].o.b[2] = (uchar)l;
    ls[l].tail = 0;
    o[11] = bump_local(&ls[l].o);
    o[12] = ls[l].o.h;
}

typedef struct { uint h; uint b[3]; } Wide;
typedef struct { uint tag; Wide o; uint tail; } Pair;

uint bump_wide(local Wide *o) { o->h += 3; return o->b[2]; }
uint first(local uint *p) { return p[0]; }

kernel void local_member_pointers(global uint *out, local Pair *arg) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local Pair ls[32];
    local Pair one;
    ls[l].o.h = (uint)i;
    ls[l].o.b[2] = (uint)(7 * l);
    out[4 * i] = bump_wide(&ls[l].o);
    out[4 * i + 1] = ls[l].o.h;
    arg[l].o.h = 2;
    arg[l].o.b[1] = (uint)i;
    arg[l].o.b[2] = 11;
    out[4 * i + 2] = bump_wide(&arg[l].o) + first(&arg[l].o.b[1]);
    if (l == 0) {
        one.o.h = (uint)i;
        one.o.b[2] = 9;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 1)
        bump_wide(&one.o);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[4 * i + 3] = one.o.h;
}

typedef struct { int n; S in; S arr[4]; } Deep;

uint bump_twice(Odd *o) { o->h += 3; return o->b[2] + next_byte(&o->b[0]); }
uint deeper(Deep *d, int k) { return bump_twice(&d->arr[k].o) + bump_twice(&d->in.o); }

kernel void deep_member_pointers(global uint *out) {
    size_t i = get_global_id(0);
    Deep d;
    d.n = 1;
    for (int k = 0; k < 4; k++) {
        d.arr[k].o.h = (ushort)k;
        d.arr[k].o.b[0] = 1;
        d.arr[k].o.b[1] = 2;
        d.arr[k].o.b[2] = (uchar)(k + i);
    }
    d.in.o.h = 9;
    d.in.o.b[0] = 1;
    d.in.o.b[1] = 4;
    d.in.o.b[2] = 5;
    uint acc = 0;
    for (int k = 0; k < 4; k++)
        acc += bump_twice(&d.arr[k].o);
    out[4 * i] = acc;
    out[4 * i + 1] = deeper(&d, (int)(i % 4));
    out[4 * i + 2] = d.arr[i % 4].o.h;
    out[4 * i + 3] = d.in.o.h;
}
