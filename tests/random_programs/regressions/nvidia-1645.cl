// Random program 1645 (tests/random_programs, third slice on the H100): its outputs were wrong on
// NVIDIA's Vulkan driver (580, H100) and right on lavapipe, PoCL and the host. It divides 64-bit
// signed integers (`%` in safe_mod_long); with that division done by shifts and subtractions it ran
// right, with a 32-bit fast path and the 64-bit instruction still in the module it did not
// (docs/fuzzing.md). oclvk now emits no 64-bit division instruction on the Vulkan targets
// (library/divide_64.cl.inc). nvidia-1645.expected.bin is lavapipe's output (the host's);
// tests/backend_runs.rs `random_programs_dividing_64_bit_integers` runs it as
// oclvk run tests/random_programs/regressions/nvidia-1645.cl --build-options -cl-std=CL2.0 -k fuzz \
//   -g 96 -l 32 --arg in=file:in.bin --arg out=zeros:96 --arg scratch=zeros:37376 --out out=o.bin
// (in.bin: a copy of nvidia-1645.in).
// oclvk random program, seed 1645
struct S0 {
  ushort f0;
};
struct S1 {
  uchar f0;
  ulong f1;
};
struct R0 {
  uint f0;
  int f1;
  int f2;
};
struct R1 {
  ushort f0;
  long f1;
  int f2;
  struct R0 f3[2];
};
union U0 {
  ulong m0;
  long m1;
  ushort m2[4];
  short4 m3;
};
long safe_mod_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a % b;
}

int helper0(uchar x0, char x1, uint *p, global const uint *in) {
  uchar x2 = ((int)(uint)0x0u);
  short16 v0 = (short16)((short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((ulong)0x0ul), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u));
  return ((int)(uint)0x0u);
}

struct R1 rhelper0(struct R1 r0, global struct R0 *p, ulong x0, global const uint *in) {
  short16 v0 = (short16)((short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u), (short)((int)(uint)0x0u));
  return r0;
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  local long shared[32];
  global uint *counters = (global uint *)(scratch + 12288);
  uint a0[16];
  for (uint i = 0; i < 16u; i++)
    a0[i] = (uint)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  uchar x0 = ((int)(uint)0x0u);
  long x1 = ((int)(uint)0x0u);
  long x2 = ((int)(uint)0x0u);
  uchar x3 = ((int)(uint)0x0u);
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  uint x8 = 0;
  uint x9 = 0;
  uchar16 v0 = (uchar16)((uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((ulong)0x0ul), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((uchar)(uchar)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u));
  uint2 v1 = (uint2)((uint)((int)(uint)0x0u), (uint)((int)(uint)0x0u));
  struct S1 s0;
  s0.f0 = ((int)(uint)0x0u);
  s0.f1 = ((int)(uint)0x0u);
  struct S1 s1;
  s1.f0 = ((int)(uint)0x0u);
  s1.f1 = ((int)(uint)0x0u);
  float8 y0 = (float8)(convert_float((int)((uint)(((long)((ulong)in[(((uint)get_global_id(0) + ((uint)(uint)0x44u))) & 255u] * (ulong)((long)0x8000000000000000ul)))) & 4095u) - 2048), convert_float_rtz((int)((uint)((((short)(ushort)0x6u) ^ ((int)(uint)0x80000000u))) & 4095u) - 2048), (-3.0f), convert_float((int)((uint)(((char)(uchar)0x80u)) & 4095u) - 2048), convert_float((int)((uint)(((ushort)(ushort)0x5u)) & 4095u) - 2048), convert_float((int)((uint)(((long)((ulong)(uint)get_global_id(0) + (ulong)((long)0xfffffffffffffffdul)))) & 4095u) - 2048), convert_float((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048), convert_float((int)((uint)(in[(((uint)get_global_id(0) + ((uint)(uint)0x3bu))) & 255u]) & 4095u) - 2048));
  float y1 = 7.0f;
  union U0 u0;
  u0.m0 = ((int)(uint)0x0u);
  union U0 u1;
  u1.m0 = ((int)(uint)0x0u);
  struct R1 r0;
  r0.f0 = ((int)(uint)0x0u);
  r0.f1 = ((int)(uint)0x0u);
  r0.f2 = ((int)(uint)0x0u);
  r0.f3[0].f0 = ((int)(uint)0x0u);
  r0.f3[0].f1 = ((int)(uint)0x0u);
  r0.f3[0].f2 = ((int)(uint)0x0u);
  r0.f3[1].f0 = ((int)(uint)0x0u);
  r0.f3[1].f1 = ((int)(uint)0x0u);
  r0.f3[1].f2 = ((int)(uint)0x0u);
  global struct R0 *r1 = (global struct R0 *)(scratch + get_global_id(0) * 128 + 64);
  (*r1).f0 = ((int)(uint)0x0u);
  (*r1).f1 = ((int)(uint)0x0u);
  (*r1).f2 = ((int)(uint)0x0u);
  local struct R1 r2_wg[32];
  local struct R1 *r2 = r2_wg + get_local_id(0);
  (*r2).f0 = ((int)(uint)0x0u);
  (*r2).f1 = ((int)(uint)0x0u);
  (*r2).f2 = ((int)(uint)0x0u);
  (*r2).f3[0].f0 = ((int)(uint)0x0u);
  (*r2).f3[0].f1 = ((int)(uint)0x0u);
  (*r2).f3[0].f2 = ((int)(uint)0x0u);
  (*r2).f3[1].f0 = ((int)(uint)0x0u);
  (*r2).f3[1].f1 = ((int)(uint)0x0u);
  (*r2).f3[1].f2 = ((int)(uint)0x0u);
  global struct R0 *r3 = (global struct R0 *)(scratch + get_global_id(0) * 128 + 96);
  (*r3).f0 = ((int)(uint)0x0u);
  (*r3).f1 = ((uint)(uint)0x0u);
  (*r3).f2 = ((int)(uint)0x0u);
  for (x4 = 0; x4 < (uint)((uint)(uint)0x3u) % 4u; x4++) {
    x5 = 0;
    while (x0) {
      if (++x5 > 6u) break;
      x2 = x0;
    }
    switch ((a0[(((int)(uint)0x0u)) & 15]) & 7) {
    case 3: {
      switch (((!((ushort)(ushort)0x0u))) & 7) {
      case 4: {
        break;
      }
      case 0: {
      }
      case 5: {
        break;
      }
      case 3: {
        break;
      }
      default: {
        x0 = (safe_mod_long((uint)get_local_id(0), (v0.s7 ? x2 : ((ushort)(ushort)0xffffu))) >= (((int)(uint)0x0u) <= x1));
      }
      }
    }
    case 7: {
      r2->f3[(x2) & 1].f0 = x0;
    }
    default: {
    }
    }
  }
  ulong h = 14695981039346656037ul;
  h = (h ^ (ulong)x0) * 1099511628211ul;
  h = (h ^ (ulong)x1) * 1099511628211ul;
  h = (h ^ (ulong)x2) * 1099511628211ul;
  h = (h ^ (ulong)x3) * 1099511628211ul;
  h = (h ^ (ulong)x4) * 1099511628211ul;
  h = (h ^ (ulong)x5) * 1099511628211ul;
  h = (h ^ (ulong)x6) * 1099511628211ul;
  h = (h ^ (ulong)x7) * 1099511628211ul;
  h = (h ^ (ulong)x8) * 1099511628211ul;
  h = (h ^ (ulong)x9) * 1099511628211ul;
  h = (h ^ (ulong)v0.s0) * 1099511628211ul;
  h = (h ^ (ulong)v0.s1) * 1099511628211ul;
  h = (h ^ (ulong)v0.s2) * 1099511628211ul;
  h = (h ^ (ulong)v0.s3) * 1099511628211ul;
  h = (h ^ (ulong)v0.s4) * 1099511628211ul;
  h = (h ^ (ulong)v0.s5) * 1099511628211ul;
  h = (h ^ (ulong)v0.s6) * 1099511628211ul;
  h = (h ^ (ulong)v0.s7) * 1099511628211ul;
  h = (h ^ (ulong)v0.s8) * 1099511628211ul;
  h = (h ^ (ulong)v0.s9) * 1099511628211ul;
  h = (h ^ (ulong)v0.sa) * 1099511628211ul;
  h = (h ^ (ulong)v0.sb) * 1099511628211ul;
  h = (h ^ (ulong)v0.sc) * 1099511628211ul;
  h = (h ^ (ulong)v0.sd) * 1099511628211ul;
  h = (h ^ (ulong)v0.se) * 1099511628211ul;
  h = (h ^ (ulong)v0.sf) * 1099511628211ul;
  h = (h ^ (ulong)v1.x) * 1099511628211ul;
  h = (h ^ (ulong)v1.y) * 1099511628211ul;
  h = (h ^ (ulong)s0.f0) * 1099511628211ul;
  h = (h ^ (ulong)s0.f1) * 1099511628211ul;
  h = (h ^ (ulong)s1.f0) * 1099511628211ul;
  h = (h ^ (ulong)s1.f1) * 1099511628211ul;
  for (uint i = 0; i < 16u; i++)
    h = (h ^ (ulong)a0[i]) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s0) == 0.0f ? 0u : as_uint(y0.s0))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s1) == 0.0f ? 0u : as_uint(y0.s1))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s2) == 0.0f ? 0u : as_uint(y0.s2))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s3) == 0.0f ? 0u : as_uint(y0.s3))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s4) == 0.0f ? 0u : as_uint(y0.s4))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s5) == 0.0f ? 0u : as_uint(y0.s5))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s6) == 0.0f ? 0u : as_uint(y0.s6))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s7) == 0.0f ? 0u : as_uint(y0.s7))) * 1099511628211ul;
  h = (h ^ (ulong)((y1) == 0.0f ? 0u : as_uint(y1))) * 1099511628211ul;
  h = (h ^ (ulong)u0.m0) * 1099511628211ul;
  h = (h ^ (ulong)u1.m0) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0) * 1099511628211ul;
  h = (h ^ (ulong)r0.f1) * 1099511628211ul;
  h = (h ^ (ulong)r0.f2) * 1099511628211ul;
  h = (h ^ (ulong)r0.f3[0].f0) * 1099511628211ul;
  h = (h ^ (ulong)r0.f3[0].f1) * 1099511628211ul;
  h = (h ^ (ulong)r0.f3[0].f2) * 1099511628211ul;
  h = (h ^ (ulong)r0.f3[1].f0) * 1099511628211ul;
  h = (h ^ (ulong)r0.f3[1].f1) * 1099511628211ul;
  h = (h ^ (ulong)r0.f3[1].f2) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f2) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f2) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f3[0].f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f3[0].f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f3[0].f2) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f3[1].f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f3[1].f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r2).f3[1].f2) * 1099511628211ul;
  h = (h ^ (ulong)(*r3).f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r3).f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r3).f2) * 1099511628211ul;
  out[get_global_id(0)] = h;
}
