// A kernel's pointer parameters are buffer starts, so signed offsets from them stay
// OpPtrAccessChain; a kernel called by another gets whatever pointer the caller passes (here the
// middle of a buffer, indexed backwards), where NVIDIA's driver gets a negative OpPtrAccessChain
// index wrong: that offset must be address arithmetic. step_back_in.npy holds 7 * v + 1 for v
// in 0..192.
// targets: vulkan1.2 vulkan1.3
// run: calls_step_back 64/32 out=fill:-1:64 in=file:step_back_in.npy k=-40
// expect: out = each: in[64 + i - 40] + in[64 + i + 40]
// run: calls_step_back 64/32 out=fill:-1:64 in=file:step_back_in.npy k=0
// expect: out = each: in[64 + i] + in[64 + i]
// run: calls_step_back 64/32 out=fill:-1:64 in=file:step_back_in.npy k=13
// expect: out = each: in[64 + i + 13] + in[64 + i - 13]
kernel void step_back(global int *out, global const int *in, int k) {
    size_t i = get_global_id(0);
    out[i] = in[k + (int)i] + in[(int)i - k];
}
kernel void calls_step_back(global int *out, global const int *in, int k) {
    step_back(out, in + 64, k);
}
