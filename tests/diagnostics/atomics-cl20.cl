// RUN: oclvk check --verify -cl-std=CL2.0 %s
// OpenCL C 2.0 atomics: atomic types, the memory_order and memory_scope enumerators, the
// explicit forms.
// oclvk-no-diagnostics

kernel void k(global atomic_int *counter, global atomic_uint *flags, global int *out) {
  atomic_fetch_add(counter, 1);
  atomic_fetch_add_explicit(counter, 1, memory_order_relaxed);
  atomic_fetch_or_explicit(flags, 4u, memory_order_acq_rel, memory_scope_device);
  out[0] = atomic_load_explicit(counter, memory_order_acquire, memory_scope_work_group);
  atomic_store_explicit(counter, 0, memory_order_release);
  int expected = 0;
  atomic_compare_exchange_strong(counter, &expected, 1);
  atomic_fetch_add(out, 1); // expected-warning {{incompatible pointer types}}
  out[1] = memory_order_seq_cst + memory_scope_all_svm_devices;
}
