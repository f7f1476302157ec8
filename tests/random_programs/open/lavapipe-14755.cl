// Random program 14755 (second slice, docs/fuzzing.md), reduced: a helper whose counted loop
// `continue`s under an int/uint comparison and otherwise returns 0 from inside the loop. For
// work-items 8-12 lavapipe (Mesa 22.3) returns x1 (as if the comparison held) where 0 is
// right: out is 0 for work-items 0-12 and 13, 14, 15 for 13-15 (PoCL and the host evaluator
// agree). oclvk's SPIR-V, read instruction by instruction: the loop's condition
// `x4 < in[0] % 2`, `OpUGreaterThanEqual x1 p[0]` (C's conversion of int to uint), a branch to
// the continue block, `OpReturnValue 0` inside the loop, the sign-extended x1 after it;
// spirv-val clean. lavapipe-loops.sh runs it (expected: lavapipe-14755.expected.bin).
ulong helper0(int x1, uint *p, global const uint *in) {
  uint x4 = 0;
  for (x4 = 0; x4 < (uint)in[0] % 2u; x4++) {
    if ((x1 >= p[0])) {
      continue;
    }
    return 0;
  }
  return x1;
}

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  uint a0[8];
  for (uint i = 0; i < 8u; i++)
    a0[i] = (uint)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  short x1 = (uint)get_global_id(0);
  ushort x2 = helper0(x1, a0, in);
  out[get_global_id(0)] = x2;
}
