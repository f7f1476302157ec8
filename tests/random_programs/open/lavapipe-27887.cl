// Random program 27887 (third slice, docs/fuzzing.md), reduced by hand from the reducer's
// output: a helper with nested `while` loops that return from inside the loops. For every
// work-item but 0 the first loop nest leaves x5 = 2, so the second loop's inner loop zeroes x0
// and the helper returns 0; work-item 0 (its inner loop never runs) returns 255. lavapipe
// (Mesa 22.3) returns 255 for every work-item. PoCL and the host evaluator agree on the
// expected output. oclvk's SPIR-V: structured loops (`OpLoopMerge`), `OpReturnValue` inside
// them; spirv-val clean. lavapipe-loops.sh runs it.
short helper0(uchar x0, int x1) {
  uint x3 = 0, x5 = 0, x6 = 0, x7 = 0;
  x3 = 0;
  while (x1) {
    if (++x3 > 2u) break;
    x5 = 0;
    while ((uint)get_global_id(0)) {
      if (++x5 > 1u) break;
      if (x5) {
      } else {
        return 0;
      }
    }
  }
  x6 = 0;
  while (x1) {
    if (++x6 > 1u) break;
    x7 = 0;
    while (x5) {
      if (++x7 > 1u) break;
      x0 = 0;
    }
    return x0;
  }
  return 0;
}
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  uint x5 = helper0((uchar)0xffu, (short)2);
  out[get_global_id(0)] = x5;
}
