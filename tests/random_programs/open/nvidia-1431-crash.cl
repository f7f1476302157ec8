// Random program 1431 (`portable32` flavour, fuzzed through wgsl on the H100, docs/fuzzing.md):
// `oclvk run` dies with SIGSEGV on the H100 (NVIDIA Vulkan driver 580) through the default
// target, vulkan1.2-portable and wgsl alike, with any input (`--arg in=rand:256:1`); lavapipe
// runs it (all three targets agree with the host). Not attributed yet: a line-deleting
// reduction on the H100 kept a helper taking a struct by value and a pointer to a struct,
// called under a condition, with a `switch` whose cases fall through, but whether the fault is
// the driver's pipeline build or the launch is not shown. spirv-val accepts the default and the
// vulkan1.2-portable modules, and the validation layer reports nothing before the fault.
// nvidia-open.sh says whether it runs.
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
  return (b == 0) ? a : a % b;
}
int safe_mod_int(int a, int b) {
  return (b == 0 || (a == INT_MIN && b == -1)) ? a : a % b;
}

struct R2 rhelper0(struct R2 r0, struct R0 *p, short x0, global const uint *in) {
  short x1 = ((int)((uint)x0 * (uint)((uchar)(uchar)0x1u)));
  uchar x2 = (((short)(ushort)0xfda8u) + ((uint)(uint)0x1u));
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  uint x8 = 0;
  if ((x1 ? safe_div_int(x1, x2) : ((int)-(uint)x0))) {
    switch ((((uint)get_local_id(0) < r0.f0.f2[(x0) & 1].f1)) & 7) {
    case 2: {
      x0 = (((-(uint)get_local_id(0)) | (uint)get_global_id(0)) ? safe_mod_int(x1, (((int)(uint)0xffffffffu) == ((uchar)(uchar)0x16u))) : ((x0 + in[(((int)(uint)0x2eu)) & 255u]) < (x0 || ((short)(ushort)0x1u))));
      r0.f1 = ((x0 & x1) <= x2);
      x1 = safe_div_int(((((uint)get_global_id(0) ? (uint)get_global_id(0) : x2) < p->f0) ^ ((int)-(uint)((int)(uint)0xfffffffdu))), ((uint)get_global_id(0) != p->f0));
    }
    case 7: {
      x0 = ((safe_div_uint((uint)get_global_id(0), x0) + (((short)(ushort)0x3u) < ((uchar)(uchar)0x40u))) ? ((int)(uint)0xffffffffu) : ((int)((uint)(((uchar)(uchar)0xffu) && (uint)get_local_id(0)) + (uint)x1)));
      p->f0 = (~((((char)(uchar)0x80u) | x0) + r0.f1));
      x0 = ((uchar)(uchar)0x7u);
      break;
    }
    default: {
    }
    }
    switch ((((in[(x1) & 255u] << ((((uchar)(uchar)0x0u)) & 31)) + (x0 >> ((((uint)(uint)0x618dd43cu)) & 31)))) & 7) {
    case 3: {
      for (x3 = 0; x3 < (uint)((int)((uint)((int)((short)(ushort)0x1u)) + (uint)(!((uchar)(uchar)0x3u)))) % 7u; x3++) {
        if (((ushort)(ushort)0xd116u)) {
          continue;
        }
        r0.f1 = (((char)x1) * ((uint)get_global_id(0) + r0.f0.f2[(x1) & 1].f1));
        x0 = ((uchar)(uchar)0x6du);
      }
      break;
    }
    case 1: {
      switch ((((x3 << ((x1) & 31)) ? (!x2) : ((int)((uint)x2 - (uint)x1)))) & 7) {
      case 2: {
        x0 = ((uint)get_local_id(0) + x3);
        break;
      }
      default: {
      }
      }
      r0.f1 = convert_ushort(x3);
      return r0;
      r0.f0.f0 = (*p);
      break;
    }
    case 5: {
      x0 = (((x1 >= in[(x1) & 255u]) <= (((ushort)(ushort)0x0u) ^ x3)) & x0);
      break;
    }
    default: {
    }
    }
    switch ((convert_uint(x3)) & 7) {
    case 6: {
      return r0;
      if ((x0 ^ ((short)((uchar)(uchar)0xffu)))) {
        x2 = x2;
        x2 = ((((x1 && (uint)get_global_id(0)) ? (~((int)(uint)0xffffffffu)) : x3) + r0.f1) || ((((uint)(uint)0xfffffffdu) != x3) ? ((int)((uint)((uchar)(uchar)0x3u) + (uint)x1)) : safe_div_int(((short)(ushort)0xfffdu), ((ushort)(ushort)0x3u))));
        r0.f0.f0.f0 = ((in[(((int)(uint)0x20u)) & 255u] & x3) ^ (!x2));
        return r0;
      } else {
        x1 = in[(((int)(uint)0x3eu)) & 255u];
        x0 = (convert_uchar((x2 & x1)) ? x1 : (in[(x0) & 255u] != r0.f1));
      }
      break;
    }
    case 1: {
      x4 = 0;
      while (((x2 * x4) || (x0 + (uint)get_global_id(0)))) {
        if (++x4 > 1u) break;
        x1 = (x0 >> (((((short)x0) ? (in[(x3) & 255u] * (uint)get_global_id(0)) : ((uint)get_local_id(0) * ((int)(uint)0x4c120af0u)))) & 31));
      }
      return r0;
      (*p) = (*p);
    }
    case 2: {
      x0 = safe_div_uint((x1 + (((short)(ushort)0xffffu) * (uint)get_local_id(0))), x0);
      x0 = convert_uchar_sat_rtn(safe_mod_int((((char)(uchar)0x80u) < x0), safe_div_int(((char)(uchar)0x74u), ((uchar)(uchar)0xa1u))));
      r0 = r0;
      break;
    }
    case 5: {
      for (x5 = 0; x5 < (uint)((uint)(uint)0x4u) % 2u; x5++) {
        if (((int)((uint)((short)(ushort)0x7u) * (uint)((int)((uint)x0 + (uint)x1))))) {
          continue;
        }
        (*p) = (*p);
        if (in[(x3) & 255u]) {
          break;
        }
        r0.f0.f1[(((int)(uint)0xau)) & 1].f0 = convert_ushort((x5 ? x5 : ((uchar)(uchar)0x7u)));
        x1 = ((((((uint)(uint)0x0u) * ((char)(uchar)0x9bu)) - (uint)get_global_id(0)) != p->f1) + ((uint)safe_div_uint(((uint)(uint)0x1u), x4)));
      }
      x6 = 0;
      while (((short)(ushort)0x8000u)) {
        if (++x6 > 2u) break;
        if (((-((uint)get_global_id(0) * ((short)(ushort)0x1b05u))) != p->f0)) {
          continue;
        }
        (*p) = r0.f0.f0;
        return r0;
        r0.f1 = ((int)((uint)((int)((int)(uint)0x59aed698u)) << (((x4 == x6)) & 31)));
        x1 = ((uint)(uint)0x4u);
      }
      p->f0 = x5;
      break;
    }
    default: {
      x0 = ((short)(ushort)0x1u);
      x0 = safe_mod_uint((uint)get_local_id(0), (~(safe_mod_uint(((uint)(uint)0xe887ce0eu), x3) != r0.f0.f0.f0)));
    }
    }
  } else {
    x1 = ((safe_div_uint(((uchar)(uchar)0x5u), x6) * (x0 ? ((uint)(uint)0x1772a12du) : ((ushort)(ushort)0x0u))) == (((uint)(uint)0xde842ea3u) ? (x4 - (uint)get_global_id(0)) : x5));
    p->f0 = ((x2 * in[(((int)(uint)0x2du)) & 255u]) < ((uint)get_global_id(0) + x5));
    if ((((uchar)(uint)get_local_id(0)) * ((x3 * (uint)get_global_id(0)) + r0.f1))) {
      x1 = (!((char)(uchar)0x18u));
      r0.f0 = r0.f0;
      for (x7 = 0; x7 < (uint)(((ushort)x3) ? (x6 * ((uchar)(uchar)0x7u)) : ((int)((uint)((uchar)(uchar)0x6u) << ((((ushort)(ushort)0x0u)) & 31)))) % 5u; x7++) {
        if (x4) {
          continue;
        }
      }
    } else {
      x0 = ((((uchar)(x6 <= ((uchar)(uchar)0x0u))) >> ((convert_uchar_sat_rtp(((int)((uint)x2 + (uint)((int)(uint)0xfffffffdu))))) & 31)) < p->f0);
      for (x8 = 0; x8 < (uint)((uint)(uint)0x4u) % 7u; x8++) {
        if (((((char)(uchar)0xa1u) - x4) - (((uint)get_local_id(0) || in[(x8) & 255u]) + p->f1))) {
          continue;
        }
        r0.f1 = (((uint)((uchar)(uchar)0x0u)) * ((int)((uint)((int)(uint)0x0u) + (uint)((char)(uchar)0xeu))));
        if (((x4 & x0) << ((((char)x1)) & 31))) {
          break;
        }
        if (((x4 - ((ushort)(ushort)0x2u)) ? x1 : (x4 || x4))) {
          break;
        }
        x0 = safe_mod_uint(convert_uchar_sat((x8 && ((short)(ushort)0x7u))), safe_div_uint(safe_mod_uint(x8, x1), (x6 < x4)));
        p->f0 = ((((uchar)(uchar)0x2u) == x8) ^ ((short)(ushort)0x8000u));
      }
    }
  }
  p->f1 = (((uint)get_local_id(0) && ((int)(uint)0x5u)) > (((char)(uchar)0xfdu) >= ((int)(uint)0x6u)));
  x2 = (((~((uchar)(uchar)0x7u)) ? (x2 ^ r0.f0.f2[(x4) & 1].f1) : ((((ushort)(ushort)0x7u) >= ((short)(ushort)0x8000u)) != p->f1)) > x4);
  r0.f1 = (x1 ? (x1 | ((uint)(uint)0xfffffffdu)) : (x6 * ((int)(uint)0x80000000u)));
  x2 = ((x1 ? x8 : convert_int(x0)) != (convert_char(((int)(uint)0x0u)) - x7));
  p->f1 = ((short)((uint)get_local_id(0) & x6));
  x1 = (!safe_div_uint((((uint)(uint)0xfffffffeu) && x2), ((uint)get_local_id(0) >> ((((char)(uchar)0x80u)) & 31))));
  return r0;
}

struct R2 rhelper1(struct R2 r0, struct R1 *p, uchar x0, global const uint *in) {
  char x1 = ((char)(uchar)0x4u);
  uint x2 = 0;
  uint x3 = 0;
  uint x4 = 0;
  uint x5 = 0;
  uint x6 = 0;
  uint x7 = 0;
  int4 v0 = (int4)((int)x0, (int)((uint)(uint)0x536e6ba7u), (int)((int)(uint)0x80000000u), (int)x0);
  x1 = (((ushort)(x0 ? v0.x : v0.z)) - (((uint)x1) << (((((int)-(uint)x1) ^ r0.f0.f1[(x1) & 1].f1)) & 31)));
  r0.f1 = (((char)((char)(uchar)0x62u)) ^ (~x1));
  if (((((uchar)(uchar)0x0u) ^ ((uint)(uint)0x0u)) ? ((int)((uint)x0 - (uint)x1)) : ((uint)get_local_id(0) ? x0 : x0))) {
    if (((uint)(x0 == x1))) {
      x0 = (((v0.z ^ ((uchar)(uchar)0xffu)) | ((uint)get_local_id(0) | x1)) || ((uint)(uint)0xfffffffeu));
      r0.f1 = (x1 != ((int)((uint)((uchar)(uchar)0x0u) + (uint)v0.x)));
      x0 = (((~((short)(ushort)0x8000u)) * ((v0.y + (uint)get_local_id(0)) + p->f2[(x1) & 1].f1)) ^ (safe_mod_uint(((uint)(uint)0x94fcf0c4u), x1) == ((ushort)(ushort)0xfffdu)));
      r0.f0.f0.f1 = ((int)convert_uchar_sat(((uint)(uint)0x73d5b928u)));
      for (x2 = 0; x2 < (uint)((uint)(uint)0x5u) % 6u; x2++) {
        x0 = (((int)((uint)(x2 != x0) * (uint)(x1 < p->f1[(x0) & 1].f1))) >= ((int)((uint)(((char)(uchar)0x3u) == ((char)(uchar)0xfeu)) - (uint)(x0 >= x2))));
        x1 = ((int)((uint)((short)safe_mod_uint(((uint)(uint)0x0u), ((int)(uint)0xfffffffdu))) + (uint)((ushort)(ushort)0x3u)));
        x1 = (((uint)get_global_id(0) * (x1 == x2)) ? (uint)get_local_id(0) : ((uchar)(uchar)0x2u));
      }
    } else {
      return r0;
    }
    p->f1[(((int)(uint)0x14u)) & 1].f0 = x1;
  } else {
    x3 = 0;
    while ((convert_int_rtn(x1) < safe_div_uint(x1, x3))) {
      if (++x3 > 1u) break;
      return r0;
      p->f0.f1 = x0;
      if (((int)(x3 ? ((ushort)(ushort)0xfffeu) : ((short)(ushort)0x1u)))) {
        return r0;
        if (((uint)(uint)0x1u)) {
          break;
        }
        r0.f0.f0 = r0.f0.f1[(((int)(uint)0x11u)) & 1];
      }
      r0.f1 = ((short)(ushort)0x8000u);
      if ((convert_ushort_sat_rtz(((short)(ushort)0xb6b7u)) ^ (x0 ? x1 : x3))) {
        continue;
      }
      v0 = ((v0.wzzx & v0.yzzw) | (v0.wzyy | ((int4)((int)safe_mod_uint(x3, ((char)(uchar)0xfeu)), (int)(x3 > x3), (int)(v0.w | x3), (int)(((ushort)(ushort)0x4u) || v0.w)))));
    }
    r0.f0.f0.f1 = ((~(x3 - ((ushort)(ushort)0x7u))) < r0.f1);
    x1 = (x0 <= ((ushort)(ushort)0x4u));
  }
  v0.y = (!((x0 * in[(x2) & 255u]) - (in[(x2) & 255u] >> ((v0.w) & 31))));
  r0.f0 = r0.f0;
  switch (((convert_short_sat_rtp(x3) ? (((uint)get_global_id(0) || ((uint)(uint)0x0u)) ^ p->f1[(x1) & 1].f1) : v0.z)) & 7) {
  case 4: {
    x0 = x3;
    if (safe_div_int(x0, ((int)in[(((int)(uint)0x17u)) & 255u]))) {
      x4 = 0;
      while (in[(x0) & 255u]) {
        if (++x4 > 3u) break;
        v0 = ((int4)((int)(((uint)(uint)0xfffffffdu) + x2), (int)(~x3), (int)(v0.w == x1), (int)((x4 << ((v0.z) & 31)) ^ r0.f0.f0.f1)));
        x0 = ((((char)(uchar)0x9bu) ? (((ushort)(ushort)0xfffeu) + (uint)get_global_id(0)) : convert_int_rtz(((char)(uchar)0x80u))) + convert_uint_sat_rtn(x0));
        v0.x = (uint)get_local_id(0);
      }
      (*p) = r0.f0;
      return r0;
      return r0;
    }
  }
  case 5: {
    v0.y = v0.y;
    r0.f0.f2[(x2) & 1] = r0.f0.f1[(((int)(uint)0x38u)) & 1];
    v0 = ((int4)((int)(x2 ? x2 : v0.x), (int)v0.z, (int)((ushort)(ushort)0x6f8eu), (int)(x4 - ((short)(ushort)0x8662u))));
    break;
  }
  case 0: {
    if ((v0.w == (x3 >> ((v0.z) & 31)))) {
      v0.x = ((~(((uint)(uint)0x7u) && (((uchar)(uchar)0x0u) * x4))) < p->f2[(x0) & 1].f0);
      r0.f0.f0.f1 = x3;
      x5 = 0;
      while (v0.w) {
        if (++x5 > 1u) break;
        x1 = (convert_int_rtz((x0 && ((ushort)(ushort)0x0u))) == (-(in[(((int)(uint)0x1cu)) & 255u] ? x3 : x3)));
        r0.f0 = (*p);
      }
      r0.f0.f2[(x4) & 1].f0 = ((((uint)(uint)0x0u) >= ((short)(ushort)0x4011u)) ^ ((short)(ushort)0x5u));
    } else {
      x0 = (x2 >> (((safe_mod_uint(((uint)(uint)0x7u), x4) ? (x5 != x2) : (((uint)x0) + r0.f0.f1[(((int)(uint)0x9u)) & 1].f1))) & 31));
      x6 = 0;
      while (((((uint)get_local_id(0) ^ (uint)get_global_id(0)) + p->f2[(x4) & 1].f0) << ((x0) & 31))) {
        if (++x6 > 4u) break;
        return r0;
        v0.y = (uint)get_local_id(0);
      }
    }
    break;
  }
  default: {
    if (x4) {
      x7 = 0;
      while (x7) {
        if (++x7 > 6u) break;
        v0.y = (((int)((uint)(x2 > x4) - (uint)(((uchar)(uchar)0xadu) ? x0 : v0.w))) ^ ((((uint)(uint)0x3u) < r0.f1) + (uint)get_local_id(0)));
        p->f2[(x5) & 1].f1 = ((short)(ushort)0xf251u);
        v0.y = x3;
        v0 = (((int4)((int)safe_mod_uint(((int)(uint)get_global_id(0)), (((int)(uint)0x5u) ^ x4)))) ^ ((int4)((int)((int)((uint)((uchar)(uchar)0x7u) + (uint)r0.f0.f1[(((int)(uint)0x1eu)) & 1].f0)))));
        v0 = v0.ywxx;
        r0.f1 = ((v0.x > x4) ^ x7);
      }
      r0.f1 = ((int)-(uint)((int)-(uint)((int)(uint)0xfffffffeu)));
    }
  }
  }
  r0.f0.f1[(x0) & 1] = r0.f0.f0;
  return r0;
}

kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void fuzz(global const uint *in, global uint *out, global uint *scratch) {
  local uint shared[8];
  uint a0[16];
  for (uint i = 0; i < 16u; i++)
    a0[i] = (uint)in[(i * 7u + (uint)get_global_id(0) + 0u) & 255u];
  char x0 = (in[(((uint)get_global_id(0) + ((uint)(uint)0x97u))) & 255u] * ((uint)(uint)0x11afbdbeu));
  short x1 = ((uchar)(uchar)0x5u);
  short x2 = (((uint)(uint)0x5u) + ((short)(ushort)0x7u));
  int x3 = (in[(((uint)get_global_id(0) + ((uint)(uint)0x54u))) & 255u] * ((uint)(uint)0xaea60592u));
  uchar x4 = ((int)((uint)((int)(uint)0xfffffffeu) + (uint)((char)(uchar)0x0u)));
  ushort x5 = (in[(((uint)get_global_id(0) + ((uint)(uint)0xebu))) & 255u] ^ ((short)(ushort)0x8000u));
  uint x6 = 0;
  ushort4 v0 = (ushort4)((ushort)(((uint)(uint)0xaf2e6452u) * ((ushort)(ushort)0xffffu)), (ushort)(((uchar)(uchar)0xfdu) ^ ((uchar)(uchar)0xffu)), (ushort)(((int)(uint)0x0u) ^ ((ushort)(ushort)0xfffeu)), (ushort)(in[(((uint)get_global_id(0) + ((uint)(uint)0x60u))) & 255u] * ((short)(ushort)0xfffeu)));
  short2 v1 = (short2)((short)((ushort)(ushort)0xffffu), (short)((int)((uint)((char)(uchar)0x80u) + (uint)((short)(ushort)0x4u))));
  float y0 = convert_float((int)((uint)(((int)(uint)0xfffffffeu)) & 4095u) - 2048);
  float3 y1 = (float3)(convert_float((int)((uint)(((short)(ushort)0xfffeu)) & 4095u) - 2048), (-5.0f), convert_float((int)((uint)((uint)get_global_id(0)) & 4095u) - 2048));
  struct R2 r0;
  r0.f0.f0.f0 = ((char)(uchar)0x80u);
  r0.f0.f0.f1 = ((uint)get_global_id(0) * ((ushort)(ushort)0x4u));
  r0.f0.f1[0].f0 = (in[(((uint)get_global_id(0) + ((uint)(uint)0xf9u))) & 255u] * ((ushort)(ushort)0x0u));
  r0.f0.f1[0].f1 = in[(((uint)get_global_id(0) + ((uint)(uint)0x2u))) & 255u];
  r0.f0.f1[1].f0 = ((uint)get_global_id(0) ^ ((int)(uint)0xfffffffeu));
  r0.f0.f1[1].f1 = ((uint)get_global_id(0) * ((uchar)(uchar)0xfdu));
  r0.f0.f2[0].f0 = ((short)(ushort)0x8000u);
  r0.f0.f2[0].f1 = in[(((uint)get_global_id(0) + ((uint)(uint)0xc6u))) & 255u];
  r0.f0.f2[1].f0 = (((char)(uchar)0xcbu) ^ ((uint)(uint)0x5u));
  r0.f0.f2[1].f1 = in[(((uint)get_global_id(0) + ((uint)(uint)0xf8u))) & 255u];
  r0.f1 = in[(((uint)get_global_id(0) + ((uint)(uint)0x11u))) & 255u];
  struct R0 r1;
  r1.f0 = ((uint)(uint)0x77c69bcfu);
  r1.f1 = ((int)(uint)0xfffffffeu);
  struct R1 r2;
  r2.f0.f0 = ((uchar)(uchar)0xfeu);
  r2.f0.f1 = (in[(((uint)get_global_id(0) + ((uint)(uint)0x28u))) & 255u] * ((short)(ushort)0x8000u));
  r2.f1[0].f0 = ((uint)get_global_id(0) * ((short)(ushort)0x7u));
  r2.f1[0].f1 = in[(((uint)get_global_id(0) + ((uint)(uint)0x75u))) & 255u];
  r2.f1[1].f0 = (uint)get_global_id(0);
  r2.f1[1].f1 = ((int)((uint)((short)(ushort)0x8000u) + (uint)((char)(uchar)0x80u)));
  r2.f2[0].f0 = in[(((uint)get_global_id(0) + ((uint)(uint)0xbcu))) & 255u];
  r2.f2[0].f1 = ((short)(ushort)0x8000u);
  r2.f2[1].f0 = (uint)get_global_id(0);
  r2.f2[1].f1 = (in[(((uint)get_global_id(0) + ((uint)(uint)0x7fu))) & 255u] ^ ((uchar)(uchar)0x0u));
  local struct R0 r3_wg[8];
  local struct R0 *r3 = r3_wg + get_local_id(0);
  (*r3).f0 = ((uint)get_global_id(0) ^ ((uchar)(uchar)0x6u));
  (*r3).f1 = ((short)(ushort)0x8000u);
  struct R2 r4;
  r4.f0.f0.f0 = ((uint)get_global_id(0) * ((uint)(uint)0x0u));
  r4.f0.f0.f1 = ((int)((uint)((uchar)(uchar)0x7u) * (uint)((uchar)(uchar)0x5u)));
  r4.f0.f1[0].f0 = ((char)(uchar)0xfdu);
  r4.f0.f1[0].f1 = (in[(((uint)get_global_id(0) + ((uint)(uint)0x96u))) & 255u] ^ ((uchar)(uchar)0x6u));
  r4.f0.f1[1].f0 = in[(((uint)get_global_id(0) + ((uint)(uint)0x6fu))) & 255u];
  r4.f0.f1[1].f1 = in[(((uint)get_global_id(0) + ((uint)(uint)0x96u))) & 255u];
  r4.f0.f2[0].f0 = (((uint)(uint)0x7u) * ((short)(ushort)0x8000u));
  r4.f0.f2[0].f1 = in[(((uint)get_global_id(0) + ((uint)(uint)0xabu))) & 255u];
  r4.f0.f2[1].f0 = ((short)(ushort)0x0u);
  r4.f0.f2[1].f1 = ((uchar)(uchar)0x4u);
  r4.f1 = ((short)(ushort)0xffffu);
  v0.x = ((int)-(uint)((((ushort)(ushort)0xc5a5u) > ((uint)(uint)0x5eb9fd7du)) > ((int)((uint)x3 - (uint)x2))));
  r1 = (*r3);
  if (((((ushort)v1.x) < convert_char_sat_rtn((y0) * 0.5f)) >= (a0[(x5) & 15] * x0))) {
    x6 = 0;
    while (((short)a0[(x6) & 15])) {
      if (++x6 > 5u) break;
      x0 = ((ushort)(ushort)0xb02au);
      x0 = (a0[(x0) & 15] != (round((fmin(fmin(fmax((y0 + y0), -4096.0f), 4096.0f), 71.0f)) * 0.5f) != round((fmin(fmax((fmin(fmax((y0 * y1.y), -4096.0f), 4096.0f) - fmin(fmax((y1.y - y1.z), -4096.0f), 4096.0f)), -4096.0f), 4096.0f)) * 0.5f)));
      (*r3) = r2.f1[(((int)(uint)0x4u)) & 1];
      x4 = convert_uchar_sat((a0[(x0) & 15] - x0));
      if (x5) {
        x2 = ((int)safe_mod_uint((x3 * in[(((int)(uint)0x4u)) & 255u]), (a0[(x2) & 15] ? x1 : in[(((int)(uint)0x7u)) & 255u])));
      }
    }
    v1.x = (x1 ? ((x0 || x2) < ((int)((uint)((int)(uint)0xfffffffeu) << ((v0.y) & 31)))) : ((v0.x ? a0[(x5) & 15] : ((short)(ushort)0x8000u)) * (-in[(x5) & 255u])));
    r0.f0 = r2;
  } else {
    x0 = (((ushort)(x2 && x1)) + ((((ushort)(ushort)0x439bu) + (uint)get_global_id(0)) - ((char)(uchar)0x5cu)));
    r4 = rhelper1(r4, &r2, ((int)((uint)(v1.y < a0[(x0) & 15]) * (uint)(v1.x || ((ushort)(ushort)0xffffu)))), in);
    v1.y = ((((in[(x4) & 255u] ? (uint)get_local_id(0) : x4) | (uint)get_local_id(0)) < ((y0) == 0.0f ? 0u : as_uint(y0))) ^ (((uchar)(uchar)0x0u) != ((ushort)(ushort)0xffffu)));
  }
  uint h = 2166136261u;
  h = (h ^ (uint)x0) * 16777619u;
  h = (h ^ (uint)x1) * 16777619u;
  h = (h ^ (uint)x2) * 16777619u;
  h = (h ^ (uint)x3) * 16777619u;
  h = (h ^ (uint)x4) * 16777619u;
  h = (h ^ (uint)x5) * 16777619u;
  h = (h ^ (uint)x6) * 16777619u;
  h = (h ^ (uint)v0.x) * 16777619u;
  h = (h ^ (uint)v0.y) * 16777619u;
  h = (h ^ (uint)v0.z) * 16777619u;
  h = (h ^ (uint)v0.w) * 16777619u;
  h = (h ^ (uint)v1.x) * 16777619u;
  h = (h ^ (uint)v1.y) * 16777619u;
  for (uint i = 0; i < 16u; i++)
    h = (h ^ (uint)a0[i]) * 16777619u;
  h = (h ^ (uint)((y0) == 0.0f ? 0u : as_uint(y0))) * 16777619u;
  h = (h ^ (uint)((y1.x) == 0.0f ? 0u : as_uint(y1.x))) * 16777619u;
  h = (h ^ (uint)((y1.y) == 0.0f ? 0u : as_uint(y1.y))) * 16777619u;
  h = (h ^ (uint)((y1.z) == 0.0f ? 0u : as_uint(y1.z))) * 16777619u;
  h = (h ^ (uint)r0.f0.f0.f0) * 16777619u;
  h = (h ^ (uint)r0.f0.f0.f1) * 16777619u;
  h = (h ^ (uint)r0.f0.f1[0].f0) * 16777619u;
  h = (h ^ (uint)r0.f0.f1[0].f1) * 16777619u;
  h = (h ^ (uint)r0.f0.f1[1].f0) * 16777619u;
  h = (h ^ (uint)r0.f0.f1[1].f1) * 16777619u;
  h = (h ^ (uint)r0.f0.f2[0].f0) * 16777619u;
  h = (h ^ (uint)r0.f0.f2[0].f1) * 16777619u;
  h = (h ^ (uint)r0.f0.f2[1].f0) * 16777619u;
  h = (h ^ (uint)r0.f0.f2[1].f1) * 16777619u;
  h = (h ^ (uint)r0.f1) * 16777619u;
  h = (h ^ (uint)r1.f0) * 16777619u;
  h = (h ^ (uint)r1.f1) * 16777619u;
  h = (h ^ (uint)r2.f0.f0) * 16777619u;
  h = (h ^ (uint)r2.f0.f1) * 16777619u;
  h = (h ^ (uint)r2.f1[0].f0) * 16777619u;
  h = (h ^ (uint)r2.f1[0].f1) * 16777619u;
  h = (h ^ (uint)r2.f1[1].f0) * 16777619u;
  h = (h ^ (uint)r2.f1[1].f1) * 16777619u;
  h = (h ^ (uint)r2.f2[0].f0) * 16777619u;
  h = (h ^ (uint)r2.f2[0].f1) * 16777619u;
  h = (h ^ (uint)r2.f2[1].f0) * 16777619u;
  h = (h ^ (uint)r2.f2[1].f1) * 16777619u;
  h = (h ^ (uint)(*r3).f0) * 16777619u;
  h = (h ^ (uint)(*r3).f1) * 16777619u;
  h = (h ^ (uint)r4.f0.f0.f0) * 16777619u;
  h = (h ^ (uint)r4.f0.f0.f1) * 16777619u;
  h = (h ^ (uint)r4.f0.f1[0].f0) * 16777619u;
  h = (h ^ (uint)r4.f0.f1[0].f1) * 16777619u;
  h = (h ^ (uint)r4.f0.f1[1].f0) * 16777619u;
  h = (h ^ (uint)r4.f0.f1[1].f1) * 16777619u;
  h = (h ^ (uint)r4.f0.f2[0].f0) * 16777619u;
  h = (h ^ (uint)r4.f0.f2[0].f1) * 16777619u;
  h = (h ^ (uint)r4.f0.f2[1].f0) * 16777619u;
  h = (h ^ (uint)r4.f0.f2[1].f1) * 16777619u;
  h = (h ^ (uint)r4.f1) * 16777619u;
  out[get_global_id(0)] = h;
}

