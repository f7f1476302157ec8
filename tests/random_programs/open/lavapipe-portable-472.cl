// Random program 472 (third slice, `portable` flavour, docs/fuzzing.md), reduced: lavapipe
// (Mesa 22.3) leaves the loop with x7 = 0 through every target; 7 is right (the host evaluator;
// by hand), and the H100 runs it right through the default and vulkan1.2-portable targets (and
// through wgsl with a `uint` output). 141's class: the loop's condition adds to the counter a
// `bool` that folds to true (`0xfe || 0`, `1 < 2`, `in[1] || 0xfe` all do it). oclvk's SPIR-V
// is right (spirv-val clean): `OpLogicalOr`, `OpSelect` of 1 or 0, `OpIAdd`, `OpINotEqual`
// branching to the loop's merge; lavapipe runs it right when the `OpSelect`'s condition is the
// constant `true`, or with the constant 1 in the `OpSelect`'s place. lavapipe-loops.sh runs it
// (expected: lavapipe-portable-472.expected.bin, all sevens).
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  uint x7 = 0;
  while ((x7 + (((uchar)(uchar)0xfeu) || ((int)(uint)0x0u)))) {
    if (++x7 > 6u) break;
  }
  out[get_global_id(0)] = x7;
}
