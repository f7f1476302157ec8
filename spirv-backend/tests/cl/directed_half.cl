// Directed rounding of narrowing conversions: the side of the exact value is decided from the
// rounded result's bits (double to float, float to half).
kernel void directed_narrowing(global const double *in, global float *out, global half *packed)
{
    size_t i = get_global_id(0);
    out[i] = convert_float_rtz(in[i]);
    vstore_half_rtp((float)in[i], i, packed);
}
