// An integer may subscript a pointer or array from the left.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:3
// expect: out = 9, 8, 5
kernel void k(global int *out) {
  int table[3] = { 7, 8, 9 };
  out[0] = 2[table];
  1[out] = 0[table] + 1;
  int i = 2;
  (i - 1)[out + 1] = 5;
}
