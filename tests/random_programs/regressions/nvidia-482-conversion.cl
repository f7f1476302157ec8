// Random program 482 (tests/random_programs, third slice on the H100), reduced a second time:
// after the 64-bit division fix (nvidia-482.cl) the whole program still disagreed on NVIDIA's
// Vulkan driver (580, H100) and agreed on lavapipe and the host. This reduction keeps the second
// cause: `convert_long_sat_rtp` in the second loop's condition; the driver computed `x0` in the
// first loop as if `a0[x2 & 1] & x4` were odd. Variants run there (docs/fuzzing.md): right with
// the conversion to `int`, from a `double`, or of the float not rounded first; wrong with
// `_rtn`, `_rte`, `ceil` or `floor` then `convert_long`, to `ulong`, without `_sat`. oclvk now
// converts floats to 64-bit integers without the conversion instruction on the Vulkan targets
// (library/convert_64.cl.inc). nvidia-482-conversion.expected.bin is lavapipe's output (a model of
// the program computed by hand agrees on every work-item); its input is nvidia-482.in.
// tests/backend_runs.rs `random_program_converting_a_float_to_a_64_bit_integer` runs it as
// oclvk run tests/random_programs/regressions/nvidia-482-conversion.cl --build-options -cl-std=CL2.0 \
//   -k fuzz -g 48 -l 16 --arg in=file:nvidia-482.in --arg out=zeros:48 --arg scratch=zeros:18944
// oclvk random program, seed 482
struct R0 {
  uchar f0;
  short f1;
};
struct R1 {
  struct R0 f0[2];
};
union U0 {
  ushort m0;
  short m1;
  uchar m2[2];
  char m3[2];
};

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  local ulong shared[16];
  global uint *counters = (global uint *)(scratch + 3072);
  ulong a0[2];
  for (uint i = 0; i < 2u; i++)
    a0[i] = (ulong)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  uchar x0 = ((int)(uint)0x0u);
  int x1 = in[(((int)(uint)0x0u)) & 255u];
  uint x2 = 0;
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  uint x8 = 0;
  uint x9 = 0;
  uint x10 = 0;
  uint x11 = 0;
  uint x12 = 0;
  long8 v0 = (long8)((long)((int)(uint)0x0u), (long)((int)(uint)0x0u), (long)((int)(uint)0x0u), (long)((int)(uint)0x0u), (long)(uint)get_global_id(0), (long)((int)(uint)0x0u), (long)((int)(uint)0x0u), (long)((int)(uint)0x0u));
  float4 y0 = (float4)(convert_float_rte((int)((uint)((((uint)(uint)0x23412ebfu) ^ ((short)(ushort)0x2u))) & 4095u) - 2048), convert_float((int)((uint)((in[(((uint)get_global_id(0) + ((uint)(uint)0x5bu))) & 255u] ^ ((char)(uchar)0xfeu))) & 4095u) - 2048), convert_float((int)((uint)((((char)(uchar)0x2u) * ((uint)(uint)0x0u))) & 4095u) - 2048), convert_float((int)((uint)(((long)0x7ul)) & 4095u) - 2048));
  float2 y1 = (float2)(convert_float((int)((uint)(((uint)get_global_id(0) ^ ((short)(ushort)0x1u))) & 4095u) - 2048), (-4.0f));
  union U0 u0;
  u0.m0 = ((int)(uint)0x0u);
  for (x2 = 0; x2 < (uint)x1 % 3u; x2++) {
    switch ((((int)(uint)0x0u)) & 7) {
    case 1: {
    }
    case 7: {
    }
    default: {
      for (x4 = 0; x4 < (uint)((uint)(uint)0x3u) % 2u; x4++) {
      }
    }
    }
    x0 = (v0.s4 * (a0[(x2) & 1] & x4));
  }
  for (x8 = 0; x8 < (uint)x1 % 6u; x8++) {
    x9 = 0;
    while (convert_long_sat_rtp((y0.z) * 0.5f)) {
      if (++x9 > 2u) break;
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
  h = (h ^ (ulong)x10) * 1099511628211ul;
  h = (h ^ (ulong)x11) * 1099511628211ul;
  h = (h ^ (ulong)x12) * 1099511628211ul;
  h = (h ^ (ulong)v0.s0) * 1099511628211ul;
  h = (h ^ (ulong)v0.s1) * 1099511628211ul;
  h = (h ^ (ulong)v0.s2) * 1099511628211ul;
  h = (h ^ (ulong)v0.s3) * 1099511628211ul;
  h = (h ^ (ulong)v0.s4) * 1099511628211ul;
  h = (h ^ (ulong)v0.s5) * 1099511628211ul;
  h = (h ^ (ulong)v0.s6) * 1099511628211ul;
  h = (h ^ (ulong)v0.s7) * 1099511628211ul;
  for (uint i = 0; i < 2u; i++)
    h = (h ^ (ulong)a0[i]) * 1099511628211ul;
  h = (h ^ (ulong)((y0.x) == 0.0f ? 0u : as_uint(y0.x))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.y) == 0.0f ? 0u : as_uint(y0.y))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.z) == 0.0f ? 0u : as_uint(y0.z))) * 1099511628211ul;
  h = (h ^ (ulong)((y0.w) == 0.0f ? 0u : as_uint(y0.w))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.x) == 0.0f ? 0u : as_uint(y1.x))) * 1099511628211ul;
  h = (h ^ (ulong)((y1.y) == 0.0f ? 0u : as_uint(y1.y))) * 1099511628211ul;
  h = (h ^ (ulong)u0.m0) * 1099511628211ul;
  out[get_global_id(0)] = h;
}
