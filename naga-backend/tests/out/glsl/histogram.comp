#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_8_block_2Compute { uint _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

shared uint local_bins[256];

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint lid = 0u;
    uint b = 0u;
    uint i = 0u;
    uint b_1 = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e8 = _group_0_binding_0_cs[0].z;
    {
        uint _e12 = oclvk_local_id.x;
        lid = _e12;
        {
            uint _e15 = lid;
            b = _e15;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e29 = b;
                    uint _e32 = oclvk_local_size.x;
                    b = (_e29 + _e32);
                }
                loop_init = false;
                uint _e18 = b;
                if (!((_e18 < 256u))) {
                    break;
                }
                uint _e23 = b;
                atomicExchange(local_bins[int(_e23)], 0u);
            }
        }
        memoryBarrierShared();
        barrier();
        {
            uint _e37 = oclvk_group_id.x;
            uint _e41 = _group_0_binding_0_cs[3].x;
            uint _e45 = oclvk_local_size.x;
            uint _e48 = oclvk_local_id.x;
            uint _e54 = _group_0_binding_0_cs[1].z;
            i = ((((_e37 + _e41) * _e45) + _e48) + _e54);
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e76 = i;
                    uint _e80 = _group_0_binding_0_cs[4].x;
                    i = (_e76 + _e80);
                }
                loop_init_1 = false;
                uint _e58 = i;
                if (!((_e58 < _e8))) {
                    break;
                }
                uint _e62 = i;
                uint _e67 = _group_0_binding_1_cs[(0 + int(_e62))];
                uint _e74 = atomicAdd(local_bins[int((_e67 & 255u))], 1u);
            }
        }
        memoryBarrierShared();
        barrier();
        {
            uint _e84 = lid;
            b_1 = _e84;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    uint _e105 = b_1;
                    uint _e108 = oclvk_local_size.x;
                    b_1 = (_e105 + _e108);
                }
                loop_init_2 = false;
                uint _e87 = b_1;
                if (!((_e87 < 256u))) {
                    break;
                }
                uint _e92 = b_1;
                uint _e96 = b_1;
                uint _e100 = atomicOr(local_bins[int(_e96)], 0u);
                uint _e103 = atomicAdd(_group_0_binding_2_cs[(0 + int(_e92))], _e100);
            }
        }
    }
}

