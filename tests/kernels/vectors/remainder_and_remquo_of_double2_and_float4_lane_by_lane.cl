// remainder and remquo of double2 and float4: on the Vulkan targets the library's exact
// functions (exact_bits.cl.inc), called lane by lane, whose long division shifts and subtracts
// (no 64-bit division instruction reaches the module, docs/architecture.md). Lane k
// (flattened) of the double2 kernel divides 7k + 2 and 7k + 3 by 7: remainders 2 and 3,
// quotient k; of the float4 kernel 3k + 1 and 3k + 2 by 3: remainders 1 and -1 (rounded up to
// k + 1), quotient k.
// run: rem_double2 16 r=zeros:16 q=zeros:16
// expect: r = each: 32
// expect: q = each: i
// run: rem_float4 8 r=zeros:8 q=zeros:8
// expect: r = each: -9
// expect: q = each: i
kernel void rem_double2(global double2 *r, global int2 *q) {
  int i = get_global_id(0);
  double2 k = (double2)(2 * i, 2 * i + 1);
  int2 quo;
  r[i] = remquo(7.0 * k + 2.0, (double2)(7.0), &quo) +
         10.0 * remainder(7.0 * k + 3.0, (double2)(7.0));
  q[i] = quo;
}

kernel void rem_float4(global float4 *r, global int4 *q) {
  int i = get_global_id(0);
  float4 k = (float4)(4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3);
  int4 quo;
  r[i] = remquo(3.0f * k + 1.0f, (float4)(3.0f), &quo) +
         10.0f * remainder(3.0f * k + 2.0f, (float4)(3.0f));
  q[i] = quo;
}
