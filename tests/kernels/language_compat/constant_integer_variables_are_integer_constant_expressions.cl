// Constant integer variables are integer constant expressions.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:4
// expect: out = 5, 40, 1, 3
constant int N = 3;
constant int twice[N] = { 1, 2, 3 };
kernel void k(global int *out) {
  const int L = N + 2;
  int local_array[L];
  for (int i = 0; i < L; i++) local_array[i] = i * 10;
  out[0] = sizeof(local_array) / sizeof(int);
  out[1] = local_array[L - 1];
  switch (out[1]) {
  case L * 8: out[2] = 1; break;
  default: out[2] = 2;
  }
  out[3] = twice[N - 1];
}
