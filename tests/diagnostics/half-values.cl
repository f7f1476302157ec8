// RUN: oclvk check --verify %s
// Without cl_khr_fp16 no expression has a scalar `half` value: a cast to `half`, a lane of a
// `half` vector and a builtin's `half` result are refused (a module computing with `half` would
// need the Float16 capability, which OpenCL allows only with the extension).

struct with_half { half h; float f; };

kernel void casts(global float *f, global half *h, global struct with_half *s) {
  f[0] = (float)(half)f[1];                // expected-error {{casting to type 'half' is not allowed}}
  f[1] = (half)1.0f + 1.0f;                // expected-error {{casting to type 'half' is not allowed}}
  f[2] = sizeof((half)1.0f);               // expected-error {{casting to type 'half' is not allowed}}
  f[3] = ((half2)(1.0f, 2.0f)).s0;         // expected-error {{loading directly from pointer to type 'half' requires cl_khr_fp16}}
  f[4] = (half2)(1.0f, 2.0f).y;            // expected-error {{loading directly from pointer to type 'half' requires cl_khr_fp16}}
  f[5] = convert_half(f[0]);               // oclvk-error {{use of type 'half' requires cl_khr_fp16 support}}
  f[6] = as_half((short)1);                // oclvk-error {{use of type 'half' requires cl_khr_fp16 support}}
  f[7] = vload2(0, h).x;                   // oclvk-error {{use of type 'half2' requires cl_khr_fp16 support}}
  // Storage uses stay valid: sizes, pointers, structs holding a half, vload_half/vstore_half.
  f[8] = sizeof(half) + sizeof((half2)(1.0f, 2.0f)) + vec_step((half2)(1.0f, 2.0f));
  f[9] = vload_half(0, h) + vload_half2(1, h).y;
  vstore_half(f[9], 4, h);
  struct with_half copy = s[0];
  s[1] = copy;
  f[10] = copy.f;
}
