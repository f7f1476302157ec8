#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_7_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430, binding = 4) readonly buffer type_3_block_4Compute { uint _group_0_binding_4_cs[]; };

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
        uint _e10 = oclvk_group_id.x;
        uint _e14 = _group_0_binding_0_cs[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = _group_0_binding_0_cs[2].x;
        i = ((((_e10 + _e14) * _e18) + _e21) + _e27);
        uint _e31 = i;
        uint _e36 = _group_0_binding_1_cs[(0 + int(_e31))];
        v = ivec2((int((_e36 << 16u)) >> 16u), (int((_e36 << 0u)) >> 16u));
        uint _e52 = i;
        int _e54 = (0 + int(_e52));
        ivec2 _e56 = v;
        ivec2 _e59 = v;
        int _e66 = (_e54 >> 1u);
        uint _e71 = (uint((_e54 & 1)) * 16u);
        atomicAnd(_group_0_binding_2_cs[_e66], ~((65535u << _e71)));
        atomicOr(_group_0_binding_2_cs[_e66], ((uint((((_e56.x * _e59.y) << 16u) >> 16u)) & 65535u) << _e71));
        uint _e84 = i;
        ivec2 _e88 = v;
        ivec2 _e90 = v;
        uvec4 _e96 = (uvec4(ivec4(_e88, _e90.yx)) & uvec4(65535u));
        int _e98 = ((0 + int(_e84)) * 2);
        _group_0_binding_3_cs[_e98] = (_e96.x | (_e96.y << 16u));
        _group_0_binding_3_cs[(_e98 + 1)] = (_e96.z | (_e96.w << 16u));
        uint _e117 = i;
        uint _e121 = _group_0_binding_4_cs[int(_e117)];
        uvec2 _e131 = uvec2(16u);
        ivec2 _e133 = ((ivec2(uvec2(bitfieldExtract(_e121, int(min(0u, 32u)), int(min(16u, 32u - min(0u, 32u)))), bitfieldExtract(_e121, int(min(16u, 32u)), int(min(16u, 32u - min(16u, 32u)))))) << _e131) >> _e131);
        uint _e135 = i;
        atomicExchange(_group_0_binding_2_cs[int((_e135 + 100u))], ((uint(_e133.x) & 65535u) | ((uint(_e133.y) & 65535u) << 16u)));
    }
}

