// RUN: oclvk check --verify %s
// Scalars widen to vectors only when the lane type can hold them; vectors never convert
// implicitly to other vector types.

kernel void k(global float4 *f, global int4 *i, global long *l) {
  float4 ok1 = f[0] * 2.5f;
  float4 ok2 = f[0] + 1;
  int4 ok3 = i[0] * 3;
  float4 splat = (float4)(1.0f);
  float4 lit = (float4)(1.0f, 2.0f, (float2)(3.0f, 4.0f));

  float4 d = f[0] * 2.0;  // expected-error {{scalar operand type has greater rank than the type of the vector element}}
  int4 w = i[0] + l[0];   // expected-error {{scalar operand type has greater rank than the type of the vector element}}
  int4 x = i[0] * 2.0f;   // expected-error {{scalar operand type has greater rank than the type of the vector element}}
  float2 t = f[0].xy + f[0]; // expected-error {{implicit conversions between vector types}}
  int4 c = f[0];          // expected-error {{with an expression of incompatible type}}
  int4 u = i[0] + 1u;     // expected-error {{scalar operand type has greater rank than the type of the vector element}}
  uint4 ok4 = as_uint4(i[0]) + 1;
}
