#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) readonly buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430, binding = 4) buffer type_5_block_4Compute { int _group_0_binding_4_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


uvec2 _oclvk_divide_shifted_f32_(uint mx, uint d, int shift) {
    int shift_1 = 0;
    uint q_1 = 0u;
    uint r = 0u;
    int step_ = 0;
    int local = 0;
    uint digit = 0u;
    shift_1 = shift;
    {
        q_1 = (mx / ((d == 0u) ? 1u : d));
        uint _e11 = q_1;
        r = (mx - (_e11 * d));
        while(true) {
            int _e16 = shift_1;
            if (!((_e16 > 0))) {
                break;
            }
            int _e21 = shift_1;
            if ((_e21 < 8)) {
                int _e25 = shift_1;
                local = _e25;
            } else {
                local = 8;
            }
            int _e30 = local;
            step_ = _e30;
            uint _e33 = r;
            int _e35 = step_;
            r = (_e33 << (uint(_e35) & 31u));
            uint _e42 = r;
            digit = (_e42 / ((d == 0u) ? 1u : d));
            uint _e50 = r;
            uint _e52 = digit;
            r = (_e50 - (_e52 * d));
            uint _e57 = q_1;
            int _e59 = step_;
            uint _e65 = digit;
            q_1 = ((_e57 << (uint(_e59) & 31u)) | _e65);
            int _e69 = shift_1;
            int _e71 = step_;
            shift_1 = (_e69 - _e71);
        }
        uint _e75 = r;
        uint _e77 = q_1;
        return uvec2(_e75, _e77);
    }
    return uvec2(0u);
}

uvec2 _oclvk_remquo_bits_f32_(float x, float y) {
    uint xb = 0u;
    uint yb = 0u;
    uint ax = 0u;
    uint ay = 0u;
    bool local_1 = false;
    bool local_2 = false;
    uint implicit = 0u;
    int ex = 0;
    int ey = 0;
    uint mx_1 = 0u;
    uint local_3 = 0u;
    uint my = 0u;
    uint local_4 = 0u;
    int local_5 = 0;
    int local_6 = 0;
    int gap = 0;
    uint divisor = 0u;
    uint local_7 = 0u;
    int exponent = 0;
    int local_8 = 0;
    uvec2 division = uvec2(0u);
    int local_9 = 0;
    uint r_1 = 0u;
    uint q_2 = 0u;
    uint sign_ = 0u;
    uint twice = 0u;
    bool local_10 = false;
    bool local_11 = false;
    uint magnitude = 0u;
    uint exact = 0u;
    int biased = 0;
    uint local_12 = 0u;
    int quotient = 0;
    int local_13 = 0;
    {
        xb = floatBitsToUint(x);
        yb = floatBitsToUint(y);
        uint _e7 = xb;
        ax = (_e7 & 2147483647u);
        uint _e14 = yb;
        ay = (_e14 & 2147483647u);
        uint _e21 = ax;
        bool _e23 = (_e21 >= 2139095040u);
        local_2 = _e23;
        if (_e23) {
        } else {
            uint _e26 = ay;
            local_2 = (_e26 > 2139095040u);
        }
        bool _e31 = local_2;
        local_1 = _e31;
        if (_e31) {
        } else {
            uint _e34 = ay;
            local_1 = (_e34 == 0u);
        }
        bool _e39 = local_1;
        if (_e39) {
            return uvec2(2143289344u, 0u);
        }
        uint _e44 = ay;
        if ((_e44 == 2139095040u)) {
            uint _e48 = xb;
            return uvec2(_e48, 0u);
        }
        implicit = 8388608u;
        uint _e61 = ax;
        ex = int((_e61 >> 23u));
        uint _e72 = ay;
        ey = int((_e72 >> 23u));
        int _e83 = ex;
        if ((_e83 == 0)) {
            uint _e87 = ax;
            local_3 = _e87;
        } else {
            uint _e90 = ax;
            uint _e92 = implicit;
            uint _e97 = implicit;
            local_3 = ((_e90 & (_e92 - 1u)) | _e97);
        }
        uint _e101 = local_3;
        mx_1 = _e101;
        int _e104 = ey;
        if ((_e104 == 0)) {
            uint _e108 = ay;
            local_4 = _e108;
        } else {
            uint _e111 = ay;
            uint _e113 = implicit;
            uint _e118 = implicit;
            local_4 = ((_e111 & (_e113 - 1u)) | _e118);
        }
        uint _e122 = local_4;
        my = _e122;
        int _e125 = ex;
        if ((_e125 == 0)) {
            local_5 = 1;
        } else {
            int _e131 = ex;
            local_5 = _e131;
        }
        int _e134 = local_5;
        ex = _e134;
        int _e137 = ey;
        if ((_e137 == 0)) {
            local_6 = 1;
        } else {
            int _e143 = ey;
            local_6 = _e143;
        }
        int _e146 = local_6;
        ey = _e146;
        int _e149 = ex;
        int _e151 = ey;
        gap = (_e149 - _e151);
        int _e155 = gap;
        if ((_e155 < -1)) {
            uint _e160 = xb;
            return uvec2(_e160, 0u);
        }
        int _e164 = gap;
        if ((_e164 == -1)) {
            uint _e169 = my;
            local_7 = (_e169 << 1u);
        } else {
            uint _e176 = my;
            local_7 = _e176;
        }
        uint _e179 = local_7;
        divisor = _e179;
        int _e182 = gap;
        if ((_e182 == -1)) {
            int _e187 = ey;
            local_8 = (_e187 - 1);
        } else {
            int _e192 = ey;
            local_8 = _e192;
        }
        int _e195 = local_8;
        exponent = _e195;
        uint _e198 = mx_1;
        uint _e200 = divisor;
        int _e202 = gap;
        if ((_e202 > 0)) {
            int _e206 = gap;
            local_9 = _e206;
        } else {
            local_9 = 0;
        }
        int _e211 = local_9;
        uvec2 _e212 = _oclvk_divide_shifted_f32_(_e198, _e200, _e211);
        division = _e212;
        uvec2 _e215 = division;
        r_1 = _e215.x;
        uvec2 _e219 = division;
        q_2 = _e219.y;
        uint _e223 = xb;
        sign_ = (_e223 & 2147483648u);
        uint _e228 = r_1;
        twice = (_e228 << 1u);
        uint _e235 = twice;
        uint _e237 = divisor;
        bool _e238 = (_e235 > _e237);
        local_10 = _e238;
        if (_e238) {
        } else {
            uint _e241 = twice;
            uint _e243 = divisor;
            bool _e244 = (_e241 == _e243);
            local_11 = _e244;
            if (_e244) {
                uint _e247 = q_2;
                local_11 = ((_e247 & 1u) != 0u);
            }
            bool _e254 = local_11;
            local_10 = _e254;
        }
        bool _e257 = local_10;
        if (_e257) {
            uint _e259 = divisor;
            uint _e261 = r_1;
            r_1 = (_e259 - _e261);
            uint _e265 = q_2;
            q_2 = (_e265 + 1u);
            uint _e270 = sign_;
            sign_ = (_e270 ^ 2147483648u);
        }
        magnitude = 0u;
        uint _e277 = r_1;
        if ((_e277 != 0u)) {
            uint _e281 = r_1;
            exact = floatBitsToUint(float(_e281));
            int _e286 = exponent;
            uint _e288 = exact;
            biased = ((((_e286 + int((_e288 >> 23u))) - 127) + 1) - 24);
            int _e306 = biased;
            if ((_e306 >= 1)) {
                uint _e310 = exact;
                int _e312 = exponent;
                local_12 = (_e310 + (uint((((_e312 - 127) + 1) - 24)) << 23u));
            } else {
                uint _e330 = r_1;
                int _e332 = exponent;
                local_12 = (_e330 << (uint((_e332 - 1)) & 31u));
            }
            uint _e341 = local_12;
            magnitude = _e341;
        }
        uint _e344 = q_2;
        quotient = int((_e344 & 127u));
        uint _e350 = xb;
        uint _e352 = yb;
        if ((((_e350 ^ _e352) & 2147483648u) != 0u)) {
            int _e359 = quotient;
            local_13 = -(_e359);
        } else {
            int _e363 = quotient;
            local_13 = _e363;
        }
        int _e366 = local_13;
        quotient = _e366;
        uint _e369 = magnitude;
        uint _e371 = sign_;
        int _e374 = quotient;
        return uvec2((_e369 | _e371), uint(_e374));
    }
    return uvec2(0u);
}

float _oclvk_remainder_f32_(float x_1, float y_1) {
    {
        uvec2 _e2 = _oclvk_remquo_bits_f32_(x_1, y_1);
        return uintBitsToFloat(_e2.x);
    }
    return 0.0;
}

int _oclvk_remquo_f32_(float x_2, float y_2) {
    {
        uvec2 _e2 = _oclvk_remquo_bits_f32_(x_2, y_2);
        return int(_e2.y);
    }
    return 0;
}

uint _oclvk_next_bits_f32_(uint xb_1, uint yb_1) {
    uint xm = 0u;
    uint ym = 0u;
    int xk = 0;
    int local_14 = 0;
    int yk = 0;
    int local_15 = 0;
    int stepped = 0;
    int local_16 = 0;
    uint local_17 = 0u;
    {
        xm = (xb_1 & 2147483647u);
        ym = (yb_1 & 2147483647u);
        uint _e13 = xm;
        if ((_e13 > 2139095040u)) {
            return xb_1;
        }
        uint _e17 = ym;
        if ((_e17 > 2139095040u)) {
            return yb_1;
        }
        if ((xb_1 >= 2147483648u)) {
            uint _e23 = xm;
            local_14 = -(int(_e23));
        } else {
            uint _e28 = xm;
            local_14 = int(_e28);
        }
        int _e32 = local_14;
        xk = _e32;
        if ((yb_1 >= 2147483648u)) {
            uint _e37 = ym;
            local_15 = -(int(_e37));
        } else {
            uint _e42 = ym;
            local_15 = int(_e42);
        }
        int _e46 = local_15;
        yk = _e46;
        int _e49 = xk;
        int _e51 = yk;
        if ((_e49 == _e51)) {
            return yb_1;
        }
        int _e54 = xk;
        int _e56 = yk;
        if ((_e54 < _e56)) {
            int _e59 = xk;
            local_16 = (_e59 + 1);
        } else {
            int _e64 = xk;
            local_16 = (_e64 - 1);
        }
        int _e69 = local_16;
        stepped = _e69;
        int _e72 = stepped;
        if ((_e72 == 0)) {
            return (xb_1 & 2147483648u);
        }
        int _e78 = stepped;
        if ((_e78 < 0)) {
            int _e82 = stepped;
            local_17 = (uint(-(_e82)) | 2147483648u);
        } else {
            int _e89 = stepped;
            local_17 = uint(_e89);
        }
        uint _e93 = local_17;
        return _e93;
    }
    return 0u;
}

float _oclvk_nextafter_f32_(float x_3, float y_3) {
    {
        uint _e4 = _oclvk_next_bits_f32_(floatBitsToUint(x_3), floatBitsToUint(y_3));
        return uintBitsToFloat(_e4);
    }
    return 0.0;
}

float _oclvk_maxmag_f32_(float x_4, float y_4) {
    uint xm_1 = 0u;
    uint ym_1 = 0u;
    int local_18 = 0;
    int local_19 = 0;
    bool x_negative = false;
    {
        xm_1 = (floatBitsToUint(x_4) & 2147483647u);
        ym_1 = (floatBitsToUint(y_4) & 2147483647u);
        uint _e15 = xm_1;
        if ((_e15 > 2139095040u)) {
            return y_4;
        }
        uint _e19 = ym_1;
        if ((_e19 > 2139095040u)) {
            return x_4;
        }
        if (true) {
            uint _e24 = xm_1;
            uint _e26 = ym_1;
            local_18 = int((_e24 > _e26));
        } else {
            uint _e31 = xm_1;
            uint _e33 = ym_1;
            local_18 = int((_e31 < _e33));
        }
        int _e38 = local_18;
        if ((_e38 != 0)) {
            return x_4;
        }
        if (true) {
            uint _e43 = ym_1;
            uint _e45 = xm_1;
            local_19 = int((_e43 > _e45));
        } else {
            uint _e50 = ym_1;
            uint _e52 = xm_1;
            local_19 = int((_e50 < _e52));
        }
        int _e57 = local_19;
        if ((_e57 != 0)) {
            return y_4;
        }
        x_negative = (int(((floatBitsToUint(x_4) & 2147483648u) != 0u)) != 0);
        bool _e70 = x_negative;
        return ((int(_e70) == 1) ? y_4 : x_4);
    }
    return 0.0;
}

float _oclvk_minmag_f32_(float x_5, float y_5) {
    uint xm_2 = 0u;
    uint ym_2 = 0u;
    int local_20 = 0;
    int local_21 = 0;
    bool x_negative_1 = false;
    {
        xm_2 = (floatBitsToUint(x_5) & 2147483647u);
        ym_2 = (floatBitsToUint(y_5) & 2147483647u);
        uint _e15 = xm_2;
        if ((_e15 > 2139095040u)) {
            return y_5;
        }
        uint _e19 = ym_2;
        if ((_e19 > 2139095040u)) {
            return x_5;
        }
        if (false) {
            uint _e24 = xm_2;
            uint _e26 = ym_2;
            local_20 = int((_e24 > _e26));
        } else {
            uint _e31 = xm_2;
            uint _e33 = ym_2;
            local_20 = int((_e31 < _e33));
        }
        int _e38 = local_20;
        if ((_e38 != 0)) {
            return x_5;
        }
        if (false) {
            uint _e43 = ym_2;
            uint _e45 = xm_2;
            local_21 = int((_e43 > _e45));
        } else {
            uint _e50 = ym_2;
            uint _e52 = xm_2;
            local_21 = int((_e50 < _e52));
        }
        int _e57 = local_21;
        if ((_e57 != 0)) {
            return y_5;
        }
        x_negative_1 = (int(((floatBitsToUint(x_5) & 2147483648u) != 0u)) != 0);
        bool _e70 = x_negative_1;
        return ((int(_e70) == 0) ? y_5 : x_5);
    }
    return 0.0;
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    int q = 0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = _group_0_binding_0_cs[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = _group_0_binding_0_cs[2].x;
        i = int(((((_e10 + _e14) * _e18) + _e21) + _e27));
        int _e33 = i;
        int _e37 = i;
        float _e41 = _group_0_binding_1_cs[(0 + _e37)];
        int _e43 = i;
        float _e47 = _group_0_binding_2_cs[(0 + _e43)];
        float _e48 = _oclvk_remainder_f32_(_e41, _e47);
        _group_0_binding_3_cs[(0 + (4 * _e33))] = _e48;
        int _e53 = i;
        int _e59 = i;
        float _e63 = _group_0_binding_1_cs[(0 + _e59)];
        int _e65 = i;
        float _e69 = _group_0_binding_2_cs[(0 + _e65)];
        int _e70 = _oclvk_remquo_f32_(_e63, _e69);
        q = _e70;
        float _e72 = _oclvk_remainder_f32_(_e63, _e69);
        _group_0_binding_3_cs[(0 + ((4 * _e53) + 1))] = _e72;
        int _e77 = i;
        int _e83 = i;
        float _e87 = _group_0_binding_1_cs[(0 + _e83)];
        int _e89 = i;
        float _e93 = _group_0_binding_2_cs[(0 + _e89)];
        float _e94 = _oclvk_nextafter_f32_(_e87, _e93);
        _group_0_binding_3_cs[(0 + ((4 * _e77) + 2))] = _e94;
        int _e99 = i;
        int _e105 = i;
        float _e109 = _group_0_binding_1_cs[(0 + _e105)];
        int _e111 = i;
        float _e115 = _group_0_binding_2_cs[(0 + _e111)];
        float _e116 = _oclvk_maxmag_f32_(_e109, _e115);
        int _e118 = i;
        float _e122 = _group_0_binding_1_cs[(0 + _e118)];
        int _e124 = i;
        float _e128 = _group_0_binding_2_cs[(0 + _e124)];
        float _e129 = _oclvk_minmag_f32_(_e122, _e128);
        _group_0_binding_3_cs[(0 + ((4 * _e99) + 3))] = (_e116 + _e129);
        int _e134 = i;
        int _e137 = q;
        _group_0_binding_4_cs[(0 + _e134)] = _e137;
    }
}

