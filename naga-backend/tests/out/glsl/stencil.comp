#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


float at(int grid_index0_, int x_1, int y_1, int width) {
    {
        float _e9 = _group_0_binding_1_cs[(grid_index0_ + ((y_1 * width) + x_1))];
        return _e9;
    }
    return 0.0;
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int x = 0;
    int y = 0;
    bool local = false;
    int dst_index0_ = 0;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    float sum = 0.0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = _group_0_binding_0_cs[1].x;
    int _e10 = int(_e9);
    uint _e14 = _group_0_binding_0_cs[1].y;
    int _e15 = int(_e14);
    uint _e19 = _group_0_binding_0_cs[1].z;
    uint _e24 = _group_0_binding_0_cs[1].w;
    {
        uint _e28 = oclvk_group_id.x;
        uint _e32 = _group_0_binding_0_cs[4].x;
        uint _e36 = oclvk_local_size.x;
        uint _e39 = oclvk_local_id.x;
        uint _e45 = _group_0_binding_0_cs[2].x;
        x = int(((((_e28 + _e32) * _e36) + _e39) + _e45));
        uint _e51 = oclvk_group_id.y;
        uint _e55 = _group_0_binding_0_cs[4].y;
        uint _e59 = oclvk_local_size.y;
        uint _e62 = oclvk_local_id.y;
        uint _e68 = _group_0_binding_0_cs[2].z;
        y = int(((((_e51 + _e55) * _e59) + _e62) + _e68));
        int _e73 = x;
        bool _e74 = (_e73 >= _e10);
        local = _e74;
        if (_e74) {
        } else {
            int _e77 = y;
            local = (_e77 >= _e15);
        }
        bool _e81 = local;
        if (_e81) {
            return;
        }
        int _e83 = y;
        dst_index0_ = (0 + (_e83 * _e10));
        int _e88 = x;
        bool _e90 = (_e88 == 0);
        local_3 = _e90;
        if (_e90) {
        } else {
            int _e93 = y;
            local_3 = (_e93 == 0);
        }
        bool _e98 = local_3;
        local_2 = _e98;
        if (_e98) {
        } else {
            int _e101 = x;
            local_2 = (_e101 == (_e10 - 1));
        }
        bool _e107 = local_2;
        local_1 = _e107;
        if (_e107) {
        } else {
            int _e110 = y;
            local_1 = (_e110 == (_e15 - 1));
        }
        bool _e116 = local_1;
        if (_e116) {
            int _e118 = dst_index0_;
            int _e120 = x;
            int _e123 = x;
            int _e125 = y;
            float _e126 = at(0, _e123, _e125, _e10);
            _group_0_binding_2_cs[(_e118 + _e120)] = _e126;
            return;
        }
        int _e130 = x;
        int _e134 = y;
        float _e135 = at(0, (_e130 - 1), _e134, _e10);
        int _e137 = x;
        int _e141 = y;
        float _e142 = at(0, (_e137 + 1), _e141, _e10);
        int _e145 = x;
        int _e147 = y;
        float _e150 = at(0, _e145, (_e147 - 1), _e10);
        int _e153 = x;
        int _e155 = y;
        float _e158 = at(0, _e153, (_e155 + 1), _e10);
        sum = (((_e135 + _e142) + _e150) + _e158);
        int _e162 = dst_index0_;
        int _e164 = x;
        int _e167 = x;
        int _e169 = y;
        float _e170 = at(0, _e167, _e169, _e10);
        float _e173 = sum;
        _group_0_binding_2_cs[(_e162 + _e164)] = ((uintBitsToFloat(_e19) * _e170) + (uintBitsToFloat(_e24) * _e173));
    }
}

