// Integer conversions that change both width and signedness extend by the source's
// signedness, as C says: an `int` (or `char`, `short`) widened to `ulong` is sign-extended and
// a `uint` (or `uchar`, `ushort`) widened to `long` zero-extended. naga's SPIR-V writer extends by
// the destination's kind, so each conversion of this kind was wrong through
// vulkan1.2-portable; found by the random programs through that target (docs/fuzzing.md:
// every program hashes its values as `(ulong)x`, so nearly all disagreed in their hashes' high
// words). The wgsl target has no 64-bit integers: it refuses the file.
// RUN: -k widen -g 64 -l 16 --arg in=rand:64:1 --arg out=zeros:640
// REFUSES: wgsl: 64-bit integer elements in memory
// REFUSES: glsl: 64-bit integer elements in memory
kernel void widen(global const uint *in, global ulong *out) {
  size_t g = get_global_id(0);
  uint u = in[g];
  int i = (int)u;
  char c = (char)u;
  short s = (short)u;
  uchar uc = (uchar)u;
  ushort us = (ushort)u;
  out[g * 10 + 0] = (ulong)i;
  out[g * 10 + 1] = (ulong)c;
  out[g * 10 + 2] = (ulong)s;
  out[g * 10 + 3] = (ulong)(long)u;
  out[g * 10 + 4] = (ulong)(long)uc;
  out[g * 10 + 5] = (ulong)(long)us;
  long4 l4 = convert_long4((uint4)(u, u + 1u, uc, us));
  ulong2 u2 = convert_ulong2((int2)(i, c));
  out[g * 10 + 6] = (ulong)l4.x;
  out[g * 10 + 7] = (ulong)l4.z;
  out[g * 10 + 8] = u2.x;
  out[g * 10 + 9] = u2.y;
}
