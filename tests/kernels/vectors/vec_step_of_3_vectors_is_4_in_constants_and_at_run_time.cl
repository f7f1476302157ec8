// vec_step of a 3-component vector is 4 whether a constant expression folds it (array sizes,
// enumerators, case labels) or the kernel computes it.
// run: k 1 out=zeros:6 three=3
// expect: out = 4, 4, 4, 1, 4, 4
enum { STEP = vec_step(float3) };
constant int table[vec_step(int3)] = { 1, 2, 3, 4 };
kernel void k(global int *out, int three) {
  int lanes[vec_step(uchar3)];
  out[0] = STEP;
  out[1] = sizeof(table) / sizeof(int);
  out[2] = sizeof(lanes) / sizeof(int);
  switch (three + 1) { case vec_step(double3): out[3] = 1; break; default: out[3] = -1; }
  out[4] = vec_step(short3);
  float3 v = (float3)(three);
  out[5] = vec_step(v);
}
