// Random program 1625 (second slice), reduced: an NVIDIA Vulkan driver miscompile (580, H100;
// docs/fuzzing.md). Work-item 0 must zero a1[0] (sf0 is 0, so the select gives index 0); on the
// H100 it zeroed a1[6], and work-items 1-7 a1[0] instead of a1[6]: the select came out
// inverted, because of case 1's 64-bit division, which no work-item runs (no work-item's switch
// value is 1). The driver miscompiles the code around any 64-bit division instruction; oclvk
// now emits none on the Vulkan targets (library/divide_64.cl.inc). nvidia-1625.expected.bin
// is lavapipe's output (the host's and NVIDIA's OpenCL's); tests/backend_runs.rs
// `random_programs_dividing_64_bit_integers` runs it as
// oclvk run tests/random_programs/regressions/nvidia-1625.cl --build-options "-cl-std=CL2.0" -k fuzz \
//   -g 8 -l 8 --arg in=file:in.bin --arg out=zeros:8 --arg scratch=zeros:1024 --out out=o.bin
// (in.bin: a copy of nvidia-1625.in).
// oclvk random program, seed 1625
struct S0 {
  short f0;
  char f1;
  ulong f2;
};
struct S1 {
  short f0;
  short f1;
  long f2;
};
long safe_div_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a / b;
}

uchar helper0(uchar x0, uint x1, int x2, ulong *p, global const uint *in) {
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  return ((int)(uint)0x0u);
}

long helper1(ushort x0, int *p, global const uint *in) {
  short x1 = ((int)(uint)0x0u);
  uint x2 = 0;
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  int8 v0 = (int8)((int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u), (int)((int)(uint)0x0u));
  return ((int)(uint)0x0u);
}

kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  local long shared[8];
  global uint *counters = (global uint *)(scratch + 512);
  global ulong *a0 = (global ulong *)(scratch + get_global_id(0) * 64 + 0);
  for (uint i = 0; i < 8u; i++)
    a0[i] = (ulong)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  int a1[8];
  for (uint i = 0; i < 8u; i++)
    a1[i] = (int)in[(i * 7u + (uint)get_global_id(0) + 1u) & 255u];
  local int a2_wg[32];
  local int *a2 = a2_wg + get_local_id(0) * 4;
  for (uint i = 0; i < 4u; i++)
    a2[i] = (int)in[(i * 7u + (uint)get_global_id(0) + 2u) & 255u];
  short x0 = ((int)(uint)0x0u);
  char x1 = ((int)(uint)0x0u);
  ulong x2 = ((int)(uint)0x0u);
  uint x3 = ((int)(uint)0x0u);
  short x4 = ((short)(ushort)0x4159u);
  long x5 = ((int)(uint)0x6u);
  uint x6 = 0;
  uint x7 = 0;
  uint x8 = 0;
  uint x9 = 0;
  uchar3 v0 = (uchar3)((uchar)((int)(uint)0x0u), (uchar)((int)(uint)0x0u), (uchar)(uint)get_global_id(0));
  struct S1 s0;
  short sf0;
  sf0 = (uint)get_global_id(0);
  s0.f1 = ((int)(uint)0x0u);
  s0.f2 = ((int)(uint)0x0u);
  a1[((sf0 ? x5 : ((int)(uint)0x0u))) & 7] = ((int)(uint)0x0u);
  switch ((a2[(((int)(uint)0x0u)) & 3]) & 7) {
  case 1: {
    v0.y = x5 / (long)(sf0 | 1);
    break;
  }
  case 0: {
    switch ((((int)(uint)0x0u)) & 7) {
    case 2: {
    }
    default: {
      if (v0.z) {
        x4 = ((int)(uint)0x0u);
      }
      sf0 = a1[(x4) & 7];
    }
    }
    break;
  }
  case 2: {
    break;
  }
  case 4: {
    break;
  }
  default: {
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
  h = (h ^ (ulong)v0.x) * 1099511628211ul;
  h = (h ^ (ulong)v0.y) * 1099511628211ul;
  h = (h ^ (ulong)v0.z) * 1099511628211ul;
  h = (h ^ (ulong)sf0) * 1099511628211ul;
  h = (h ^ (ulong)s0.f1) * 1099511628211ul;
  h = (h ^ (ulong)s0.f2) * 1099511628211ul;
  for (uint i = 0; i < 8u; i++)
    h = (h ^ (ulong)a0[i]) * 1099511628211ul;
  for (uint i = 0; i < 8u; i++)
    h = (h ^ (ulong)a1[i]) * 1099511628211ul;
  for (uint i = 0; i < 4u; i++)
    h = (h ^ (ulong)a2[i]) * 1099511628211ul;
  global ulong *dump = scratch + 600 + get_global_id(0) * 16;
  for (uint i = 0; i < 8u; i++) dump[i] = (ulong)a1[i];
  dump[8] = (ulong)sf0; dump[9] = (ulong)x4; dump[10] = (ulong)v0.y; dump[11] = (ulong)x5; dump[12] = (ulong)v0.z;
  out[get_global_id(0)] = h;
}
