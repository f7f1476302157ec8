// Pointer variables stepped by p++ and p += k in loops over a private array, a local array and
// (OpenCL C 2.0) a generic pointer into the global buffer (odd i) or the private array. `p++`
// stores through a temporary bound to &p: the variable is assigned repeatedly (it once kept its
// first value, and a private walk summed to 0). buf[k] = 100 * (k / 8) + k % 8.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: walks 128/64 out=zeros:512 buf=each:1024:100*(i/8)+i%8
// expect: out = each: 28 + 8 * i; 992; i & 1 ? 800 * i + 28 : 28 + 8 * i; i & 1 ? 200 * i + 3 : 2 * i + 3
float4 first4(generic float *p) { return vload4(0, p); }
kernel void walks(global float *out, global float *buf) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local float lx[64];
    float priv[8];
    for (int k = 0; k < 8; k++) priv[k] = (float)(k + (int)i);
    lx[l] = (float)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    float s0 = 0;
    for (float *q = priv; q < priv + 8; q++) s0 += *q;
    float s1 = 0;
    for (local float *q = lx; q != lx + 64; q += 2) s1 += *q;
    generic float *p = (i & 1) ? (generic float *)(buf + 8 * i) : (generic float *)priv;
    generic float *end = p + 8;
    float s2 = 0;
    for (; p < end; p++) s2 += *p;
    p -= 8;
    float4 v = first4(p);
    out[4 * i] = s0;
    out[4 * i + 1] = s1;
    out[4 * i + 2] = s2;
    out[4 * i + 3] = v.x + v.w;
}
