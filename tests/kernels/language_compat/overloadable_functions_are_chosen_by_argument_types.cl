// Overloadable functions are chosen by argument types.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:6
// expect: out = 42, 25, 7008, 6, 50, 9
int __attribute__((overloadable)) twice(int x) { return 2 * x; }
int __attribute__((overloadable)) twice(float x) { return (int)(x * 100.0f); }
int __attribute__((overloadable)) twice(int2 v) { return v.x * 1000 + v.y; }
int __attribute__((overloadable)) first(global int *p) { return p[5]; }
int __attribute__((overloadable)) first(local int *p) { return p[1] + 1; }
kernel void k(global int *out) {
  local int scratch[2];
  scratch[1] = 40;
  out[5] = 9;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[0] = twice(21);
  out[1] = twice(0.25f);
  out[2] = twice((int2)(7, 8));
  out[3] = twice((short)3);
  out[4] = first(scratch) + first(out);
}
