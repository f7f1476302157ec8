// Random program 442 of the `portable32` flavour through the wgsl target (docs/fuzzing.md),
// reduced: a helper's `while` whose `continue` is always taken (`x3` is non-zero after its
// increment) until `++x3 > 5u` breaks, so the `return x4` inside the inner loop is never
// reached and the helper returns 0. lavapipe (Mesa 22.3) returns 1 for every work-item whose
// `p[0]` is non-zero, through the default target, the portable SPIR-V and WGSL alike (the
// host evaluator, and the loop worked out by hand, give 0): the loop-and-return class of
// 14755, 22194 and 29052. lavapipe-loops.sh runs it (expected: 16 zeros).
uint helper1(short *p) {
  uint x3 = 0;
  uint x4 = 0;
  char3 v0 = (char3)((char)((char)(uchar)0xfeu), (char)0, (char)0);
  while (p[0]) {
    if (++x3 > 5u) break;
    if (x3) {
      continue;
    }
    x4 = 0;
    while (v0.x) {
      if (++x4 > 3u) break;
      return x4;
    }
  }
  return 0;
}

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global uint *out, global uint *scratch) {
  short a1[4];
  for (uint i = 0; i < 4u; i++)
    a1[i] = (short)in[(i * 7u + (uint)get_global_id(0) + 1u) & 255u];
  out[get_global_id(0)] = helper1(a1);
}
