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
global @0 table: constant int[4] = 01 (15 zero bytes)
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

#[test]
fn attribute_vector_typedefs_are_the_built_in_vectors() {
    check(
        "typedef int v4i __attribute__((ext_vector_type(4)));
typedef float __attribute__((vector_size(8))) f2, *f2_ptr;
float second(f2_ptr p) { return p->y; }
kernel void k(global v4i *out, v4i a) {
  out[0] = (v4i)(a.wzyx.x, 2, 3, vec_step(f2));
}",
        "
function float second(float2 * %p) {
  {
    return (swizzle (load %p) [1])
  }
}
kernel void k(global int4 * %out, int4 %a) {
  {
    (store (ptradd %out 0:int) (int4 (swizzle (swizzle %a [3, 2, 1, 0]) [0]) 2:int 3:int 2:int))
  }
}",
    );
}
