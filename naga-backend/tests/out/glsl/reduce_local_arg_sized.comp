#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 256, local_size_y = 1, local_size_z = 1) in;
layout(constant_id = 3) const uint oclvk_local_arg_3 = 256u;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

shared float scratch[oclvk_local_arg_3];

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(256u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint lid = 0u;
    uint gid = 0u;
    float local = 0.0;
    uint s = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = _group_0_binding_0_cs[1].x;
    {
        uint _e13 = oclvk_local_id.x;
        lid = _e13;
        uint _e17 = oclvk_group_id.x;
        uint _e21 = _group_0_binding_0_cs[3].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = _group_0_binding_0_cs[1].z;
        gid = ((((_e17 + _e21) * _e25) + _e28) + _e34);
        uint _e38 = lid;
        uint _e42 = gid;
        if ((_e42 < _e10)) {
            uint _e45 = gid;
            float _e50 = _group_0_binding_1_cs[(0 + int(_e45))];
            local = _e50;
        } else {
            local = 0.0;
        }
        float _e55 = local;
        scratch[(0 + int(_e38))] = _e55;
        memoryBarrierShared();
        barrier();
        {
            uint _e60 = oclvk_local_size.x;
            s = (_e60 / 2u);
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e95 = s;
                    s = (_e95 >> 1u);
                }
                loop_init = false;
                uint _e65 = s;
                if (!((_e65 > 0u))) {
                    break;
                }
                uint _e70 = lid;
                uint _e72 = s;
                if ((_e70 < _e72)) {
                    uint _e75 = lid;
                    int _e77 = (0 + int(_e75));
                    float _e80 = scratch[_e77];
                    uint _e82 = lid;
                    uint _e84 = s;
                    float _e90 = scratch[(0 + int((_e82 + _e84)))];
                    scratch[_e77] = (_e80 + _e90);
                }
                memoryBarrierShared();
                barrier();
            }
        }
        uint _e102 = lid;
        if ((_e102 == 0u)) {
            uint _e107 = oclvk_group_id.x;
            uint _e111 = _group_0_binding_0_cs[3].x;
            float _e119 = scratch[0];
            _group_0_binding_2_cs[(0 + int((_e107 + _e111)))] = _e119;
        }
    }
}

