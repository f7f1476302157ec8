// RUN: oclvk check -cl-std=CL2.0 %s
// Every work-group collective function for every type it takes (half aside: the OpenCL
// environment allows Float16 only with cl_khr_fp16), from a kernel and from a function it calls.

#define ALL_OF(T)                                                              \
  T wg_##T(T x, global T *out) {                                               \
    out[0] = work_group_reduce_add(x) + work_group_reduce_min(x);              \
    out[1] = work_group_reduce_max(x) + work_group_scan_inclusive_add(x);      \
    out[2] = work_group_scan_inclusive_min(x) + work_group_scan_inclusive_max(x); \
    out[3] = work_group_scan_exclusive_add(x) + work_group_scan_exclusive_min(x); \
    out[4] = work_group_scan_exclusive_max(x) + work_group_broadcast(x, 0);    \
    out[5] = work_group_broadcast(x, 1, 0) + work_group_broadcast(x, 0, 0, 0); \
    return x;                                                                  \
  }

ALL_OF(int)
ALL_OF(uint)
ALL_OF(long)
ALL_OF(ulong)
ALL_OF(float)
ALL_OF(double)

kernel void work_group_functions(global int *i, global uint *u, global long *l,
                                 global ulong *ul, global float *f, global double *d) {
  size_t g = get_global_id(0);
  i[g] = wg_int(i[g], i + 8) + work_group_all(i[g]) + work_group_any(i[g] > 2);
  u[g] = wg_uint(u[g], u + 8);
  l[g] = wg_long(l[g], l + 8);
  ul[g] = wg_ulong(ul[g], ul + 8);
  f[g] = wg_float(f[g], f + 8);
  d[g] = wg_double(d[g], d + 8);
}

kernel __attribute__((reqd_work_group_size(64, 1, 1))) void required(global float *f) {
  f[get_global_id(0)] = work_group_reduce_max(f[get_global_id(0)]);
}
