// sizeof an expression is an integer constant at program scope.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:5
// expect: out = 3, 12, 5, 4, 3
constant int table[] = { 4, 5, 6 };
constant int count = sizeof(table) / sizeof(table[0]);
constant int align = _Alignof(table[0]) + vec_step(table[0]);
enum { LANES = vec_step((float3)(0.0f)) };
kernel void k(global int *out) {
  int copy[sizeof(table) / sizeof(int)];
  out[0] = count;
  out[1] = sizeof(copy);
  out[2] = align;
  out[3] = LANES;
  int sized[count];
  out[4] = sizeof(sized) / sizeof(sized[0]);
}
