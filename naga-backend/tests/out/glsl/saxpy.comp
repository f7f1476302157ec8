#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[6]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = _group_0_binding_0_cs[0].x;
    uint _e14 = _group_0_binding_0_cs[1].z;
    {
        {
            uint _e17 = oclvk_group_id.x;
            uint _e21 = _group_0_binding_0_cs[4].x;
            uint _e25 = oclvk_local_size.x;
            uint _e28 = oclvk_local_id.x;
            uint _e34 = _group_0_binding_0_cs[2].x;
            i = ((((_e17 + _e21) * _e25) + _e28) + _e34);
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e64 = i;
                    uint _e68 = _group_0_binding_0_cs[5].x;
                    i = (_e64 + _e68);
                }
                loop_init = false;
                uint _e38 = i;
                if (!((_e38 < _e14))) {
                    break;
                }
                uint _e42 = i;
                uint _e46 = i;
                float _e51 = _group_0_binding_1_cs[(0 + int(_e46))];
                uint _e54 = i;
                float _e59 = _group_0_binding_2_cs[(0 + int(_e54))];
                _group_0_binding_2_cs[(0 + int(_e42))] = ((uintBitsToFloat(_e7) * _e51) + _e59);
            }
        }
    }
}

