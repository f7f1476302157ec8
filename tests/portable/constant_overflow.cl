// Integer arithmetic on constants that wraps: WGSL evaluates an expression of constants when
// the shader is made and refuses one that overflows ("<< operation overflowed"), so the
// lowering folds them, wrapping as OpenCL C does at run time. Found by the random programs
// through the wgsl target (docs/fuzzing.md): a `char` initialised from a constant product is
// sign-extended by `(x << 24) >> 24` of that constant.
// RUN: -k constants -g 64 -l 64 --arg out=zeros:384
kernel void constants(global int *out) {
  int g = (int)get_global_id(0);
  char c = (int)((uint)((short)(ushort)0xb6f7u) * (uint)((uchar)(uchar)0xfeu));
  short s = 0x12345u * 3u;
  uint m = 4294948599u * 254u;
  int wrapped = (int)(0u - 0x80000000u);
  uchar uc = 0xfffu << 4;
  out[g * 6 + 0] = c + g;
  out[g * 6 + 1] = s + g;
  out[g * 6 + 2] = (int)m + g;
  out[g * 6 + 3] = wrapped + g;
  out[g * 6 + 4] = uc + g;
  out[g * 6 + 5] = (int)(0x7fffffffu + 0x7fffffffu) + g;
}

// `~` and unsigned `-` of constants, then a narrow type's sign extension or a sum past 2^32.
// RUN: -k unary_constants -g 64 -l 64 --arg out=zeros:256
kernel void unary_constants(global int *out) {
  int g = (int)get_global_id(0);
  char c = convert_char(~((int)(uint)0xf43bb063u));
  uint u = -(uint)255u + 300u;
  char d = (int)((uint)(-(uint)255u) + 255u);
  out[g * 4 + 0] = c + g;
  out[g * 4 + 1] = (int)u + g;
  out[g * 4 + 2] = d + g;
  out[g * 4 + 3] = (int)(~0u + 2u) + g;
}

// Constants a `char` or `short` is sign-extended from, through `min`, `!` and comparisons
// (the lowering folds none of those): reduced from seeds 283, 332, 346 and 502.
// RUN: -k narrowed_constants -g 64 -l 64 --arg out=zeros:256
kernel void narrowed_constants(global int *out) {
  int g = (int)get_global_id(0);
  char a = min(4294967295u, 65535u);
  char b = 255 ^ (int)!(2 != 0);
  short c = min(34699u, 32767u) * 3u;
  char d = min(3654539972u, 2147483647u);
  out[g * 4 + 0] = a + g;
  out[g * 4 + 1] = b + g;
  out[g * 4 + 2] = c + g;
  out[g * 4 + 3] = d + g;
}
