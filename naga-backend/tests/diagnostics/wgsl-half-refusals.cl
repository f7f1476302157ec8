// TARGET: wgsl
// `half` values are `f32` registers rounded to `half` (no `f16` needed); what they cannot be is
// refused at the construct, naming the target. Checked by naga-backend/tests/diagnostics.rs.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Reinterpreting halves as bytes.
kernel void half_bytes(global uchar4 *p) {
  half2 h = as_half2(p[0]); // expected-error {{reinterpreting 'uchar4' as 'half2' is not supported on the wgsl target yet}}
  p[1] = as_uchar4(h + h);
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
