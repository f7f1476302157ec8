#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_5_block_3Compute { int _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    uvec4 b = uvec4(0u);
    ivec2 s = ivec2(0);
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
        uint _e36 = _e35;
        b = uvec4(bitfieldExtract(_e36, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e36, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e36, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e36, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u)))));
        uint _e52 = i;
        uvec4 _e56 = b;
        uvec4 _e57 = _e56.wzyx;
        _group_0_binding_2_cs[(0 + int(_e52))] = (((_e57.x | (_e57.y << 8u)) | (_e57.z << 16u)) | (_e57.w << 24u));
        uint _e75 = i;
        uint _e80 = _group_0_binding_1_cs[(0 + int(_e75))];
        uint _e82 = floatBitsToUint(uintBitsToFloat(_e80));
        s = ivec2(((int(bitfieldExtract(_e82, int(min(0u, 32u)), int(min(16u, 32u - min(0u, 32u))))) << 16u) >> 16u), ((int(bitfieldExtract(_e82, int(min(16u, 32u)), int(min(16u, 32u - min(16u, 32u))))) << 16u) >> 16u));
        uint _e100 = i;
        uvec4 _e104 = b;
        uvec4 _e105 = _e104.yxwz;
        ivec2 _e133 = s;
        ivec2 _e137 = s;
        uint _e148 = ((uint(_e137.x) & 65535u) | ((uint(_e137.y) & 65535u) << 16u));
        ivec4 _e177 = ivec4(((int(bitfieldExtract(_e148, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u))))) << 24u) >> 24u), ((int(bitfieldExtract(_e148, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u))))) << 24u) >> 24u), ((int(bitfieldExtract(_e148, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u))))) << 24u) >> 24u), ((int(bitfieldExtract(_e148, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u))))) << 24u) >> 24u));
        _group_0_binding_3_cs[(0 + int(_e100))] = ((int(((((_e105.x & 255u) | ((_e105.y & 255u) << 8u)) | ((_e105.z & 255u) << 16u)) | ((_e105.w & 255u) << 24u))) + _e133.x) + int(((((uint(_e177.x) & 255u) | ((uint(_e177.y) & 255u) << 8u)) | ((uint(_e177.z) & 255u) << 16u)) | ((uint(_e177.w) & 255u) << 24u))));
    }
}

