// Unsized arrays take their length from the initializer.
// run: k 1 out=zeros:5
// expect: out = 5, 6, 5, 13, 200
constant float w[] = { 1, 2, 3, 4, 5 };
constant char msg[] = "hello";
kernel void k(global int *out) {
  int local_arr[] = { [3] = 7, 1 };
  char text[8] = "abc";
  out[0] = sizeof(w) / sizeof(w[0]);
  out[1] = sizeof(msg);
  out[2] = sizeof(local_arr) / sizeof(int);
  out[3] = local_arr[3] + local_arr[4] + (int)w[4];
  out[4] = msg[1] + text[2] + text[7];
}
