// Pointer offsets that may be negative (signed indices) are address arithmetic; unsigned and
// non-negative constant ones stay OpPtrAccessChain.
kernel void negative_offsets(global float *out, global const float *in, int k)
{
    size_t i = get_global_id(0);
    global const float *q = in + i + 8;
    q -= 8;
    out[i] = q[k] + in[i] + in[3];
}
