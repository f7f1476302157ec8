// Private pointers returned from helpers (pick, advance), held in private structs and arrays of
// structs, and a local pointer returned from a helper; a[k] = in[i] + k, b[k] = 10 * k - i with
// b[3] set to 77 through a returned pointer.
// targets: vulkan1.2 vulkan1.3
// run: returned_pointers 128/64 out=zeros:1024 in=each:128:i*3-50
// expect: out = each: i & 1 ? in[i] + 2 : 20 - i; 77; in[i] + 1; \
//   i % 4 == 3 ? 154 : 2 * (10 * (i % 4) - i); i & 1 ? -2 * i : 2 * in[i] + 3; \
//   i % 64 < 32 ? 5 * (i % 64 + 32) : 5 * (i % 64 - 32); 13; 3
typedef struct { int *p; int n; } Cursor;
int *pick(int *a, int *b, int c) { return c ? a : b; }
int *advance(int *a, int k) { return a + k; }
int read_at(Cursor c) { return c.p[c.n]; }
local int *local_half(local int *base, int second) { return second ? base + 32 : base; }
kernel void returned_pointers(global int *out, global const int *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int lx[64];
    int a[4], b[4];
    for (int k = 0; k < 4; k++) {
        a[k] = in[i] + k;
        b[k] = 10 * k - (int)i;
    }
    int *p = pick(a, b, (int)(i & 1));
    out[8 * i] = *advance(p, 2);
    *advance(b, 3) = 77;
    out[8 * i + 1] = b[3];
    Cursor c = {a, 1};
    out[8 * i + 2] = read_at(c);
    c.p = b;
    c.n = (int)(i % 4);
    out[8 * i + 3] = c.p[c.n] + read_at(c);
    Cursor cs[2] = {{a, 3}, {b, 0}};
    out[8 * i + 4] = *cs[i & 1].p + cs[i & 1].p[cs[i & 1].n];
    lx[l] = (int)l * 5;
    barrier(CLK_LOCAL_MEM_FENCE);
    local int *h = local_half(lx, l < 32);
    out[8 * i + 5] = h[l % 32];
    out[8 * i + 6] = (int)(advance(a, 3) - a) + 10 * (pick(a, b, 1) == a);
    out[8 * i + 7] = (c.p == b) + 2 * ((uintptr_t)cs[1].p == (uintptr_t)b);
}
