// TARGET: msl
// options: -cl-std=CL2.0
// MSL's only 64-bit atomics are min and max of ulongs on global memory whose result is unused
// (naga's SHADER_INT64_ATOMIC_MIN_MAX): the object they act on is declared atomic_ulong (Metal
// has no signed 64-bit atomic type) and Metal has no 64-bit atomic load or store, so nothing
// else may touch it. Every other 64-bit atomic is refused at the call, and every other access
// to such an object where it is made.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

global ulong shared_peak;
global ulong shared_lows[2];

struct stats {
  ulong peak;
  uint count;
};

kernel void global_add(global ulong *counter) {
  atom_add(counter, 1UL); // expected-error {{a 64-bit atomic add is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void global_inc(global long *counter) {
  atom_inc(counter); // expected-error {{a 64-bit atomic add is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void global_exchange(global ulong *slot, ulong v) {
  atom_xchg(slot, v); // expected-error {{a 64-bit atomic exchange is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void global_cmpxchg(global ulong *slot, ulong v) {
  atom_cmpxchg(slot, 0UL, v); // expected-error {{a 64-bit atomic compare-exchange is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void global_or(global ulong *bits, ulong v) {
  atom_or(bits, v); // expected-error {{a 64-bit atomic bitwise operation is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void signed_min(global long *low, long v) {
  atom_min(low, v); // expected-error {{a 64-bit atomic min on 'long' is not supported on the msl target (its 64-bit atomic min and max are on 'ulong' alone)}}
}

kernel void max_result_used(global ulong *peak, global ulong *old, ulong v) {
  old[0] = atom_max(peak, v); // expected-error {{a 64-bit atomic max whose result is used is not supported on the msl target (its 64-bit atomic min and max return nothing)}}
}

kernel void c11_min_result_used(global atomic_ulong *low, global ulong *old, ulong v) {
  old[0] = atomic_fetch_min(low, v); // expected-error {{a 64-bit atomic min whose result is used is not supported on the msl target (its 64-bit atomic min and max return nothing)}}
}

kernel void local_max(global ulong *out) {
  local ulong peak;
  atom_max(&peak, 1UL); // expected-error {{a 64-bit atomic max on local memory is not supported on the msl target (its 64-bit atomics act on global memory alone)}}
}

kernel void c11_load(global atomic_ulong *sum, global ulong *out) {
  out[0] = atomic_load(sum); // expected-error {{a 64-bit atomic load is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void c11_store(global atomic_ulong *sum) {
  atomic_store(sum, 1UL); // expected-error {{a 64-bit atomic store is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void c11_add(global atomic_ulong *sum) {
  atomic_fetch_add(sum, 1UL); // expected-error {{a 64-bit atomic add is not supported on the msl target (its 64-bit atomics are min and max alone, whose result is unused)}}
}

kernel void c11_atomic_long(global atomic_long *sum) { // expected-error {{atomic type 'atomic_long' is not supported on the msl target}}
  atomic_fetch_max(sum, 1L);
}

kernel void max_then_read(global ulong *peak, global ulong *out, ulong v) {
  atom_max(&peak[1], v); // expected-note {{the 64-bit atomic max is here}}
  out[0] = peak[0]; // expected-error {{reading memory that a 64-bit atomic max acts on is not supported on the msl target (it is atomic, and the target has no 64-bit atomic load or store)}}
}

kernel void write_then_min(global ulong *low, ulong v) {
  low[0] = 0; // expected-error {{writing memory that a 64-bit atomic min acts on is not supported on the msl target (it is atomic, and the target has no 64-bit atomic load or store)}}
  atom_min(low, v); // expected-note {{the 64-bit atomic min is here}}
}

kernel void program_max(ulong v) {
  atom_max(&shared_peak, v); // expected-note {{the 64-bit atomic max is here}}
}

kernel void program_read(global ulong *out) {
  out[0] = shared_peak; // expected-error {{reading memory that a 64-bit atomic max acts on is not supported on the msl target (it is atomic, and the target has no 64-bit atomic load or store)}}
}

kernel void program_array_min(ulong v) {
  atom_min(&shared_lows[1], v); // expected-note {{the 64-bit atomic min is here}}
  shared_lows[0] = v; // expected-error {{writing memory that a 64-bit atomic min acts on is not supported on the msl target (it is atomic, and the target has no 64-bit atomic load or store)}}
}

kernel void struct_field_max(global struct stats *s, ulong v) {
  atom_max(&s->peak, v); // expected-error {{a 64-bit atomic operation on a field of a struct or union is not supported on the msl target}}
}
