#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 5, local_size_y = 3, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { uint _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

shared uint oclvk_collective_0_[15];


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint g = 0u;
    uint local = 0u;
    uint local_1 = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e8 = oclvk_group_id.x;
        uint _e12 = _group_0_binding_0_cs[3].x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = _group_0_binding_0_cs[1].x;
        uint _e28 = _group_0_binding_0_cs[1].x;
        uint _e32 = oclvk_group_id.y;
        uint _e36 = _group_0_binding_0_cs[3].y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = _group_0_binding_0_cs[1].z;
        uint _e52 = _group_0_binding_0_cs[1].z;
        uint _e56 = oclvk_group_id.z;
        uint _e60 = _group_0_binding_0_cs[3].z;
        uint _e65 = oclvk_local_id.z;
        uint _e71 = _group_0_binding_0_cs[2].x;
        uint _e76 = _group_0_binding_0_cs[2].x;
        uint _e81 = _group_0_binding_0_cs[4].x;
        uint _e85 = _group_0_binding_0_cs[4].y;
        g = (((((((((_e56 + _e60) * 1u) + _e65) + _e71) - _e76) * _e85) + (((((_e32 + _e36) * 3u) + _e41) + _e47) - _e52)) * _e81) + (((((_e8 + _e12) * 5u) + _e17) + _e23) - _e28));
        uint _e92 = g;
        uint _e96 = g;
        uint _e101 = _group_0_binding_1_cs[(0 + int(_e96))];
        uint _e107 = oclvk_local_id.x;
        uint _e110 = oclvk_local_id.y;
        uint _e113 = oclvk_local_id.z;
        uint _e119 = ((5u * ((3u * _e113) + _e110)) + _e107);
        oclvk_collective_0_[_e119] = _e101;
        memoryBarrierShared();
        barrier();
        local = 1u;
        while(true) {
            uint _e124 = local;
            if ((_e124 >= 15u)) {
                break;
            }
            uint _e128 = oclvk_collective_0_[_e119];
            bool _e129 = (_e119 >= _e124);
            uint _e135 = oclvk_collective_0_[(_e129 ? (_e119 - _e124) : 0u)];
            memoryBarrierShared();
            barrier();
            oclvk_collective_0_[_e119] = (_e129 ? (_e135 + _e128) : _e128);
            memoryBarrierShared();
            barrier();
            local = (_e124 << 1u);
        }
        uint _e144 = oclvk_collective_0_[_e119];
        memoryBarrierShared();
        barrier();
        uint _e146 = g;
        uint _e151 = _group_0_binding_1_cs[(0 + int(_e146))];
        uint _e157 = oclvk_local_id.x;
        uint _e160 = oclvk_local_id.y;
        uint _e163 = oclvk_local_id.z;
        uint _e169 = ((5u * ((3u * _e163) + _e160)) + _e157);
        oclvk_collective_0_[_e169] = _e151;
        memoryBarrierShared();
        barrier();
        local_1 = 15u;
        while(true) {
            uint _e173 = local_1;
            if ((_e173 <= 1u)) {
                break;
            }
            uint _e177 = ((_e173 + 1u) >> 1u);
            uint _e178 = (_e169 + _e177);
            if ((_e178 < _e173)) {
                uint _e182 = oclvk_collective_0_[_e169];
                uint _e185 = oclvk_collective_0_[_e178];
                oclvk_collective_0_[_e169] = min(_e182, _e185);
            }
            memoryBarrierShared();
            barrier();
            local_1 = _e177;
        }
        uint _e192 = oclvk_collective_0_[0u];
        memoryBarrierShared();
        barrier();
        _group_0_binding_2_cs[(0 + int(_e92))] = (_e144 + _e192);
    }
}

