// Saturating conversions from float to 8- and 16-bit integers clamp to the type's range, not
// to that of the 32-bit register the portable targets hold it in: `convert_char_sat(-200.5f)`
// is -128 (it was -200 through vulkan1.2-portable and wgsl). Found by the random programs
// through the wgsl target (docs/fuzzing.md: `convert_char_sat_rtn` of a float).
// RUN: -k narrow_sat -g 64 -l 64 --arg out=zeros:640
kernel void narrow_sat(global int *out) {
  int g = (int)get_global_id(0);
  float v = (float)g * 37.5f - 600.25f;
  float w = v * 61.0f;
  float nan = (g == 7) ? NAN : v;
  char4 c4 = convert_char4_sat((float4)(v, -v, w, nan));
  out[g * 10 + 0] = convert_char_sat(v);
  out[g * 10 + 1] = convert_char_sat_rtn(v);
  out[g * 10 + 2] = convert_uchar_sat(v);
  out[g * 10 + 3] = convert_uchar_sat_rtp(-v);
  out[g * 10 + 4] = convert_short_sat(w);
  out[g * 10 + 5] = convert_ushort_sat_rte(w);
  out[g * 10 + 6] = convert_char_sat(nan);
  out[g * 10 + 7] = c4.y;
  out[g * 10 + 8] = c4.z;
  out[g * 10 + 9] = c4.w;
}
