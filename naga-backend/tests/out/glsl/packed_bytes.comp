#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_10_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { uint _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);

shared uint t[18];

shared uint seen[16];


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    uint l = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = _group_0_binding_0_cs[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = _group_0_binding_0_cs[1].z;
        i = ((((_e9 + _e13) * _e17) + _e20) + _e26);
        uint _e31 = oclvk_local_id.x;
        l = _e31;
        uint _e34 = l;
        uint _e39 = l;
        uint _e44 = i;
        int _e46 = (0 + int(_e44));
        uint _e56 = _group_0_binding_1_cs[(_e46 >> 2u)];
        int _e73 = ((int((_e34 % 8u)) * 9) + int((_e39 / 8u)));
        int _e75 = (_e73 >> 2u);
        uint _e80 = (uint((_e73 & 3)) * 8u);
        atomicAnd(t[_e75], ~((255u << _e80)));
        atomicOr(t[_e75], ((uint(((int((_e56 << (24u - (uint((_e46 & 3)) * 8u)))) >> 24u) >> 1u)) & 255u) << _e80));
        uint _e91 = l;
        int _e92 = int(_e91);
        uint _e94 = i;
        int _e96 = (0 + int(_e94));
        uint _e106 = _group_0_binding_1_cs[(_e96 >> 2u)];
        int _e119 = (_e92 >> 2u);
        uint _e124 = (uint((_e92 & 3)) * 8u);
        atomicAnd(seen[_e119], ~((255u << _e124)));
        atomicOr(seen[_e119], (((int(((int((_e106 << (24u - (uint((_e96 & 3)) * 8u)))) >> 24u) < 0)) != 0) ? 1u : 0u) << _e124));
        memoryBarrierShared();
        barrier();
        uint _e138 = i;
        int _e140 = (0 + int(_e138));
        uint _e142 = l;
        uint _e147 = l;
        int _e153 = ((int((_e142 / 9u)) * 9) + int((_e147 % 9u)));
        uint _e160 = (uint((_e153 & 3)) * 8u);
        uint _e163 = atomicOr(t[(_e153 >> 2u)], 0u);
        uint _e170 = l;
        int _e172 = int((63u - _e170));
        uint _e179 = (uint((_e172 & 3)) * 8u);
        uint _e182 = atomicOr(seen[(_e172 >> 2u)], 0u);
        int _e194 = (_e140 >> 2u);
        uint _e199 = (uint((_e140 & 3)) * 8u);
        atomicAnd(_group_0_binding_2_cs[_e194], ~((255u << _e199)));
        atomicOr(_group_0_binding_2_cs[_e194], ((uint((int(bitfieldExtract(_e163, int(min(_e160, 32u)), int(min(8u, 32u - min(_e160, 32u))))) + int((bitfieldExtract(_e182, int(min(_e179, 32u)), int(min(8u, 32u - min(_e179, 32u)))) != 0u)))) & 255u) << _e199));
        uint _e210 = i;
        uint _e214 = i;
        int _e216 = (0 + int(_e214));
        uint _e226 = _group_0_binding_1_cs[(_e216 >> 2u)];
        uvec4 _e239 = uvec4((uint((int((_e226 << (24u - (uint((_e216 & 3)) * 8u)))) >> 24u)) & 255u), 1u, 2u, 3u);
        _group_0_binding_3_cs[(0 + int(_e210))] = (((_e239.x | (_e239.y << 8u)) | (_e239.z << 16u)) | (_e239.w << 24u));
    }
}

