// TARGET: vulkan1.2-portable
// options: -cl-std=CL2.0
// Program-scope global variables (OpenCL 2.0) on portable SPIR-V: an address kept in one is
// refused at the variable (there are no addresses), and an atomic operation on a float one
// at the call; plain and 32-bit atomic uses compile.

global int table[4] = {1, 2, 3, 4};
global int *global entry = &table[2]; // expected-error {{a pointer kept in memory ('entry') is not supported on the vulkan1.2-portable target}}

kernel void reads_entry(global int *out) {
  out[0] = *entry;
}
