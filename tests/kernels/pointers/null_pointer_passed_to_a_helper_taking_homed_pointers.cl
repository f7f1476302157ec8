// A helper taking a private pointer gets a private array, NULL, and a float's address cast to
// int *.
// targets: vulkan1.2 vulkan1.3
// run: null_argument 32 out=zeros:96 in=each:32:i*7-100
// expect: out = each: in[i]; -7; bits(in[i])
int first_or(const int *p, int fallback) { return p != NULL ? p[0] : fallback; }
kernel void null_argument(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[2] = {in[i], 5};
    float f = (float)in[i];
    out[3 * i] = first_or(a, -1);
    out[3 * i + 1] = first_or(NULL, -7);
    out[3 * i + 2] = first_or((const int *)&f, 0);
}
