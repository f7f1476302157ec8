#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 16, local_size_y = 8, local_size_z = 1) in;
layout(constant_id = 3) const uint oclvk_local_arg_3 = 128u;
layout(constant_id = 4) const uint oclvk_local_arg_4 = 16u;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

shared uint tile[(oclvk_local_arg_3 * 1u + 3u) / 4u];

shared uint pairs[(oclvk_local_arg_4 * 4u + 3u) / 4u];

layout(std430, binding = 2) buffer type_10_block_2Compute { uint _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(16u, 8u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint l = 0u;
    uint g = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_local_id.y;
        uint _e13 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        l = ((_e10 * _e13) + _e17);
        uint _e22 = oclvk_group_id.y;
        uint _e26 = _group_0_binding_0_cs[3].y;
        uint _e30 = oclvk_local_size.y;
        uint _e33 = oclvk_local_id.y;
        uint _e39 = _group_0_binding_0_cs[1].z;
        uint _e44 = _group_0_binding_0_cs[4].x;
        uint _e48 = oclvk_group_id.x;
        uint _e52 = _group_0_binding_0_cs[3].x;
        uint _e56 = oclvk_local_size.x;
        uint _e59 = oclvk_local_id.x;
        uint _e65 = _group_0_binding_0_cs[1].x;
        g = ((((((_e22 + _e26) * _e30) + _e33) + _e39) * _e44) + ((((_e48 + _e52) * _e56) + _e59) + _e65));
        uint _e70 = l;
        int _e72 = (0 + int(_e70));
        uint _e74 = g;
        int _e76 = (0 + int(_e74));
        uint _e83 = (uint((_e76 & 3)) * 8u);
        uint _e86 = _group_0_binding_1_cs[(_e76 >> 2u)];
        int _e91 = (_e72 >> 2u);
        uint _e96 = (uint((_e72 & 3)) * 8u);
        atomicAnd(tile[_e91], ~((255u << _e96)));
        atomicOr(tile[_e91], (bitfieldExtract(_e86, int(min(_e83, 32u)), int(min(8u, 32u - min(_e83, 32u)))) << _e96));
        uint _e107 = l;
        uint _e113 = l;
        uint _e119 = l;
        ivec2 _e128 = ivec2(((int(_e113) << 16u) >> 16u), ((-(((int(_e119) << 16u) >> 16u)) << 16u) >> 16u));
        pairs[(0 + int((_e107 / 8u)))] = ((uint(_e128.x) & 65535u) | ((uint(_e128.y) & 65535u) << 16u));
        memoryBarrierShared();
        barrier();
        uint _e142 = g;
        int _e144 = (0 + int(_e142));
        uint _e146 = l;
        int _e150 = (0 + int((_e146 ^ 1u)));
        uint _e157 = (uint((_e150 & 3)) * 8u);
        uint _e160 = atomicOr(tile[(_e150 >> 2u)], 0u);
        uint _e166 = l;
        uint _e173 = pairs[(0 + int((_e166 / 8u)))];
        int _e197 = (_e144 >> 2u);
        uint _e202 = (uint((_e144 & 3)) * 8u);
        atomicAnd(_group_0_binding_2_cs[_e197], ~((255u << _e202)));
        atomicOr(_group_0_binding_2_cs[_e197], ((uint((int(bitfieldExtract(_e160, int(min(_e157, 32u)), int(min(8u, 32u - min(_e157, 32u))))) + int((uint(ivec2((int((_e173 << 16u)) >> 16u), (int((_e173 << 0u)) >> 16u)).y) & 255u)))) & 255u) << _e202));
    }
}

