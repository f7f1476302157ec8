// Pointer offsets that may be negative (signed indices) are address arithmetic; unsigned and
// non-negative constant ones stay OpPtrAccessChain, and so does any offset from a pointer
// parameter of a kernel that nothing calls (the start of its buffer).
kernel void negative_offsets(global float *out, global const float *in, int k)
{
    size_t i = get_global_id(0);
    global const float *q = in + i + 8;
    q -= 8;
    out[i] = q[k] + in[i] + in[3] + in[k];
}

// Called below with a pointer into the middle of a buffer: its parameters are not buffer
// starts, so `in[k]` with a signed `k` is address arithmetic.
kernel void step_back(global float *out, global const float *in, int k)
{
    out[get_global_id(0)] = in[k];
}

kernel void calls_step_back(global float *out, global const float *in)
{
    step_back(out, in + 8, -8);
}
