#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_8_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_5_block_3Compute { float _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


float _oclvk_f16_bits_to_f32_(uint b) {
    uint sign_ = 0u;
    uint e = 0u;
    uint man = 0u;
    uint exp_ = 0u;
    uint local = 0u;
    {
        sign_ = (((b >> 15u) & 1u) << 31u);
        e = ((b >> 10u) & 31u);
        man = (b & 1023u);
        uint _e23 = e;
        if ((_e23 == 0u)) {
            uint _e27 = man;
            uint _e33 = sign_;
            return uintBitsToFloat((floatBitsToUint((float(_e27) * 5.9604645e-8)) | _e33));
        }
        uint _e37 = e;
        if ((_e37 == 31u)) {
            local = 255u;
        } else {
            uint _e43 = e;
            local = (_e43 + 112u);
        }
        uint _e48 = local;
        exp_ = _e48;
        uint _e51 = sign_;
        uint _e53 = exp_;
        uint _e60 = man;
        return uintBitsToFloat(((_e51 | (_e53 << 23u)) | (_e60 << 13u)));
    }
    return 0.0;
}

int _oclvk_rtz_step(bool above, bool below, bool neg) {
    int local_1 = 0;
    int local_2 = 0;
    {
        if (neg) {
            local_1 = int(below);
        } else {
            local_1 = int(above);
        }
        int _e8 = local_1;
        if ((_e8 != 0)) {
            local_2 = -1;
        } else {
            local_2 = 0;
        }
        int _e17 = local_2;
        return _e17;
    }
    return 0;
}

float _oclvk_cvt_f16_f32_rtz(float x) {
    float r_1 = 0.0;
    uint bits = 0u;
    float back = 0.0;
    bool nan = false;
    bool above_1 = false;
    bool local_3 = false;
    bool below_1 = false;
    bool local_4 = false;
    bool neg_1 = false;
    int local_5 = 0;
    int local_6 = 0;
    {
        uint _e1 = floatBitsToUint(x);
        uint _e7 = (_e1 & 2147483647u);
        uint _e9 = (_e7 - 939524096u);
        r_1 = unpackHalf2x16((((_e1 >> 16u) & 32768u) | ((_e7 > 2139095040u) ? (32256u | ((_e7 >> 13u) & 1023u)) : ((_e7 >= 1199566848u) ? 31744u : ((_e7 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e7) * 16777216.0))) : (((_e9 + 4095u) + ((_e9 >> 13u) & 1u)) >> 13u)))))).x;
        float _e43 = r_1;
        uint _e44 = floatBitsToUint(_e43);
        uint _e50 = (_e44 & 2147483647u);
        uint _e52 = (_e50 - 939524096u);
        bits = (((_e44 >> 16u) & 32768u) | ((_e50 > 2139095040u) ? (32256u | ((_e50 >> 13u) & 1023u)) : ((_e50 >= 1199566848u) ? 31744u : ((_e50 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e50) * 16777216.0))) : (((_e52 + 4095u) + ((_e52 >> 13u) & 1u)) >> 13u)))));
        uint _e84 = bits;
        float _e85 = _oclvk_f16_bits_to_f32_(_e84);
        back = _e85;
        uint _e88 = bits;
        nan = (int((int((uint((int(_e88) & 32767)) & 65535u)) > 31744)) != 0);
        bool _e113 = nan;
        bool _e114 = !(_e113);
        local_3 = _e114;
        if (_e114) {
            float _e117 = back;
            local_3 = (_e117 > x);
        }
        bool _e121 = local_3;
        above_1 = (int(_e121) != 0);
        bool _e127 = nan;
        bool _e128 = !(_e127);
        local_4 = _e128;
        if (_e128) {
            float _e131 = back;
            local_4 = (_e131 < x);
        }
        bool _e135 = local_4;
        below_1 = (int(_e135) != 0);
        uint _e141 = bits;
        neg_1 = (int((int((uint((int(_e141) >> 15u)) & 65535u)) != 0)) != 0);
        bool _e159 = above_1;
        bool _e161 = below_1;
        bool _e163 = neg_1;
        int _e164 = _oclvk_rtz_step(_e159, _e161, _e163);
        if ((_e164 > 0)) {
            uint _e168 = bits;
            local_5 = int((uint((int(_e168) + 1)) & 65535u));
        } else {
            bool _e178 = above_1;
            bool _e180 = below_1;
            bool _e182 = neg_1;
            int _e183 = _oclvk_rtz_step(_e178, _e180, _e182);
            if ((_e183 < 0)) {
                uint _e187 = bits;
                local_6 = int((uint((int(_e187) - 1)) & 65535u));
            } else {
                uint _e197 = bits;
                local_6 = int(_e197);
            }
            int _e201 = local_6;
            local_5 = _e201;
        }
        int _e204 = local_5;
        return unpackHalf2x16(((uint(_e204) & 65535u) & 65535u)).x;
    }
    return 0.0;
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    float r = 0.0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = _group_0_binding_0_cs[1].z;
    {
        uint _e17 = oclvk_group_id.x;
        uint _e21 = _group_0_binding_0_cs[4].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = _group_0_binding_0_cs[2].x;
        i = ((((_e17 + _e21) * _e25) + _e28) + _e34);
        uint _e38 = i;
        int _e40 = (0 + int(_e38));
        uint _e47 = (uint((_e40 & 1)) * 16u);
        uint _e50 = _group_0_binding_1_cs[(_e40 >> 1u)];
        uint _e57 = floatBitsToUint((unpackHalf2x16((_e10 & 65535u)).x * unpackHalf2x16(bitfieldExtract(_e50, int(min(_e47, 32u)), int(min(16u, 32u - min(_e47, 32u))))).x));
        uint _e63 = (_e57 & 2147483647u);
        uint _e65 = (_e63 - 939524096u);
        uint _e98 = i;
        int _e100 = (0 + int(_e98));
        uint _e107 = (uint((_e100 & 1)) * 16u);
        uint _e110 = atomicOr(_group_0_binding_2_cs[(_e100 >> 1u)], 0u);
        uint _e117 = floatBitsToUint((unpackHalf2x16((((_e57 >> 16u) & 32768u) | ((_e63 > 2139095040u) ? (32256u | ((_e63 >> 13u) & 1023u)) : ((_e63 >= 1199566848u) ? 31744u : ((_e63 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e63) * 16777216.0))) : (((_e65 + 4095u) + ((_e65 >> 13u) & 1u)) >> 13u)))))).x + unpackHalf2x16(bitfieldExtract(_e110, int(min(_e107, 32u)), int(min(16u, 32u - min(_e107, 32u))))).x));
        uint _e123 = (_e117 & 2147483647u);
        uint _e125 = (_e123 - 939524096u);
        r = unpackHalf2x16((((_e117 >> 16u) & 32768u) | ((_e123 > 2139095040u) ? (32256u | ((_e123 >> 13u) & 1023u)) : ((_e123 >= 1199566848u) ? 31744u : ((_e123 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e123) * 16777216.0))) : (((_e125 + 4095u) + ((_e125 >> 13u) & 1u)) >> 13u)))))).x;
        uint _e159 = i;
        int _e161 = (0 + int(_e159));
        float _e163 = r;
        int _e165 = (_e161 >> 1u);
        uint _e170 = (uint((_e161 & 1)) * 16u);
        uint _e172 = floatBitsToUint(_e163);
        uint _e178 = (_e172 & 2147483647u);
        uint _e180 = (_e178 - 939524096u);
        atomicAnd(_group_0_binding_2_cs[_e165], ~((65535u << _e170)));
        atomicOr(_group_0_binding_2_cs[_e165], ((((_e172 >> 16u) & 32768u) | ((_e178 > 2139095040u) ? (32256u | ((_e178 >> 13u) & 1023u)) : ((_e178 >= 1199566848u) ? 31744u : ((_e178 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e178) * 16777216.0))) : (((_e180 + 4095u) + ((_e180 >> 13u) & 1u)) >> 13u))))) << _e170));
        uint _e219 = i;
        float _e223 = r;
        uint _e225 = i;
        float _e230 = _group_0_binding_3_cs[(0 + int(_e225))];
        float _e231 = _oclvk_cvt_f16_f32_rtz(_e230);
        _group_0_binding_3_cs[(0 + int(_e219))] = (_e223 + _e231);
    }
}

