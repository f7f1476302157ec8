// targets: wgsl glsl spvasm
// The reduction with its scratch as a `local` argument: a workgroup array sized by the
// argument's spec id (WGSL override, GLSL and portable SPIR-V specialization constant), the
// work-group size by spec ids 0-2 (WGSL overrides; portable SPIR-V specialization constants;
// fixed in GLSL).
kernel void reduce_local_arg(global const float *in, global float *partial, local float *scratch, uint n) {
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}
