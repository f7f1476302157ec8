// Random program 1509 (tests/random_programs, third slice on the H100): its outputs were wrong on
// NVIDIA's Vulkan driver (580, H100) and right on lavapipe, PoCL and the host. It divides 64-bit
// signed integers (`%` in safe_mod_long); with that division done by shifts and subtractions it ran
// right, with a 32-bit fast path and the 64-bit instruction still in the module it did not
// (docs/fuzzing.md). oclvk now emits no 64-bit division instruction on the Vulkan targets
// (library/divide_64.cl.inc). nvidia-1509.expected.bin is lavapipe's output (the host's);
// tests/backend_runs.rs `random_programs_dividing_64_bit_integers` runs it as
// oclvk run tests/random_programs/regressions/nvidia-1509.cl --build-options -cl-std=CL2.0 -k fuzz \
//   -g 4 -l 4 --arg in=file:in.bin --arg out=zeros:4 --arg scratch=zeros:2048 --out out=o.bin
// (in.bin: a copy of nvidia-1509.in).
// oclvk random program, seed 1509
struct R0 {
  uchar f0;
  uint f1;
  long f2[4];
  uchar f3;
};
struct R1 {
  struct R0 f0[2];
};
long safe_mod_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a % b;
}

short helper0(ushort x0, int *p, global const uint *in) {
  ushort x1 = ((int)(uint)0x0u);
  return ((int)(uint)0x0u);
}

short helper1(char x0, ushort *p, global const uint *in) {
  short x1 = ((int)(uint)0x0u);
  int x2 = ((int)(uint)0x0u);
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  char4 v0 = (char4)((char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u));
  return ((int)(uint)0x0u);
}

struct R1 rhelper0(struct R1 r0, struct R1 *p, ulong x0, global const uint *in) {
  uchar x1 = ((int)(uint)0x0u);
  long x2 = ((int)(uint)0x0u);
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  return r0;
}

struct R1 rhelper1(struct R1 r0, struct R0 *p, ushort x0, global const uint *in) {
  ushort x1 = ((int)(uint)0x0u);
  uint x2 = 0;
  char16 v0 = (char16)((char)((int)(uint)0x0u), (char)((ushort)(ushort)0x0u), (char)((ushort)(ushort)0x0u), (char)((int)(uint)0x0u), (char)((ulong)0x0ul), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((ulong)0x0ul), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((uint)(uint)0x0u), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u), (char)((int)(uint)0x0u));
  return r0;
}

kernel __attribute__((reqd_work_group_size(4, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  local char shared[4];
  local int lc0;
  global uint *counters = (global uint *)(scratch + 256);
  int a0[4];
  for (uint i = 0; i < 4u; i++)
    a0[i] = (int)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  global ushort *a1 = (global ushort *)(scratch + get_global_id(0) * 64 + 0);
  for (uint i = 0; i < 8u; i++)
    a1[i] = (ushort)in[(i * 7u + (uint)get_global_id(0) + 1u) & 255u];
  long x0 = ((int)(uint)0x0u);
  long x1 = ((int)(uint)0x0u);
  ushort x2 = ((int)(uint)0x0u);
  ulong x3 = ((int)(uint)0x0u);
  short x4 = ((int)(uint)0x0u);
  uint x5 = 0;
  uint x6 = 0;
  float y0 = convert_float_rtn((int)((uint)(((long)0x180a89925122a05ul)) & 4095u) - 2048);
  float3 y1 = (float3)(convert_float_rte((int)((uint)(((uint)get_global_id(0) ^ ((char)(uchar)0x0u))) & 4095u) - 2048), convert_float_rtz((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048), convert_float_rte((int)((uint)((((char)(uchar)0xffu) ^ ((short)(ushort)0x8000u))) & 4095u) - 2048));
  float y2 = (-5.0f);
  struct R1 r0;
  r0.f0[0].f0 = ((int)(uint)0x0u);
  r0.f0[0].f1 = ((int)(uint)0x0u);
  r0.f0[0].f2[0] = ((int)(uint)0x0u);
  r0.f0[0].f2[1] = ((int)(uint)0x0u);
  r0.f0[0].f2[2] = ((int)(uint)0x0u);
  r0.f0[0].f2[3] = ((int)(uint)0x0u);
  r0.f0[0].f3 = ((int)(uint)0x0u);
  r0.f0[1].f0 = ((int)(uint)0x0u);
  r0.f0[1].f1 = ((int)(uint)0x0u);
  r0.f0[1].f2[0] = ((int)(uint)0x0u);
  r0.f0[1].f2[1] = ((int)(uint)0x0u);
  r0.f0[1].f2[2] = ((int)(uint)0x0u);
  r0.f0[1].f2[3] = ((int)(uint)0x0u);
  r0.f0[1].f3 = ((int)(uint)0x0u);
  local struct R1 r1_wg[4];
  local struct R1 *r1 = r1_wg + get_local_id(0);
  (*r1).f0[0].f0 = ((int)(uint)0x0u);
  (*r1).f0[0].f1 = ((int)(uint)0x0u);
  (*r1).f0[0].f2[0] = ((int)(uint)0x0u);
  (*r1).f0[0].f2[1] = ((int)(uint)0x0u);
  (*r1).f0[0].f2[2] = ((int)(uint)0x0u);
  (*r1).f0[0].f2[3] = ((int)(uint)0x0u);
  (*r1).f0[0].f3 = ((int)(uint)0x0u);
  (*r1).f0[1].f0 = ((int)(uint)0x0u);
  (*r1).f0[1].f1 = ((int)(uint)0x0u);
  (*r1).f0[1].f2[0] = ((int)(uint)0x0u);
  (*r1).f0[1].f2[1] = ((int)(uint)0x0u);
  (*r1).f0[1].f2[2] = ((int)(uint)0x0u);
  (*r1).f0[1].f2[3] = ((int)(uint)0x0u);
  (*r1).f0[1].f3 = ((int)(uint)0x5u);
  struct R0 r2;
  r2.f0 = ((int)(uint)0x0u);
  r2.f1 = ((int)(uint)0x0u);
  r2.f2[0] = ((int)(uint)0x0u);
  r2.f2[1] = ((int)(uint)0x0u);
  r2.f2[2] = ((int)(uint)0x0u);
  r2.f2[3] = ((int)(uint)0x0u);
  r2.f3 = ((int)(uint)0x0u);
  switch ((((int)(uint)0x0u)) & 7) {
  case 2: {
    break;
  }
  case 4: {
    break;
  }
  case 7: {
  }
  default: {
    x6 = 0;
    while ((uint)get_global_id(0)) {
      if (++x6 > 2u) break;
      x3 = safe_mod_long(((long)0xa0096b41e478fcul), x6);
    }
  }
  }
  r1->f0[(x3) & 1] = r1->f0[(x6) & 1];
  ulong h = 14695981039346656037ul;
  h = (h ^ (ulong)x0) * 1099511628211ul;
  h = (h ^ (ulong)x1) * 1099511628211ul;
  h = (h ^ (ulong)x2) * 1099511628211ul;
  h = (h ^ (ulong)x3) * 1099511628211ul;
  h = (h ^ (ulong)x4) * 1099511628211ul;
  h = (h ^ (ulong)x5) * 1099511628211ul;
  h = (h ^ (ulong)x6) * 1099511628211ul;
  for (uint i = 0; i < 4u; i++)
    h = (h ^ (ulong)a0[i]) * 1099511628211ul;
  for (uint i = 0; i < 8u; i++)
    h = (h ^ (ulong)a1[i]) * 1099511628211ul;
  h = (h ^ (ulong)((y0) == 0.0f ? 0u : as_uint(y0))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.x) == 0.0f ? 0u : as_uint(y1.x))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.y) == 0.0f ? 0u : as_uint(y1.y))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.z) == 0.0f ? 0u : as_uint(y1.z))) * 1099511628211ul;
  h = (h ^ (ulong)((y2) == 0.0f ? 0u : as_uint(y2))) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[0].f0) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[0].f1) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[0].f2[0]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[0].f2[1]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[0].f2[2]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[0].f2[3]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[0].f3) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[1].f0) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[1].f1) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[1].f2[0]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[1].f2[1]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[1].f2[2]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[1].f2[3]) * 1099511628211ul;
  h = (h ^ (ulong)r0.f0[1].f3) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[0].f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[0].f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[0].f2[0]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[0].f2[1]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[0].f2[2]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[0].f2[3]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[0].f3) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[1].f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[1].f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[1].f2[0]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[1].f2[1]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[1].f2[2]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[1].f2[3]) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0[1].f3) * 1099511628211ul;
  h = (h ^ (ulong)r2.f0) * 1099511628211ul;
  h = (h ^ (ulong)r2.f1) * 1099511628211ul;
  h = (h ^ (ulong)r2.f2[0]) * 1099511628211ul;
  h = (h ^ (ulong)r2.f2[1]) * 1099511628211ul;
  h = (h ^ (ulong)r2.f2[2]) * 1099511628211ul;
  h = (h ^ (ulong)r2.f2[3]) * 1099511628211ul;
  h = (h ^ (ulong)r2.f3) * 1099511628211ul;
  out[get_global_id(0)] = h;
}
