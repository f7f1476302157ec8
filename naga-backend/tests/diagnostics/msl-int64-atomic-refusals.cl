// TARGET: msl
// options: -cl-std=CL2.0
// MSL has 64-bit atomics only as min and max whose old value is dropped, and OpenCL's atomics
// all return it: every 64-bit atomic is refused, on global and local memory alike.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

kernel void global_add(global long *counter) {
  atom_add(counter, 1L); // expected-error {{a 64-bit atomic operation is not supported on the msl target}}
}

kernel void global_max(global ulong *peak, ulong v) {
  atom_max(peak, v); // expected-error {{a 64-bit atomic operation is not supported on the msl target}}
}

kernel void local_inc(global ulong *out) {
  local ulong count;
  count = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atom_inc(&count); // expected-error {{a 64-bit atomic operation is not supported on the msl target}}
  barrier(CLK_LOCAL_MEM_FENCE);
  out[0] = count;
}

kernel void c11_atomic_long(global atomic_long *sum) { // expected-error {{atomic type 'atomic_long' is not supported on the msl target}}
  atomic_fetch_add(sum, 1L);
}
