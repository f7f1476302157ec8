// RUN: oclvk check --dump-ir %s
// Function-scope samplers (const or not, in kernels and helpers) are program-scope sampler
// constants, read like 'constant sampler_t' ones.
int4 helper(read_only image2d_t img, int2 c) {
  const sampler_t hs = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  return read_imagei(img, hs, c);
}
kernel void k(read_only image2d_t img, global int4 *o) {
  sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  o[0] = read_imagei(img, s, (int2)(0, 0)) + helper(img, (int2)(1, 1));
}
