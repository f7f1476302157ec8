#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 16, local_size_y = 16, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[3]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

shared float tile[16][17];


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int x = 0;
    int y = 0;
    bool local = false;
    bool local_1 = false;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = _group_0_binding_0_cs[1].x;
    int _e10 = int(_e9);
    uint _e14 = _group_0_binding_0_cs[1].y;
    int _e15 = int(_e14);
    {
        uint _e18 = oclvk_group_id.x;
        uint _e22 = _group_0_binding_0_cs[2].x;
        uint _e28 = oclvk_local_id.x;
        x = int((((_e18 + _e22) * 16u) + _e28));
        uint _e34 = oclvk_group_id.y;
        uint _e38 = _group_0_binding_0_cs[2].y;
        uint _e44 = oclvk_local_id.y;
        y = int((((_e34 + _e38) * 16u) + _e44));
        int _e49 = x;
        bool _e50 = (_e49 < _e10);
        local = _e50;
        if (_e50) {
            int _e53 = y;
            local = (_e53 < _e15);
        }
        bool _e57 = local;
        if (_e57) {
            uint _e60 = oclvk_local_id.y;
            uint _e64 = oclvk_local_id.x;
            int _e67 = y;
            int _e70 = x;
            float _e75 = _group_0_binding_1_cs[(0 + ((_e67 * _e10) + _e70))];
            tile[int(_e60)][int(_e64)] = _e75;
        }
        memoryBarrierShared();
        barrier();
        uint _e81 = oclvk_group_id.y;
        uint _e85 = _group_0_binding_0_cs[2].y;
        uint _e91 = oclvk_local_id.x;
        x = int((((_e81 + _e85) * 16u) + _e91));
        uint _e97 = oclvk_group_id.x;
        uint _e101 = _group_0_binding_0_cs[2].x;
        uint _e107 = oclvk_local_id.y;
        y = int((((_e97 + _e101) * 16u) + _e107));
        int _e112 = x;
        bool _e113 = (_e112 < _e15);
        local_1 = _e113;
        if (_e113) {
            int _e116 = y;
            local_1 = (_e116 < _e10);
        }
        bool _e120 = local_1;
        if (_e120) {
            int _e122 = y;
            int _e125 = x;
            uint _e130 = oclvk_local_id.x;
            uint _e134 = oclvk_local_id.y;
            float _e139 = tile[int(_e130)][int(_e134)];
            _group_0_binding_2_cs[(0 + ((_e122 * _e15) + _e125))] = _e139;
        }
    }
}

