#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

shared float scratch[64];


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint lid = 0u;
    uint gid = 0u;
    float local = 0.0;
    uint s = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = _group_0_binding_0_cs[1].x;
    {
        uint _e12 = oclvk_local_id.x;
        lid = _e12;
        uint _e16 = oclvk_group_id.x;
        uint _e20 = _group_0_binding_0_cs[3].x;
        uint _e25 = oclvk_local_id.x;
        uint _e31 = _group_0_binding_0_cs[1].z;
        gid = ((((_e16 + _e20) * 64u) + _e25) + _e31);
        uint _e35 = lid;
        uint _e38 = gid;
        if ((_e38 < _e9)) {
            uint _e41 = gid;
            float _e46 = _group_0_binding_1_cs[(0 + int(_e41))];
            local = _e46;
        } else {
            local = 0.0;
        }
        float _e51 = local;
        scratch[int(_e35)] = _e51;
        memoryBarrierShared();
        barrier();
        {
            s = uint((64 / 2));
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e88 = s;
                    s = (_e88 >> 1u);
                }
                loop_init = false;
                uint _e60 = s;
                if (!((_e60 > 0u))) {
                    break;
                }
                uint _e65 = lid;
                uint _e67 = s;
                if ((_e65 < _e67)) {
                    uint _e70 = lid;
                    int _e71 = int(_e70);
                    float _e74 = scratch[_e71];
                    uint _e76 = lid;
                    uint _e78 = s;
                    float _e83 = scratch[int((_e76 + _e78))];
                    scratch[_e71] = (_e74 + _e83);
                }
                memoryBarrierShared();
                barrier();
            }
        }
        uint _e95 = lid;
        if ((_e95 == 0u)) {
            uint _e100 = oclvk_group_id.x;
            uint _e104 = _group_0_binding_0_cs[3].x;
            float _e111 = scratch[0];
            _group_0_binding_2_cs[(0 + int((_e100 + _e104)))] = _e111;
        }
    }
}

