// Pointers compared with integers compare addresses.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:4
// expect: out = 1, 0, 1, 0
kernel void k(global int *out) {
  global int *p = out;
  out[0] = p != 0;
  out[1] = 0 == p;
  out[2] = 0 < p;
  out[3] = p < 0;
}
