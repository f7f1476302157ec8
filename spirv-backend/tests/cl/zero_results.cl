// Zero results of sign/normalize/fast_normalize: the zero of the input's sign, built from the
// sign bit, never the input itself.
kernel void zero_results(global const float4 *in, global float4 *out)
{
    size_t i = get_global_id(0);
    out[3 * i] = sign(in[i]);
    out[3 * i + 1] = normalize(in[i]);
    out[3 * i + 2] = fast_normalize(in[i]);
}
