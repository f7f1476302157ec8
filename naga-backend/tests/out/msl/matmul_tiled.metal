// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
};

struct type_1 {
    metal::uint4 inner[3];
};
typedef float type_3[1];
struct type_6 {
    float inner[16];
};
struct type_7 {
    type_6 inner[16];
};

uint _oclvk_fb_abs_bits(
    float x
) {
    {
        return as_type<uint>(x) & 2147483647u;
    }
    return uint {};
}

int _oclvk_f32_biased_exponent(
    float x_1
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_1);
        return static_cast<int>(_e1 >> 23u);
    }
    return int {};
}

bool _oclvk_fb_iszero(
    float x_2
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_2);
        return static_cast<int>(_e1 == 0u) != 0;
    }
    return bool {};
}

bool _oclvk_fma_unscaled_is_exact(
    float a,
    float b,
    float c
) {
    int ea = {};
    int eb = {};
    int ec = {};
    bool c_fits = {};
    bool local = {};
    bool local_1 = {};
    bool local_2 = {};
    bool local_3 = {};
    bool local_4 = {};
    bool local_5 = {};
    bool local_6 = {};
    bool local_7 = {};
    {
        int _e3 = _oclvk_f32_biased_exponent(a);
        ea = as_type<int>(as_type<uint>(_e3) - as_type<uint>(127));
        int _e7 = _oclvk_f32_biased_exponent(b);
        eb = as_type<int>(as_type<uint>(_e7) - as_type<uint>(127));
        int _e11 = _oclvk_f32_biased_exponent(c);
        ec = as_type<int>(as_type<uint>(_e11) - as_type<uint>(127));
        bool _e15 = _oclvk_fb_iszero(c);
        local = _e15;
        if (_e15) {
        } else {
            int _e18 = ec;
            bool _e21 = _e18 >= -100;
            local_1 = _e21;
            if (_e21) {
                int _e24 = ec;
                local_1 = _e24 <= 120;
            }
            bool _e29 = local_1;
            local = _e29;
        }
        bool _e32 = local;
        c_fits = static_cast<int>(_e32) != 0;
        int _e38 = ea;
        bool _e41 = _e38 >= -100;
        local_7 = _e41;
        if (_e41) {
            int _e44 = ea;
            local_7 = _e44 <= 100;
        }
        bool _e49 = local_7;
        local_6 = _e49;
        if (_e49) {
            int _e52 = eb;
            local_6 = _e52 >= -100;
        }
        bool _e58 = local_6;
        local_5 = _e58;
        if (_e58) {
            int _e61 = eb;
            local_5 = _e61 <= 100;
        }
        bool _e66 = local_5;
        local_4 = _e66;
        if (_e66) {
            int _e69 = ea;
            int _e71 = eb;
            local_4 = as_type<int>(as_type<uint>(_e69) + as_type<uint>(_e71)) >= -78;
        }
        bool _e78 = local_4;
        local_3 = _e78;
        if (_e78) {
            int _e81 = ea;
            int _e83 = eb;
            local_3 = as_type<int>(as_type<uint>(_e81) + as_type<uint>(_e83)) <= 120;
        }
        bool _e89 = local_3;
        local_2 = _e89;
        if (_e89) {
            bool _e92 = c_fits;
            local_2 = _e92;
        }
        bool _e95 = local_2;
        return static_cast<int>(_e95) != 0;
    }
    return bool {};
}

bool _oclvk_fma_is_fused(
) {
    {
        return false;
    }
    return bool {};
}

metal::float2 _oclvk_f32_two_prod(
    float a_1,
    float b_1,
    constant type_1& matmul_tiled_args
) {
    float p = {};
    float ca = {};
    float ah = {};
    float al = {};
    float cb = {};
    float bh = {};
    float bl = {};
    float e = {};
    {
        uint _e7 = matmul_tiled_args.inner[2].w;
        p = as_type<float>(as_type<uint>(a_1 * b_1) ^ (_e7 >> 2u));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return metal::float2(_e17, metal::fma(a_1, b_1, -(_e19)));
        }
        uint _e29 = matmul_tiled_args.inner[2].w;
        ca = as_type<float>(as_type<uint>(4097.0 * a_1) ^ (_e29 >> 2u));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = matmul_tiled_args.inner[2].w;
        uint _e58 = matmul_tiled_args.inner[2].w;
        ah = as_type<float>(as_type<uint>(_e38 - as_type<float>(as_type<uint>(_e40 - a_1) ^ (_e46 >> 2u))) ^ (_e58 >> 2u));
        float _e67 = ah;
        al = a_1 - _e67;
        uint _e76 = matmul_tiled_args.inner[2].w;
        cb = as_type<float>(as_type<uint>(4097.0 * b_1) ^ (_e76 >> 2u));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = matmul_tiled_args.inner[2].w;
        uint _e105 = matmul_tiled_args.inner[2].w;
        bh = as_type<float>(as_type<uint>(_e85 - as_type<float>(as_type<uint>(_e87 - b_1) ^ (_e93 >> 2u))) ^ (_e105 >> 2u));
        float _e114 = bh;
        bl = b_1 - _e114;
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = matmul_tiled_args.inner[2].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = matmul_tiled_args.inner[2].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = matmul_tiled_args.inner[2].w;
        float _e171 = al;
        float _e173 = bl;
        e = as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(as_type<uint>((_e118 * _e120) - _e123) ^ (_e129 >> 2u)) + (_e137 * _e139)) ^ (_e146 >> 2u)) + (_e154 * _e156)) ^ (_e163 >> 2u)) + (_e171 * _e173);
        float _e178 = p;
        float _e180 = e;
        return metal::float2(_e178, _e180);
    }
    return metal::float2 {};
}

metal::float2 _oclvk_f32_two_sum(
    float a_2,
    float b_2,
    constant type_1& matmul_tiled_args
) {
    float s = {};
    float bb = {};
    float e_1 = {};
    {
        uint _e7 = matmul_tiled_args.inner[2].w;
        s = as_type<float>(as_type<uint>(a_2 + b_2) ^ (_e7 >> 2u));
        float _e16 = s;
        uint _e22 = matmul_tiled_args.inner[2].w;
        bb = as_type<float>(as_type<uint>(_e16 - a_2) ^ (_e22 >> 2u));
        float _e31 = s;
        float _e33 = bb;
        uint _e39 = matmul_tiled_args.inner[2].w;
        float _e48 = bb;
        e_1 = (a_2 - as_type<float>(as_type<uint>(_e31 - _e33) ^ (_e39 >> 2u))) + (b_2 - _e48);
        float _e53 = s;
        float _e55 = e_1;
        return metal::float2(_e53, _e55);
    }
    return metal::float2 {};
}

float _oclvk_f32_add_odd(
    float a_3,
    float b_3,
    constant type_1& matmul_tiled_args
) {
    metal::float2 s_1 = {};
    uint bits = {};
    bool local_8 = {};
    bool away = {};
    uint local_9 = {};
    {
        metal::float2 _e2 = _oclvk_f32_two_sum(a_3, b_3, matmul_tiled_args);
        s_1 = _e2;
        metal::float2 _e5 = s_1;
        bits = as_type<uint>(_e5.x);
        metal::float2 _e10 = s_1;
        bool _e14 = !((_e10.y == 0.0));
        local_8 = _e14;
        if (_e14) {
            uint _e17 = bits;
            local_8 = (_e17 & 1u) == 0u;
        }
        bool _e24 = local_8;
        if (_e24) {
            metal::float2 _e26 = s_1;
            metal::float2 _e32 = s_1;
            away = static_cast<int>(static_cast<int>(_e26.y > 0.0) == static_cast<int>(_e32.x > 0.0)) != 0;
            bool _e43 = away;
            if (_e43) {
                uint _e45 = bits;
                local_9 = _e45 + 1u;
            } else {
                uint _e50 = bits;
                local_9 = _e50 - 1u;
            }
            uint _e55 = local_9;
            bits = _e55;
        }
        uint _e58 = bits;
        return as_type<float>(_e58);
    }
    return float {};
}

float _oclvk_f32_sum3_(
    float c_1,
    float ph,
    float pl,
    constant type_1& matmul_tiled_args
) {
    metal::float2 t_1 = {};
    float v = {};
    {
        metal::float2 _e3 = _oclvk_f32_two_sum(c_1, ph, matmul_tiled_args);
        t_1 = _e3;
        metal::float2 _e6 = t_1;
        float _e8 = _oclvk_f32_add_odd(_e6.y, pl, matmul_tiled_args);
        v = _e8;
        metal::float2 _e11 = t_1;
        float _e14 = v;
        return _e11.x + _e14;
    }
    return float {};
}

bool _oclvk_fb_isnan(
    float x_3
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_3);
        return static_cast<int>(_e1 > 2139095040u) != 0;
    }
    return bool {};
}

bool _oclvk_fb_isinf(
    float x_4
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_4);
        return static_cast<int>(_e1 == 2139095040u) != 0;
    }
    return bool {};
}

int _oclvk_f32_exponent(
    float x_5
) {
    uint b_4 = {};
    int e_2 = {};
    {
        b_4 = as_type<uint>(x_5) & 2147483647u;
        uint _e6 = b_4;
        e_2 = static_cast<int>(_e6 >> 23u);
        int _e14 = e_2;
        if (_e14 == 0) {
            uint _e20 = b_4;
            return as_type<int>(as_type<uint>(-118) - as_type<uint>(static_cast<int>(metal::clz(_e20))));
        }
        int _e25 = e_2;
        return as_type<int>(as_type<uint>(_e25) - as_type<uint>(127));
    }
    return int {};
}

uint _oclvk_f32_mantissa(
    float x_6
) {
    uint b_5 = {};
    {
        b_5 = as_type<uint>(x_6) & 2147483647u;
        uint _e6 = b_5;
        if ((_e6 >> 23u) == 0u) {
            uint _e14 = b_5;
            uint _e16 = b_5;
            return _e14 << ((metal::clz(_e16) - 8u) & 31u);
        }
        uint _e24 = b_5;
        return (_e24 & 8388607u) | 8388608u;
    }
    return uint {};
}

float _oclvk_f32_with_exponent(
    float x_7,
    int e_3
) {
    {
        uint _e9 = _oclvk_f32_mantissa(x_7);
        return as_type<float>((static_cast<uint>(as_type<int>(as_type<uint>(e_3) + as_type<uint>(127))) << 23u) | (_e9 & 8388607u));
    }
    return float {};
}

float _oclvk_fb_copysign(
    float m,
    float s_2
) {
    {
        uint _e2 = _oclvk_fb_abs_bits(m);
        return as_type<float>(_e2 | (as_type<uint>(s_2) & 2147483648u));
    }
    return float {};
}

float _oclvk_ldexp_f32_(
    float x_8,
    int n
) {
    bool local_10 = {};
    bool local_11 = {};
    int e_4 = {};
    int k_1 = {};
    int local_12 = {};
    int local_13 = {};
    int r = {};
    float m_1 = {};
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
            local_10 = (as_type<uint>(x_8) & 2147483647u) == 0u;
        }
        bool _e16 = local_10;
        if (_e16) {
            return x_8;
        }
        int _e17 = _oclvk_f32_exponent(x_8);
        e_4 = _e17;
        if (n > 400) {
            local_12 = 400;
        } else {
            if (n < -400) {
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
        r = as_type<int>(as_type<uint>(_e37) + as_type<uint>(_e39));
        int _e43 = r;
        if (_e43 > 127) {
            float _e48 = _oclvk_fb_copysign(as_type<float>(2139095040u), x_8);
            return _e48;
        }
        int _e50 = r;
        if (_e50 >= -126) {
            int _e55 = r;
            float _e56 = _oclvk_f32_with_exponent(x_8, _e55);
            float _e57 = _oclvk_fb_copysign(_e56, x_8);
            return _e57;
        }
        int _e59 = r;
        if (_e59 < -151) {
            float _e64 = _oclvk_fb_copysign(0.0, x_8);
            return _e64;
        }
        int _e66 = r;
        float _e69 = _oclvk_f32_with_exponent(x_8, as_type<int>(as_type<uint>(_e66) + as_type<uint>(126)));
        m_1 = _e69;
        float _e72 = m_1;
        float _e75 = _oclvk_fb_copysign(_e72 * 0.000000000000000000000000000000000000011754944, x_8);
        return _e75;
    }
    return float {};
}

float _oclvk_f32_pow2i(
    int k_2
) {
    {
        return as_type<float>(static_cast<uint>(as_type<int>(as_type<uint>(k_2) + as_type<uint>(127))) << 23u);
    }
    return float {};
}

int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
}

int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}

uint naga_f2u32(float value) {
    return static_cast<uint>(metal::clamp(value, 0.0, 4294967000.0));
}

float _oclvk_fma_scaled(
    float a_4,
    float b_6,
    float c_2,
    constant type_1& matmul_tiled_args
) {
    int ka = {};
    int kb = {};
    int k_3 = {};
    float sa = {};
    float sb = {};
    float sc = {};
    int d = {};
    float local_14 = {};
    metal::float2 p_1 = {};
    metal::float2 t_2 = {};
    float v_1 = {};
    float z = {};
    int kz = {};
    int local_15 = {};
    bool local_16 = {};
    int g = {};
    float inv_grid = {};
    metal::float2 zz = {};
    float xh = {};
    float xl = {};
    float n_1 = {};
    float r_1 = {};
    metal::float2 s_3 = {};
    float half_up = {};
    float half_down = {};
    bool n_odd = {};
    bool local_17 = {};
    bool local_18 = {};
    bool local_19 = {};
    bool local_20 = {};
    bool local_21 = {};
    bool local_22 = {};
    bool local_23 = {};
    bool local_24 = {};
    float an = {};
    {
        int _e3 = _oclvk_f32_exponent(a_4);
        ka = _e3;
        int _e5 = _oclvk_f32_exponent(b_6);
        kb = _e5;
        int _e8 = ka;
        int _e10 = kb;
        k_3 = as_type<int>(as_type<uint>(_e8) + as_type<uint>(_e10));
        float _e14 = _oclvk_f32_with_exponent(a_4, 0);
        float _e15 = _oclvk_fb_copysign(_e14, a_4);
        sa = _e15;
        float _e18 = _oclvk_f32_with_exponent(b_6, 0);
        float _e19 = _oclvk_fb_copysign(_e18, b_6);
        sb = _e19;
        sc = c_2;
        if ((as_type<uint>(c_2) & 2147483647u) != 0u) {
            int _e27 = _oclvk_f32_exponent(c_2);
            int _e29 = k_3;
            d = as_type<int>(as_type<uint>(_e27) - as_type<uint>(_e29));
            int _e33 = d;
            if (_e33 > 60) {
                return c_2;
            }
            int _e37 = d;
            if (_e37 < -60) {
                float _e42 = _oclvk_fb_copysign(0.00000000000000000086736174, c_2);
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
        metal::float2 _e56 = _oclvk_f32_two_prod(_e53, _e55, matmul_tiled_args);
        p_1 = _e56;
        float _e59 = sc;
        metal::float2 _e61 = p_1;
        metal::float2 _e63 = _oclvk_f32_two_sum(_e59, _e61.x, matmul_tiled_args);
        t_2 = _e63;
        metal::float2 _e66 = t_2;
        metal::float2 _e69 = p_1;
        float _e71 = _oclvk_f32_add_odd(_e66.y, _e69.y, matmul_tiled_args);
        v_1 = _e71;
        metal::float2 _e74 = t_2;
        float _e77 = v_1;
        z = _e74.x + _e77;
        float _e81 = z;
        if (_e81 == 0.0) {
            local_15 = -1000;
        } else {
            float _e88 = z;
            int _e89 = _oclvk_f32_exponent(_e88);
            int _e91 = k_3;
            local_15 = as_type<int>(as_type<uint>(_e89) + as_type<uint>(_e91));
        }
        int _e95 = local_15;
        kz = _e95;
        int _e98 = kz;
        bool _e101 = _e98 >= -125;
        local_16 = _e101;
        if (_e101) {
        } else {
            int _e104 = k_3;
            local_16 = _e104 > 0;
        }
        bool _e109 = local_16;
        if (_e109) {
            float _e111 = z;
            int _e113 = k_3;
            float _e114 = _oclvk_ldexp_f32_(_e111, _e113);
            return _e114;
        }
        int _e118 = k_3;
        g = as_type<int>(as_type<uint>(-149) - as_type<uint>(_e118));
        int _e122 = g;
        if (_e122 > 70) {
            float _e127 = z;
            float _e128 = _oclvk_fb_copysign(0.0, _e127);
            return _e128;
        }
        int _e130 = g;
        float _e132 = _oclvk_f32_pow2i(naga_neg(_e130));
        inv_grid = _e132;
        metal::float2 _e135 = t_2;
        float _e138 = v_1;
        metal::float2 _e139 = _oclvk_f32_two_sum(_e135.x, _e138, matmul_tiled_args);
        zz = _e139;
        metal::float2 _e142 = zz;
        float _e145 = inv_grid;
        xh = _e142.x * _e145;
        metal::float2 _e149 = zz;
        float _e152 = inv_grid;
        xl = _e149.y * _e152;
        float _e156 = xh;
        n_1 = metal::rint(_e156);
        float _e160 = xh;
        float _e162 = n_1;
        r_1 = _e160 - _e162;
        float _e166 = r_1;
        float _e168 = xl;
        metal::float2 _e169 = _oclvk_f32_two_sum(_e166, _e168, matmul_tiled_args);
        s_3 = _e169;
        metal::float2 _e172 = s_3;
        half_up = _e172.x - 0.5;
        metal::float2 _e178 = s_3;
        half_down = _e178.x + 0.5;
        float _e184 = n_1;
        n_odd = static_cast<int>((naga_f2i32(_e184) & 1) != 0) != 0;
        float _e195 = half_up;
        bool _e197 = _e195 > 0.0;
        local_17 = _e197;
        if (_e197) {
        } else {
            float _e200 = half_up;
            bool _e202 = _e200 == 0.0;
            local_18 = _e202;
            if (_e202) {
                metal::float2 _e205 = s_3;
                bool _e208 = _e205.y > 0.0;
                local_19 = _e208;
                if (_e208) {
                } else {
                    metal::float2 _e211 = s_3;
                    bool _e214 = _e211.y == 0.0;
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
            n_1 = _e231 + 1.0;
        } else {
            float _e236 = half_down;
            bool _e238 = _e236 < 0.0;
            local_21 = _e238;
            if (_e238) {
            } else {
                float _e241 = half_down;
                bool _e243 = _e241 == 0.0;
                local_22 = _e243;
                if (_e243) {
                    metal::float2 _e246 = s_3;
                    bool _e249 = _e246.y < 0.0;
                    local_23 = _e249;
                    if (_e249) {
                    } else {
                        metal::float2 _e252 = s_3;
                        bool _e255 = _e252.y == 0.0;
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
                n_1 = _e272 - 1.0;
            }
        }
        float _e277 = n_1;
        an = metal::abs(_e277);
        float _e281 = an;
        float _e285 = z;
        float _e286 = _oclvk_fb_copysign(as_type<float>(naga_f2u32(_e281)), _e285);
        return _e286;
    }
    return float {};
}

float _oclvk_fma_f32_(
    float a_5,
    float b_7,
    float c_3,
    constant type_1& matmul_tiled_args
) {
    metal::float2 p_2 = {};
    bool local_25 = {};
    bool local_26 = {};
    bool local_27 = {};
    bool local_28 = {};
    {
        bool _e3 = _oclvk_fma_unscaled_is_exact(a_5, b_7, c_3);
        if (_e3) {
            bool _e4 = _oclvk_fma_is_fused();
            if (_e4) {
                return metal::fma(a_5, b_7, c_3);
            }
            metal::float2 _e6 = _oclvk_f32_two_prod(a_5, b_7, matmul_tiled_args);
            p_2 = _e6;
            metal::float2 _e9 = p_2;
            metal::float2 _e12 = p_2;
            float _e14 = _oclvk_f32_sum3_(c_3, _e9.x, _e12.y, matmul_tiled_args);
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
            return as_type<float>(2143289344u);
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
            return (a_5 * b_7) + c_3;
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
                return as_type<float>(((as_type<uint>(a_5) ^ as_type<uint>(b_7)) & as_type<uint>(c_3)) & 2147483648u);
            }
            return c_3;
        }
        bool _e51 = _oclvk_fb_isinf(c_3);
        if (_e51) {
            return c_3;
        }
        float _e52 = _oclvk_fma_scaled(a_5, b_7, c_3, matmul_tiled_args);
        return _e52;
    }
    return float {};
}

struct matmul_tiledInput {
};
[[max_total_threads_per_threadgroup(256)]] kernel void matmul_tiled(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& matmul_tiled_args [[user(fake0)]]
, device type_3 const& A [[user(fake0)]]
, device type_3 const& B [[user(fake0)]]
, device type_3& C [[user(fake0)]]
, threadgroup type_7& As
, threadgroup type_7& Bs
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    int row = {};
    int col = {};
    int grow = {};
    int gcol = {};
    float acc = {};
    int t = {};
    int k = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = matmul_tiled_args.inner[1].z;
    int _e11 = as_type<int>(_e10);
    {
        uint _e14 = oclvk_local_id.y;
        row = as_type<int>(static_cast<uint>(static_cast<ulong>(_e14)));
        uint _e21 = oclvk_local_id.x;
        col = as_type<int>(static_cast<uint>(static_cast<ulong>(_e21)));
        uint _e28 = oclvk_group_id.y;
        uint _e32 = matmul_tiled_args.inner[2].y;
        int _e38 = row;
        grow = as_type<int>(static_cast<uint>((static_cast<ulong>(_e28 + _e32) * 16uL) + as_type<ulong>(static_cast<long>(_e38))));
        uint _e47 = oclvk_group_id.x;
        uint _e51 = matmul_tiled_args.inner[2].x;
        int _e57 = col;
        gcol = as_type<int>(static_cast<uint>((static_cast<ulong>(_e47 + _e51) * 16uL) + as_type<ulong>(static_cast<long>(_e57))));
        acc = 0.0;
        {
            t = 0;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e411 = t;
                    t = as_type<int>(as_type<uint>(_e411) + as_type<uint>(1));
                }
                loop_init = false;
                int _e69 = t;
                if (!((_e69 < (_e11 / 16)))) {
                    break;
                }
                int _e75 = row;
                int _e77 = col;
                int _e79 = grow;
                int _e82 = t;
                int _e87 = col;
                float _e92 = A[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e79) * as_type<uint>(_e11))) + as_type<uint>(as_type<int>(as_type<uint>(_e82) * as_type<uint>(16))))) + as_type<uint>(_e87))))];
                As.inner[_e75].inner[_e77] = _e92;
                int _e97 = row;
                int _e99 = col;
                int _e101 = t;
                int _e105 = row;
                int _e109 = gcol;
                float _e114 = B[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e101) * as_type<uint>(16))) + as_type<uint>(_e105))) * as_type<uint>(_e11))) + as_type<uint>(_e109))))];
                Bs.inner[_e97].inner[_e99] = _e114;
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
                {
                    k = 0;
                    {
                        int _e121 = row;
                        float _e126 = As.inner[_e121].inner[0];
                        int _e129 = col;
                        float _e133 = Bs.inner[0].inner[_e129];
                        float _e135 = acc;
                        float _e136 = _oclvk_fma_f32_(_e126, _e133, _e135, matmul_tiled_args);
                        acc = _e136;
                    }
                    {
                        int _e139 = row;
                        float _e144 = As.inner[_e139].inner[1];
                        int _e147 = col;
                        float _e151 = Bs.inner[1].inner[_e147];
                        float _e153 = acc;
                        float _e154 = _oclvk_fma_f32_(_e144, _e151, _e153, matmul_tiled_args);
                        acc = _e154;
                    }
                    {
                        int _e157 = row;
                        float _e162 = As.inner[_e157].inner[2];
                        int _e165 = col;
                        float _e169 = Bs.inner[2].inner[_e165];
                        float _e171 = acc;
                        float _e172 = _oclvk_fma_f32_(_e162, _e169, _e171, matmul_tiled_args);
                        acc = _e172;
                    }
                    {
                        int _e175 = row;
                        float _e180 = As.inner[_e175].inner[3];
                        int _e183 = col;
                        float _e187 = Bs.inner[3].inner[_e183];
                        float _e189 = acc;
                        float _e190 = _oclvk_fma_f32_(_e180, _e187, _e189, matmul_tiled_args);
                        acc = _e190;
                    }
                    {
                        int _e193 = row;
                        float _e198 = As.inner[_e193].inner[4];
                        int _e201 = col;
                        float _e205 = Bs.inner[4].inner[_e201];
                        float _e207 = acc;
                        float _e208 = _oclvk_fma_f32_(_e198, _e205, _e207, matmul_tiled_args);
                        acc = _e208;
                    }
                    {
                        int _e211 = row;
                        float _e216 = As.inner[_e211].inner[5];
                        int _e219 = col;
                        float _e223 = Bs.inner[5].inner[_e219];
                        float _e225 = acc;
                        float _e226 = _oclvk_fma_f32_(_e216, _e223, _e225, matmul_tiled_args);
                        acc = _e226;
                    }
                    {
                        int _e229 = row;
                        float _e234 = As.inner[_e229].inner[6];
                        int _e237 = col;
                        float _e241 = Bs.inner[6].inner[_e237];
                        float _e243 = acc;
                        float _e244 = _oclvk_fma_f32_(_e234, _e241, _e243, matmul_tiled_args);
                        acc = _e244;
                    }
                    {
                        int _e247 = row;
                        float _e252 = As.inner[_e247].inner[7];
                        int _e255 = col;
                        float _e259 = Bs.inner[7].inner[_e255];
                        float _e261 = acc;
                        float _e262 = _oclvk_fma_f32_(_e252, _e259, _e261, matmul_tiled_args);
                        acc = _e262;
                    }
                    {
                        int _e265 = row;
                        float _e270 = As.inner[_e265].inner[8];
                        int _e273 = col;
                        float _e277 = Bs.inner[8].inner[_e273];
                        float _e279 = acc;
                        float _e280 = _oclvk_fma_f32_(_e270, _e277, _e279, matmul_tiled_args);
                        acc = _e280;
                    }
                    {
                        int _e283 = row;
                        float _e288 = As.inner[_e283].inner[9];
                        int _e291 = col;
                        float _e295 = Bs.inner[9].inner[_e291];
                        float _e297 = acc;
                        float _e298 = _oclvk_fma_f32_(_e288, _e295, _e297, matmul_tiled_args);
                        acc = _e298;
                    }
                    {
                        int _e301 = row;
                        float _e306 = As.inner[_e301].inner[10];
                        int _e309 = col;
                        float _e313 = Bs.inner[10].inner[_e309];
                        float _e315 = acc;
                        float _e316 = _oclvk_fma_f32_(_e306, _e313, _e315, matmul_tiled_args);
                        acc = _e316;
                    }
                    {
                        int _e319 = row;
                        float _e324 = As.inner[_e319].inner[11];
                        int _e327 = col;
                        float _e331 = Bs.inner[11].inner[_e327];
                        float _e333 = acc;
                        float _e334 = _oclvk_fma_f32_(_e324, _e331, _e333, matmul_tiled_args);
                        acc = _e334;
                    }
                    {
                        int _e337 = row;
                        float _e342 = As.inner[_e337].inner[12];
                        int _e345 = col;
                        float _e349 = Bs.inner[12].inner[_e345];
                        float _e351 = acc;
                        float _e352 = _oclvk_fma_f32_(_e342, _e349, _e351, matmul_tiled_args);
                        acc = _e352;
                    }
                    {
                        int _e355 = row;
                        float _e360 = As.inner[_e355].inner[13];
                        int _e363 = col;
                        float _e367 = Bs.inner[13].inner[_e363];
                        float _e369 = acc;
                        float _e370 = _oclvk_fma_f32_(_e360, _e367, _e369, matmul_tiled_args);
                        acc = _e370;
                    }
                    {
                        int _e373 = row;
                        float _e378 = As.inner[_e373].inner[14];
                        int _e381 = col;
                        float _e385 = Bs.inner[14].inner[_e381];
                        float _e387 = acc;
                        float _e388 = _oclvk_fma_f32_(_e378, _e385, _e387, matmul_tiled_args);
                        acc = _e388;
                    }
                    {
                        int _e391 = row;
                        float _e396 = As.inner[_e391].inner[15];
                        int _e399 = col;
                        float _e403 = Bs.inner[15].inner[_e399];
                        float _e405 = acc;
                        float _e406 = _oclvk_fma_f32_(_e396, _e403, _e405, matmul_tiled_args);
                        acc = _e406;
                    }
                    k = 16;
                }
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            }
        }
        int _e416 = grow;
        int _e419 = gcol;
        float _e423 = acc;
        C[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e416) * as_type<uint>(_e11))) + as_type<uint>(_e419))))] = _e423;
    }
}
