// Reduced from random program seed 419 (tests/random_programs): a private `short` array written
// at computed indices in loops. NVIDIA's Vulkan driver (580, H100) ran it wrongly while its
// elements were 16-bit in memory (results depending on the work-group size); oclvk now holds
// 8/16-bit integers of private memory in 32-bit slots. `nvidia-419-int.cl` is the same program with
// an `int` array; tests/backend_runs.rs checks that both give the same outputs.
struct S0 {
  ulong f0;
  char f1;
  char f2;
  ushort f3;
};
ulong safe_mod_ulong(ulong a, ulong b) {
  return (b == 0) ? a : a % b;
}

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void fuzz(global const uint *in, global ulong *out) {
  local short shared[32];
  short a0[8];
  for (uint i = 0; i < 8u; i++)
    a0[i] = (short)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  ushort x0 = (uint)get_global_id(0);
  ushort x1 = (uint)get_global_id(0);
  int x2 = ((char)(uchar)0x4u);
  int x3 = (((short)(ushort)0xffffu) ^ ((char)(uchar)0x80u));
  ulong x4 = in[(((uint)get_global_id(0) + ((uint)(uint)0x6cu))) & 255u];
  ulong x5 = (((ulong)0x85f61d7026e3c3f8ul) * ((short)(ushort)0xffffu));
  uint x6 = 0;
  uint x7 = 0;
  uint x8 = 0;
  uint x9 = 0;
  uint x10 = 0;
  uint x11 = 0;
  uint x12 = 0;
  uint x13 = 0;
  uint x14 = 0;
  struct S0 s0;
  s0.f0 = in[(((uint)get_global_id(0) + ((uint)(uint)0xdbu))) & 255u];
  s0.f1 = ((uint)get_global_id(0) + ((ulong)0x5ul));
  s0.f2 = ((ushort)(ushort)0xffffu);
  s0.f3 = ((long)((ulong)(uint)get_global_id(0) * (ulong)((long)0xfffffffffffffffeul)));
  for (x9 = 0; x9 < (uint)((int)(uint)0x80000000u) % 3u; x9++) {
    for (x10 = 0; x10 < (uint)((!((short)(ushort)0x1u)) >= ((int)-(uint)a0[(x0) & 7])) % 4u; x10++) {
      a0[(((int)((uint)a0[(((int)(uint)0x6u)) & 7] * (uint)s0.f1))) & 7] = x8;
    }
  }
  x1 = (((((int)(uint)0x80000000u) & ((uchar)(uchar)0x0u)) == (((ulong)0xfffffffffffffffful) && ((uint)(uint)0xfffffffeu))) || ((int)-(uint)a0[(x3) & 7]));
  switch (((a0[(x1) & 7] ? (((long)0xea8f8b11e0341888ul) <= a0[(((int)(uint)0x5u)) & 7]) : safe_mod_ulong(((int)(uint)0xafa12c19u), x4))) & 7) {
  case 1: {
    break;
  }
  case 7: {
    break;
  }
  default: {
    switch ((((int)(uint)0xfb0c896bu)) & 7) {
    case 7: {
      break;
    }
    case 5: {
      break;
    }
    case 0: {
    }
    case 1: {
      break;
    }
    default: {
      s0.f2 = x9;
    }
    }
  }
  }
  size_t g = get_global_id(0);
  out[g*6+0] = x1; out[g*6+1] = s0.f2; out[g*6+2] = x9*100+x10;
  ulong p = 0; for (uint i = 0; i < 8u; i++) p = p*65536u ^ (ushort)a0[i];
  out[g*6+3] = p;
  out[g*6+4] = (((long)0xea8f8b11e0341888ul) <= a0[(((int)(uint)0x5u)) & 7]);
  out[g*6+5] = a0[(x1) & 7] ? 7 : 9;
}
