// RUN: oclvk compile -cl-std=CL2.0 %s
// Sum reduction as in reduce.cl (grid-stride accumulation, one partial sum per work-group),
// with the work-group step done by OpenCL C 2.0's work_group_reduce_add instead of a tree in
// local memory.
#define WG 256

kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_sum_wg(global const float *in, global float *partial, uint n)
{
    uint stride = get_global_size(0);
    float acc = 0.0f;
    for (uint i = get_global_id(0); i < n; i += stride)
        acc += in[i];
    float sum = work_group_reduce_add(acc);
    if (get_local_id(0) == 0)
        partial[get_group_id(0)] = sum;
}
