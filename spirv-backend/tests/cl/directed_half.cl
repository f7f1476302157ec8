// Directed rounding to half: the side of the exact value is decided from the result's bits.
kernel void directed_half(global const float *in, global half *out, global ushort *packed)
{
    size_t i = get_global_id(0);
    out[i] = convert_half_rtz(in[i]);
    vstore_half_rtp(in[i], i, (global half *)packed);
}
