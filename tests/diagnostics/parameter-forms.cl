// RUN: oclvk check --verify %s
// Parameter forms clang accepts: arrays with an address space are pointers into it (C's
// adjustment), and an image typedef's access qualifier stays with its parameters.
// expected-no-diagnostics

typedef write_only image2d_t Output;
typedef __read_only image2d_t Input;

void copy(global int a[], local int b[], constant int c[4], private int d[2]) {
  b[0] = c[1] + d[0];
  a[0] = b[0];
}

kernel void k(global int a[], local int b[], constant int c[4]) {
  int d[2] = { 1, 2 };
  copy(a, b, c, d);
}

kernel void images(Input in, Output out) {
  write_imagef(out, (int2)(0, 0), read_imagef(in, (int2)(0, 0)));
}
