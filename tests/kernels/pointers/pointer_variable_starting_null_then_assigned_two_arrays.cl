// A pointer variable that starts NULL and is then pointed into one of two private arrays (where
// the input is found among 1..6): its value times 10 or -1, then the arrays' sum after a store
// through it.
// targets: vulkan1.2 vulkan1.3
// run: null_first 16 out=fill:7:32 in=each:16:i%9-1
// expect: out = each: in[i] >= 1 & in[i] <= 6 ? 10 * in[i] : -1; 21 - (in[i] >= 1 & in[i] <= 6 ? in[i] : 0)
kernel void null_first(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[3] = {1, 2, 3}, b[3] = {4, 5, 6};
    int *found = NULL;
    for (int k = 0; k < 3; k++) {
        if (a[k] == in[i]) found = &a[k];
        if (b[k] == in[i]) found = &b[k];
    }
    out[2 * i] = found == NULL ? -1 : *found * 10;
    if (found) *found = 0;
    out[2 * i + 1] = a[0] + a[1] + a[2] + b[0] + b[1] + b[2];
}
