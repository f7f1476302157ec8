// TARGET: wgsl
// options: -cl-std=CL2.0
// Program-scope global variables (OpenCL 2.0) are members of one storage buffer
// (naga-backend/src/globals.rs): what the target cannot hold in memory there is refused at the
// variable, once, whichever kernels use the buffer; so is an address kept in one, and an
// atomic operation on anything but 32-bit integers.

global long wide_global; // expected-error {{64-bit integer elements in memory ('long') are not supported on the wgsl target}}
global int narrow_global;

kernel void uses_globals(global int *out) {
  out[0] = narrow_global;
}

kernel void uses_globals_too(global int *out) {
  out[0] = narrow_global + 1;
}
