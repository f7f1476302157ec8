#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 16, local_size_y = 16, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[3]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) readonly buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { float _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

shared float As[16][16];

shared float Bs[16][16];


uint _oclvk_fb_abs_bits(float x) {
    {
        return (floatBitsToUint(x) & 2147483647u);
    }
    return 0u;
}

int _oclvk_f32_biased_exponent(float x_1) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_1);
        return int((_e1 >> 23u));
    }
    return 0;
}

bool _oclvk_fb_iszero(float x_2) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_2);
        return (int((_e1 == 0u)) != 0);
    }
    return false;
}

bool _oclvk_fma_unscaled_is_exact(float a, float b, float c) {
    int ea = 0;
    int eb = 0;
    int ec = 0;
    bool c_fits = false;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    {
        int _e3 = _oclvk_f32_biased_exponent(a);
        ea = (_e3 - 127);
        int _e7 = _oclvk_f32_biased_exponent(b);
        eb = (_e7 - 127);
        int _e11 = _oclvk_f32_biased_exponent(c);
        ec = (_e11 - 127);
        bool _e15 = _oclvk_fb_iszero(c);
        local = _e15;
        if (_e15) {
        } else {
            int _e18 = ec;
            bool _e21 = (_e18 >= -100);
            local_1 = _e21;
            if (_e21) {
                int _e24 = ec;
                local_1 = (_e24 <= 120);
            }
            bool _e29 = local_1;
            local = _e29;
        }
        bool _e32 = local;
        c_fits = (int(_e32) != 0);
        int _e38 = ea;
        bool _e41 = (_e38 >= -100);
        local_7 = _e41;
        if (_e41) {
            int _e44 = ea;
            local_7 = (_e44 <= 100);
        }
        bool _e49 = local_7;
        local_6 = _e49;
        if (_e49) {
            int _e52 = eb;
            local_6 = (_e52 >= -100);
        }
        bool _e58 = local_6;
        local_5 = _e58;
        if (_e58) {
            int _e61 = eb;
            local_5 = (_e61 <= 100);
        }
        bool _e66 = local_5;
        local_4 = _e66;
        if (_e66) {
            int _e69 = ea;
            int _e71 = eb;
            local_4 = ((_e69 + _e71) >= -78);
        }
        bool _e78 = local_4;
        local_3 = _e78;
        if (_e78) {
            int _e81 = ea;
            int _e83 = eb;
            local_3 = ((_e81 + _e83) <= 120);
        }
        bool _e89 = local_3;
        local_2 = _e89;
        if (_e89) {
            bool _e92 = c_fits;
            local_2 = _e92;
        }
        bool _e95 = local_2;
        return (int(_e95) != 0);
    }
    return false;
}

bool _oclvk_fma_is_fused() {
    {
        return false;
    }
    return false;
}

vec2 _oclvk_f32_two_prod(float a_1, float b_1) {
    float p = 0.0;
    float ca = 0.0;
    float ah = 0.0;
    float al = 0.0;
    float cb = 0.0;
    float bh = 0.0;
    float bl = 0.0;
    float e = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[2].w;
        p = uintBitsToFloat((floatBitsToUint((a_1 * b_1)) ^ (_e7 >> 2u)));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return vec2(_e17, fma(a_1, b_1, -(_e19)));
        }
        uint _e29 = _group_0_binding_0_cs[2].w;
        ca = uintBitsToFloat((floatBitsToUint((4097.0 * a_1)) ^ (_e29 >> 2u)));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = _group_0_binding_0_cs[2].w;
        uint _e58 = _group_0_binding_0_cs[2].w;
        ah = uintBitsToFloat((floatBitsToUint((_e38 - uintBitsToFloat((floatBitsToUint((_e40 - a_1)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        float _e67 = ah;
        al = (a_1 - _e67);
        uint _e76 = _group_0_binding_0_cs[2].w;
        cb = uintBitsToFloat((floatBitsToUint((4097.0 * b_1)) ^ (_e76 >> 2u)));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = _group_0_binding_0_cs[2].w;
        uint _e105 = _group_0_binding_0_cs[2].w;
        bh = uintBitsToFloat((floatBitsToUint((_e85 - uintBitsToFloat((floatBitsToUint((_e87 - b_1)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        float _e114 = bh;
        bl = (b_1 - _e114);
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = _group_0_binding_0_cs[2].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = _group_0_binding_0_cs[2].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = _group_0_binding_0_cs[2].w;
        float _e171 = al;
        float _e173 = bl;
        e = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        float _e178 = p;
        float _e180 = e;
        return vec2(_e178, _e180);
    }
    return vec2(0.0);
}

vec2 _oclvk_f32_two_sum(float a_2, float b_2) {
    float s = 0.0;
    float bb = 0.0;
    float e_1 = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[2].w;
        s = uintBitsToFloat((floatBitsToUint((a_2 + b_2)) ^ (_e7 >> 2u)));
        float _e16 = s;
        uint _e22 = _group_0_binding_0_cs[2].w;
        bb = uintBitsToFloat((floatBitsToUint((_e16 - a_2)) ^ (_e22 >> 2u)));
        float _e31 = s;
        float _e33 = bb;
        uint _e39 = _group_0_binding_0_cs[2].w;
        float _e48 = bb;
        e_1 = ((a_2 - uintBitsToFloat((floatBitsToUint((_e31 - _e33)) ^ (_e39 >> 2u)))) + (b_2 - _e48));
        float _e53 = s;
        float _e55 = e_1;
        return vec2(_e53, _e55);
    }
    return vec2(0.0);
}

float _oclvk_f32_add_odd(float a_3, float b_3) {
    vec2 s_1 = vec2(0.0);
    uint bits = 0u;
    bool local_8 = false;
    bool away = false;
    uint local_9 = 0u;
    {
        vec2 _e2 = _oclvk_f32_two_sum(a_3, b_3);
        s_1 = _e2;
        vec2 _e5 = s_1;
        bits = floatBitsToUint(_e5.x);
        vec2 _e10 = s_1;
        bool _e14 = !((_e10.y == 0.0));
        local_8 = _e14;
        if (_e14) {
            uint _e17 = bits;
            local_8 = ((_e17 & 1u) == 0u);
        }
        bool _e24 = local_8;
        if (_e24) {
            vec2 _e26 = s_1;
            vec2 _e32 = s_1;
            away = (int((int((_e26.y > 0.0)) == int((_e32.x > 0.0)))) != 0);
            bool _e43 = away;
            if (_e43) {
                uint _e45 = bits;
                local_9 = (_e45 + 1u);
            } else {
                uint _e50 = bits;
                local_9 = (_e50 - 1u);
            }
            uint _e55 = local_9;
            bits = _e55;
        }
        uint _e58 = bits;
        return uintBitsToFloat(_e58);
    }
    return 0.0;
}

float _oclvk_f32_sum3_(float c_1, float ph, float pl) {
    vec2 t_1 = vec2(0.0);
    float v = 0.0;
    {
        vec2 _e3 = _oclvk_f32_two_sum(c_1, ph);
        t_1 = _e3;
        vec2 _e6 = t_1;
        float _e8 = _oclvk_f32_add_odd(_e6.y, pl);
        v = _e8;
        vec2 _e11 = t_1;
        float _e14 = v;
        return (_e11.x + _e14);
    }
    return 0.0;
}

bool _oclvk_fb_isnan(float x_3) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_3);
        return (int((_e1 > 2139095040u)) != 0);
    }
    return false;
}

bool _oclvk_fb_isinf(float x_4) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_4);
        return (int((_e1 == 2139095040u)) != 0);
    }
    return false;
}

int _oclvk_f32_exponent(float x_5) {
    uint b_4 = 0u;
    int e_2 = 0;
    {
        b_4 = (floatBitsToUint(x_5) & 2147483647u);
        uint _e6 = b_4;
        e_2 = int((_e6 >> 23u));
        int _e14 = e_2;
        if ((_e14 == 0)) {
            uint _e20 = b_4;
            return (-118 - int(uint(31 - findMSB(_e20))));
        }
        int _e25 = e_2;
        return (_e25 - 127);
    }
    return 0;
}

uint _oclvk_f32_mantissa(float x_6) {
    uint b_5 = 0u;
    {
        b_5 = (floatBitsToUint(x_6) & 2147483647u);
        uint _e6 = b_5;
        if (((_e6 >> 23u) == 0u)) {
            uint _e14 = b_5;
            uint _e16 = b_5;
            return (_e14 << ((uint(31 - findMSB(_e16)) - 8u) & 31u));
        }
        uint _e24 = b_5;
        return ((_e24 & 8388607u) | 8388608u);
    }
    return 0u;
}

float _oclvk_f32_with_exponent(float x_7, int e_3) {
    {
        uint _e9 = _oclvk_f32_mantissa(x_7);
        return uintBitsToFloat(((uint((e_3 + 127)) << 23u) | (_e9 & 8388607u)));
    }
    return 0.0;
}

float _oclvk_fb_copysign(float m, float s_2) {
    {
        uint _e2 = _oclvk_fb_abs_bits(m);
        return uintBitsToFloat((_e2 | (floatBitsToUint(s_2) & 2147483648u)));
    }
    return 0.0;
}

float _oclvk_ldexp_f32_(float x_8, int n) {
    bool local_10 = false;
    bool local_11 = false;
    int e_4 = 0;
    int k_1 = 0;
    int local_12 = 0;
    int local_13 = 0;
    int r = 0;
    float m_1 = 0.0;
    {
        bool _e2 = _oclvk_fb_isinf(x_8);
        local_11 = _e2;
        if (_e2) {
        } else {
            bool _e4 = _oclvk_fb_isnan(x_8);
            local_11 = _e4;
        }
        bool _e7 = local_11;
        local_10 = _e7;
        if (_e7) {
        } else {
            local_10 = ((floatBitsToUint(x_8) & 2147483647u) == 0u);
        }
        bool _e16 = local_10;
        if (_e16) {
            return x_8;
        }
        int _e17 = _oclvk_f32_exponent(x_8);
        e_4 = _e17;
        if ((n > 400)) {
            local_12 = 400;
        } else {
            if ((n < -400)) {
                local_13 = -400;
            } else {
                local_13 = n;
            }
            int _e31 = local_13;
            local_12 = _e31;
        }
        int _e34 = local_12;
        k_1 = _e34;
        int _e37 = e_4;
        int _e39 = k_1;
        r = (_e37 + _e39);
        int _e43 = r;
        if ((_e43 > 127)) {
            float _e48 = _oclvk_fb_copysign(uintBitsToFloat(2139095040u), x_8);
            return _e48;
        }
        int _e50 = r;
        if ((_e50 >= -126)) {
            int _e55 = r;
            float _e56 = _oclvk_f32_with_exponent(x_8, _e55);
            float _e57 = _oclvk_fb_copysign(_e56, x_8);
            return _e57;
        }
        int _e59 = r;
        if ((_e59 < -151)) {
            float _e64 = _oclvk_fb_copysign(0.0, x_8);
            return _e64;
        }
        int _e66 = r;
        float _e69 = _oclvk_f32_with_exponent(x_8, (_e66 + 126));
        m_1 = _e69;
        float _e72 = m_1;
        float _e75 = _oclvk_fb_copysign((_e72 * 1.1754944e-38), x_8);
        return _e75;
    }
    return 0.0;
}

float _oclvk_f32_pow2i(int k_2) {
    {
        return uintBitsToFloat((uint((k_2 + 127)) << 23u));
    }
    return 0.0;
}

float _oclvk_fma_scaled(float a_4, float b_6, float c_2) {
    int ka = 0;
    int kb = 0;
    int k_3 = 0;
    float sa = 0.0;
    float sb = 0.0;
    float sc = 0.0;
    int d = 0;
    float local_14 = 0.0;
    vec2 p_1 = vec2(0.0);
    vec2 t_2 = vec2(0.0);
    float v_1 = 0.0;
    float z = 0.0;
    int kz = 0;
    int local_15 = 0;
    bool local_16 = false;
    int g = 0;
    float inv_grid = 0.0;
    vec2 zz = vec2(0.0);
    float xh = 0.0;
    float xl = 0.0;
    float n_1 = 0.0;
    float r_1 = 0.0;
    vec2 s_3 = vec2(0.0);
    float half_up = 0.0;
    float half_down = 0.0;
    bool n_odd = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    float an = 0.0;
    {
        int _e3 = _oclvk_f32_exponent(a_4);
        ka = _e3;
        int _e5 = _oclvk_f32_exponent(b_6);
        kb = _e5;
        int _e8 = ka;
        int _e10 = kb;
        k_3 = (_e8 + _e10);
        float _e14 = _oclvk_f32_with_exponent(a_4, 0);
        float _e15 = _oclvk_fb_copysign(_e14, a_4);
        sa = _e15;
        float _e18 = _oclvk_f32_with_exponent(b_6, 0);
        float _e19 = _oclvk_fb_copysign(_e18, b_6);
        sb = _e19;
        sc = c_2;
        if (((floatBitsToUint(c_2) & 2147483647u) != 0u)) {
            int _e27 = _oclvk_f32_exponent(c_2);
            int _e29 = k_3;
            d = (_e27 - _e29);
            int _e33 = d;
            if ((_e33 > 60)) {
                return c_2;
            }
            int _e37 = d;
            if ((_e37 < -60)) {
                float _e42 = _oclvk_fb_copysign(8.6736174e-19, c_2);
                local_14 = _e42;
            } else {
                int _e45 = d;
                float _e46 = _oclvk_f32_with_exponent(c_2, _e45);
                float _e47 = _oclvk_fb_copysign(_e46, c_2);
                local_14 = _e47;
            }
            float _e50 = local_14;
            sc = _e50;
        }
        float _e53 = sa;
        float _e55 = sb;
        vec2 _e56 = _oclvk_f32_two_prod(_e53, _e55);
        p_1 = _e56;
        float _e59 = sc;
        vec2 _e61 = p_1;
        vec2 _e63 = _oclvk_f32_two_sum(_e59, _e61.x);
        t_2 = _e63;
        vec2 _e66 = t_2;
        vec2 _e69 = p_1;
        float _e71 = _oclvk_f32_add_odd(_e66.y, _e69.y);
        v_1 = _e71;
        vec2 _e74 = t_2;
        float _e77 = v_1;
        z = (_e74.x + _e77);
        float _e81 = z;
        if ((_e81 == 0.0)) {
            local_15 = -1000;
        } else {
            float _e88 = z;
            int _e89 = _oclvk_f32_exponent(_e88);
            int _e91 = k_3;
            local_15 = (_e89 + _e91);
        }
        int _e95 = local_15;
        kz = _e95;
        int _e98 = kz;
        bool _e101 = (_e98 >= -125);
        local_16 = _e101;
        if (_e101) {
        } else {
            int _e104 = k_3;
            local_16 = (_e104 > 0);
        }
        bool _e109 = local_16;
        if (_e109) {
            float _e111 = z;
            int _e113 = k_3;
            float _e114 = _oclvk_ldexp_f32_(_e111, _e113);
            return _e114;
        }
        int _e118 = k_3;
        g = (-149 - _e118);
        int _e122 = g;
        if ((_e122 > 70)) {
            float _e127 = z;
            float _e128 = _oclvk_fb_copysign(0.0, _e127);
            return _e128;
        }
        int _e130 = g;
        float _e132 = _oclvk_f32_pow2i(-(_e130));
        inv_grid = _e132;
        vec2 _e135 = t_2;
        float _e138 = v_1;
        vec2 _e139 = _oclvk_f32_two_sum(_e135.x, _e138);
        zz = _e139;
        vec2 _e142 = zz;
        float _e145 = inv_grid;
        xh = (_e142.x * _e145);
        vec2 _e149 = zz;
        float _e152 = inv_grid;
        xl = (_e149.y * _e152);
        float _e156 = xh;
        n_1 = roundEven(_e156);
        float _e160 = xh;
        float _e162 = n_1;
        r_1 = (_e160 - _e162);
        float _e166 = r_1;
        float _e168 = xl;
        vec2 _e169 = _oclvk_f32_two_sum(_e166, _e168);
        s_3 = _e169;
        vec2 _e172 = s_3;
        half_up = (_e172.x - 0.5);
        vec2 _e178 = s_3;
        half_down = (_e178.x + 0.5);
        float _e184 = n_1;
        n_odd = (int(((int(_e184) & 1) != 0)) != 0);
        float _e195 = half_up;
        bool _e197 = (_e195 > 0.0);
        local_17 = _e197;
        if (_e197) {
        } else {
            float _e200 = half_up;
            bool _e202 = (_e200 == 0.0);
            local_18 = _e202;
            if (_e202) {
                vec2 _e205 = s_3;
                bool _e208 = (_e205.y > 0.0);
                local_19 = _e208;
                if (_e208) {
                } else {
                    vec2 _e211 = s_3;
                    bool _e214 = (_e211.y == 0.0);
                    local_20 = _e214;
                    if (_e214) {
                        bool _e217 = n_odd;
                        local_20 = _e217;
                    }
                    bool _e220 = local_20;
                    local_19 = _e220;
                }
                bool _e223 = local_19;
                local_18 = _e223;
            }
            bool _e226 = local_18;
            local_17 = _e226;
        }
        bool _e229 = local_17;
        if (_e229) {
            float _e231 = n_1;
            n_1 = (_e231 + 1.0);
        } else {
            float _e236 = half_down;
            bool _e238 = (_e236 < 0.0);
            local_21 = _e238;
            if (_e238) {
            } else {
                float _e241 = half_down;
                bool _e243 = (_e241 == 0.0);
                local_22 = _e243;
                if (_e243) {
                    vec2 _e246 = s_3;
                    bool _e249 = (_e246.y < 0.0);
                    local_23 = _e249;
                    if (_e249) {
                    } else {
                        vec2 _e252 = s_3;
                        bool _e255 = (_e252.y == 0.0);
                        local_24 = _e255;
                        if (_e255) {
                            bool _e258 = n_odd;
                            local_24 = _e258;
                        }
                        bool _e261 = local_24;
                        local_23 = _e261;
                    }
                    bool _e264 = local_23;
                    local_22 = _e264;
                }
                bool _e267 = local_22;
                local_21 = _e267;
            }
            bool _e270 = local_21;
            if (_e270) {
                float _e272 = n_1;
                n_1 = (_e272 - 1.0);
            }
        }
        float _e277 = n_1;
        an = abs(_e277);
        float _e281 = an;
        float _e285 = z;
        float _e286 = _oclvk_fb_copysign(uintBitsToFloat(uint(_e281)), _e285);
        return _e286;
    }
    return 0.0;
}

float _oclvk_fma_f32_(float a_5, float b_7, float c_3) {
    vec2 p_2 = vec2(0.0);
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    {
        bool _e3 = _oclvk_fma_unscaled_is_exact(a_5, b_7, c_3);
        if (_e3) {
            bool _e4 = _oclvk_fma_is_fused();
            if (_e4) {
                return fma(a_5, b_7, c_3);
            }
            vec2 _e6 = _oclvk_f32_two_prod(a_5, b_7);
            p_2 = _e6;
            vec2 _e9 = p_2;
            vec2 _e12 = p_2;
            float _e14 = _oclvk_f32_sum3_(c_3, _e9.x, _e12.y);
            return _e14;
        }
        bool _e15 = _oclvk_fb_isnan(a_5);
        local_26 = _e15;
        if (_e15) {
        } else {
            bool _e17 = _oclvk_fb_isnan(b_7);
            local_26 = _e17;
        }
        bool _e20 = local_26;
        local_25 = _e20;
        if (_e20) {
        } else {
            bool _e22 = _oclvk_fb_isnan(c_3);
            local_25 = _e22;
        }
        bool _e25 = local_25;
        if (_e25) {
            return uintBitsToFloat(2143289344u);
        }
        bool _e28 = _oclvk_fb_isinf(a_5);
        local_27 = _e28;
        if (_e28) {
        } else {
            bool _e30 = _oclvk_fb_isinf(b_7);
            local_27 = _e30;
        }
        bool _e33 = local_27;
        if (_e33) {
            return ((a_5 * b_7) + c_3);
        }
        bool _e36 = _oclvk_fb_iszero(a_5);
        local_28 = _e36;
        if (_e36) {
        } else {
            bool _e38 = _oclvk_fb_iszero(b_7);
            local_28 = _e38;
        }
        bool _e41 = local_28;
        if (_e41) {
            bool _e42 = _oclvk_fb_iszero(c_3);
            if (_e42) {
                return uintBitsToFloat((((floatBitsToUint(a_5) ^ floatBitsToUint(b_7)) & floatBitsToUint(c_3)) & 2147483648u));
            }
            return c_3;
        }
        bool _e51 = _oclvk_fb_isinf(c_3);
        if (_e51) {
            return c_3;
        }
        float _e52 = _oclvk_fma_scaled(a_5, b_7, c_3);
        return _e52;
    }
    return 0.0;
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int row = 0;
    int col = 0;
    int grow = 0;
    int gcol = 0;
    float acc = 0.0;
    int t = 0;
    int k = 0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = _group_0_binding_0_cs[1].z;
    int _e11 = int(_e10);
    {
        uint _e14 = oclvk_local_id.y;
        row = int(_e14);
        uint _e19 = oclvk_local_id.x;
        col = int(_e19);
        uint _e24 = oclvk_group_id.y;
        uint _e28 = _group_0_binding_0_cs[2].y;
        int _e33 = row;
        grow = int((((_e24 + _e28) * 16u) + uint(_e33)));
        uint _e40 = oclvk_group_id.x;
        uint _e44 = _group_0_binding_0_cs[2].x;
        int _e49 = col;
        gcol = int((((_e40 + _e44) * 16u) + uint(_e49)));
        acc = 0.0;
        {
            t = 0;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e414 = t;
                    t = (_e414 + 1);
                }
                loop_init = false;
                int _e59 = t;
                bool _e62 = (_e11 < 0);
                bool _e66 = (16 < 0);
                int _e71 = int((uint((_e62 ? -(_e11) : _e11)) / uint((_e66 ? -16 : 16))));
                if (!((_e59 < ((_e62 != _e66) ? -(_e71) : _e71)))) {
                    break;
                }
                int _e78 = row;
                int _e80 = col;
                int _e82 = grow;
                int _e85 = t;
                int _e90 = col;
                float _e95 = _group_0_binding_1_cs[(0 + (((_e82 * _e11) + (_e85 * 16)) + _e90))];
                As[_e78][_e80] = _e95;
                int _e100 = row;
                int _e102 = col;
                int _e104 = t;
                int _e108 = row;
                int _e112 = gcol;
                float _e117 = _group_0_binding_2_cs[(0 + ((((_e104 * 16) + _e108) * _e11) + _e112))];
                Bs[_e100][_e102] = _e117;
                memoryBarrierShared();
                barrier();
                {
                    k = 0;
                    {
                        int _e124 = row;
                        float _e129 = As[_e124][0];
                        int _e132 = col;
                        float _e136 = Bs[0][_e132];
                        float _e138 = acc;
                        float _e139 = _oclvk_fma_f32_(_e129, _e136, _e138);
                        acc = _e139;
                    }
                    {
                        int _e142 = row;
                        float _e147 = As[_e142][1];
                        int _e150 = col;
                        float _e154 = Bs[1][_e150];
                        float _e156 = acc;
                        float _e157 = _oclvk_fma_f32_(_e147, _e154, _e156);
                        acc = _e157;
                    }
                    {
                        int _e160 = row;
                        float _e165 = As[_e160][2];
                        int _e168 = col;
                        float _e172 = Bs[2][_e168];
                        float _e174 = acc;
                        float _e175 = _oclvk_fma_f32_(_e165, _e172, _e174);
                        acc = _e175;
                    }
                    {
                        int _e178 = row;
                        float _e183 = As[_e178][3];
                        int _e186 = col;
                        float _e190 = Bs[3][_e186];
                        float _e192 = acc;
                        float _e193 = _oclvk_fma_f32_(_e183, _e190, _e192);
                        acc = _e193;
                    }
                    {
                        int _e196 = row;
                        float _e201 = As[_e196][4];
                        int _e204 = col;
                        float _e208 = Bs[4][_e204];
                        float _e210 = acc;
                        float _e211 = _oclvk_fma_f32_(_e201, _e208, _e210);
                        acc = _e211;
                    }
                    {
                        int _e214 = row;
                        float _e219 = As[_e214][5];
                        int _e222 = col;
                        float _e226 = Bs[5][_e222];
                        float _e228 = acc;
                        float _e229 = _oclvk_fma_f32_(_e219, _e226, _e228);
                        acc = _e229;
                    }
                    {
                        int _e232 = row;
                        float _e237 = As[_e232][6];
                        int _e240 = col;
                        float _e244 = Bs[6][_e240];
                        float _e246 = acc;
                        float _e247 = _oclvk_fma_f32_(_e237, _e244, _e246);
                        acc = _e247;
                    }
                    {
                        int _e250 = row;
                        float _e255 = As[_e250][7];
                        int _e258 = col;
                        float _e262 = Bs[7][_e258];
                        float _e264 = acc;
                        float _e265 = _oclvk_fma_f32_(_e255, _e262, _e264);
                        acc = _e265;
                    }
                    {
                        int _e268 = row;
                        float _e273 = As[_e268][8];
                        int _e276 = col;
                        float _e280 = Bs[8][_e276];
                        float _e282 = acc;
                        float _e283 = _oclvk_fma_f32_(_e273, _e280, _e282);
                        acc = _e283;
                    }
                    {
                        int _e286 = row;
                        float _e291 = As[_e286][9];
                        int _e294 = col;
                        float _e298 = Bs[9][_e294];
                        float _e300 = acc;
                        float _e301 = _oclvk_fma_f32_(_e291, _e298, _e300);
                        acc = _e301;
                    }
                    {
                        int _e304 = row;
                        float _e309 = As[_e304][10];
                        int _e312 = col;
                        float _e316 = Bs[10][_e312];
                        float _e318 = acc;
                        float _e319 = _oclvk_fma_f32_(_e309, _e316, _e318);
                        acc = _e319;
                    }
                    {
                        int _e322 = row;
                        float _e327 = As[_e322][11];
                        int _e330 = col;
                        float _e334 = Bs[11][_e330];
                        float _e336 = acc;
                        float _e337 = _oclvk_fma_f32_(_e327, _e334, _e336);
                        acc = _e337;
                    }
                    {
                        int _e340 = row;
                        float _e345 = As[_e340][12];
                        int _e348 = col;
                        float _e352 = Bs[12][_e348];
                        float _e354 = acc;
                        float _e355 = _oclvk_fma_f32_(_e345, _e352, _e354);
                        acc = _e355;
                    }
                    {
                        int _e358 = row;
                        float _e363 = As[_e358][13];
                        int _e366 = col;
                        float _e370 = Bs[13][_e366];
                        float _e372 = acc;
                        float _e373 = _oclvk_fma_f32_(_e363, _e370, _e372);
                        acc = _e373;
                    }
                    {
                        int _e376 = row;
                        float _e381 = As[_e376][14];
                        int _e384 = col;
                        float _e388 = Bs[14][_e384];
                        float _e390 = acc;
                        float _e391 = _oclvk_fma_f32_(_e381, _e388, _e390);
                        acc = _e391;
                    }
                    {
                        int _e394 = row;
                        float _e399 = As[_e394][15];
                        int _e402 = col;
                        float _e406 = Bs[15][_e402];
                        float _e408 = acc;
                        float _e409 = _oclvk_fma_f32_(_e399, _e406, _e408);
                        acc = _e409;
                    }
                    k = 16;
                }
                memoryBarrierShared();
                barrier();
            }
        }
        int _e419 = grow;
        int _e422 = gcol;
        float _e426 = acc;
        _group_0_binding_3_cs[(0 + ((_e419 * _e11) + _e422))] = _e426;
    }
}

