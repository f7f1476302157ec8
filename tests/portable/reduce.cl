// A work-group sum through local memory with barriers, in a `local` argument sized by the host.
// ULPS: 2
// SIZES: --local-arg scratch=256 --work-group-size 64
// RUN: -k reduce_sum -g 4096 -l 64 --arg in=rand:4096:1 --arg partial=zeros:64 --arg scratch=local:64
kernel void reduce_sum(global const float *in, global float *partial, local float *scratch) {
    size_t l = get_local_id(0);
    scratch[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
        if (l < s)
            scratch[l] += scratch[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        partial[get_group_id(0)] = scratch[0];
}
