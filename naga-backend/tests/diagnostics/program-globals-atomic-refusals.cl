// TARGET: vulkan1.2-portable
// options: -cl-std=CL2.0
// Atomic operations on program-scope global variables (OpenCL 2.0) make their members atomic:
// 32-bit integers and arrays of them; anything else is refused at the call.

global float level;
global uint counters[4];
global atomic_int flag;

kernel void float_exchange(global float *out) {
  out[0] = atomic_xchg(&level, 1.0f); // expected-error {{an atomic operation on anything but 32-bit integers is not supported on the vulkan1.2-portable target}}
}

kernel void counts(global uint *out) {
  out[0] = atomic_inc(&counters[get_global_id(0) & 3]);
  out[1] = atomic_fetch_add(&flag, 1);
}
