// oclvk random program, seed 357
struct S0 {
  uchar f0;
};
uint safe_div_uint(uint a, uint b) {
  return (b == 0) ? a : a / b;
}
ulong safe_div_ulong(ulong a, ulong b) {
  return (b == 0) ? a : a / b;
}
long safe_div_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a / b;
}
long safe_mod_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a % b;
}

char helper0(long x0, uchar x1, short *p, global const uint *in) {
  char x2 = x1;
  uint x3 = 0;
  uint x4 = 0;
  short3 v0 = (short3)((short)x0, (short)(((int)(uint)0x1359cc63u) + ((ulong)0xfe9d648e54a3e682ul)), (short)x0);
  x3 = 0;
  while (((uint)(uint)0x8445a58au)) {
    if (++x3 > 3u) break;
    x1 = (((v0.x <= v0.y) >= ((uint)get_global_id(0) && v0.z)) < (((int)((uint)x1 * (uint)p[(x0) & 3])) ? p[(x2) & 3] : ((int)((uint)p[(x0) & 3] - (uint)p[(x0) & 3]))));
    p[(safe_div_long(x0, p[(x1) & 3])) & 3] = x0;
    if ((safe_div_uint(((uint)(uint)0xbc742356u), x2) == (x3 >= x0))) {
    } else {
      x4 = 0;
      while ((safe_mod_long(v0.y, x0) && (in[(((int)(uint)0x27u)) & 255u] ^ x3))) {
        if (++x4 > 3u) break;
      }
    }
  }
  return ((int)((uint)((short)(ushort)0x8000u) * (uint)((int)((uint)(!((short)(ushort)0x6u)) << ((safe_div_ulong(x0, ((ulong)0x0ul))) & 31)))));
}

uchar helper1(uint x0, ulong x1, long *p, global const uint *in) {
  int x2 = (((char)(uchar)0x80u) ^ ((uint)(uint)0x0u));
  char16 v0 = (char16)((char)(x0 + ((short)(ushort)0x3u)), (char)(x0 + ((uint)(uint)0x0u)), (char)x0, (char)((short)(ushort)0x8000u), (char)((long)((ulong)((ushort)(ushort)0x2u) * (ulong)((long)0x7ul))), (char)x1, (char)((char)(uchar)0xfeu), (char)(x1 ^ ((long)0x433404bf5b92d5b2ul)), (char)x0, (char)x0, (char)(x1 + ((int)(uint)0xfffffffeu)), (char)((uchar)(uchar)0xc2u), (char)((short)(ushort)0x264eu), (char)((uint)(uint)0x0u), (char)x1, (char)((long)((ulong)((short)(ushort)0x7e10u) * (ulong)((long)0xfffffffffffffffeul))));
  return ((~(p[(((int)(uint)0xcu)) & 7] | ((uint)(uint)0xfffffffeu))) ^ (x0 + (x2 | ((ulong)0x5ul))));
}

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out) {
  local char shared[16];
  short a0[4];
  for (uint i = 0; i < 4u; i++)
    a0[i] = (short)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  long a1[8];
  for (uint i = 0; i < 8u; i++)
    a1[i] = (long)in[(i * 7u + (uint)get_global_id(0) + 1u) & 255u];
  short x0 = (((int)(uint)0x5e0e86d3u) * ((ulong)0x0ul));
  int x1 = (((ulong)0x7ul) ^ ((ushort)(ushort)0x98d1u));
  long x2 = in[(((uint)get_global_id(0) + ((uint)(uint)0xa1u))) & 255u];
  char x3 = (in[(((uint)get_global_id(0) + ((uint)(uint)0x86u))) & 255u] * ((ulong)0x1c4e2cf5abdcb74cul));
  uint x4 = (uint)get_global_id(0);
  struct S0 s0;
  s0.f0 = ((ushort)(ushort)0xffffu);
  x1 = helper0((uint)get_global_id(0), x0, a0, in);
  ulong h = 14695981039346656037ul;
  h = (h ^ (ulong)x0) * 1099511628211ul;
  h = (h ^ (ulong)x1) * 1099511628211ul;
  h = (h ^ (ulong)x2) * 1099511628211ul;
  h = (h ^ (ulong)x3) * 1099511628211ul;
  h = (h ^ (ulong)x4) * 1099511628211ul;
  h = (h ^ (ulong)s0.f0) * 1099511628211ul;
  for (uint i = 0; i < 4u; i++)
    h = (h ^ (ulong)a0[i]) * 1099511628211ul;
  for (uint i = 0; i < 8u; i++)
    h = (h ^ (ulong)a1[i]) * 1099511628211ul;
  out[get_global_id(0)] = h;
}
