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
            bool _e57 = (64 < 0);
            bool _e61 = (2 < 0);
            int _e66 = int((uint((_e57 ? -64 : 64)) / uint((_e61 ? -2 : 2))));
            s = uint(((_e57 != _e61) ? -(_e66) : _e66));
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e101 = s;
                    s = (_e101 >> 1u);
                }
                loop_init = false;
                uint _e73 = s;
                if (!((_e73 > 0u))) {
                    break;
                }
                uint _e78 = lid;
                uint _e80 = s;
                if ((_e78 < _e80)) {
                    uint _e83 = lid;
                    int _e84 = int(_e83);
                    float _e87 = scratch[_e84];
                    uint _e89 = lid;
                    uint _e91 = s;
                    float _e96 = scratch[int((_e89 + _e91))];
                    scratch[_e84] = (_e87 + _e96);
                }
                memoryBarrierShared();
                barrier();
            }
        }
        uint _e108 = lid;
        if ((_e108 == 0u)) {
            uint _e113 = oclvk_group_id.x;
            uint _e117 = _group_0_binding_0_cs[3].x;
            float _e124 = scratch[0];
            _group_0_binding_2_cs[(0 + int((_e113 + _e117)))] = _e124;
        }
    }
}

