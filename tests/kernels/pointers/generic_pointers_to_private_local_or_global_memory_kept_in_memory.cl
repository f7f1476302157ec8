// OpenCL C 2.0 generic pointers to private, local and global memory kept in private structs and
// an array of pointers, set and read through helpers.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: generic_in_memory 64/32 out=zeros:512 buf=each:64:1000+i*7
// expect: out = each: 4 * i; 10 * buf[i] + 3 * i; i % 3 == 0 ? 2 * i : i % 3 == 1 ? buf[i] : 3 * i; \
//   2 * i + 7; 5 + i; 200 * i + 1; i & 1 ? 3 * i : i; (i & 1 ? 5 + i : buf[i]) + 3 * i
struct S { int *p; int n; };
int sum(struct S *s) {
    int t = 0;
    for (int k = 0; k < s->n; k++) t += s->p[k];
    return t;
}
void set(struct S *s, int *p) { s->p = p; }
int *get(struct S *s) { return s->p; }
int last(struct S *s) {
    int *q = s->p;
    q += s->n - 1;
    return *q;
}
kernel void generic_in_memory(global int *out, global int *buf) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int x[2] = {(int)i, 2 * (int)i};
    loc[l] = 3 * (int)i;
    struct S a = {x, 2};
    struct S b = {buf + i, 1};
    struct S c = {&loc[l], 1};
    int y = 5 + (int)i;
    struct S d = {&y, 1};
    int *ptrs[3] = {x + 1, buf + i, &loc[l]};
    struct S e;
    set(&e, (i & 1) ? (int *)&y : (int *)(buf + i));
    out[8 * i + 4] = *d.p;
    out[8 * i + 7] = *get(&e) + *get(&c);
    out[8 * i + 5] = last(&a) * 100 + (int)(ptrs[0] - a.p);
    out[8 * i + 6] = *((i & 1) ? ptrs[2] : a.p);
    out[8 * i] = *a.p + sum(&a);
    out[8 * i + 1] = sum(&b) * 10 + sum(&c);
    out[8 * i + 2] = *ptrs[i % 3];
    *ptrs[0] += 7;
    out[8 * i + 3] = x[1];
}
