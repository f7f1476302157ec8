// Structs: one by value (its bytes as hex: scale = 2.0f, bias = 3, shift = (0.5f, -1.0f)) and
// an array of structs in a buffer.
// ULPS: 1
// RUN: -k apply -g 256 -l 64 --arg p=hex:00000040_03000000_0000003f_000080bf --arg in=rand:256:1 --arg out=zeros:256
// RUN: -k swap_fields -g 128 -l 64 --arg src=rand:256:2 --arg pairs=zeros:128
typedef struct {
    float scale;
    int bias;
    float2 shift;
} Params;

typedef struct {
    int a;
    int b;
} Pair;

kernel void apply(Params p, global const float *in, global float2 *out) {
    size_t i = get_global_id(0);
    float v = in[i] * p.scale + (float)p.bias;
    out[i] = (float2)(v, v) + p.shift;
}

kernel void swap_fields(global const int *src, global Pair *pairs) {
    size_t i = get_global_id(0);
    Pair q = { src[2 * i], src[2 * i + 1] };
    pairs[i] = q;
    pairs[i].a = q.b * 2;
    pairs[i].b = q.a - q.b;
}
