// The portable binding of this OpenCL C kernel, written by hand (scale.comp.json is its
// reflection), for the runner's descriptor path:
//
//   kernel void scale(global const float *a, global float *out, float k, local float *tile) {
//       size_t g = get_global_id(0), l = get_local_id(0);
//       tile[l] = a[g];
//       barrier(CLK_LOCAL_MEM_FENCE);
//       out[g] = tile[get_local_size(0) - 1 - l] * k + (float)get_group_id(0);
//   }
#version 450

// The work-group size of the dispatch and the enqueued one (smaller in a last work-group).
layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(constant_id = 4) const uint ENQUEUED_X = 1;
// The `local` argument's length.
layout(constant_id = 3) const uint TILE = 1;

layout(std430, set = 0, binding = 0) readonly buffer A { float a[]; };
layout(std430, set = 0, binding = 1) buffer Out { float result[]; };
// The argument block, byte for byte as the push constants of the Vulkan targets: k at 16, the
// global offset (three 64-bit values, read as low and high words) at 24, the group base at 48.
layout(std140, set = 0, binding = 2) uniform Args {
    layout(offset = 16) float k;
    layout(offset = 24) uvec2 offset_x;
    layout(offset = 48) uvec3 group_base;
};

shared float tile[TILE];

void main() {
    uint l = gl_LocalInvocationID.x;
    uint group = group_base.x + gl_WorkGroupID.x;
    uint g = offset_x.x + group * ENQUEUED_X + l;
    uint i = g - offset_x.x;
    tile[l] = a[i];
    barrier();
    result[i] = tile[gl_WorkGroupSize.x - 1 - l] * k + float(group);
}
