struct R0 {
  int f0;
  uint f1;
};
struct R1 {
  struct R0 f0;
  struct R0 f1[2];
  struct R0 f2[2];
};
struct R2 {
  struct R1 f0;
  uint f1;
};
uint safe_div_uint(uint a, uint b) {
  return (b == 0) ? a : a / b;
}
int safe_div_int(int a, int b) {
  return (b == 0 || (a == INT_MIN && b == -1)) ? a : a / b;
}
uint safe_mod_uint(uint a, uint b) {
}
int safe_mod_int(int a, int b) {
}
struct R2 rhelper0(struct R2 r0, struct R0 *p, short x0, global const uint *in) {
  short x1 = ((int)((uint)x0 * (uint)((uchar)(uchar)0x1u)));
  uchar x2 = (((short)(ushort)0xfda8u) + ((uint)(uint)0x1u));
  uint x3 = 0;
  uint x4 = 0;
  uint x6 = 0;
  uint x7 = 0;
  if ((x1 ? safe_div_int(x1, x2) : ((int)-(uint)x0))) {
    switch ((((uint)get_local_id(0) < r0.f0.f2[(x0) & 1].f1)) & 7) {
    case 2: {
    }
    }
    switch ((((in[(x1) & 255u] << ((((uchar)(uchar)0x0u)) & 31)) + (x0 >> ((((uint)(uint)0x618dd43cu)) & 31)))) & 7) {
    case 3: {
      for (x3 = 0; x3 < (uint)((int)((uint)((int)((short)(ushort)0x1u)) + (uint)(!((uchar)(uchar)0x3u)))) % 7u; x3++) {
        if (((ushort)(ushort)0xd116u)) {
        }
      }
    }
    }
    if ((((uchar)(uint)get_local_id(0)) * ((x3 * (uint)get_global_id(0)) + r0.f1))) {
      for (x7 = 0; x7 < (uint)(((ushort)x3) ? (x6 * ((uchar)(uchar)0x7u)) : ((int)((uint)((uchar)(uchar)0x6u) << ((((ushort)(ushort)0x0u)) & 31)))) % 5u; x7++) {
        if (x4) {
        }
      }
    }
  }
}
struct R2 rhelper1(struct R2 r0, struct R1 *p, uchar x0, global const uint *in) {
  char x1 = ((char)(uchar)0x4u);
  uint x2 = 0;
  uint x3 = 0;
  uint x4 = 0;
  int4 v0 = (int4)((int)x0, (int)((uint)(uint)0x536e6ba7u), (int)((int)(uint)0x80000000u), (int)x0);
  if (((((uchar)(uchar)0x0u) ^ ((uint)(uint)0x0u)) ? ((int)((uint)x0 - (uint)x1)) : ((uint)get_local_id(0) ? x0 : x0))) {
    if (((uint)(x0 == x1))) {
      for (x2 = 0; x2 < (uint)((uint)(uint)0x5u) % 6u; x2++) {
        x1 = (((uint)get_global_id(0) * (x1 == x2)) ? (uint)get_local_id(0) : ((uchar)(uchar)0x2u));
      }
    }
    while ((convert_int_rtn(x1) < safe_div_uint(x1, x3))) {
      if (++x3 > 1u) break;
      if (((int)(x3 ? ((ushort)(ushort)0xfffeu) : ((short)(ushort)0x1u)))) {
      }
      v0 = ((v0.wzzx & v0.yzzw) | (v0.wzyy | ((int4)((int)safe_mod_uint(x3, ((char)(uchar)0xfeu)), (int)(x3 > x3), (int)(v0.w | x3), (int)(((ushort)(ushort)0x4u) || v0.w)))));
    }
    r0.f0.f0.f1 = ((~(x3 - ((ushort)(ushort)0x7u))) < r0.f1);
    x1 = (x0 <= ((ushort)(ushort)0x4u));
  }
  r0.f0 = r0.f0;
  switch (((convert_short_sat_rtp(x3) ? (((uint)get_global_id(0) || ((uint)(uint)0x0u)) ^ p->f1[(x1) & 1].f1) : v0.z)) & 7) {
  case 4: {
    x0 = x3;
    if (safe_div_int(x0, ((int)in[(((int)(uint)0x17u)) & 255u]))) {
      while (in[(x0) & 255u]) {
      }
      (*p) = r0.f0;
    }
  }
  case 5: {
    r0.f0.f2[(x2) & 1] = r0.f0.f1[(((int)(uint)0x38u)) & 1];
  }
  case 0: {
    if ((v0.w == (x3 >> ((v0.z) & 31)))) {
      while (((((uint)get_local_id(0) ^ (uint)get_global_id(0)) + p->f2[(x4) & 1].f0) << ((x0) & 31))) {
      }
    }
  }
  }
  r0.f0.f1[(x0) & 1] = r0.f0.f0;
  return r0;
}
kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void fuzz(global const uint *in, global uint *out, global uint *scratch) {
  uint a0[16];
  char x0 = (in[(((uint)get_global_id(0) + ((uint)(uint)0x97u))) & 255u] * ((uint)(uint)0x11afbdbeu));
  ushort x5 = (in[(((uint)get_global_id(0) + ((uint)(uint)0xebu))) & 255u] ^ ((short)(ushort)0x8000u));
  uint x6 = 0;
  short2 v1 = (short2)((short)((ushort)(ushort)0xffffu), (short)((int)((uint)((char)(uchar)0x80u) + (uint)((short)(ushort)0x4u))));
  float y0 = convert_float((int)((uint)(((int)(uint)0xfffffffeu)) & 4095u) - 2048);
  struct R1 r2;
  struct R2 r4;
  if (((((ushort)v1.x) < convert_char_sat_rtn((y0) * 0.5f)) >= (a0[(x5) & 15] * x0))) {
    while (((short)a0[(x6) & 15])) {
    }
    r4 = rhelper1(r4, &r2, ((int)((uint)(v1.y < a0[(x0) & 15]) * (uint)(v1.x || ((ushort)(ushort)0xffffu)))), in);
  }
  uint h = 2166136261u;
  h = (h ^ (uint)r2.f2[1].f0) * 16777619u;
  out[get_global_id(0)] = h;
}