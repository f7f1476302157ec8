// The exact float builtins naga has no function for, the math library's on the bits
// (spirv-backend/library/exact_bits.cl.inc): remainder and remquo by long division, nextafter
// on ordered integer keys, maxmag/minmag.
kernel void exact_math(global const float *x, global const float *y, global float *out,
                       global int *quo) {
  int i = get_global_id(0);
  int q;
  out[4 * i] = remainder(x[i], y[i]);
  out[4 * i + 1] = remquo(x[i], y[i], &q);
  out[4 * i + 2] = nextafter(x[i], y[i]);
  out[4 * i + 3] = maxmag(x[i], y[i]) + minmag(x[i], y[i]);
  quo[i] = q;
}
