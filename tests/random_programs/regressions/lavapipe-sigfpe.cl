// Random programs 12566 and 15339 (second slice, docs/fuzzing.md) killed the process with
// SIGFPE on lavapipe (Mesa 22.3): a safe-division helper called with constant operands
// `LONG_MIN` and -1 (or `INT_MIN` and -1) guards the division with a branch no work-item
// takes, but once the driver has inlined and folded the constants it evaluates the division
// of the dead branch with the host's division instruction, which traps. Reduced from 15339
// (`out[4 i]`), with the same in a plain helper, a never-taken branch, and divisors of 0 and
// -1 (under INT_MIN) in lanes a branch masks off. oclvk now gives every integer division on
// Vulkan a divisor that cannot trap (the backend pipeline's `trap-free-division` stage,
// spirv-backend/src/passes/division.rs).
long safe_mod_long(long a, long b) {
  return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a % b;
}
int safe_div_int(int a, int b) {
  return (b == 0 || (a == INT_MIN && b == -1)) ? a : a / b;
}
kernel void fuzz(global const int *in, global long *out) {
  uint i = (uint)get_global_id(0);
  int16 v = (int16)((int)((long)0xfffffffffffffffful));
  out[4 * i] = safe_mod_long(LONG_MIN, v.sf) && (i >= 5u);
  out[4 * i + 1] = safe_div_int(INT_MIN, -1);
  if (in[i] == 12345)
    out[4 * i + 2] = LONG_MIN % -1;
  else
    out[4 * i + 2] = 7;
  int d = in[i];
  int n = in[i + 16];
  out[4 * i + 3] = (d == 0 || (n == INT_MIN && d == -1)) ? n : n / d;
}
