#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
layout(constant_id = 3) const uint oclvk_local_arg_3 = 1u;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

shared uint tile[(oclvk_local_arg_3 * 1u + 3u) / 4u];

layout(std430, binding = 2) buffer type_8_block_2Compute { uint _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint l = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_local_id.x;
        l = _e9;
        uint _e12 = l;
        int _e14 = (0 + int(_e12));
        uint _e17 = oclvk_group_id.x;
        uint _e21 = _group_0_binding_0_cs[3].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = _group_0_binding_0_cs[1].x;
        int _e37 = (0 + int(((((_e17 + _e21) * _e25) + _e28) + _e34)));
        uint _e44 = (uint((_e37 & 3)) * 8u);
        uint _e47 = _group_0_binding_1_cs[(_e37 >> 2u)];
        int _e52 = (_e14 >> 2u);
        uint _e57 = (uint((_e14 & 3)) * 8u);
        atomicAnd(tile[_e52], ~((255u << _e57)));
        atomicOr(tile[_e52], (bitfieldExtract(_e47, int(min(_e44, 32u)), int(min(8u, 32u - min(_e44, 32u)))) << _e57));
        memoryBarrierShared();
        barrier();
        uint _e69 = oclvk_group_id.x;
        uint _e73 = _group_0_binding_0_cs[3].x;
        uint _e77 = oclvk_local_size.x;
        uint _e80 = oclvk_local_id.x;
        uint _e86 = _group_0_binding_0_cs[1].x;
        int _e89 = (0 + int(((((_e69 + _e73) * _e77) + _e80) + _e86)));
        uint _e91 = l;
        int _e95 = (0 + int((_e91 ^ 1u)));
        uint _e102 = (uint((_e95 & 3)) * 8u);
        uint _e105 = atomicOr(tile[(_e95 >> 2u)], 0u);
        int _e110 = (_e89 >> 2u);
        uint _e115 = (uint((_e89 & 3)) * 8u);
        atomicAnd(_group_0_binding_2_cs[_e110], ~((255u << _e115)));
        atomicOr(_group_0_binding_2_cs[_e110], (bitfieldExtract(_e105, int(min(_e102, 32u)), int(min(8u, 32u - min(_e102, 32u)))) << _e115));
    }
}

