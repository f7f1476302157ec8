// Atomic objects whose address is reinterpreted live in byte-addressed homes: a private
// atomic_float read through an int * (its atomics are plain accesses of the home), and a local
// atomic_int that every work-item adds to while it is read as a uint. out[1] is 2.5f's bits.
// options: -cl-std=CL2.0
// run: k 16/16 out=zeros:5
// expect: out = 1, 0x40200000, 2, 8, 32
kernel void k(global int *out) {
  atomic_float f;
  int *f_bits = (int *)&f;
  atomic_init(&f, 1.5f);
  out[0] = (int)atomic_fetch_add(&f, 1.0f);
  out[1] = *f_bits;
  out[2] = (int)atomic_fetch_max(&f, 8.0f);
  out[3] = (int)atomic_load(&f);
  local atomic_int n;
  local uint *n_bits = (local uint *)&n;
  if (get_local_id(0) == 0) atomic_init(&n, 0);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add(&n, 2);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) out[4] = *n_bits;
}
