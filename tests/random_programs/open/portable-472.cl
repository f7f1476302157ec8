// host vs oclvk, work-item 11: 0x41b6ba2d7fc6e7e4 vs 0xcedfc33f567c40d8
// input: tests/random_programs/open/portable-472.in (copy it to a .bin name) (`input(472)` in tests/random_programs/worker.rs)
// oclvk run tests/random_programs/open/portable-472.cl -k fuzz -g 64 -l 32 --arg in=file:tests/random_programs/open/portable-472.in (copy it to a .bin name) --arg out=zeros:64 --arg scratch=zeros:4096 --out out=out.bin
// oclvk random program, seed 472
struct S0 {
  int f0;
  int f1;
};
struct R0 {
  int f0;
};

char helper0(short x0, char x1, ulong x2, char *p, global const uint *in) {
  long x3 = x0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  uint x8 = 0;
  uint x9 = 0;
  switch ((x3) & 7) {
  case 2: {
    break;
  }
  case 1: {
    break;
  }
  case 5: {
    x7 = 0;
    while ((x7 + (((uchar)(uchar)0xfeu) || ((int)(uint)0x0u)))) {
      if (++x7 > 6u) break;
    }
    switch ((((int)(uint)0x0u)) & 7) {
    case 3: {
      break;
    }
    case 5: {
      break;
    }
    case 1: {
      break;
    }
    default: {
      x0 = x7;
    }
    }
    break;
  }
  default: {
  }
  }
  return x0;
}

uint helper1(uchar x0, int x1, uchar x2, short *p, global const uint *in) {
  char3 v0 = (char3)((char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u));
  return ((int)(uint)0x0u);
}

struct R0 rhelper0(struct R0 r0, struct R0 *p, int x0, global const uint *in) {
  int x1 = ((uchar)(uchar)0x0u);
  int x2 = ((int)(uint)0x0u);
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  int4 v0 = (int4)((int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u));
  return r0;
}

struct R0 rhelper1(struct R0 r0, struct R0 *p, uchar x0, global const uint *in) {
  uint x1 = 0;
  uint x2 = 0;
  short2 v0 = (short2)((short)((int)(uint)0x0u), (short)((int)(uint)0x0u));
  return r0;
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  local ulong shared[32];
  char a0[16];
  for (uint i = 0; i < 16u; i++)
    a0[i] = (char)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  short a1[16];
  for (uint i = 0; i < 16u; i++)
    a1[i] = (short)in[(i * 7u + (uint)get_global_id(0) + 1u) & 255u];
  uchar x0 = ((int)(uint)0x0u);
  char x1 = ((int)(uint)0x0u);
  ulong x2 = ((uchar)(uchar)0x0u);
  uchar x3 = ((int)(uint)0xffffffffu);
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  struct S0 s0;
  s0.f0 = ((int)(uint)0x0u);
  s0.f1 = ((int)(uint)0x0u);
  float2 y0 = (float2)(convert_float_rtp((int)((uint)(((uint)get_global_id(0) + ((uchar)(uchar)0x1au))) & 4095u) - 2048), convert_float_rtn((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048));
  float y1 = (-4.0f);
  struct R0 r0;
  r0.f0 = ((int)(uint)0x0u);
  struct R0 r1;
  r1.f0 = ((int)(uint)0x0u);
  x3 = helper0(in[(x3) & 255u], ((int)(uint)0x0u), ((int)(uint)0x0u), a0, in);
  ulong h = 14695981039346656037ul;
  h = (h ^ (ulong)x0) * 1099511628211ul;
  h = (h ^ (ulong)x1) * 1099511628211ul;
  h = (h ^ (ulong)x2) * 1099511628211ul;
  h = (h ^ (ulong)x3) * 1099511628211ul;
  h = (h ^ (ulong)x4) * 1099511628211ul;
  h = (h ^ (ulong)x5) * 1099511628211ul;
  h = (h ^ (ulong)x6) * 1099511628211ul;
  h = (h ^ (ulong)s0.f0) * 1099511628211ul;
  h = (h ^ (ulong)s0.f1) * 1099511628211ul;
  for (uint i = 0; i < 16u; i++)
    h = (h ^ (ulong)a0[i]) * 1099511628211ul;
  for (uint i = 0; i < 16u; i++)
    h = (h ^ (ulong)a1[i]) * 1099511628211ul;
  h = (h ^ (ulong)((y0.x) == 0.0f ? 0u : as_uint(y0.x))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.y) == 0.0f ? 0u : as_uint(y0.y))) * 1099511628211ul;
  h = (h ^ (ulong)((y1) == 0.0f ? 0u : as_uint(y1))) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0) * 1099511628211ul;
  h = (h ^ (ulong)r1.f0) * 1099511628211ul;
  out[get_global_id(0)] = h;
}
