// Random program 29052 (third slice, docs/fuzzing.md), reduced by hand from the reducer's
// output: a helper's counted loop with a `switch` on the local id whose case 0 `continue`s and
// which otherwise returns from inside the loop (14755's shape). With 32 work-items in the group,
// lavapipe (Mesa 22.3) returns 0 for work-items 17, 18, 20, 21, 22 (and others of 16-31) where
// their global id is right (a0[0] % 4 iterations, at least one); 0-15 are right. PoCL and the
// host evaluator agree on the expected output. oclvk's SPIR-V: the loop's `OpLoopMerge`,
// `OpSwitch` on the local id, a branch to the continue block, `OpReturnValue` inside the loop;
// spirv-val clean. lavapipe-loops.sh runs it (32 work-items).
int helper0(ulong x0, global char *p) {
  uint x3 = 0;
  for (x3 = 0; x3 < (uint)p[0] % 4u; x3++) {
    switch (((uint)get_local_id(0)) & 7) {
    case 5: {
    }
    case 2: {
      break;
    }
    case 7: {
      break;
    }
    case 0: {
      continue;
      break;
    }
    default: {
    }
    }
    return x0;
  }
  return 0;
}
kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  global char *a0 = (global char *)(scratch + get_global_id(0) * 96 + 0);
  for (uint i = 0; i < 16u; i++)
    a0[i] = (char)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  uint x3 = helper0((uint)get_global_id(0), a0);
  out[get_global_id(0)] = x3;
}
