//! Vector types: `vec_step`, and vector typedefs made with clang's attributes.

use super::*;

#[test]
fn vec_step_of_a_3_vector_is_4_in_constant_expressions_and_in_code() {
    // Array sizes, enumerators and case labels are folded by the constant evaluator, the last
    // store by lowering: all say 4, as OpenCL C does for 3-component vectors.
    check(
        "enum { N = vec_step(float3) };
constant int table[vec_step(int3)] = { 1 };
kernel void k(global int *out, int s) {
  int a[vec_step(uchar3)];
  out[0] = N + sizeof(table) + sizeof(a);
  switch (s) { case vec_step(double3): out[1] = vec_step(short3); }
}",
        "
global @0 table: constant int[4] = 01000000000000000000000000000000
kernel void k(global int * %out, int %s) {
  var a: int[4]
  {
    (store (ptradd %out 0:int) (convert <int> (add (add 4:ulong 16:ulong) 16:ulong)))
    switch %s {
    case 4:
      (store (ptradd %out 1:int) 4:int)
    }
  }
}",
    );
}
