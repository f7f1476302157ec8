// TARGET: vulkan1.2-portable
// Portable SPIR-V has no device addresses: what needs one is refused, as are the constructs
// not lowered yet.

kernel void address(global int *p, global ulong *out) {
  out[0] = (ulong)p; // expected-error {{converting between pointers and integers is not supported on the vulkan1.2-portable target}}
}

kernel void returned(global int *p) {
  int x = 0;
  int *q = &x;
  q = q + 1; // expected-error {{arithmetic on a pointer to a single object (not an array element) is not supported on the vulkan1.2-portable target}}
  p[0] = *q;
}

kernel void halves(global float *out, global half *h) {
  out[0] = vload_half(0, h);
}

kernel void prints_an_address(global int *p) {
  printf("%d %p\n", p[0], p); // expected-error {{printing a pointer with '%p' is not supported on the vulkan1.2-portable target (its pointers have no address)}}
}
