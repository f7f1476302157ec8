// A kernel's local int and float arguments read through other pointer types, converted to
// integers and back, compared with each other and with a local variable, and chosen by ?:
// against it; two work-groups of 64 (l = i % 64).
// targets: vulkan1.2 vulkan1.3
// run: local_args 128/64 out=zeros:1024 in=each:128:i*5-200 la=local:64 lf=local:64
// expect: out = each: in[i - i % 64 + (i % 64 + 1) % 64]; bits(in[i] * 0.5); 4 * (i % 64); 1; \
//   i & 1 ? in[i - i % 64 + i % 4] : 100 + i % 4; 1; in[i] + 1; 7
kernel void local_args(global int *out, global const int *in, local int *la, local float *lf) {
    size_t i = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
    local int fixed[4];
    la[l] = in[i];
    lf[l] = (float)in[i] * 0.5f;
    if (l < 4) fixed[l] = 100 + (int)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *bytes = (local uchar *)la;
    local uint *bits = (local uint *)lf;
    out[8 * i] = ((local int *)bytes)[(l + 1) % n];
    out[8 * i + 1] = (int)bits[l];
    out[8 * i + 2] = (int)((uintptr_t)&la[l] - (uintptr_t)la);
    out[8 * i + 3] = (local void *)la != (local void *)lf && (local void *)la != (local void *)fixed;
    local int *pick = (l & 1) ? la : fixed;
    out[8 * i + 4] = pick[l % 4];
    out[8 * i + 5] = (int)(((uintptr_t)la >> 31) & 1);
    local int *back = (local int *)(uintptr_t)&la[l];
    out[8 * i + 6] = *back + (back == &la[l]);
    out[8 * i + 7] = (&la[n - 1] > &la[0]) + 2 * (int)(la + 3 - la);
}
