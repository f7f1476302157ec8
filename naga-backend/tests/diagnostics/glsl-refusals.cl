// TARGET: glsl
// naga's GLSL has double but no 64-bit integers: `long` is held in 32 bits (refused in memory),
// and a by-value `double` argument, which is assembled from two words through a 64-bit integer,
// is refused.

kernel void double_argument(global double *y, double scale) { // expected-error {{'double' kernel arguments are not supported on the glsl target}}
  y[0] = scale;
}

kernel void longs(global ulong *p) { // expected-error {{64-bit integer elements in memory ('ulong') are not supported on the glsl target}}
  p[0] = 1;
}


// `double` to `float` with a rounding mode: the exact rounding moves bits through 64-bit
// integers.
kernel void double_rounded(global const double *d, global float *o) {
  o[0] = convert_float_rtz(d[0]); // expected-error {{a 64-bit shift by 32 or more, or by a count not known when compiling, (its integers are 32-bit) is not supported on the glsl target}}
  o[1] = convert_float_rtp((int)d[1]);
}

// A struct with an 8-bit field is held as 32-bit words; a 'double' in it would move through a
// 64-bit integer, which naga's GLSL lacks.
typedef struct { uchar tag; double d; } tagged_double;

kernel void double_field(global tagged_double *p) {
  p[0].d = p[1].d + 1.0; // expected-error {{'double' fields of structs held as 32-bit words are not supported on the glsl target}}
}

// A `double`'s bits need 64-bit integers (naga's bitcast keeps the width); a `long`'s high word
// is known from its low one here.
kernel void double_lanes(global const double *d, global uint2 *o) {
  o[0] = as_uint2((long)o[1].x);
  o[1] = as_uint2(d[0]); // expected-error {{reinterpreting 'double' as 'uint2' is not supported on the glsl target}}
}
