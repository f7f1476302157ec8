// Pointers in the constant block and in the program-global block, into either block (the runner
// patches the addresses once both blocks exist), and a string literal's address; two launches.
// options: -cl-std=CL2.0
// run: k 1 --repeat=2 out=zeros:6
// expect: out = 30, 40, 'b', 9, 40, 1
constant int table[4] = {10, 20, 30, 40};
constant int *p = &table[2];
constant int *q = table + 1;
constant char *s = "abc";
global int g = 7;
global int *gp = &g;
constant int *global cg = &table[3];
kernel void k(global int *out) {
  out[0] = *p; out[1] = q[2]; out[2] = s[1];
  *gp += 1; out[3] = g; out[4] = *cg;
  out[5] = p == &table[2];
}
