// TARGET: msl
// MSL has no double and naga's writers take no pipeline overrides: `local` arguments, which
// OpenCL sizes at launch, cannot be written.

kernel void doubles(global double *d) { // expected-error {{'double' is not supported on the msl target}}
  d[0] = 1.0;
}

kernel void local_argument(global float *out, local float *scratch) { // expected-error {{a 'local' pointer argument ('scratch') is sized when the pipeline is made, which the msl target cannot express; give its size when compiling with --local-arg scratch=BYTES, or declare a 'local' array in the kernel instead}}
  scratch[get_local_id(0)] = out[0];
  out[1] = scratch[0];
}

kernel void float_atomics(global float *value) {
  atomic_xchg(value, 1.0f); // expected-error {{an atomic operation on anything but 32-bit integers is not supported on the msl target}}
}
