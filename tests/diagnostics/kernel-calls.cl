// RUN: oclvk check --verify %s
// A kernel calling a kernel is an ordinary call; if the callee declares local variables, how
// they are shared is implementation-defined, which oclvk warns about.

kernel void plain(global int *p) { p[get_global_id(0)] *= 2; }
kernel void with_local(global int *p) { local int t[4]; t[0] = p[0]; p[1] = t[0]; }

kernel void caller(global int *p) {
  plain(p);
  with_local(p); // oclvk-warning {{declares local variables}}
}
// clang-no-diagnostics
