// TARGET: glsl
// naga's GLSL has double but no 64-bit integers: `long` is 32-bit in registers (refused in
// memory), and a by-value `double` argument, which is assembled from two words through a 64-bit
// integer, is refused; the work-group size is fixed when compiling, so `local` arguments are too.

kernel void double_argument(global double *y, double scale) { // expected-error {{'double' kernel arguments are not supported on the glsl target}}
  y[0] = scale;
}

kernel void longs(global ulong *p) { // expected-error {{64-bit integer elements in memory ('ulong') are not supported on the glsl target}}
  p[0] = 1;
}

kernel void local_argument(global float *out, local float *scratch) { // expected-error {{a 'local' pointer argument ('scratch') is sized when the pipeline is made, which the glsl target cannot express; declare a 'local' array in the kernel instead}}
  scratch[0] = out[0];
  out[1] = scratch[0];
}
