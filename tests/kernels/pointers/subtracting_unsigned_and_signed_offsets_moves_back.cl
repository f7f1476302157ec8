// `p - n` with an unsigned n once negated n in its own type (`p - 8u` was 2^32 - 8 elements
// forward) and crashed lavapipe; it is a signed 64-bit offset, and every subtraction is address
// arithmetic on Vulkan (NVIDIA gets a negative OpPtrAccessChain index wrong), including the
// `(in - 1)[i]` idiom. q = in + 64 + i; k = 3, l = 5, s = -7.
// targets: vulkan1.2 vulkan1.3
// run: subtracted 32/16 out=fill:-1:256 in=each:256:i*3+5 k=3 l=5 s=-7
// expect: out = each: in[56 + i]; in[61 + i]; in[59 + i]; in[71 + i]; in[61 + i]; in[59 + i]; in[i]; in[97]
kernel void subtracted(global int *out, global const int *in, uint k, ulong l, int s) {
    size_t i = get_global_id(0);
    global const int *q = in + 64 + i;
    global int *o = out + 8 * i;
    o[0] = *(q - 8u);
    o[1] = *(q - k);
    o[2] = *(q - l);
    o[3] = *(q - s);
    q -= k;
    o[4] = *q;
    o[5] = q[-2];
    global const int *one_based = in - 1;
    o[6] = one_based[i + 1];
    o[7] = *(in + 100 - k);
}
