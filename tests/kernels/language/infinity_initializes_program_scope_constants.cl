// INFINITY and HUGE_VALF expand to compiler builtins, which are constants in program-scope
// initializers as in expressions (clang takes them there; oclvk refused them as "not an integer
// constant expression"). oclvk's NAN is a builtin constant too; clang's is `as_float(INT_MAX)`,
// which it does not take there, so this file does not use it.
// run: k 1 out=zeros:5
// expect: out = 2139095040, 4286578688, 0, 2139095040, 4286578688
constant float specials[4] = {INFINITY, -HUGE_VALF, 0.0f, 1.0f};
constant float negative_infinity = -INFINITY;
kernel void k(global uint *out) {
  out[0] = as_uint(specials[0]);
  out[1] = as_uint(specials[1]);
  out[2] = as_uint(specials[2]);
  out[3] = as_uint(specials[0] * specials[3]);
  out[4] = as_uint(negative_infinity);
}
