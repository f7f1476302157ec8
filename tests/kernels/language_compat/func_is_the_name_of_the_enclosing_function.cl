// __func__ is the name of the enclosing function.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:4
// expect: out = 2, 'k', 'e', 0
int second_letter(void) { return __func__[1]; }
kernel void k(global int *out) {
  out[0] = sizeof(__func__);
  out[1] = __func__[0];
  out[2] = second_letter();
  constant const char *name = __func__;
  out[3] = name[1];
}
