// nvidia-357.cl with its private array declared `int` (same values: every store is truncated to short).
uint safe_div_uint(uint a, uint b) {
  return (b == 0) ? a : a / b;
}
long safe_div_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a / b;
}
long safe_mod_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a % b;
}
void helper0(long x0, int *p, global const uint *in) {
  uchar x1 = 0;
  short3 v0 = (short3)((short)x0, (short)-19739, (short)x0);
  for (uint x3 = 1; x3 <= 3u; x3++) {
    x1 = (((v0.x <= v0.y) >= ((uint)get_global_id(0) && v0.z)) < (((int)((uint)x1 * (uint)p[(x0) & 3])) ? p[0] : 0));
    p[(safe_div_long(x0, p[(x1) & 3])) & 3] = (short)x0;
    uint x4 = 0;
    if (safe_div_uint(0xbc742356u, x1) == (x3 >= x0)) {} else
    while ((safe_mod_long(v0.y, x0) && (in[0x27] ^ x3))) {
      if (++x4 > 3u) break;
    }
  }
}
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out) {
  local char shared[16];
  int a0[4];
  for (uint i = 0; i < 4u; i++)
    a0[i] = (short)in[(i * 7u + (uint)get_global_id(0)) & 255u];
  helper0(get_global_id(0), a0, in);
  size_t g = get_global_id(0);
  ulong p = 0; for (uint i = 0; i < 4u; i++) p = p*65536u ^ (ushort)a0[i];
  out[g] = p;
}
