// Random program 136 of the third slice, reduced by the generator's reducer: NVIDIA's Vulkan
// driver (580, H100) gave work-items 1, 6, 8, 13 and 24 (those whose `switch` took case 0 inside
// the `while`) 0 for `x2 = lc0` after `lc0 = 60` by work-item 0, a barrier,
// `atomic_min(&lc0, 0xfffd)` and a second barrier; lavapipe and PoCL gave 60
// (nvidia-136.expected.bin). Variants of the barriers, the atomic and the loop exit changed
// nothing; the helper's argument `convert_long_sat_rtn(...)` of a float was the cause: with
// floats converted to 64-bit integers through the library (library/convert_64.cl.inc, the fix
// of random program 482's second cause, docs/fuzzing.md) it runs right there.
// tests/backend_runs.rs `random_program_converting_a_float_to_a_64_bit_integer` runs it as
// oclvk run tests/random_programs/regressions/nvidia-136.cl --build-options -cl-std=CL2.0 -k fuzz \
//   -g 64 -l 32 --arg in=file:nvidia-136.in --arg out=zeros:64 --arg scratch=zeros:6144
// oclvk random program, seed 136
struct R0 {
  ulong f0;
  char f1;
  long f2;
};
struct R1 {
  ushort f0;
  struct R0 f1;
};
union U0 {
  uint m0;
  short m1[2];
  int m2;
  short m3[2];
};

ushort helper0(int x0, short x1, uint *p, global const uint *in) {
  short x2 = ((int)(uint)0x0u);
  return x0;
}

uint helper1(ulong x0, local int *p, global const uint *in) {
  int x1 = ((int)(uint)0x0u);
  ushort x2 = ((int)(uint)0x0u);
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  return in[(((int)(uint)0x0u)) & 255u];
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  local ushort shared[32];
  local uint lc0;
  uint a0[4];
  for (uint i = 0; i < 4u; i++)
    a0[i] = (uint)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  local int a1_wg[512];
  local int *a1 = a1_wg + get_local_id(0) * 16;
  for (uint i = 0; i < 16u; i++)
    a1[i] = (int)in[(i * 7u + (uint)get_global_id(0) + 1u) & 255u];
  int x0 = ((int)(uint)0x0u);
  char x1 = ((int)(uint)0x0u);
  int x2 = ((int)(uint)0x80000000u);
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  float8 y0 = (float8)(convert_float_rtz((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048), convert_float((int)((uint)((in[(((uint)get_global_id(0) + ((uint)(uint)0xfcu))) & 255u] * ((short)(ushort)0xe8deu))) & 4095u) - 2048), 2.0f, (-5.0f), convert_float((int)((uint)(((char)(uchar)0xffu)) & 4095u) - 2048), (-2.0f), convert_float_rte((int)((uint)(in[(((uint)get_global_id(0) + ((uint)(uint)0x5bu))) & 255u]) & 4095u) - 2048), convert_float((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048));
  float4 y1 = (float4)(0.0f, convert_float_rte((int)((uint)(((uint)get_global_id(0) ^ ((uchar)(uchar)0x6bu))) & 4095u) - 2048), convert_float((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048), 0.0f);
  float y2 = convert_float((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048);
  local struct R0 r0_wg[32];
  local struct R0 *r0 = r0_wg + get_local_id(0);
  (*r0).f0 = ((int)(uint)0x0u);
  (*r0).f1 = ((int)(uint)0x0u);
  (*r0).f2 = ((int)(uint)0x0u);
  global struct R1 *r1 = (global struct R1 *)(scratch + get_global_id(0) * 96 + 64);
  (*r1).f0 = ((int)(uint)0x0u);
  (*r1).f1.f0 = ((int)(uint)0x0u);
  (*r1).f1.f1 = ((int)(uint)0x0u);
  (*r1).f1.f2 = ((int)(uint)0x0u);
  x5 = 0;
  while (x2) {
    if (++x5 > 1u) break;
    if (convert_short_rtp((convert_float((int)((uint)(((int)((uchar)(uchar)0x3u))) & 4095u) - 2048)) * 0.5f)) {
      switch ((a0[(((int)(uint)0x0u)) & 3]) & 7) {
      case 0: {
        x2 = helper1(((int)(uint)0x0u), a1, in);
        break;
      }
      default: {
      }
      }
      if (((long)x3)) {
      } else {
        break;
      }
    }
  }
  r0->f0 = (x2 && x5);
  if (get_local_id(0) == 0)
    lc0 = ((uint)(uint)0x3cu);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_min(&lc0, (uint)(((ushort)(ushort)0xfffdu)));
  barrier(CLK_LOCAL_MEM_FENCE);
  x2 = lc0;
  x1 = helper0(convert_long_sat_rtn((fmin(fmin(fmax((convert_float((int)((uint)(x1) & 4095u) - 2048) + 6.0f), -4096.0f), 4096.0f), -44.0f)) * 0.5f), ((int)(uint)0x0u), a0, in);
  ulong h = 14695981039346656037ul;
  h = (h ^ (ulong)x0) * 1099511628211ul;
  h = (h ^ (ulong)x1) * 1099511628211ul;
  h = (h ^ (ulong)x2) * 1099511628211ul;
  h = (h ^ (ulong)x3) * 1099511628211ul;
  h = (h ^ (ulong)x4) * 1099511628211ul;
  h = (h ^ (ulong)x5) * 1099511628211ul;
  for (uint i = 0; i < 4u; i++)
    h = (h ^ (ulong)a0[i]) * 1099511628211ul;
  for (uint i = 0; i < 16u; i++)
    h = (h ^ (ulong)a1[i]) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s0) == 0.0f ? 0u : as_uint(y0.s0))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s1) == 0.0f ? 0u : as_uint(y0.s1))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s2) == 0.0f ? 0u : as_uint(y0.s2))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s3) == 0.0f ? 0u : as_uint(y0.s3))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s4) == 0.0f ? 0u : as_uint(y0.s4))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s5) == 0.0f ? 0u : as_uint(y0.s5))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s6) == 0.0f ? 0u : as_uint(y0.s6))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.s7) == 0.0f ? 0u : as_uint(y0.s7))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.x) == 0.0f ? 0u : as_uint(y1.x))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.y) == 0.0f ? 0u : as_uint(y1.y))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.z) == 0.0f ? 0u : as_uint(y1.z))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.w) == 0.0f ? 0u : as_uint(y1.w))) * 1099511628211ul;
  h = (h ^ (ulong)((y2) == 0.0f ? 0u : as_uint(y2))) * 1099511628211ul;
  h = (h ^ (ulong)(*r0).f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r0).f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r0).f2) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f1.f0) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f1.f1) * 1099511628211ul;
  h = (h ^ (ulong)(*r1).f1.f2) * 1099511628211ul;
  out[get_global_id(0)] = h;
}
