// true and false are bool constants, also in #if and in array sizes.
// options: -cl-std=CL1.2
// targets: vulkan1.2 vulkan1.3 opencl
// run: k 1 out=zeros:7
// expect: out = 2, 0, 1, 7, 5, -1, 3
#if true
constant int from_if = 7;
#endif
constant bool table[2] = { false, true };
kernel void k(global int *out) {
  bool b = true;
  out[0] = b + true;
  out[1] = false;
  out[2] = sizeof(true);
  out[3] = from_if;
  out[4] = table[1] ? 5 : 6;
  out[5] = -true;
  int a[true + 2];
  out[6] = sizeof(a) / sizeof(a[0]);
}
