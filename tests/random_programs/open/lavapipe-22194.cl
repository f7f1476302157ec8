// Random program 22194 (third slice, docs/fuzzing.md), reduced by hand from the reducer's
// output: a helper's counted loop whose body `continue`s from inside a nested `switch` and
// otherwise returns from inside the loop, called in a loop. Work-item 4 (a0[0]'s low byte 0, two
// iterations) must return 0 from inside the loop: out[4] is 0x0000000400000000 (x6 = 4, x2 = 0);
// lavapipe (Mesa 22.3) gives 0x000000040000ffff, the value of the return after the loop. PoCL
// and the host evaluator agree on the expected output. oclvk's SPIR-V: spirv-val clean, the
// loop's `OpLoopMerge`, the `switch`es' `OpSwitch`, the `continue` a branch to the continue
// block, `OpReturnValue` inside the loop. lavapipe-loops.sh runs it.
char helper0(ulong x0, global uint *p) {
  long x1 = 2;
  uchar x2 = x0;
  uint x3 = 0;
  for (x3 = 0; x3 < (uint)p[0x2b & 7] % 4u; x3++) {
    switch ((x1 > 0) & 7) {
    case 3: {
    }
    case 1: {
      switch (0 & 7) {
      case 0: {
        if (x2) {
          continue;
        }
        break;
      }
      case 3: {
        break;
      }
      case 5: {
        break;
      }
      case 6: {
      }
      default: {
      }
      }
      break;
    }
    case 2: {
      break;
    }
    case 0: {
      break;
    }
    default: {
    }
    }
    return 0;
  }
  return (short)(ushort)0xffffu;
}
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  global uint *a0 = (global uint *)(scratch + get_global_id(0) * 96 + 0);
  for (uint i = 0; i < 8u; i++)
    a0[i] = (uint)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  ushort x0 = (uint)get_global_id(0);
  ushort x2 = 0;
  uint x6 = 0;
  while (x0) {
    if (++x6 > 3u) break;
    x2 = helper0(a0[0], a0);
  }
  out[get_global_id(0)] = ((ulong)x6 << 32) | x2;
}
