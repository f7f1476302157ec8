// RUN: oclvk compile -cl-std=CL2.0 %s
// Generic pointers whose address space is known only at run time on Vulkan (the byte-addressed
// homes), pointers returned from helpers and address-space queries, for every target.
typedef struct { private int *p; int n; } Cursor;
typedef union { float f; uint u; } FU;

int bump(generic int *p, int k) { *p += k; return *p; }
generic int *pick(generic int *a, generic int *b, int c) { return c ? a : b; }
private int *advance(private int *a, int k) { return a + k; }
int read_at(Cursor c) { return c.p[c.n]; }
uint bits(generic FU *p) { return p->u; }
int get_private(generic int *p);

kernel void either_home(global int *out, global const int *in, local int *la) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    local atomic_int counter;
    int priv[2] = {in[i], -in[i]};
    loc[l] = in[i];
    la[l] = (int)l;
    if (l == 0) atomic_init(&counter, 0);
    barrier(CLK_LOCAL_MEM_FENCE);
    generic int *p = (i & 1) ? (generic int *)&priv[1] : (generic int *)&loc[l];
    out[8 * i] = bump(p, 3);
    generic int *q = pick(p, (generic int *)la, (int)(i & 2));
    out[8 * i + 1] = *q + (int)((uintptr_t)q >> 31);
    local int *ql = to_local(q);
    private int *qp = to_private(q);
    out[8 * i + 2] = (ql != NULL) + 2 * (qp != NULL) + 4 * (to_global(q) != NULL);
    Cursor c = {advance(priv, 1), 0};
    out[8 * i + 3] = read_at(c);
    local uchar *lb = (local uchar *)la;
    out[8 * i + 4] = lb[4 * l];
    atomic_fetch_add(&counter, 1);
    FU u;
    u.f = (float)in[i];
    generic FU *gu = (generic FU *)&u;
    out[8 * i + 5] = (int)bits(gu);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[8 * i + 6] = atomic_load(&counter);
    out[8 * i + 7] = (int)((local int *)(uintptr_t)&loc[l] - loc);
    generic int *any = (i & 4) ? (generic int *)&out[8 * i] : (generic int *)priv;
    if (i & 8) any = &loc[l];
    *any += 1;
    out[8 * i + 7] += (to_global(any) != NULL) + get_private(any);
}

int get_private(generic int *p) { private int *q = to_private(p); return q ? *q : 0; }
