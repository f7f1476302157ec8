// A static local keeps its value across launches: three launches count to 3.
// options: -cl-std=CL2.0
// run: k 1 --repeat=3 out=zeros:1
// expect: out = 3
kernel void k(global int *out) {
  static int launches = 0;
  if (get_global_id(0) == 0) { launches++; out[0] = launches; }
}
