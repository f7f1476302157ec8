// RUN: oclvk check --dump-ir -cl-std=CL2.0 %s
// Atomic objects are read through atomic_load, program-scope pointers initialized with an
// address carry relocations, and a 0 event argument is the null event.
constant int table[4] = {1, 2, 3, 4};
constant int *third = &table[2];
constant char *name = "ab";
global atomic_int hits = ATOMIC_VAR_INIT(1);

kernel void k(global atomic_uint *flags, global int *out, local int *tile) {
  uint seen = *flags;
  if (flags[1]) { out[0] = (int)seen; }
  atomic_fetch_or(flags, 2u);
  atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed);
  event_t e = async_work_group_copy(tile, (const global int *)out, 4, 0);
  wait_group_events(1, &e);
  out[1] = *third + name[1] + tile[0];
}
