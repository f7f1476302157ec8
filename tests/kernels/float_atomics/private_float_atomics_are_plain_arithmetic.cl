// Private atomic_float objects (reached through generic pointers) have no Vulkan atomic
// instruction and need no device feature: plain arithmetic gives the same results (the
// reflection lists no float atomics).
// 2.5 -> 3.75 -> -0.25 -> min(-0.25, -1) = -1 -> max(-1, 0.5) = 0.5
// options: -cl-std=CL2.0
// run: k 1 out=zeros:5
// expect: out = 2.5, 3.75, -0.25, -1.0, 0.5
float bump(atomic_float *p, float v) { return atomic_fetch_add(p, v); }
kernel void k(global float *out) {
  atomic_float x;
  atomic_init(&x, 2.5f);
  out[0] = bump(&x, 1.25f);
  out[1] = atomic_fetch_sub(&x, 4.0f);
  out[2] = atomic_fetch_min(&x, -1.0f);
  out[3] = atomic_fetch_max_explicit(&x, 0.5f, memory_order_relaxed);
  out[4] = atomic_load(&x);
}
