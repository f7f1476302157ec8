// TARGET: vulkan1.2-portable
// options: -cl-std=CL2.0
// Atomics on 32-bit integer fields of structs work (the struct is held as 32-bit words,
// records.rs); on other fields they are refused at the call: a float field (`atomic_xchg` of a
// float), and a 64-bit field even where the target has 64-bit atomics (a word view has only
// 32-bit atomic words).
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

typedef struct {
  int count;
  float level;
  ulong total;
} Mixed;

global Mixed program_mixed;

kernel void float_field(global Mixed *m, global float *out) {
  atomic_inc(&m->count);
  out[0] = atomic_xchg(&m->level, 1.0f); // expected-error {{an atomic operation on anything but a 32-bit integer field of a struct or union is not supported on the vulkan1.2-portable target}}
}

kernel void long_field(global Mixed *m) {
  atom_add(&m[1].total, 1UL); // expected-error {{a 64-bit atomic operation on a field of a struct or union is not supported on the vulkan1.2-portable target}}
}

kernel void local_long_field(global ulong *out) {
  local Mixed tile[2];
  atom_inc(&tile[get_local_id(0) & 1].total); // expected-error {{a 64-bit atomic operation on a field of a struct or union is not supported on the vulkan1.2-portable target}}
  out[0] = tile[0].total;
}

kernel void program_long_field(void) {
  atom_inc(&program_mixed.total); // expected-error {{a 64-bit atomic operation on a field of a struct or union is not supported on the vulkan1.2-portable target}}
}
