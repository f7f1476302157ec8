// A float atomic on a local object in a home would need an integer view of the float: the
// backend refuses it with a diagnostic rather than emitting a wrong module.
// options: -cl-std=CL2.0
// expect-error: 'atomic_fetch_add' on a float in a union, or in a local object whose address is converted or compared, is not supported on the Vulkan target
kernel void k(global int *out) {
  local atomic_float f;
  local int *bits = (local int *)&f;
  if (get_local_id(0) == 0) atomic_init(&f, 0.0f);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add(&f, 1.0f);
  out[0] = *bits;
}
