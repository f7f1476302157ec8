#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) readonly buffer type_5_block_3Compute { int _group_0_binding_3_cs[]; };

layout(std430, binding = 4) buffer type_5_block_4Compute { int _group_0_binding_4_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


uint _oclvk_fb_abs_bits(float x) {
    {
        return (floatBitsToUint(x) & 2147483647u);
    }
    return 0u;
}

float _oclvk_fb_copysign(float m, float s) {
    {
        uint _e2 = _oclvk_fb_abs_bits(m);
        return uintBitsToFloat((_e2 | (floatBitsToUint(s) & 2147483648u)));
    }
    return 0.0;
}

bool _oclvk_fb_isnan(float x_1) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_1);
        return (int((_e1 > 2139095040u)) != 0);
    }
    return false;
}

bool _oclvk_fb_signbit(float x_2) {
    {
        return (int((floatBitsToInt(x_2) < 0)) != 0);
    }
    return false;
}

bool _oclvk_fb_isinf(float x_3) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_3);
        return (int((_e1 == 2139095040u)) != 0);
    }
    return false;
}

int _oclvk_f32_exponent(float x_4) {
    uint b = 0u;
    int e = 0;
    {
        b = (floatBitsToUint(x_4) & 2147483647u);
        uint _e6 = b;
        e = int((_e6 >> 23u));
        int _e14 = e;
        if ((_e14 == 0)) {
            uint _e20 = b;
            return (-118 - int(uint(31 - findMSB(_e20))));
        }
        int _e25 = e;
        return (_e25 - 127);
    }
    return 0;
}

uint _oclvk_f32_mantissa(float x_5) {
    uint b_1 = 0u;
    {
        b_1 = (floatBitsToUint(x_5) & 2147483647u);
        uint _e6 = b_1;
        if (((_e6 >> 23u) == 0u)) {
            uint _e14 = b_1;
            uint _e16 = b_1;
            return (_e14 << ((uint(31 - findMSB(_e16)) - 8u) & 31u));
        }
        uint _e24 = b_1;
        return ((_e24 & 8388607u) | 8388608u);
    }
    return 0u;
}

float _oclvk_f32_with_exponent(float x_6, int e_1) {
    {
        uint _e9 = _oclvk_f32_mantissa(x_6);
        return uintBitsToFloat(((uint((e_1 + 127)) << 23u) | (_e9 & 8388607u)));
    }
    return 0.0;
}

float _oclvk_f32_pow2i(int k) {
    {
        return uintBitsToFloat((uint((k + 127)) << 23u));
    }
    return 0.0;
}

bool _oclvk_fma_is_fused() {
    {
        return false;
    }
    return false;
}

vec2 _oclvk_f32_two_prod(float a, float b_2) {
    float p = 0.0;
    float ca = 0.0;
    float ah = 0.0;
    float al = 0.0;
    float cb = 0.0;
    float bh = 0.0;
    float bl = 0.0;
    float e_2 = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[4].w;
        p = uintBitsToFloat((floatBitsToUint((a * b_2)) ^ (_e7 >> 2u)));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return vec2(_e17, fma(a, b_2, -(_e19)));
        }
        uint _e29 = _group_0_binding_0_cs[4].w;
        ca = uintBitsToFloat((floatBitsToUint((4097.0 * a)) ^ (_e29 >> 2u)));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = _group_0_binding_0_cs[4].w;
        uint _e58 = _group_0_binding_0_cs[4].w;
        ah = uintBitsToFloat((floatBitsToUint((_e38 - uintBitsToFloat((floatBitsToUint((_e40 - a)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        float _e67 = ah;
        al = (a - _e67);
        uint _e76 = _group_0_binding_0_cs[4].w;
        cb = uintBitsToFloat((floatBitsToUint((4097.0 * b_2)) ^ (_e76 >> 2u)));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = _group_0_binding_0_cs[4].w;
        uint _e105 = _group_0_binding_0_cs[4].w;
        bh = uintBitsToFloat((floatBitsToUint((_e85 - uintBitsToFloat((floatBitsToUint((_e87 - b_2)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        float _e114 = bh;
        bl = (b_2 - _e114);
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = _group_0_binding_0_cs[4].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = _group_0_binding_0_cs[4].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = _group_0_binding_0_cs[4].w;
        float _e171 = al;
        float _e173 = bl;
        e_2 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        float _e178 = p;
        float _e180 = e_2;
        return vec2(_e178, _e180);
    }
    return vec2(0.0);
}

float _oclvk_sqrt_f32_(float x_7) {
    bool local = false;
    float y = 0.0;
    float back = 0.0;
    int e_3 = 0;
    bool local_1 = false;
    int shift = 0;
    int local_2 = 0;
    float r = 0.0;
    float s_1 = 0.0;
    vec2 sq = vec2(0.0);
    float res = 0.0;
    float up = 0.0;
    vec2 hi = vec2(0.0);
    float dh = 0.0;
    float down = 0.0;
    vec2 lo = vec2(0.0);
    float dl = 0.0;
    {
        if (((floatBitsToUint(x_7) & 2147483647u) == 0u)) {
            float _e7 = _oclvk_fb_copysign(0.0, x_7);
            return _e7;
        }
        bool _e8 = _oclvk_fb_isnan(x_7);
        local = _e8;
        if (_e8) {
        } else {
            bool _e10 = _oclvk_fb_signbit(x_7);
            local = _e10;
        }
        bool _e13 = local;
        if (_e13) {
            return uintBitsToFloat(2143289344u);
        }
        bool _e16 = _oclvk_fb_isinf(x_7);
        if (_e16) {
            return x_7;
        }
        y = x_7;
        back = 1.0;
        int _e20 = _oclvk_f32_exponent(x_7);
        e_3 = _e20;
        int _e23 = e_3;
        bool _e26 = (_e23 < -64);
        local_1 = _e26;
        if (_e26) {
        } else {
            int _e29 = e_3;
            local_1 = (_e29 >= 64);
        }
        bool _e34 = local_1;
        if (_e34) {
            int _e36 = e_3;
            if ((_e36 < -64)) {
                local_2 = 80;
            } else {
                local_2 = -64;
            }
            int _e46 = local_2;
            shift = _e46;
            int _e49 = e_3;
            int _e51 = shift;
            float _e53 = _oclvk_f32_with_exponent(x_7, (_e49 + _e51));
            y = _e53;
            int _e56 = shift;
            int _e57 = -(_e56);
            bool _e60 = (_e57 < 0);
            bool _e64 = (2 < 0);
            int _e69 = int((uint((_e60 ? -(_e57) : _e57)) / uint((_e64 ? -2 : 2))));
            float _e73 = _oclvk_f32_pow2i(((_e60 != _e64) ? -(_e69) : _e69));
            back = _e73;
        }
        float _e76 = y;
        r = inversesqrt(_e76);
        float _e80 = y;
        float _e82 = r;
        s_1 = (_e80 * _e82);
        float _e86 = s_1;
        float _e88 = s_1;
        vec2 _e89 = _oclvk_f32_two_prod(_e86, _e88);
        sq = _e89;
        float _e92 = y;
        vec2 _e94 = sq;
        uint _e101 = _group_0_binding_0_cs[4].w;
        vec2 _e109 = sq;
        res = (uintBitsToFloat((floatBitsToUint((_e92 - _e94.x)) ^ (_e101 >> 2u))) - _e109.y);
        float _e114 = s_1;
        float _e116 = res;
        float _e119 = r;
        s_1 = (_e114 + (_e116 * (0.5 * _e119)));
        float _e125 = s_1;
        up = uintBitsToFloat((floatBitsToUint(_e125) + 1u));
        float _e132 = s_1;
        float _e134 = up;
        vec2 _e135 = _oclvk_f32_two_prod(_e132, _e134);
        hi = _e135;
        float _e138 = y;
        vec2 _e140 = hi;
        dh = (_e138 - _e140.x);
        float _e145 = dh;
        vec2 _e147 = hi;
        if ((_e145 > _e147.y)) {
            float _e151 = up;
            s_1 = _e151;
        } else {
            float _e154 = s_1;
            down = uintBitsToFloat((floatBitsToUint(_e154) - 1u));
            float _e161 = down;
            float _e163 = s_1;
            vec2 _e164 = _oclvk_f32_two_prod(_e161, _e163);
            lo = _e164;
            float _e167 = y;
            vec2 _e169 = lo;
            dl = (_e167 - _e169.x);
            float _e174 = dl;
            vec2 _e176 = lo;
            if ((_e174 <= _e176.y)) {
                float _e180 = down;
                s_1 = _e180;
            }
        }
        float _e183 = s_1;
        float _e185 = back;
        return (_e183 * _e185);
    }
    return 0.0;
}

bool _oclvk_el_exp_is_special(float x_8, uint threshold_bits) {
    {
        uint _e2 = _oclvk_fb_abs_bits(x_8);
        return (int(!((_e2 < threshold_bits))) != 0);
    }
    return false;
}

float _oclvk_el_exp_beyond(float x_9) {
    float local_3 = 0.0;
    {
        bool _e1 = _oclvk_fb_isnan(x_9);
        if (_e1) {
            local_3 = x_9;
        } else {
            bool _e3 = _oclvk_fb_signbit(x_9);
            local_3 = (_e3 ? 0.0 : uintBitsToFloat(2139095040u));
        }
        float _e10 = local_3;
        return _e10;
    }
    return 0.0;
}

float _oclvk_el_rint_product(float a_1, float b_3) {
    {
        return roundEven((a_1 * b_3));
    }
    return 0.0;
}

vec2 _oclvk_el_exp_reduce(float x_10) {
    float k_1 = 0.0;
    float r_1 = 0.0;
    {
        float _e2 = _oclvk_el_rint_product(x_10, 1.442695);
        k_1 = _e2;
        float _e5 = k_1;
        float _e9 = k_1;
        r_1 = fma(-(_e5), 3.1946183e-5, fma(-(_e9), 0.69311523, x_10));
        float _e16 = k_1;
        float _e18 = r_1;
        return vec2(_e16, _e18);
    }
    return vec2(0.0);
}

float _oclvk_el_expm1_q(float r_2) {
    float q = 0.0;
    {
        q = 0.00019845877;
        float _e4 = q;
        q = fma(_e4, r_2, 0.0013940625);
        float _e9 = q;
        q = fma(_e9, r_2, 0.00833339);
        float _e14 = q;
        q = fma(_e14, r_2, 0.041666362);
        float _e19 = q;
        q = fma(_e19, r_2, 0.16666666);
        float _e24 = q;
        return fma(_e24, r_2, 0.5);
    }
    return 0.0;
}

float _oclvk_el_expm1_poly(float r_3) {
    {
        float _e2 = _oclvk_el_expm1_q(r_3);
        return fma((r_3 * r_3), _e2, r_3);
    }
    return 0.0;
}

float _oclvk_el_pow2i(int k_2) {
    {
        return intBitsToFloat(((k_2 + 127) << 23u));
    }
    return 0.0;
}

float _oclvk_el_scale(float p_1, int k_3) {
    int h = 0;
    {
        h = (k_3 >> 1u);
        int _e9 = h;
        float _e10 = _oclvk_el_pow2i(_e9);
        int _e13 = h;
        float _e15 = _oclvk_el_pow2i((k_3 - _e13));
        return ((p_1 * _e10) * _e15);
    }
    return 0.0;
}

float _oclvk_el_exp_wide(float x_11) {
    vec2 kr = vec2(0.0);
    float p_2 = 0.0;
    {
        bool _e2 = _oclvk_el_exp_is_special(x_11, 1120927744u);
        if (_e2) {
            float _e3 = _oclvk_el_exp_beyond(x_11);
            return _e3;
        }
        vec2 _e4 = _oclvk_el_exp_reduce(x_11);
        kr = _e4;
        vec2 _e8 = kr;
        float _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_2 = (1.0 + _e10);
        float _e14 = p_2;
        vec2 _e16 = kr;
        float _e19 = _oclvk_el_scale(_e14, int(_e16.x));
        return _e19;
    }
    return 0.0;
}

float _oclvk_el_scale_normal(float p_3, int k_4) {
    {
        return intBitsToFloat((floatBitsToInt(p_3) + (k_4 << 23u)));
    }
    return 0.0;
}

float _oclvk_exp_f32_(float x_12) {
    vec2 kr_1 = vec2(0.0);
    float p_4 = 0.0;
    {
        bool _e2 = _oclvk_el_exp_is_special(x_12, 1118568448u);
        if (_e2) {
            float _e3 = _oclvk_el_exp_wide(x_12);
            return _e3;
        }
        vec2 _e4 = _oclvk_el_exp_reduce(x_12);
        kr_1 = _e4;
        vec2 _e8 = kr_1;
        float _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_4 = (1.0 + _e10);
        float _e14 = p_4;
        vec2 _e16 = kr_1;
        float _e19 = _oclvk_el_scale_normal(_e14, int(_e16.x));
        return _e19;
    }
    return 0.0;
}

bool _oclvk_el_log_is_rare(float x_13) {
    {
        return (int(((floatBitsToUint(x_13) - 8388608u) >= 2130706432u)) != 0);
    }
    return false;
}

bool _oclvk_el_log_is_special(float x_14) {
    {
        return (int(((floatBitsToUint(x_14) - 1u) >= 2139095039u)) != 0);
    }
    return false;
}

bool _oclvk_fb_iszero(float x_15) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_15);
        return (int((_e1 == 0u)) != 0);
    }
    return false;
}

float _oclvk_el_log_special(float x_16) {
    {
        bool _e1 = _oclvk_fb_isnan(x_16);
        if (_e1) {
            return x_16;
        }
        bool _e2 = _oclvk_fb_iszero(x_16);
        if (_e2) {
            return -(uintBitsToFloat(2139095040u));
        }
        bool _e6 = _oclvk_fb_signbit(x_16);
        if (_e6) {
            return uintBitsToFloat(2143289344u);
        }
        return uintBitsToFloat(2139095040u);
    }
    return 0.0;
}

int _oclvk_el_subnormal_bits(float x_17) {
    {
        return floatBitsToInt((float(floatBitsToInt(x_17)) * 2.3509887e-38));
    }
    return 0;
}

vec2 _oclvk_el_log_reduce_bits(int bits, int scaled) {
    int e_4 = 0;
    float m_1 = 0.0;
    {
        e_4 = ((bits - 1060439284) >> 23u);
        int _e11 = e_4;
        m_1 = intBitsToFloat((bits - (_e11 << 23u)));
        int _e21 = e_4;
        float _e25 = m_1;
        return vec2(float((_e21 - scaled)), (_e25 - 1.0));
    }
    return vec2(0.0);
}

vec2 _oclvk_el_log_reduce(float x_18) {
    int bits_1 = 0;
    {
        bits_1 = floatBitsToInt(x_18);
        int _e4 = bits_1;
        if ((_e4 < 8388608)) {
            int _e7 = _oclvk_el_subnormal_bits(x_18);
            vec2 _e9 = _oclvk_el_log_reduce_bits(_e7, 24);
            return _e9;
        }
        int _e11 = bits_1;
        vec2 _e13 = _oclvk_el_log_reduce_bits(_e11, 0);
        return _e13;
    }
    return vec2(0.0);
}

float _oclvk_el_log1p_q(float f_1) {
    float q_1 = 0.0;
    {
        q_1 = -(0.07619631);
        float _e5 = q_1;
        q_1 = fma(_e5, f_1, 0.1290369);
        float _e10 = q_1;
        q_1 = fma(_e10, f_1, -(0.1324344));
        float _e16 = q_1;
        q_1 = fma(_e16, f_1, 0.14181963);
        float _e21 = q_1;
        q_1 = fma(_e21, f_1, -(0.1660905));
        float _e27 = q_1;
        q_1 = fma(_e27, f_1, 0.20001966);
        float _e32 = q_1;
        q_1 = fma(_e32, f_1, -(0.25001583));
        float _e38 = q_1;
        q_1 = fma(_e38, f_1, 0.33333325);
        float _e43 = q_1;
        return fma(_e43, f_1, -(0.49999988));
    }
    return 0.0;
}

float _oclvk_el_log1p_poly(float f_2) {
    {
        float _e2 = _oclvk_el_log1p_q(f_2);
        return fma((f_2 * f_2), _e2, f_2);
    }
    return 0.0;
}

float _oclvk_el_ln_reduced(vec2 ef) {
    float l = 0.0;
    {
        float _e2 = _oclvk_el_log1p_poly(ef.y);
        l = _e2;
        float _e9 = l;
        return fma(ef.x, 0.69311523, fma(ef.x, 3.1946183e-5, _e9));
    }
    return 0.0;
}

float _oclvk_el_log_pos(float x_19) {
    {
        vec2 _e1 = _oclvk_el_log_reduce(x_19);
        float _e2 = _oclvk_el_ln_reduced(_e1);
        return _e2;
    }
    return 0.0;
}

float _oclvk_log_f32_(float x_20) {
    {
        bool _e1 = _oclvk_el_log_is_rare(x_20);
        if (_e1) {
            bool _e2 = _oclvk_el_log_is_special(x_20);
            if (_e2) {
                float _e3 = _oclvk_el_log_special(x_20);
                return _e3;
            }
            float _e4 = _oclvk_el_log_pos(x_20);
            return _e4;
        }
        vec2 _e7 = _oclvk_el_log_reduce_bits(floatBitsToInt(x_20), 0);
        float _e8 = _oclvk_el_ln_reduced(_e7);
        return _e8;
    }
    return 0.0;
}

vec2 _oclvk_trigf_two_sum(float a_2, float b_4) {
    float s_2 = 0.0;
    float bb = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[4].w;
        s_2 = uintBitsToFloat((floatBitsToUint((a_2 + b_4)) ^ (_e7 >> 2u)));
        float _e16 = s_2;
        uint _e22 = _group_0_binding_0_cs[4].w;
        bb = uintBitsToFloat((floatBitsToUint((_e16 - a_2)) ^ (_e22 >> 2u)));
        float _e31 = s_2;
        float _e33 = s_2;
        float _e35 = bb;
        uint _e41 = _group_0_binding_0_cs[4].w;
        float _e50 = bb;
        return vec2(_e31, ((a_2 - uintBitsToFloat((floatBitsToUint((_e33 - _e35)) ^ (_e41 >> 2u)))) + (b_4 - _e50)));
    }
    return vec2(0.0);
}

vec2 _oclvk_trigf_fast_two_sum(float a_3, float b_5) {
    float s_3 = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[4].w;
        s_3 = uintBitsToFloat((floatBitsToUint((a_3 + b_5)) ^ (_e7 >> 2u)));
        float _e16 = s_3;
        float _e18 = s_3;
        uint _e24 = _group_0_binding_0_cs[4].w;
        return vec2(_e16, (b_5 - uintBitsToFloat((floatBitsToUint((_e18 - a_3)) ^ (_e24 >> 2u)))));
    }
    return vec2(0.0);
}

vec4 _oclvk_trigf_reduce_small(float x_21) {
    float big = 0.0;
    float k_5 = 0.0;
    float t1_ = 0.0;
    vec2 t2_ = vec2(0.0);
    vec2 t3_ = vec2(0.0);
    float lo_1 = 0.0;
    vec2 r_4 = vec2(0.0);
    {
        uint _e8 = _group_0_binding_0_cs[4].w;
        big = uintBitsToFloat((floatBitsToUint(fma(x_21, 0.63661975, 12582912.0)) ^ (_e8 >> 2u)));
        float _e17 = big;
        k_5 = (_e17 - 12582912.0);
        float _e22 = k_5;
        t1_ = fma(-(_e22), 1.5708008, x_21);
        float _e28 = t1_;
        float _e30 = k_5;
        vec2 _e35 = _oclvk_trigf_two_sum(_e28, -((_e30 * -(4.4535846e-6))));
        t2_ = _e35;
        vec2 _e38 = t2_;
        float _e41 = k_5;
        vec2 _e46 = _oclvk_trigf_two_sum(_e38.x, -((_e41 * -(8.706138e-10))));
        t3_ = _e46;
        float _e49 = k_5;
        vec2 _e53 = t2_;
        vec2 _e56 = t3_;
        lo_1 = fma(-(_e49), 6.223372e-14, (_e53.y + _e56.y));
        vec2 _e62 = t3_;
        float _e65 = lo_1;
        vec2 _e66 = _oclvk_trigf_fast_two_sum(_e62.x, _e65);
        r_4 = _e66;
        vec2 _e69 = r_4;
        vec2 _e72 = r_4;
        float _e75 = big;
        return vec4(_e69.x, _e72.y, intBitsToFloat((floatBitsToInt(_e75) & 3)), 0.0);
    }
    return vec4(0.0);
}

vec2 _oclvk_trigf_sin_kernel(float x_22, float y_1) {
    float z = 0.0;
    float p_5 = 0.0;
    {
        z = (x_22 * x_22);
        float _e5 = z;
        p_5 = fma(_e5, 2.724876e-6, -(0.00019840077));
        float _e12 = p_5;
        float _e14 = z;
        p_5 = fma(_e12, _e14, 0.008333332);
        float _e19 = p_5;
        float _e21 = z;
        p_5 = fma(_e19, _e21, -(0.16666667));
        float _e27 = z;
        float _e30 = p_5;
        return vec2(x_22, fma((x_22 * _e27), _e30, y_1));
    }
    return vec2(0.0);
}

vec2 _oclvk_trigf_cos_kernel(float x_23, float y_2) {
    float z_1 = 0.0;
    float p_6 = 0.0;
    float hz = 0.0;
    float w = 0.0;
    {
        z_1 = (x_23 * x_23);
        float _e5 = z_1;
        p_6 = fma(_e5, 2.4547053e-5, -(0.0013888298));
        float _e12 = p_6;
        float _e14 = z_1;
        p_6 = fma(_e12, _e14, 0.041666664);
        float _e20 = z_1;
        hz = (0.5 * _e20);
        float _e25 = hz;
        w = (1.0 - _e25);
        float _e29 = w;
        float _e32 = w;
        float _e35 = hz;
        float _e38 = z_1;
        float _e40 = z_1;
        float _e43 = p_6;
        return vec2(_e29, (((1.0 - _e32) - _e35) + fma((_e38 * _e40), _e43, -((x_23 * y_2)))));
    }
    return vec2(0.0);
}

float _oclvk_trigf_sin_quadrant(float x_24, float y_3, int n) {
    vec2 s_4 = vec2(0.0);
    vec2 c = vec2(0.0);
    float r_5 = 0.0;
    float local_4 = 0.0;
    float local_5 = 0.0;
    {
        vec2 _e3 = _oclvk_trigf_sin_kernel(x_24, y_3);
        s_4 = _e3;
        vec2 _e5 = _oclvk_trigf_cos_kernel(x_24, y_3);
        c = _e5;
        if (((n & 1) != 0)) {
            vec2 _e12 = c;
            vec2 _e15 = c;
            local_4 = (_e12.x + _e15.y);
        } else {
            vec2 _e20 = s_4;
            vec2 _e23 = s_4;
            local_4 = (_e20.x + _e23.y);
        }
        float _e28 = local_4;
        r_5 = _e28;
        if (((n & 2) != 0)) {
            float _e35 = r_5;
            local_5 = -(_e35);
        } else {
            float _e39 = r_5;
            local_5 = _e39;
        }
        float _e42 = local_5;
        return _e42;
    }
    return 0.0;
}

bool _oclvk_fb_isfinite(float x_25) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_25);
        return (int((_e1 < 2139095040u)) != 0);
    }
    return false;
}

uint _oclvk_trigf_two_over_pi_word(int w_1) {
    uint t = 0u;
    uint local_6 = 0u;
    uint local_7 = 0u;
    uint local_8 = 0u;
    uint local_9 = 0u;
    uint local_10 = 0u;
    uint local_11 = 0u;
    uint local_12 = 0u;
    uint local_13 = 0u;
    {
        t = 0u;
        if ((w_1 == 0)) {
            local_6 = 2734261102u;
        } else {
            uint _e8 = t;
            local_6 = _e8;
        }
        uint _e11 = local_6;
        t = _e11;
        if ((w_1 == 1)) {
            local_7 = 1313084713u;
        } else {
            uint _e18 = t;
            local_7 = _e18;
        }
        uint _e21 = local_7;
        t = _e21;
        if ((w_1 == 2)) {
            local_8 = 4230436817u;
        } else {
            uint _e28 = t;
            local_8 = _e28;
        }
        uint _e31 = local_8;
        t = _e31;
        if ((w_1 == 3)) {
            local_9 = 4113882560u;
        } else {
            uint _e38 = t;
            local_9 = _e38;
        }
        uint _e41 = local_9;
        t = _e41;
        if ((w_1 == 4)) {
            local_10 = 3680671129u;
        } else {
            uint _e48 = t;
            local_10 = _e48;
        }
        uint _e51 = local_10;
        t = _e51;
        if ((w_1 == 5)) {
            local_11 = 1011060801u;
        } else {
            uint _e58 = t;
            local_11 = _e58;
        }
        uint _e61 = local_11;
        t = _e61;
        if ((w_1 == 6)) {
            local_12 = 4266746795u;
        } else {
            uint _e68 = t;
            local_12 = _e68;
        }
        uint _e71 = local_12;
        t = _e71;
        if ((w_1 == 7)) {
            local_13 = 3736847713u;
        } else {
            uint _e78 = t;
            local_13 = _e78;
        }
        uint _e81 = local_13;
        t = _e81;
        uint _e84 = t;
        return _e84;
    }
    return 0u;
}

uint _oclvk_trigf_two_over_pi_bits(int j) {
    int b_6 = 0;
    int w_2 = 0;
    uint s_5 = 0u;
    uint hi_1 = 0u;
    uint lo_2 = 0u;
    uint local_14 = 0u;
    {
        b_6 = (j - 1);
        int _e5 = b_6;
        w_2 = (_e5 >> 5u);
        int _e13 = b_6;
        s_5 = uint((_e13 & 31));
        int _e19 = w_2;
        uint _e20 = _oclvk_trigf_two_over_pi_word(_e19);
        hi_1 = _e20;
        int _e23 = w_2;
        uint _e26 = _oclvk_trigf_two_over_pi_word((_e23 + 1));
        lo_2 = _e26;
        uint _e29 = s_5;
        if ((_e29 == 0u)) {
            uint _e33 = hi_1;
            local_14 = _e33;
        } else {
            uint _e36 = hi_1;
            uint _e38 = s_5;
            uint _e43 = lo_2;
            uint _e46 = s_5;
            local_14 = ((_e36 << (_e38 & 31u)) | (_e43 >> ((32u - _e46) & 31u)));
        }
        uint _e54 = local_14;
        return _e54;
    }
    return 0u;
}

vec2 _oclvk_trigf_two_prod(float a_4, float b_7) {
    float p_7 = 0.0;
    float ah_1 = 0.0;
    float al_1 = 0.0;
    float bh_1 = 0.0;
    float bl_1 = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[4].w;
        p_7 = uintBitsToFloat((floatBitsToUint((a_4 * b_7)) ^ (_e7 >> 2u)));
        ah_1 = uintBitsToFloat((floatBitsToUint(a_4) & 4294963200u));
        float _e21 = ah_1;
        al_1 = (a_4 - _e21);
        bh_1 = uintBitsToFloat((floatBitsToUint(b_7) & 4294963200u));
        float _e30 = bh_1;
        bl_1 = (b_7 - _e30);
        float _e34 = p_7;
        float _e36 = ah_1;
        float _e38 = bh_1;
        float _e41 = p_7;
        uint _e47 = _group_0_binding_0_cs[4].w;
        float _e55 = ah_1;
        float _e57 = bl_1;
        uint _e64 = _group_0_binding_0_cs[4].w;
        float _e72 = al_1;
        float _e74 = bh_1;
        uint _e81 = _group_0_binding_0_cs[4].w;
        float _e89 = al_1;
        float _e91 = bl_1;
        return vec2(_e34, (uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint(((_e36 * _e38) - _e41)) ^ (_e47 >> 2u))) + (_e55 * _e57))) ^ (_e64 >> 2u))) + (_e72 * _e74))) ^ (_e81 >> 2u))) + (_e89 * _e91)));
    }
    return vec2(0.0);
}

vec4 _oclvk_trigf_reduce_large(float x_26) {
    uint bits_2 = 0u;
    int e_5 = 0;
    uint m_2 = 0u;
    int j0_ = 0;
    uint w2_ = 0u;
    uint w1_ = 0u;
    uint w0_ = 0u;
    uint r0_ = 0u;
    uint p0hi = 0u;
    uint r1_ = 0u;
    uint carry = 0u;
    uint r2_ = 0u;
    int n_1 = 0;
    uint f2_ = 0u;
    uint f1_ = 0u;
    uint f0_ = 0u;
    bool negative = false;
    int local_15 = 0;
    uint g0_ = 0u;
    uint local_16 = 0u;
    uint borrow0_ = 0u;
    bool local_17 = false;
    uint g1_ = 0u;
    uint local_18 = 0u;
    uint borrow1_ = 0u;
    bool local_19 = false;
    uint g2_ = 0u;
    uint local_20 = 0u;
    bool word_shift = false;
    uint top = 0u;
    uint local_21 = 0u;
    uint next = 0u;
    uint local_22 = 0u;
    uint lz = 0u;
    uint hi_2 = 0u;
    uint local_23 = 0u;
    uint mid = 0u;
    uint local_24 = 0u;
    int shift_1 = 0;
    float scale = 0.0;
    float fhi = 0.0;
    float flo = 0.0;
    vec2 p_8 = vec2(0.0);
    float lo_3 = 0.0;
    vec2 r_6 = vec2(0.0);
    vec2 local_25 = vec2(0.0);
    bool x_negative = false;
    vec2 local_26 = vec2(0.0);
    int local_27 = 0;
    {
        bits_2 = floatBitsToUint(x_26);
        uint _e4 = bits_2;
        e_5 = (int(((_e4 >> 23u) & 255u)) - 150);
        uint _e16 = bits_2;
        m_2 = ((_e16 & 8388607u) | 8388608u);
        int _e23 = e_5;
        j0_ = (_e23 - 1);
        int _e28 = j0_;
        uint _e29 = _oclvk_trigf_two_over_pi_bits(_e28);
        w2_ = _e29;
        int _e32 = j0_;
        uint _e35 = _oclvk_trigf_two_over_pi_bits((_e32 + 32));
        w1_ = _e35;
        int _e38 = j0_;
        uint _e41 = _oclvk_trigf_two_over_pi_bits((_e38 + 64));
        w0_ = _e41;
        uint _e44 = m_2;
        uint _e46 = w0_;
        r0_ = (_e44 * _e46);
        uint _e50 = m_2;
        uint _e52 = w0_;
        uint _e55 = (_e50 & 65535u);
        uint _e56 = (_e50 >> 16u);
        uint _e57 = (_e52 & 65535u);
        uint _e58 = (_e52 >> 16u);
        uint _e60 = (_e55 * _e58);
        uint _e61 = (_e56 * _e57);
        p0hi = ((((_e56 * _e58) + (_e60 >> 16u)) + (_e61 >> 16u)) + (((((_e55 * _e57) >> 16u) + (_e60 & 65535u)) + (_e61 & 65535u)) >> 16u));
        uint _e76 = p0hi;
        uint _e78 = m_2;
        uint _e80 = w1_;
        r1_ = (_e76 + (_e78 * _e80));
        uint _e85 = r1_;
        uint _e87 = p0hi;
        carry = ((_e85 < _e87) ? 1u : 0u);
        uint _e94 = m_2;
        uint _e96 = w1_;
        uint _e99 = (_e94 & 65535u);
        uint _e100 = (_e94 >> 16u);
        uint _e101 = (_e96 & 65535u);
        uint _e102 = (_e96 >> 16u);
        uint _e104 = (_e99 * _e102);
        uint _e105 = (_e100 * _e101);
        uint _e119 = m_2;
        uint _e121 = w2_;
        uint _e125 = carry;
        r2_ = ((((((_e100 * _e102) + (_e104 >> 16u)) + (_e105 >> 16u)) + (((((_e99 * _e101) >> 16u) + (_e104 & 65535u)) + (_e105 & 65535u)) >> 16u)) + (_e119 * _e121)) + _e125);
        uint _e129 = r2_;
        n_1 = int((_e129 >> 30u));
        uint _e137 = r2_;
        uint _e143 = r1_;
        f2_ = ((_e137 << 2u) | (_e143 >> 30u));
        uint _e151 = r1_;
        uint _e157 = r0_;
        f1_ = ((_e151 << 2u) | (_e157 >> 30u));
        uint _e165 = r0_;
        f0_ = (_e165 << 2u);
        uint _e172 = f2_;
        negative = (int(((_e172 >> 31u) != 0u)) != 0);
        bool _e184 = negative;
        if (_e184) {
            int _e186 = n_1;
            local_15 = (_e186 + 1);
        } else {
            int _e191 = n_1;
            local_15 = _e191;
        }
        int _e194 = local_15;
        n_1 = _e194;
        bool _e197 = negative;
        if (_e197) {
            uint _e199 = f0_;
            local_16 = (~(_e199) + 1u);
        } else {
            uint _e205 = f0_;
            local_16 = _e205;
        }
        uint _e208 = local_16;
        g0_ = _e208;
        bool _e211 = negative;
        local_17 = _e211;
        if (_e211) {
            uint _e214 = g0_;
            local_17 = (_e214 == 0u);
        }
        bool _e219 = local_17;
        borrow0_ = (_e219 ? 1u : 0u);
        bool _e225 = negative;
        if (_e225) {
            uint _e227 = f1_;
            uint _e230 = borrow0_;
            local_18 = (~(_e227) + _e230);
        } else {
            uint _e234 = f1_;
            local_18 = _e234;
        }
        uint _e237 = local_18;
        g1_ = _e237;
        uint _e240 = borrow0_;
        bool _e242 = (_e240 != 0u);
        local_19 = _e242;
        if (_e242) {
            uint _e245 = g1_;
            local_19 = (_e245 == 0u);
        }
        bool _e250 = local_19;
        borrow1_ = (_e250 ? 1u : 0u);
        bool _e256 = negative;
        if (_e256) {
            uint _e258 = f2_;
            uint _e261 = borrow1_;
            local_20 = (~(_e258) + _e261);
        } else {
            uint _e265 = f2_;
            local_20 = _e265;
        }
        uint _e268 = local_20;
        g2_ = _e268;
        uint _e271 = g2_;
        word_shift = (int((_e271 == 0u)) != 0);
        bool _e279 = word_shift;
        if (_e279) {
            uint _e281 = g1_;
            local_21 = _e281;
        } else {
            uint _e284 = g2_;
            local_21 = _e284;
        }
        uint _e287 = local_21;
        top = _e287;
        bool _e290 = word_shift;
        if (_e290) {
            uint _e292 = g0_;
            local_22 = _e292;
        } else {
            uint _e295 = g1_;
            local_22 = _e295;
        }
        uint _e298 = local_22;
        next = _e298;
        uint _e301 = top;
        lz = uint(31 - findMSB(_e301));
        uint _e305 = lz;
        if ((_e305 == 0u)) {
            uint _e309 = top;
            local_23 = _e309;
        } else {
            uint _e312 = top;
            uint _e314 = lz;
            uint _e319 = next;
            uint _e322 = lz;
            local_23 = ((_e312 << (_e314 & 31u)) | (_e319 >> ((32u - _e322) & 31u)));
        }
        uint _e330 = local_23;
        hi_2 = _e330;
        uint _e333 = lz;
        if ((_e333 == 0u)) {
            uint _e337 = next;
            local_24 = _e337;
        } else {
            uint _e340 = next;
            uint _e342 = lz;
            local_24 = (_e340 << (_e342 & 31u));
        }
        uint _e348 = local_24;
        mid = _e348;
        uint _e351 = lz;
        bool _e354 = word_shift;
        shift_1 = (int(_e351) + (_e354 ? 32 : 0));
        int _e364 = shift_1;
        scale = uintBitsToFloat((uint((103 - _e364)) << 23u));
        uint _e374 = hi_2;
        float _e381 = scale;
        fhi = (float((_e374 >> 8u)) * _e381);
        uint _e385 = hi_2;
        uint _e393 = mid;
        float _e401 = scale;
        flo = (float((((_e385 & 255u) << 16u) | (_e393 >> 16u))) * (_e401 * 5.9604645e-8));
        float _e407 = fhi;
        vec2 _e409 = _oclvk_trigf_two_prod(_e407, 1.5707964);
        p_8 = _e409;
        vec2 _e412 = p_8;
        float _e415 = flo;
        float _e419 = fhi;
        lo_3 = (_e412.y + ((_e415 * 1.5707964) + (_e419 * -(4.371139e-8))));
        vec2 _e427 = p_8;
        float _e430 = lo_3;
        vec2 _e431 = _oclvk_trigf_fast_two_sum(_e427.x, _e430);
        r_6 = _e431;
        bool _e434 = negative;
        if (_e434) {
            vec2 _e436 = r_6;
            local_25 = -(_e436);
        } else {
            vec2 _e440 = r_6;
            local_25 = _e440;
        }
        vec2 _e443 = local_25;
        r_6 = _e443;
        x_negative = (int((x_26 < 0.0)) != 0);
        bool _e452 = x_negative;
        if (_e452) {
            vec2 _e454 = r_6;
            local_26 = -(_e454);
        } else {
            vec2 _e458 = r_6;
            local_26 = _e458;
        }
        vec2 _e461 = local_26;
        r_6 = _e461;
        bool _e464 = x_negative;
        if (_e464) {
            int _e466 = n_1;
            local_27 = -(_e466);
        } else {
            int _e470 = n_1;
            local_27 = _e470;
        }
        int _e473 = local_27;
        n_1 = _e473;
        vec2 _e476 = r_6;
        vec2 _e479 = r_6;
        int _e482 = n_1;
        return vec4(_e476.x, _e479.y, intBitsToFloat((_e482 & 3)), 0.0);
    }
    return vec4(0.0);
}

float _oclvk_trigf_div(vec2 n_2, vec2 d) {
    float den = 0.0;
    float q_2 = 0.0;
    vec2 p_9 = vec2(0.0);
    float r_7 = 0.0;
    {
        den = (d.x + d.y);
        float _e10 = den;
        q_2 = ((n_2.x + n_2.y) / _e10);
        float _e14 = q_2;
        vec2 _e16 = _oclvk_trigf_two_prod(_e14, d.x);
        p_9 = _e16;
        vec2 _e20 = p_9;
        vec2 _e24 = p_9;
        float _e30 = q_2;
        r_7 = ((((n_2.x - _e20.x) - _e24.y) + n_2.y) - (_e30 * d.y));
        float _e36 = q_2;
        float _e38 = r_7;
        float _e40 = den;
        return (_e36 + (_e38 / _e40));
    }
    return 0.0;
}

float _oclvk_trigf_tan_quadrant(float x_27, float y_4, int n_3) {
    vec2 s_6 = vec2(0.0);
    vec2 c_1 = vec2(0.0);
    bool odd = false;
    vec2 local_28 = vec2(0.0);
    vec2 local_29 = vec2(0.0);
    {
        vec2 _e3 = _oclvk_trigf_sin_kernel(x_27, y_4);
        s_6 = _e3;
        vec2 _e5 = _oclvk_trigf_cos_kernel(x_27, y_4);
        c_1 = _e5;
        odd = (int(((n_3 & 1) != 0)) != 0);
        bool _e16 = odd;
        if (_e16) {
            vec2 _e18 = c_1;
            local_28 = -(_e18);
        } else {
            vec2 _e22 = s_6;
            local_28 = _e22;
        }
        vec2 _e25 = local_28;
        bool _e27 = odd;
        if (_e27) {
            vec2 _e29 = s_6;
            local_29 = _e29;
        } else {
            vec2 _e32 = c_1;
            local_29 = _e32;
        }
        vec2 _e35 = local_29;
        float _e36 = _oclvk_trigf_div(_e25, _e35);
        return _e36;
    }
    return 0.0;
}

float _oclvk_trigf_large(float x_28, int n_4, bool tan_) {
    vec4 r_8 = vec4(0.0);
    int q_3 = 0;
    float local_30 = 0.0;
    {
        bool _e3 = _oclvk_fb_isfinite(x_28);
        if (!(_e3)) {
            return uintBitsToFloat(2143289344u);
        }
        vec4 _e7 = _oclvk_trigf_reduce_large(x_28);
        r_8 = _e7;
        vec4 _e10 = r_8;
        q_3 = (floatBitsToInt(_e10.z) + n_4);
        if (tan_) {
            vec4 _e16 = r_8;
            vec4 _e19 = r_8;
            int _e22 = q_3;
            float _e23 = _oclvk_trigf_tan_quadrant(_e16.x, _e19.y, _e22);
            local_30 = _e23;
        } else {
            vec4 _e26 = r_8;
            vec4 _e29 = r_8;
            int _e32 = q_3;
            float _e33 = _oclvk_trigf_sin_quadrant(_e26.x, _e29.y, _e32);
            local_30 = _e33;
        }
        float _e36 = local_30;
        return _e36;
    }
    return 0.0;
}

float _oclvk_sin_f32_(float x_29) {
    bool large = false;
    vec4 r_9 = vec4(0.0);
    float s_7 = 0.0;
    float local_31 = 0.0;
    {
        uint _e1 = _oclvk_fb_abs_bits(x_29);
        large = (int((_e1 > 1170735104u)) != 0);
        vec4 _e8 = _oclvk_trigf_reduce_small(x_29);
        r_9 = _e8;
        vec4 _e11 = r_9;
        vec4 _e14 = r_9;
        vec4 _e17 = r_9;
        float _e20 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, floatBitsToInt(_e17.z));
        s_7 = _e20;
        if ((abs(x_29) < 0.00024414063)) {
            local_31 = x_29;
        } else {
            float _e27 = s_7;
            local_31 = _e27;
        }
        float _e30 = local_31;
        s_7 = _e30;
        bool _e33 = large;
        if (_e33) {
            float _e36 = _oclvk_trigf_large(x_29, 0, false);
            s_7 = _e36;
        }
        float _e39 = s_7;
        return _e39;
    }
    return 0.0;
}

float _oclvk_cos_f32_(float x_30) {
    bool large_1 = false;
    vec4 r_10 = vec4(0.0);
    float c_2 = 0.0;
    {
        uint _e1 = _oclvk_fb_abs_bits(x_30);
        large_1 = (int((_e1 > 1170735104u)) != 0);
        vec4 _e8 = _oclvk_trigf_reduce_small(x_30);
        r_10 = _e8;
        vec4 _e11 = r_10;
        vec4 _e14 = r_10;
        vec4 _e17 = r_10;
        float _e22 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, (floatBitsToInt(_e17.z) + 1));
        c_2 = _e22;
        bool _e25 = large_1;
        if (_e25) {
            float _e28 = _oclvk_trigf_large(x_30, 1, false);
            c_2 = _e28;
        }
        float _e31 = c_2;
        return _e31;
    }
    return 0.0;
}

bool _oclvk_el_pow_is_common(float x_31, float y_5) {
    {
        uint _e5 = _oclvk_fb_abs_bits(y_5);
        return (int((max((floatBitsToUint(x_31) - 8388608u), (_e5 - 8388608u)) < 2130706432u)) != 0);
    }
    return false;
}

float _oclvk_el_head(float a_5) {
    {
        return uintBitsToFloat((floatBitsToUint(a_5) & 4294963200u));
    }
    return 0.0;
}

vec2 _oclvk_el_two_square(float a_6) {
    float p_10 = 0.0;
    float ah_2 = 0.0;
    float al_2 = 0.0;
    float e_6 = 0.0;
    {
        uint _e6 = _group_0_binding_0_cs[4].w;
        p_10 = uintBitsToFloat((floatBitsToUint((a_6 * a_6)) ^ (_e6 >> 2u)));
        bool _e14 = _oclvk_fma_is_fused();
        if (_e14) {
            float _e16 = p_10;
            float _e18 = p_10;
            return vec2(_e16, fma(a_6, a_6, -(_e18)));
        }
        float _e22 = _oclvk_el_head(a_6);
        ah_2 = _e22;
        float _e25 = ah_2;
        al_2 = (a_6 - _e25);
        float _e29 = ah_2;
        float _e31 = ah_2;
        float _e34 = p_10;
        uint _e40 = _group_0_binding_0_cs[4].w;
        float _e49 = ah_2;
        float _e51 = al_2;
        uint _e59 = _group_0_binding_0_cs[4].w;
        float _e67 = al_2;
        float _e69 = al_2;
        e_6 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint(((_e29 * _e31) - _e34)) ^ (_e40 >> 2u))) + (2.0 * (_e49 * _e51)))) ^ (_e59 >> 2u))) + (_e67 * _e69));
        float _e74 = p_10;
        float _e76 = e_6;
        return vec2(_e74, _e76);
    }
    return vec2(0.0);
}

vec2 _oclvk_el_fast_two_sum(float a_7, float b_8) {
    float s_8 = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[4].w;
        s_8 = uintBitsToFloat((floatBitsToUint((a_7 + b_8)) ^ (_e7 >> 2u)));
        float _e16 = s_8;
        float _e18 = s_8;
        uint _e24 = _group_0_binding_0_cs[4].w;
        return vec2(_e16, (b_8 - uintBitsToFloat((floatBitsToUint((_e18 - a_7)) ^ (_e24 >> 2u)))));
    }
    return vec2(0.0);
}

vec2 _oclvk_el_log_ff_reduced(vec2 ef_1) {
    float f_3 = 0.0;
    float p_11 = 0.0;
    vec2 sq_1 = vec2(0.0);
    vec2 s_9 = vec2(0.0);
    float f3_ = 0.0;
    float lo_4 = 0.0;
    vec2 ln = vec2(0.0);
    vec2 t_1 = vec2(0.0);
    {
        f_3 = ef_1.y;
        p_11 = 0.053847574;
        float _e6 = p_11;
        float _e8 = f_3;
        p_11 = fma(_e6, _e8, -(0.098620296));
        float _e14 = p_11;
        float _e16 = f_3;
        p_11 = fma(_e14, _e16, 0.099889345);
        float _e21 = p_11;
        float _e23 = f_3;
        p_11 = fma(_e21, _e23, -(0.09924798));
        float _e29 = p_11;
        float _e31 = f_3;
        p_11 = fma(_e29, _e31, 0.110147536);
        float _e36 = p_11;
        float _e38 = f_3;
        p_11 = fma(_e36, _e38, -(0.12498264));
        float _e44 = p_11;
        float _e46 = f_3;
        p_11 = fma(_e44, _e46, 0.14290176);
        float _e51 = p_11;
        float _e53 = f_3;
        p_11 = fma(_e51, _e53, -(0.16666856));
        float _e59 = p_11;
        float _e61 = f_3;
        p_11 = fma(_e59, _e61, 0.19999911);
        float _e66 = p_11;
        float _e68 = f_3;
        p_11 = fma(_e66, _e68, -(0.24999997));
        float _e74 = f_3;
        vec2 _e75 = _oclvk_el_two_square(_e74);
        sq_1 = _e75;
        float _e78 = f_3;
        vec2 _e82 = sq_1;
        vec2 _e85 = _oclvk_el_fast_two_sum(_e78, (-(0.5) * _e82.x));
        s_9 = _e85;
        float _e88 = f_3;
        vec2 _e90 = sq_1;
        float _e93 = f_3;
        vec2 _e95 = sq_1;
        f3_ = fma(_e88, _e90.x, (_e93 * _e95.y));
        float _e101 = f3_;
        float _e104 = f3_;
        float _e106 = f_3;
        float _e109 = p_11;
        vec2 _e111 = s_9;
        vec2 _e115 = sq_1;
        lo_4 = fma(_e101, 0.33333334, fma((_e104 * _e106), _e109, (_e111.y - (0.5 * _e115.y))));
        vec2 _e123 = s_9;
        float _e126 = lo_4;
        vec2 _e127 = _oclvk_el_fast_two_sum(_e123.x, _e126);
        ln = _e127;
        vec2 _e133 = ln;
        vec2 _e135 = _oclvk_el_fast_two_sum((ef_1.x * 0.69311523), _e133.x);
        t_1 = _e135;
        vec2 _e138 = t_1;
        vec2 _e141 = t_1;
        vec2 _e146 = ln;
        return vec2(_e138.x, (_e141.y + fma(ef_1.x, 3.1946183e-5, _e146.y)));
    }
    return vec2(0.0);
}

vec2 _oclvk_el_two_prod(float a_8, float b_9) {
    float p_12 = 0.0;
    float ah_3 = 0.0;
    float al_3 = 0.0;
    float bh_2 = 0.0;
    float bl_2 = 0.0;
    float e_7 = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[4].w;
        p_12 = uintBitsToFloat((floatBitsToUint((a_8 * b_9)) ^ (_e7 >> 2u)));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p_12;
            float _e19 = p_12;
            return vec2(_e17, fma(a_8, b_9, -(_e19)));
        }
        float _e23 = _oclvk_el_head(a_8);
        ah_3 = _e23;
        float _e26 = ah_3;
        al_3 = (a_8 - _e26);
        float _e29 = _oclvk_el_head(b_9);
        bh_2 = _e29;
        float _e32 = bh_2;
        bl_2 = (b_9 - _e32);
        float _e36 = ah_3;
        float _e38 = bh_2;
        float _e41 = p_12;
        uint _e47 = _group_0_binding_0_cs[4].w;
        float _e55 = ah_3;
        float _e57 = bl_2;
        uint _e64 = _group_0_binding_0_cs[4].w;
        float _e72 = al_3;
        float _e74 = bh_2;
        uint _e81 = _group_0_binding_0_cs[4].w;
        float _e89 = al_3;
        float _e91 = bl_2;
        e_7 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint(((_e36 * _e38) - _e41)) ^ (_e47 >> 2u))) + (_e55 * _e57))) ^ (_e64 >> 2u))) + (_e72 * _e74))) ^ (_e81 >> 2u))) + (_e89 * _e91));
        float _e96 = p_12;
        float _e98 = e_7;
        return vec2(_e96, _e98);
    }
    return vec2(0.0);
}

float _oclvk_el_exp_ff_wide(float hi_3, float lo_5) {
    vec2 kr_2 = vec2(0.0);
    float p_13 = 0.0;
    {
        if (!((abs(hi_3) < 104.0))) {
            return ((hi_3 > 0.0) ? uintBitsToFloat(2139095040u) : 0.0);
        }
        vec2 _e12 = _oclvk_el_exp_reduce(hi_3);
        kr_2 = _e12;
        vec2 _e16 = kr_2;
        float _e19 = _oclvk_el_expm1_poly((_e16.y + lo_5));
        p_13 = (1.0 + _e19);
        float _e23 = p_13;
        vec2 _e25 = kr_2;
        float _e28 = _oclvk_el_scale(_e23, int(_e25.x));
        return _e28;
    }
    return 0.0;
}

float _oclvk_el_exp_ff(float hi_4, float lo_6) {
    vec2 kr_3 = vec2(0.0);
    float p_14 = 0.0;
    {
        if (!((abs(hi_4) < 86.0))) {
            float _e6 = _oclvk_el_exp_ff_wide(hi_4, lo_6);
            return _e6;
        }
        vec2 _e7 = _oclvk_el_exp_reduce(hi_4);
        kr_3 = _e7;
        vec2 _e11 = kr_3;
        float _e14 = _oclvk_el_expm1_poly((_e11.y + lo_6));
        p_14 = (1.0 + _e14);
        float _e18 = p_14;
        vec2 _e20 = kr_3;
        float _e23 = _oclvk_el_scale_normal(_e18, int(_e20.x));
        return _e23;
    }
    return 0.0;
}

float _oclvk_el_pow_from_log(vec2 l_1, float y_6) {
    vec2 z_2 = vec2(0.0);
    {
        vec2 _e3 = _oclvk_el_two_prod(y_6, l_1.x);
        z_2 = _e3;
        vec2 _e6 = z_2;
        vec2 _e10 = z_2;
        float _e13 = _oclvk_el_exp_ff(_e6.x, fma(y_6, l_1.y, _e10.y));
        return _e13;
    }
    return 0.0;
}

float _oclvk_el_pow_common(float x_32, float y_7) {
    vec2 l_2 = vec2(0.0);
    {
        vec2 _e4 = _oclvk_el_log_reduce_bits(floatBitsToInt(x_32), 0);
        vec2 _e5 = _oclvk_el_log_ff_reduced(_e4);
        l_2 = _e5;
        vec2 _e8 = l_2;
        float _e9 = _oclvk_el_pow_from_log(_e8, y_7);
        return _e9;
    }
    return 0.0;
}

float _oclvk_fb_fabs(float x_33) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_33);
        return uintBitsToFloat(_e1);
    }
    return 0.0;
}

bool _oclvk_el_is_odd_integer(float y_8) {
    float a_9 = 0.0;
    bool local_32 = false;
    bool local_33 = false;
    {
        float _e1 = _oclvk_fb_fabs(y_8);
        a_9 = _e1;
        float _e4 = a_9;
        bool _e6 = (_e4 < 16777216.0);
        local_33 = _e6;
        if (_e6) {
            float _e9 = a_9;
            float _e13 = a_9;
            local_33 = (float(int(_e9)) == _e13);
        }
        bool _e17 = local_33;
        local_32 = _e17;
        if (_e17) {
            float _e20 = a_9;
            local_32 = ((int(_e20) & 1) != 0);
        }
        bool _e28 = local_32;
        return (int(_e28) != 0);
    }
    return false;
}

bool _oclvk_el_is_integer(float y_9) {
    float a_10 = 0.0;
    bool local_34 = false;
    bool local_35 = false;
    {
        float _e1 = _oclvk_fb_fabs(y_9);
        a_10 = _e1;
        float _e4 = a_10;
        bool _e5 = _oclvk_fb_isinf(_e4);
        bool _e6 = !(_e5);
        local_34 = _e6;
        if (_e6) {
            float _e9 = a_10;
            bool _e11 = (_e9 >= 8388608.0);
            local_35 = _e11;
            if (_e11) {
            } else {
                float _e14 = a_10;
                float _e18 = a_10;
                local_35 = (float(int(_e14)) == _e18);
            }
            bool _e22 = local_35;
            local_34 = _e22;
        }
        bool _e25 = local_34;
        return (int(_e25) != 0);
    }
    return false;
}

vec2 _oclvk_el_log_ff(float x_34) {
    {
        vec2 _e1 = _oclvk_el_log_reduce(x_34);
        vec2 _e2 = _oclvk_el_log_ff_reduced(_e1);
        return _e2;
    }
    return vec2(0.0);
}

float _oclvk_el_pow_core(float x_35, float y_10) {
    {
        vec2 _e2 = _oclvk_el_log_ff(x_35);
        float _e3 = _oclvk_el_pow_from_log(_e2, y_10);
        return _e3;
    }
    return 0.0;
}

float _oclvk_el_pow_special(float x_36, float y_11) {
    bool local_36 = false;
    bool local_37 = false;
    bool odd_1 = false;
    bool neg_x = false;
    float ax = 0.0;
    float r_11 = 0.0;
    float local_38 = 0.0;
    float r_12 = 0.0;
    float local_39 = 0.0;
    bool local_40 = false;
    float r_13 = 0.0;
    float local_41 = 0.0;
    {
        bool _e2 = _oclvk_fb_iszero(y_11);
        local_36 = _e2;
        if (_e2) {
        } else {
            local_36 = (floatBitsToUint(x_36) == 1065353216u);
        }
        bool _e9 = local_36;
        if (_e9) {
            return 1.0;
        }
        bool _e11 = _oclvk_fb_isnan(x_36);
        local_37 = _e11;
        if (_e11) {
        } else {
            bool _e13 = _oclvk_fb_isnan(y_11);
            local_37 = _e13;
        }
        bool _e16 = local_37;
        if (_e16) {
            return uintBitsToFloat(2143289344u);
        }
        bool _e19 = _oclvk_el_is_odd_integer(y_11);
        odd_1 = _e19;
        bool _e21 = _oclvk_fb_signbit(x_36);
        neg_x = _e21;
        float _e23 = _oclvk_fb_fabs(x_36);
        ax = _e23;
        bool _e25 = _oclvk_fb_isinf(y_11);
        if (_e25) {
            uint _e26 = _oclvk_fb_abs_bits(x_36);
            if ((_e26 == 1065353216u)) {
                return 1.0;
            }
            float _e31 = ax;
            bool _e35 = _oclvk_fb_signbit(y_11);
            return ((int((_e31 < 1.0)) == int(_e35)) ? uintBitsToFloat(2139095040u) : 0.0);
        }
        bool _e42 = _oclvk_fb_iszero(x_36);
        if (_e42) {
            bool _e43 = _oclvk_fb_signbit(y_11);
            r_11 = (_e43 ? uintBitsToFloat(2139095040u) : 0.0);
            bool _e50 = odd_1;
            if (_e50) {
                float _e52 = r_11;
                float _e53 = _oclvk_fb_copysign(_e52, x_36);
                local_38 = _e53;
            } else {
                float _e56 = r_11;
                local_38 = _e56;
            }
            float _e59 = local_38;
            return _e59;
        }
        bool _e60 = _oclvk_fb_isinf(x_36);
        if (_e60) {
            bool _e61 = _oclvk_fb_signbit(y_11);
            r_12 = (_e61 ? 0.0 : uintBitsToFloat(2139095040u));
            bool _e68 = odd_1;
            if (_e68) {
                float _e70 = r_12;
                float _e71 = _oclvk_fb_copysign(_e70, x_36);
                local_39 = _e71;
            } else {
                float _e74 = r_12;
                local_39 = _e74;
            }
            float _e77 = local_39;
            return _e77;
        }
        bool _e79 = neg_x;
        local_40 = _e79;
        if (_e79) {
            bool _e81 = _oclvk_el_is_integer(y_11);
            local_40 = !(_e81);
        }
        bool _e85 = local_40;
        if (_e85) {
            return uintBitsToFloat(2143289344u);
        }
        float _e89 = ax;
        float _e90 = _oclvk_el_pow_core(_e89, y_11);
        r_13 = _e90;
        bool _e93 = odd_1;
        if (_e93) {
            float _e95 = r_13;
            float _e96 = _oclvk_fb_copysign(_e95, x_36);
            local_41 = _e96;
        } else {
            float _e99 = r_13;
            local_41 = _e99;
        }
        float _e102 = local_41;
        return _e102;
    }
    return 0.0;
}

float _oclvk_pow_f32_(float x_37, float y_12) {
    {
        bool _e2 = _oclvk_el_pow_is_common(x_37, y_12);
        if (_e2) {
            float _e3 = _oclvk_el_pow_common(x_37, y_12);
            return _e3;
        }
        float _e4 = _oclvk_el_pow_special(x_37, y_12);
        return _e4;
    }
    return 0.0;
}

float _oclvk_round_f32_(float x_38) {
    float a_11 = 0.0;
    float t_2 = 0.0;
    {
        uint _e1 = _oclvk_fb_abs_bits(x_38);
        if ((_e1 >= 1258291200u)) {
            return x_38;
        }
        a_11 = abs(x_38);
        float _e7 = a_11;
        t_2 = trunc(_e7);
        float _e11 = a_11;
        float _e13 = t_2;
        if (((_e11 - _e13) >= 0.5)) {
            float _e18 = t_2;
            t_2 = (_e18 + 1.0);
        }
        float _e23 = t_2;
        float _e24 = _oclvk_fb_copysign(_e23, x_38);
        return _e24;
    }
    return 0.0;
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    float f = 0.0;
    int v = 0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = _group_0_binding_0_cs[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = _group_0_binding_0_cs[2].x;
        i = int(((((_e10 + _e14) * _e18) + _e21) + _e27));
        int _e32 = i;
        float _e36 = _group_0_binding_1_cs[(0 + _e32)];
        f = _e36;
        int _e40 = i;
        float _e44 = f;
        float _e46 = _oclvk_sqrt_f32_(abs(_e44));
        float _e48 = f;
        float _e51 = f;
        float _e56 = f;
        float _e61 = f;
        _group_0_binding_2_cs[(0 + (4 * _e40))] = (((_e46 + (floor(_e48) * ceil(_e51))) - min(_e56, 1.0)) + max(_e61, -(1.0)));
        int _e70 = i;
        float _e76 = f;
        float _e79 = _oclvk_exp_f32_((_e76 * 0.25));
        float _e81 = f;
        float _e85 = _oclvk_log_f32_((abs(_e81) + 1.0));
        float _e88 = f;
        float _e89 = _oclvk_sin_f32_(_e88);
        float _e91 = f;
        float _e92 = _oclvk_cos_f32_(_e91);
        _group_0_binding_2_cs[(0 + ((4 * _e70) + 1))] = ((_e79 + _e85) + (_e89 * _e92));
        int _e99 = i;
        float _e105 = f;
        float _e108 = _oclvk_pow_f32_(abs(_e105), 1.5);
        float _e110 = f;
        float _e117 = f;
        _group_0_binding_2_cs[(0 + ((4 * _e99) + 2))] = ((_e108 + ((_e110 * 2.0) + 3.0)) + clamp(_e117, -(2.0), 2.0));
        int _e127 = i;
        float _e133 = f;
        float _e139 = f;
        float _e143 = f;
        float _e144 = _oclvk_round_f32_(_e143);
        float _e148 = f;
        _group_0_binding_2_cs[(0 + ((4 * _e127) + 3))] = (((inversesqrt((abs(_e133) + 1.0)) + trunc(_e139)) + _e144) + uintBitsToFloat(((floatBitsToUint(2.0) & 2147483647u) | (floatBitsToUint(_e148) & 2147483648u))));
        int _e161 = i;
        int _e165 = _group_0_binding_3_cs[(0 + _e161)];
        v = _e165;
        int _e169 = i;
        int _e173 = v;
        int _e177 = v;
        int _e183 = v;
        int _e190 = v;
        _group_0_binding_4_cs[(0 + (4 * _e169))] = int((((uint(abs(_e173)) + uint(min(_e177, 7))) + uint(max(_e183, -7))) + uint(min(max(_e190, -100), 100))));
        int _e202 = i;
        int _e208 = v;
        int _e213 = v;
        int _e219 = v;
        int _e227 = v;
        int _e235 = v;
        bool _e238 = (_e235 < 0);
        bool _e242 = (3 < 0);
        int _e247 = int((uint((_e238 ? -(_e235) : _e235)) / uint((_e242 ? -3 : 3))));
        int _e253 = v;
        bool _e256 = (_e253 < 0);
        int _e265 = int((uint((_e256 ? -(_e253) : _e253)) % uint(((5 < 0) ? -5 : 5))));
        _group_0_binding_4_cs[(0 + ((4 * _e202) + 1))] = (((((int(uint(bitCount(uint(_e208)))) + int(uint(31 - findMSB(uint(_e213))))) + (_e219 >> 3u)) + (_e227 << 2u)) + ((_e238 != _e242) ? -(_e247) : _e247)) + (_e256 ? -(_e265) : _e265));
        int _e273 = i;
        int _e279 = v;
        uint _e281 = uint(_e279);
        uint _e282 = uint(74565);
        uint _e285 = (_e281 & 65535u);
        uint _e286 = (_e281 >> 16u);
        uint _e287 = (_e282 & 65535u);
        uint _e288 = (_e282 >> 16u);
        uint _e290 = (_e285 * _e288);
        uint _e291 = (_e286 * _e287);
        int _e314 = v;
        uint _e316 = uint(_e314);
        uint _e319 = (uint(5) & 31u);
        int _e329 = v;
        int _e337 = int((uint(_e329) + uint(2147483632)));
        _group_0_binding_4_cs[(0 + ((4 * _e273) + 2))] = ((int(((((((_e286 * _e288) + (_e290 >> 16u)) + (_e291 >> 16u)) + (((((_e285 * _e287) >> 16u) + (_e290 & 65535u)) + (_e291 & 65535u)) >> 16u)) - ((_e279 < 0) ? _e282 : 0u)) - ((74565 < 0) ? _e281 : 0u))) + int(((_e316 << _e319) | (_e316 >> ((32u - _e319) & 31u))))) + ((((_e329 ^ _e337) & (2147483632 ^ _e337)) < 0) ? ((_e329 < 0) ? -2147483648 : 2147483647) : _e337));
        int _e350 = i;
        int _e356 = v;
        int _e363 = v;
        int _e376 = v;
        int _e382 = v;
        int _e388 = v;
        _group_0_binding_4_cs[(0 + ((4 * _e350) + 3))] = int((((((uint(int(uint(_e356))) / 7u) + uint((((_e363 >> 1u) + 49) + ((_e363 & 99) & 1)))) + uint((_e376 ^ 23130))) + uint((_e382 & 255))) + uint((_e388 | 1))));
    }
}

