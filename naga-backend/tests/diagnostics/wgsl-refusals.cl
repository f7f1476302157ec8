// TARGET: wgsl
// What WGSL cannot express is refused at the construct, naming the target (one refusal per
// kernel: a kernel stops at its first). Checked by naga-backend/tests/diagnostics.rs.

kernel void doubles(global double *d) { // expected-error {{'double' is not supported on the wgsl target}}
  d[0] = 1.0;
}

kernel void longs(global long *p) { // expected-error {{64-bit integer elements in memory ('long') are not supported on the wgsl target}}
  p[0] = 1;
}

// A 64-bit result keeps its low word; a 64-bit operand's high word is known, or refused.
kernel void long_lanes(global uint2 *p) {
  ulong x = as_ulong(p[0]);
  p[1] = as_uint2((ulong)(uint)x) + as_uint2((long)p[2].x);
  p[3] = as_uint2(x * 3); // expected-error {{reinterpreting 'ulong' as 'uint2' is not supported on the wgsl target (its 64-bit values may not fit in 32 bits: the target's integers are 32-bit)}}
}

kernel void double_lanes(global uint2 *p) {
  p[0] = as_uint2(1.0); // expected-error {{'double' is not supported on the wgsl target}}
}

kernel void halves_from_shorts(global ushort *p) {
  vstore_half(1.0f, 0, (global half *)p); // expected-error {{casting 'global ushort *' to 'global half *' reinterprets memory, which needs a byte view the wgsl target lacks}}
}

kernel void long_argument(global int *out, long n) { // expected-error {{64-bit integer kernel arguments are not supported on the wgsl target}}
  out[0] = (int)n;
}

kernel void chosen(global float *a, global float *b, int c) {
  global float *p = c ? a : b; // expected-error {{choosing between pointers into different objects at run time is not supported on the wgsl target}}
  *p = 1.0f;
}

kernel void reassigned(global float *a, global float *b, int c) {
  global float *p = a;
  if (c)
    p = b; // expected-error {{a pointer variable assigned pointers into different objects (a pointer chosen at run time) is not supported on the wgsl target}}
  *p = 1.0f;
}

// A pointer argument without one form (specialize-pointer-arguments finds none) is refused
// where it is made, as any such pointer.
void set_one(global float *p) {
  *p = 1.0f;
}

kernel void chosen_argument(global float *a, global float *b, int c) {
  set_one(c ? a : b); // expected-error {{choosing between pointers into different objects at run time is not supported on the wgsl target}}
}

kernel void reassigned_argument(global float *a, global float *b, int c) {
  global float *p = a;
  if (c)
    p = b; // expected-error {{a pointer variable assigned pointers into different objects (a pointer chosen at run time) is not supported on the wgsl target}}
  set_one(p);
}

kernel void pointee_cast(global float *f) {
  ((global int *)f)[0] = 1; // expected-error {{casting 'global float *' to 'global int *' reinterprets memory, which needs a byte view the wgsl target lacks}}
}

kernel void kept(global int *a, global int *b) {
  global int *table[2]; // expected-error {{a pointer kept in memory ('global int *') is not supported on the wgsl target}}
  table[0] = a;
  table[1] = b;
  *table[a[0] & 1] = 1;
}

kernel void prints(global int *out) {
  printf("%d\n", out[0]);
  // A `long` whose high half is known prints; a product's high half (its words' `>> 31`) is not.
  printf("%ld %lu\n", (long)out[1], get_global_id(0));
  printf("%d %ld\n", out[0], (long)out[1] * 3); // expected-error {{'>>' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
  printf("%f\n", (double)out[0]); // expected-error {{printf argument 1 for '%f' is a 'double', which the wgsl target cannot store (it has no 64-bit integers)}}
}

kernel void wide_shift(global uint *out, uint n) {
  ulong x = out[0];
  out[1] = (uint)(x << n); // expected-error {{a 64-bit shift by 32 or more, or by a count not known when compiling, (its integers are 32-bit) is not supported on the wgsl target}}
}

kernel void wide_constant(global uint *out) {
  ulong x = 0x100000000UL;
  out[0] = x < out[1]; // expected-error {{'<' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void wide_product(global uint *out) {
  ulong p = (ulong)out[0] * out[1];
  out[2] = (uint)p;       // the low half: exact
  out[3] = p / 1000;      // expected-error {{'/' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void wide_loop(global int *out, int n) {
  for (long j = 0; j < n; j++) // expected-error {{'<' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
    out[j] = 0;
}

long twice(long v) { return v + v; }

kernel void wide_helper(global float *out) {
  out[0] = (float)twice(get_global_id(0)); // expected-error {{converting to 'float' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void wide_from_float(global float *in, global int *out) {
  long v = (long)in[0]; // expected-error {{converting a floating-point value on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
  out[0] = (int)v;
}

kernel void wide_builtin(global int *out) {
  out[0] = (int)abs((long)out[1]); // expected-error {{'abs' on 64-bit integers is not supported on the wgsl target}}
}

kernel void wide_escape(global int *out) {
  size_t i = get_global_id(0);
  size_t *p = &i;
  *p += 0x100000000UL;
  out[0] = i == 0; // expected-error {{'==' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

kernel void wide_exact(global int *out, uint n) {
  size_t i = get_global_id(0);
  if (i < n && get_local_id(0) / 2 != 3)
    out[i] = (int)(float)min(i, (size_t)n) + (int)(i >> 1);
}

kernel void grid_stride(global float *y, uint n) {
  // i + get_global_size(0) may pass 2^32, which 32 bits cannot hold.
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0)) // expected-error {{'<' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
    y[i] = 0.0f;
}

kernel void wide_array(global int *out) {
  long pair[2] = {(long)out[0] * out[1], 0}; // an aggregate's 64-bit parts are not followed
  out[2] = pair[1] < 5; // expected-error {{'<' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
}

// A rounding mode from a 64-bit integer: the exact rounding reads the whole value.
kernel void long_rounded(global const int *a, global float *o) {
  o[0] = convert_float_rtp((long)a[0]); // expected-error {{on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target}}
  o[1] = convert_float_rtp(a[1]);
}
