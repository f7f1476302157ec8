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

