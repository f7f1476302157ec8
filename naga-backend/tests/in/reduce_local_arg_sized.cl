// local-args: scratch=1024
// work-group-size: 256
// The reduction of reduce_local_arg.cl compiled with `--local-arg scratch=1024
// --work-group-size 256`: MSL and HLSL declare `scratch` as a workgroup array of 256 floats
// and fix the work-group size at 256x1x1; WGSL's overrides and portable SPIR-V's
// specialization constants get those as defaults (`local` length 256, work-group 256, 1, 1),
// GLSL's `local` length constant too, its work-group size fixed.
kernel void reduce_local_arg_sized(global const float *in, global float *partial, local float *scratch, uint n) {
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
