#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_7_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { uint _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    ivec2 v = ivec2(0);
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = _group_0_binding_0_cs[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = _group_0_binding_0_cs[1].z;
        i = ((((_e9 + _e13) * _e17) + _e20) + _e26);
        uint _e30 = i;
        uint _e35 = _group_0_binding_1_cs[(0 + int(_e30))];
        v = ivec2((int((_e35 << 16u)) >> 16u), (int((_e35 << 0u)) >> 16u));
        uint _e51 = i;
        int _e53 = (0 + int(_e51));
        ivec2 _e55 = v;
        ivec2 _e58 = v;
        int _e65 = (_e53 >> 1u);
        uint _e70 = (uint((_e53 & 1)) * 16u);
        atomicAnd(_group_0_binding_2_cs[_e65], ~((65535u << _e70)));
        atomicOr(_group_0_binding_2_cs[_e65], ((uint((((_e55.x * _e58.y) << 16u) >> 16u)) & 65535u) << _e70));
        uint _e83 = i;
        ivec2 _e87 = v;
        ivec2 _e89 = v;
        uvec4 _e95 = (uvec4(ivec4(_e87, _e89.yx)) & uvec4(65535u));
        int _e97 = ((0 + int(_e83)) * 2);
        _group_0_binding_3_cs[_e97] = (_e95.x | (_e95.y << 16u));
        _group_0_binding_3_cs[(_e97 + 1)] = (_e95.z | (_e95.w << 16u));
    }
}

