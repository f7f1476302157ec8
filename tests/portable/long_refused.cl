// 64-bit integers whose high half matters and is not known from the low one: WGSL and naga's
// GLSL hold them in 32 bits and refuse the construct; the targets with 64-bit integers run it.
// REFUSES: wgsl: '<' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target
// REFUSES: glsl: '<' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the glsl target
// RUN: -k long_loop -g 64 -l 64 --arg a=rand:64:1 --arg out=zeros:64
kernel void long_loop(global const int *a, global int *out) {
    size_t i = get_global_id(0);
    long end = (long)a[i] * 3;
    int count = 0;
    for (long j = a[i]; j < end && count < 1000; j += 0x10000000) // j grows past 32 bits
        count++;
    out[i] = count;
}
