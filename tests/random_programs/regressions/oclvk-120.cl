// Random program 120 (third slice, docs/fuzzing.md), reduced: a struct parameter taken by
// value, written through an element of its array member (`r0.f0[i].f0 = 0`) and returned.
// oclvk treated the parameter as read-only (only `r0 = ...` and `r0.x = ...` counted as writes
// to it), so the write went to a temporary copy and the caller got the struct unchanged: out
// was gid + 100 for every work-item where odd work-items must give 0. Fixed in
// `mutated_names` (frontend/src/sema/decl.rs): an element of an array member is part of the
// struct. Run by tests/backend_runs.rs `struct_parameters_written_through_array_members`.
struct R0 {
  ulong f0;
  short f1;
};
struct R1 {
  long f0;
};
struct R2 {
  struct R0 f0[2];
};
struct R2 rhelper1(struct R2 r0, struct R1 *p, short x0) {
  uint x2 = 0;
  while (x0) {
    if (++x2 > 5u) break;
    r0.f0[(x0) & 1].f0 = 0;
  }
  return r0;
}
struct R0 nested(struct R0 a[2], struct R2 r, int i) {
  r.f0[i & 1].f1 = 7;
  (r.f0)[(i + 1) & 1].f0 += 1;
  return r.f0[i & 1];
}
kernel void fuzz(global const uint *in, global ulong *out) {
  struct R2 r2;
  r2.f0[0].f0 = 0;
  r2.f0[0].f1 = 0;
  r2.f0[1].f0 = (uint)get_global_id(0) + 100;
  r2.f0[1].f1 = 0;
  struct R1 r3;
  r3.f0 = 0;
  r2 = rhelper1(r2, &r3, (uint)get_local_id(0));
  struct R0 two[2];
  two[0] = r2.f0[0];
  two[1] = r2.f0[1];
  struct R0 n = nested(two, r2, (int)get_global_id(0));
  out[3 * get_global_id(0)] = r2.f0[1].f0;
  out[3 * get_global_id(0) + 1] = n.f1;
  out[3 * get_global_id(0) + 2] = r2.f0[0].f0 + r2.f0[1].f1;
}
