// erf of a zero: the zero of the input's sign, built from the sign bit, never the input itself
// (a float device that flushes denormals sees a subnormal input as zero).
kernel void erf_zero(global const float4 *in, global float4 *out)
{
    size_t i = get_global_id(0);
    out[i] = erf(in[i]);
}
