// Two launches of one work-item: the program-scope counter starts at ATOMIC_VAR_INIT(5) and keeps
// its value between launches (5 -> 7 -> 9).
// options: -cl-std=CL2.0
// run: k 1 --repeat=2 out=zeros:10
// expect: out = 1, 9, 9, 1, 40, 1, 141, 13, 5, 4
global atomic_int counter = ATOMIC_VAR_INIT(5);
global atomic_float level;
kernel void k(global int *out) {
  local atomic_int hits;
  local atomic_flag flag;
  local int copy[4];
  atomic_init(&hits, 0);
  atomic_fetch_add(&hits, 1);
  out[0] = atomic_load(&hits) == 1;
  out[1] = atomic_fetch_add_explicit(&counter, 2, memory_order_relaxed) + 2;
  global atomic_int *p = &counter;
  int now = *p;                       /* an atomic (seq_cst) load */
  out[2] = now;
  out[3] = atomic_exchange(&hits, 40);
  int h = hits;                       /* initializing from an atomic is allowed */
  out[4] = h;
  atomic_flag_clear(&flag);
  out[5] = atomic_flag_test_and_set(&flag) * 10 + atomic_flag_test_and_set(&flag);
  int expected = 40;
  bool swapped = atomic_compare_exchange_strong(&hits, &expected, 41);
  out[6] = swapped * 100 + atomic_load(&hits);
  event_t e = async_work_group_copy(copy, (const global int *)out, 4, 0);
  wait_group_events(1, &e);
  out[7] = copy[1] + (int)sizeof(counter);
  atomic_store(&level, 2.5f);
  out[8] = (int)(atomic_exchange(&level, 4.0f) * 2.0f);
  out[9] = (int)atomic_load(&level);
}
