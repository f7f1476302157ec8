#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

const uint oclvk_local_size_x = 64u;
const uint oclvk_local_size_y = 1u;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);


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
        uint _e37 = oclvk_local_id.x;
        uint _e43 = _group_0_binding_0_cs[2].x;
        x = int(((((_e28 + _e32) * oclvk_local_size_x) + _e37) + _e43));
        uint _e49 = oclvk_group_id.y;
        uint _e53 = _group_0_binding_0_cs[4].y;
        uint _e58 = oclvk_local_id.y;
        uint _e64 = _group_0_binding_0_cs[2].z;
        y = int(((((_e49 + _e53) * oclvk_local_size_y) + _e58) + _e64));
        int _e69 = x;
        bool _e70 = (_e69 >= _e10);
        local = _e70;
        if (_e70) {
        } else {
            int _e73 = y;
            local = (_e73 >= _e15);
        }
        bool _e77 = local;
        if (_e77) {
            return;
        }
        int _e79 = y;
        dst_index0_ = (0 + (_e79 * _e10));
        int _e84 = x;
        bool _e86 = (_e84 == 0);
        local_3 = _e86;
        if (_e86) {
        } else {
            int _e89 = y;
            local_3 = (_e89 == 0);
        }
        bool _e94 = local_3;
        local_2 = _e94;
        if (_e94) {
        } else {
            int _e97 = x;
            local_2 = (_e97 == (_e10 - 1));
        }
        bool _e103 = local_2;
        local_1 = _e103;
        if (_e103) {
        } else {
            int _e106 = y;
            local_1 = (_e106 == (_e15 - 1));
        }
        bool _e112 = local_1;
        if (_e112) {
            int _e114 = dst_index0_;
            int _e116 = x;
            int _e119 = x;
            int _e121 = y;
            float _e122 = at(0, _e119, _e121, _e10);
            _group_0_binding_2_cs[(_e114 + _e116)] = _e122;
            return;
        }
        int _e126 = x;
        int _e130 = y;
        float _e131 = at(0, (_e126 - 1), _e130, _e10);
        int _e133 = x;
        int _e137 = y;
        float _e138 = at(0, (_e133 + 1), _e137, _e10);
        int _e141 = x;
        int _e143 = y;
        float _e146 = at(0, _e141, (_e143 - 1), _e10);
        int _e149 = x;
        int _e151 = y;
        float _e154 = at(0, _e149, (_e151 + 1), _e10);
        sum = (((_e131 + _e138) + _e146) + _e154);
        int _e158 = dst_index0_;
        int _e160 = x;
        int _e163 = x;
        int _e165 = y;
        float _e166 = at(0, _e163, _e165, _e10);
        float _e169 = sum;
        _group_0_binding_2_cs[(_e158 + _e160)] = ((uintBitsToFloat(_e19) * _e166) + (uintBitsToFloat(_e24) * _e169));
    }
}

