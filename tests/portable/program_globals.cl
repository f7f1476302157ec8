// OpenCL 2.0 program-scope `global` variables and `static global` locals: initialized tables,
// zero-initialized ones, a struct, read and written through pointers, pointer arithmetic and a
// helper taking a pointer into them. On the portable targets they are members of one storage
// buffer the runner fills from the reflection's initial bytes (naga-backend/src/globals.rs).
// Each work-item writes only its own slots, so that one launch's results do not depend on the
// order of work-items; a launch starts from the initial values (each RUN loads the program).
// BUILD: -cl-std=CL2.0
// RUN: -k globals -g 128 -l 64 --arg out=zeros:512 --arg f=zeros:128

typedef struct {
    int count;
    float weight;
    int pair[2];
} Entry;

global int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
global float scale = 2.5f;
global Entry entry = {7, 0.5f, {11, 13}};
global int slots[128];
global uint marker;

int sum(global const int *p, int n) {
    int s = 0;
    for (int k = 0; k < n; k++)
        s += p[k];
    return s;
}

void bump(global int *p, int by) { *p += by; }

kernel void globals(global int *out, global float *f) {
    static global int seen[128];
    int i = get_global_id(0);
    global int *t = table + (i & 3);
    slots[i] = i * 3 + t[1];
    bump(&slots[i], entry.pair[i & 1]);
    seen[i] = slots[i] + 1;
    if (i == 0)
        marker = 0xfeedu;
    out[4 * i] = slots[i];
    out[4 * i + 1] = sum(table, 8) + seen[i];
    out[4 * i + 2] = entry.count + entry.pair[1] + (i == 0 ? (int)marker : 0);
    out[4 * i + 3] = sum(t, 4);
    f[i] = scale * (float)i + entry.weight;
}
