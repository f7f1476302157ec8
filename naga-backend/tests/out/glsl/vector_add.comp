#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) readonly buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { float _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = _group_0_binding_0_cs[1].z;
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = _group_0_binding_0_cs[4].x;
        uint _e22 = oclvk_local_size.x;
        uint _e25 = oclvk_local_id.x;
        uint _e31 = _group_0_binding_0_cs[2].x;
        i = int(((((_e14 + _e18) * _e22) + _e25) + _e31));
        int _e36 = i;
        if ((_e36 < int(_e10))) {
            int _e39 = i;
            int _e42 = i;
            float _e46 = _group_0_binding_1_cs[(0 + _e42)];
            int _e48 = i;
            float _e52 = _group_0_binding_2_cs[(0 + _e48)];
            _group_0_binding_3_cs[(0 + _e39)] = (_e46 + _e52);
        }
    }
}

