// Random program 1210 (second slice, docs/fuzzing.md), reduced: lavapipe (Mesa 22.3) leaves
// the while loop after one iteration (x4 = 1 for work-items 1-15); 7 is right (PoCL and the
// host evaluator agree). The `switch` (its value is 0 for every work-item) does not matter: the
// loop alone does it. oclvk's SPIR-V is a plain structured loop, read instruction by
// instruction: header (OpLoopMerge), condition `v0.x != 0`, `++x4 > 6` and `x4 == 0` each
// branching to the merge block from a selection, back-edge through the continue block;
// spirv-val clean. lavapipe-loops.sh runs it (expected: lavapipe-1210.expected.bin).
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  uchar2 v0 = (uchar2)((uchar)(uint)get_global_id(0), (uchar)0);
  uint x4 = 0;
  switch (in[256] & 7) {
  case 7: {
  }
  case 4: {
    break;
  }
  case 3: {
    break;
  }
  default: {
    x4 = 0;
    while (v0.x) {
      if (++x4 > 6u) break;
      if ((!x4)) {
        break;
      }
    }
  }
  }
  out[get_global_id(0)] = x4;
}
