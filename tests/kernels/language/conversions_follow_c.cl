// Conversions follow c.
// run: k 1 out=zeros:10
// expect: out = 1, 1, 300, 44, -3, -1, 0, -1, 2147483647, 2
kernel void k(global int *out) {
  uint u = 1; int i = -2;
  out[0] = (u + i) > 0;            /* -2 becomes a large uint */
  long l = -1; uint v = 3;
  out[1] = (l + v) == 2;           /* long holds every uint */
  uchar a = 200, b = 100;
  out[2] = a + b;                  /* promoted to int: 300 */
  char c = (char)300;
  out[3] = c;                      /* 300 mod 256 = 44 */
  out[4] = -7 / 2;                 /* truncation toward zero */
  out[5] = -7 % 2;
  int4 m = (int4)(1, 2, 3, 4) > 2;
  out[6] = m.x; out[7] = m.w;      /* vector comparisons give 0 and -1 */
  out[8] = convert_int_sat(3.0e10f);
  out[9] = 1 << 33;                /* OpenCL masks the shift count: 1 << 1 */
}
