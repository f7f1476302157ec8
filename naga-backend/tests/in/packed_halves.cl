// Halves through vload_half/vstore_half: packed two to a word, widened by unpack2x16float,
// narrowed to nearest even in integer arithmetic.
kernel void halves(global const half *in, global half *out, global float *f) {
    size_t i = get_global_id(0);
    float4 v = vload_half4(i, in);
    vstore_half4_rte(v * 2.0f, i, out);
    f[i] = vload_half(4 * i + 1, in) + vloada_half2(i, in).y;
}
