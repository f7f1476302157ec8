// The usual arithmetic conversions, integer promotions and OpenCL's vector rules, each visible as
// an explicit conversion in the IR.
kernel void conversions(global int *i, global uint *u, global long *l, global ulong *ul,
                        global char *c, global uchar *uc, global float *f, global double *d,
                        global float4 *f4, global int4 *i4) {
  u[0] = u[1] + i[0];          // int converts to uint
  l[0] = l[1] + u[0];          // uint converts to long (long holds every uint)
  ul[0] = ul[1] + i[0];        // int converts to ulong
  i[1] = c[0] + uc[0];         // both promote to int
  d[0] = f[0] + d[1];          // float converts to double
  f[1] = f[0] * 2;             // the literal becomes 2.0f
  f4[0] = f4[1] * f[0];        // a scalar widens to every lane
  i4[0] = f4[0] < f4[1];       // float comparisons give int lanes of -1 and 0
  i[2] = i[0] < u[0];          // int compared as uint, result int
  i4[1] = i4[0] << 33;         // shift count keeps its value; the backend masks it
  c[1] = ~uc[0];               // promoted to int, then truncated
  (void)atomic_inc(i);         // a cast to void: the operand runs once, no value
}
