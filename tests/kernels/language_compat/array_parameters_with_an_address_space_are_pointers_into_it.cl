// Array parameters with an address space are pointers into it.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:2
// expect: out = 32, 40
constant int table[4] = { 10, 20, 30, 40 };
void fill(global int a[], local int b[], constant int c[4], private int d[2]) {
  b[1] = c[2] + d[1];
  a[0] = b[1];
  a[1] = c[3];
}
kernel void k(global int *out) {
  local int scratch[2];
  int d[2] = { 1, 2 };
  fill(out, scratch, table, d);
}
