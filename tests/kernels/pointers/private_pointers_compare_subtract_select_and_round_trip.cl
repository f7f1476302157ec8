// Pointers into two private arrays compare, subtract and round-trip through intptr_t as their
// addresses do; a ?: between them, a pointer walking both arrays, and a store through an
// integer-made address. a[k] = in[i] + k, b[k] = 100 * k - i; ten values per work-item.
// targets: vulkan1.2 vulkan1.3
// run: private_addresses 64 out=fill:-1:640 in=each:64:i*3-50
// expect: out = each: 1; 1; in[i] & 1 ? in[i] + 2 : 100 - i; in[i] & 1 ? in[i] + 3 : 200 - i; \
//   10 * in[i] + 20 + 7 * (600 - 4 * i); 7; 2; 7; 77; 1
int second(int *p) { return p[1]; }
kernel void private_addresses(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[4], b[4];
    for (int k = 0; k < 4; k++) {
        a[k] = in[i] + k;
        b[k] = 100 * k - (int)i;
    }
    int *p = &a[1], *q = &b[2];
    intptr_t ip = (intptr_t)p, iq = (intptr_t)q;
    out[10 * i] = (p < q) == (ip < iq) && (p > q) == (ip > iq) && (p != q);
    out[10 * i + 1] = (int)(q - p) == (int)((iq - ip) / (intptr_t)sizeof(int));
    int *r = (in[i] & 1) ? &a[2] : &b[1];
    out[10 * i + 2] = *r;
    out[10 * i + 3] = second(r);
    int *w = a;
    int s = 0;
    for (int k = 0; k < 4; k++) {
        s += *w * (k + 1);
        w++;
    }
    w = b;
    for (int k = 0; k < 4; k++) s += 7 * w[k];
    out[10 * i + 4] = s;
    int *back = (int *)iq;
    out[10 * i + 5] = (back == q) + 2 * (*back == b[2]) + 4 * (p == (int *)(intptr_t)p);
    out[10 * i + 6] = &a[3] - &a[1];
    out[10 * i + 7] = (p != NULL) + 2 * (p < &a[2]) + 4 * (ip % 4 == 0);
    *(int *)(ip + 4) = 77;
    out[10 * i + 8] = a[2];
    out[10 * i + 9] = (int)(uint)(ip & 0xffffffff) != 0;
}
