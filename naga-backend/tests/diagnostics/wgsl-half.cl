// TARGET: wgsl
// `half` values are `f32` registers rounded to `half` (no `f16` needed): nothing below is
// refused. Checked by naga-backend/tests/diagnostics.rs.
// expected-no-diagnostics
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Reinterpreting halves as bytes and back, half fields of structs in memory and a `local half *`
// argument.
typedef struct { uchar tag; half weight; half pair[2]; } tagged;

kernel void half_bytes(global uchar4 *p, global tagged *t, local half *tile) {
  half2 h = as_half2(p[0]);
  p[1] = as_uchar4(h + h);
  tile[get_local_id(0)] = t[0].weight + t[0].pair[1];
  barrier(CLK_LOCAL_MEM_FENCE);
  t[1].pair[0] = tile[0] * h.y;
}

// Arithmetic, conversions with every rounding mode, bit casts to 16-bit integers, math builtins,
// buffer and `local` array elements and arguments by value: accepted.
kernel void accepted(global half *p, global half4 *q, global ushort *bits, half k, half4 k4) {
  local half tile[64];
  tile[get_local_id(0)] = p[get_global_id(0)] * k;
  barrier(CLK_LOCAL_MEM_FENCE);
  half x = tile[63 - get_local_id(0)];
  p[0] = convert_half_rtz(x * 3.0f) + convert_half_rtp((uint)get_global_id(0)) - sqrt(x) + sin(x);
  q[0] = q[1] * k4 + (half4)(x);
  bits[0] = as_ushort(x);
  p[1] = as_half(bits[1]) != x ? fma(x, x, k) : mad(x, k, x);
  p[2] = nextafter(x, k) + remainder(x, k) + as_half2(bits[2] + 1u).y;
  q[2] = as_half4(as_float2(q[3]) * 2.0f);
}
