// RUN: oclvk check --verify %s
// The literal 0 is the null event where an event_t is initialized or passed (the usual last
// argument of async_work_group_copy); assigning it, or any other integer, is an error.

kernel void k(global float *g, local float *l, global int *gi, local int *li, int n) {
  event_t e = 0;
  event_t copied = async_work_group_copy(l, g, 16, 0);
  event_t back = async_work_group_copy(g, l, 16, copied);
  event_t ints = async_work_group_copy(li, gi, 16, 0u);
  event_t strided = async_work_group_strided_copy(li, gi, 16, 2, 0);
  event_t cast = async_work_group_copy(l, g, 16, (event_t)0);
  event_t one = 1;                                       // expected-error {{initializing}}
  event_t bad = async_work_group_copy(l, g, 16, n);      // expected-error {{no matching function for call to 'async_work_group_copy'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  event_t worse = async_work_group_copy(l, g, 16, 1);    // expected-error {{no matching function for call to 'async_work_group_copy'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  e = 0;                                                 // expected-error {{assigning to}}
  wait_group_events(1, &copied);
  wait_group_events(1, &back);
}
