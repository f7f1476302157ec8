// OpenCL C 2.0 generic pointers into the global buffer (odd i) or a private int (5 * i) cast to
// const int *, uint * and back to global int *.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: mixed_casts 64/32 out=zeros:64 buf=each:64:1000+i*7
// expect: out = each: i & 1 ? 3 * buf[i] : 10 * i + buf[0]
kernel void mixed_casts(global int *out, global int *buf) {
    size_t i = get_global_id(0);
    int x = (int)i * 5;
    generic int *p = (i & 1) ? (generic int *)(buf + i) : (generic int *)&x;
    generic const int *c = (generic const int *)p;
    generic uint *u = (generic uint *)p;
    global int *g = (i & 1) ? (global int *)p : buf;
    out[i] = *c + (int)*u + *g;
}
