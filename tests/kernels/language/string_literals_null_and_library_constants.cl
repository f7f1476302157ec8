// String literals null and library constants.
// run: k 1 out=zeros:5
// expect: out = 'c', 1, 1, 2147483647, 3141
kernel void k(global int *out) {
  constant char *s = "oclvk";
  global int *nothing = NULL;
  out[0] = s[1];
  out[1] = nothing == 0;
  out[2] = isinf(INFINITY) && isnan(NAN);
  out[3] = INT_MAX;
  out[4] = (int)(M_PI_F * 1000.0f);
}
