// Work-group collective functions (OpenCL C 2.0, 3.0's __opencl_c_work_group_collective_functions)
// built from workgroup memory on the portable targets: per-group sums, prefix sums, minima,
// maxima, votes and a broadcast over groups that are not powers of two, in 1-D and 2-D ranges.
// An implementation without them (PoCL) computes the reference by folding the group's values
// from local memory. The hints size GLSL's one fixed work-group (the other targets take each
// run's size).
// BUILD: -cl-std=CL3.0
// RUN: -k scan_1d -g 99 -l 33 --arg in=rand:99:3 --arg f=rand:99:4 --arg out=zeros:693 --arg fout=zeros:297
// RUN: -k scan_2d -g 21,9 -l 7,3 --arg in=rand:189:5 --arg f=rand:189:6 --arg out=zeros:1323 --arg fout=zeros:567
#define MAX_ITEMS 64

void body(global const int *in, global const float *f, global int *out, global float *fout,
          size_t g, size_t n, local int *xs, local float *ys) {
    int x = in[g];
    float y = f[g];
    size_t bx = get_local_size(0) / 2, by = get_local_size(1) - 1;
#ifdef __opencl_c_work_group_collective_functions
    out[g] = work_group_reduce_add(x);
    out[n + g] = work_group_scan_inclusive_add(x);
    out[2 * n + g] = work_group_scan_exclusive_add(x);
    out[3 * n + g] = work_group_reduce_min(x);
    out[4 * n + g] = (int)work_group_scan_inclusive_max((uint)x);
    out[5 * n + g] = work_group_all(x & 1) + 2 * work_group_any(x & 1);
    out[6 * n + g] = work_group_broadcast(x, bx, by);
    fout[g] = work_group_reduce_max(y);
    fout[n + g] = work_group_scan_inclusive_min(y);
    fout[2 * n + g] = work_group_scan_exclusive_max(y);
#else
    size_t l = get_local_id(1) * get_local_size(0) + get_local_id(0);
    size_t items = get_local_size(0) * get_local_size(1);
    xs[l] = x;
    ys[l] = y;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint sum = 0, inclusive = 0, exclusive = 0, umax = 0;
    int min = INT_MAX, all = 1, any = 0;
    float fmax_all = -INFINITY, fmin_inclusive = INFINITY, fmax_exclusive = -INFINITY;
    for (size_t i = 0; i < items; i++) {
        int v = xs[i];
        float w = ys[i];
        sum += (uint)v;
        min = v < min ? v : min;
        all &= (v & 1) != 0;
        any |= (v & 1) != 0;
        fmax_all = fmax(fmax_all, w);
        if (i <= l) {
            inclusive += (uint)v;
            umax = (uint)v > umax ? (uint)v : umax;
            fmin_inclusive = fmin(fmin_inclusive, w);
        }
        if (i < l) {
            exclusive += (uint)v;
            fmax_exclusive = fmax(fmax_exclusive, w);
        }
    }
    out[g] = (int)sum;
    out[n + g] = (int)inclusive;
    out[2 * n + g] = (int)exclusive;
    out[3 * n + g] = min;
    out[4 * n + g] = (int)umax;
    out[5 * n + g] = all + 2 * any;
    out[6 * n + g] = xs[by * get_local_size(0) + bx];
    fout[g] = fmax_all;
    fout[n + g] = fmin_inclusive;
    fout[2 * n + g] = fmax_exclusive;
#endif
}

kernel __attribute__((work_group_size_hint(33, 1, 1)))
void scan_1d(global const int *in, global const float *f, global int *out, global float *fout) {
    local int xs[MAX_ITEMS];
    local float ys[MAX_ITEMS];
    body(in, f, out, fout, get_global_id(0), get_global_size(0), xs, ys);
}

kernel __attribute__((work_group_size_hint(7, 3, 1)))
void scan_2d(global const int *in, global const float *f, global int *out, global float *fout) {
    local int xs[MAX_ITEMS];
    local float ys[MAX_ITEMS];
    size_t g = get_global_id(1) * get_global_size(0) + get_global_id(0);
    body(in, f, out, fout, g, get_global_size(0) * get_global_size(1), xs, ys);
}
