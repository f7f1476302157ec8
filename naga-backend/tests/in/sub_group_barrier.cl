// targets: wgsl msl glsl spvasm
// sub_group_barrier: every target but HLSL (Direct3D has no sub-group barrier).
// options: -cl-std=CL2.0
kernel void sub_group_barrier_kernel(global int *out) {
    size_t g = get_global_id(0);
    out[g] = (int)get_sub_group_local_id();
    sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
    out[g] += out[g ^ 1];
}
