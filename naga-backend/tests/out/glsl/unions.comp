#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_10_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_5_block_3Compute { uint _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    uint w[1] = uint[1](0u);
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
        float _e35 = _group_0_binding_1_cs[(0 + int(_e30))];
        w[0] = floatBitsToUint(_e35);
        uint _e52 = w[0];
        w[0] = ((_e52 & 16777215u) | ((63u & 255u) << 24u));
        uint _e56 = i;
        uint _e62 = w[0];
        _group_0_binding_3_cs[(0 + int(_e56))] = _e62;
        uint _e67 = i;
        uint _e73 = w[0];
        atomicExchange(_group_0_binding_2_cs[(((0 + int(_e67)) * 4) >> 2u)], uint[1](_e73)[0]);
        uint _e83 = i;
        uint _e88 = i;
        int _e97 = (((0 + int(_e83)) * 4) >> 2u);
        atomicAnd(_group_0_binding_2_cs[_e97], 4294967040u);
        atomicOr(_group_0_binding_2_cs[_e97], ((_e88 & 255u) & 255u));
    }
}

