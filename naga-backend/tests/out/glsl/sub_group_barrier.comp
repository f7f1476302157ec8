#version 450 core
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[3]; };

layout(std430, binding = 1) buffer type_3_block_1Compute { int _group_0_binding_1_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uint oclvk_sub_group_size = 0u;

uint oclvk_sub_group_local_id = 0u;

uint oclvk_sub_group_id = 0u;

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint sub_group_size = gl_SubgroupSize;
    uint sub_group_local_id = gl_SubgroupInvocationID;
    uint sub_group_id = gl_SubgroupID;
    uint g = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e13 = oclvk_group_id.x;
        uint _e17 = _group_0_binding_0_cs[2].x;
        uint _e21 = oclvk_local_size.x;
        uint _e24 = oclvk_local_id.x;
        uint _e30 = _group_0_binding_0_cs[0].z;
        g = ((((_e13 + _e17) * _e21) + _e24) + _e30);
        uint _e34 = g;
        uint _e38 = oclvk_sub_group_local_id;
        _group_0_binding_1_cs[(0 + int(_e34))] = int(_e38);
        subgroupMemoryBarrier();
        barrier();
        uint _e43 = g;
        int _e45 = (0 + int(_e43));
        int _e48 = _group_0_binding_1_cs[_e45];
        uint _e50 = g;
        int _e57 = _group_0_binding_1_cs[(0 + int((_e50 ^ 1u)))];
        _group_0_binding_1_cs[_e45] = (_e48 + _e57);
    }
}

