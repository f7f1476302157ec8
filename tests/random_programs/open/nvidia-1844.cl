// NVIDIA Vulkan driver bug (580, H100), random program 1844 of the third slice, reduced by
// deleting lines while vkCreateComputePipelines fails ("NVVM compilation failed: 3", then
// VK_ERROR_UNKNOWN) on a module spirv-val accepts; lavapipe builds and runs it. Every line left
// is needed: a helper with a ulong4 loop called from a switch case, and a loop that runs no
// iteration storing a union's long member through a ushort pointer. nvidia-open.sh says whether
// the pipeline builds on the default device.
// options: -cl-std=CL2.0
union U1 {
  long m3;
};
long helper0(short x0, uint x1, long x2, char *p, global const uint *in) {
  ulong x4 = ((int)(uint)0x0u);
  uint x5 = 0;
  ulong4 v0 = (ulong4)((ulong)((int)(uint)0x0u), (ulong)((int)(uint)0x0u), (ulong)x1, (ulong)((int)(uint)0x0u));
  for (x5 = 0; x5 < (uint)((uint)(uint)0x2u) % 7u; x5++) {
    v0.w = (v0.z * x1);
    x4 = (v0.w > ((uint)(uint)0xffffffffu));
    v0 = ((((ulong4)((ulong)((int)(uint)0x0u), (ulong)((int)(uint)0x0u), (ulong)((int)(uint)0x0u), (ulong)((int)(uint)0x0u))) ^ v0.yyzz) ^ ((ulong4)((ulong)x4)));
  }
  return v0.z;
}
kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  local char a0_wg[32];
  local char *a0 = a0_wg + get_local_id(0) * 4;
  for (uint i = 0; i < 4u; i++)
    a0[i] = (char)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  global ushort *a1 = (global ushort *)(scratch + get_global_id(0) * 64 + 0);
  char x0 = ((int)(uint)0x0u);
  uint x12 = 0;
  union U1 u0;
  switch ((in[(((int)(uint)0x0u)) & 255u]) & 7) {
  case 7: {
    x0 = helper0(((int)(uint)0x0u), (uint)get_global_id(0), ((int)(uint)0x0u), a0, in);
  }
  }
  for (x12 = 0; x12 < (uint)((int)(uint)0x0u) % 7u; x12++) {
    a1[(((int)(uint)0x0u)) & 7] = u0.m3;
  }
  ulong h = 14695981039346656037ul;
  h = (h ^ (ulong)x0) * 1099511628211ul;
  out[get_global_id(0)] = h;
}
