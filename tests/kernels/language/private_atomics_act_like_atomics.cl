// Vulkan has no atomics on private memory; no other work-item can see it, so the backend uses
// plain accesses with the builtins' results.
// options: -cl-std=CL2.0
// run: k 1 out=zeros:8
// expect: out = 3, 7, 7, 1, 9, 9, 8, 1
kernel void k(global int *out) {
  atomic_int mine;
  atomic_init(&mine, 3);
  out[0] = atomic_fetch_add(&mine, 4);
  out[1] = atomic_fetch_max(&mine, 5);
  out[2] = atomic_fetch_min_explicit(&mine, 2, memory_order_relaxed);
  int expected = 2;
  out[3] = atomic_compare_exchange_strong(&mine, &expected, 9);
  expected = 1;
  out[4] = atomic_compare_exchange_weak(&mine, &expected, 11) * 100 + expected;
  out[5] = atomic_exchange(&mine, 6);
  atomic_store(&mine, 8);
  int now = mine;
  out[6] = now;
  atomic_flag flag;
  atomic_flag_clear(&flag);
  out[7] = atomic_flag_test_and_set(&flag) * 10 + atomic_flag_test_and_set(&flag);
}
