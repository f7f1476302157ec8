// Random program 23624 (third slice, docs/fuzzing.md), reduced by hand from the reducer's
// output: `round` of a value loaded from memory, then a barrier. lavapipe (Mesa 22.3) returns a
// value without its exponent (for z = -639: 0x001fc000 where round(319.5) = 320.0f, 0x43a00000,
// is right); without the barrier, or with `round(z * 0.5f)`, it is right. PoCL and the host
// evaluator agree. oclvk's SPIR-V: `round` is the library's `__oclvk_round_f32` (the
// absolute value's bits against 2^23, `FAbs`, `Trunc`, `t + 1` when the fraction is at least
// 0.5, the sign copied back with bit operations), then `OpControlBarrier`; spirv-val clean.
// lavapipe-loops.sh runs it.
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  float z = convert_float((int)(in[(get_global_id(0) + 0x8bu) & 255u] & 4095u) - 2048);
  float r = 1.0f;
  r = round(-z * 0.5f);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = ((ulong)as_uint(z) << 32) | as_uint(r);
}
