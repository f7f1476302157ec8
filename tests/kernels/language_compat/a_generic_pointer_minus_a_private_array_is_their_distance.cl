// A generic pointer minus a private array is their distance.
// options: -cl-std=CL2.0
// run: k 1 out=zeros:3
// expect: out = 3, -2, 1
kernel void k(global int *out) {
  int priv[4] = { 1, 2, 3, 4 };
  int *q = &priv[3];
  out[0] = q - priv;
  out[1] = &priv[1] - q;
  out[2] = *(q - (q - priv));
}
