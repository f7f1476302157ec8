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
        return static_cast<int>(_e1 >> (23u & 31u));
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

int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
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
            bool _e21 = _e18 >= naga_neg(100);
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
        bool _e41 = _e38 >= naga_neg(100);
        local_7 = _e41;
        if (_e41) {
            int _e44 = ea;
            local_7 = _e44 <= 100;
        }
        bool _e49 = local_7;
        local_6 = _e49;
        if (_e49) {
            int _e52 = eb;
            local_6 = _e52 >= naga_neg(100);
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
            local_4 = as_type<int>(as_type<uint>(_e69) + as_type<uint>(_e71)) >= naga_neg(78);
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
        p = as_type<float>(as_type<uint>(a_1 * b_1) ^ (_e7 >> (2u & 31u)));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return metal::float2(_e17, metal::fma(a_1, b_1, -(_e19)));
        }
        uint _e29 = matmul_tiled_args.inner[2].w;
        ca = as_type<float>(as_type<uint>(4097.0 * a_1) ^ (_e29 >> (2u & 31u)));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = matmul_tiled_args.inner[2].w;
        uint _e58 = matmul_tiled_args.inner[2].w;
        ah = as_type<float>(as_type<uint>(_e38 - as_type<float>(as_type<uint>(_e40 - a_1) ^ (_e46 >> (2u & 31u)))) ^ (_e58 >> (2u & 31u)));
        float _e67 = ah;
        al = a_1 - _e67;
        uint _e76 = matmul_tiled_args.inner[2].w;
        cb = as_type<float>(as_type<uint>(4097.0 * b_1) ^ (_e76 >> (2u & 31u)));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = matmul_tiled_args.inner[2].w;
        uint _e105 = matmul_tiled_args.inner[2].w;
        bh = as_type<float>(as_type<uint>(_e85 - as_type<float>(as_type<uint>(_e87 - b_1) ^ (_e93 >> (2u & 31u)))) ^ (_e105 >> (2u & 31u)));
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
        e = as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(as_type<uint>((_e118 * _e120) - _e123) ^ (_e129 >> (2u & 31u))) + (_e137 * _e139)) ^ (_e146 >> (2u & 31u))) + (_e154 * _e156)) ^ (_e163 >> (2u & 31u))) + (_e171 * _e173);
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
        s = as_type<float>(as_type<uint>(a_2 + b_2) ^ (_e7 >> (2u & 31u)));
        float _e16 = s;
        uint _e22 = matmul_tiled_args.inner[2].w;
        bb = as_type<float>(as_type<uint>(_e16 - a_2) ^ (_e22 >> (2u & 31u)));
        float _e31 = s;
        float _e33 = bb;
        uint _e39 = matmul_tiled_args.inner[2].w;
        float _e48 = bb;
        e_1 = (a_2 - as_type<float>(as_type<uint>(_e31 - _e33) ^ (_e39 >> (2u & 31u)))) + (b_2 - _e48);
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
        bool _e13 = _e10.y != 0.0;
        local_8 = _e13;
        if (_e13) {
            uint _e16 = bits;
            local_8 = (_e16 & 1u) == 0u;
        }
        bool _e23 = local_8;
        if (_e23) {
            metal::float2 _e25 = s_1;
            metal::float2 _e31 = s_1;
            away = static_cast<int>(static_cast<int>(_e25.y > 0.0) == static_cast<int>(_e31.x > 0.0)) != 0;
            bool _e42 = away;
            if (_e42) {
                uint _e44 = bits;
                local_9 = _e44 + 1u;
            } else {
                uint _e49 = bits;
                local_9 = _e49 - 1u;
            }
            uint _e54 = local_9;
            bits = _e54;
        }
        uint _e57 = bits;
        return as_type<float>(_e57);
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
        e_2 = static_cast<int>(_e6 >> (23u & 31u));
        int _e14 = e_2;
        if (_e14 == 0) {
            uint _e20 = b_4;
            return as_type<int>(as_type<uint>(naga_neg(118)) - as_type<uint>(static_cast<int>(metal::clz(_e20))));
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
        if ((_e6 >> (23u & 31u)) == 0u) {
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
        return as_type<float>((static_cast<uint>(as_type<int>(as_type<uint>(e_3) + as_type<uint>(127))) << (23u & 31u)) | (_e9 & 8388607u));
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
            if (n < naga_neg(400)) {
                local_13 = naga_neg(400);
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
        if (_e50 >= naga_neg(126)) {
            int _e55 = r;
            float _e56 = _oclvk_f32_with_exponent(x_8, _e55);
            float _e57 = _oclvk_fb_copysign(_e56, x_8);
            return _e57;
        }
        int _e59 = r;
        if (_e59 < naga_neg(151)) {
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
        return as_type<float>(static_cast<uint>(as_type<int>(as_type<uint>(k_2) + as_type<uint>(127))) << (23u & 31u));
    }
    return float {};
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
            if (_e37 < naga_neg(60)) {
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
            local_15 = naga_neg(1000);
        } else {
            float _e88 = z;
            int _e89 = _oclvk_f32_exponent(_e88);
            int _e91 = k_3;
            local_15 = as_type<int>(as_type<uint>(_e89) + as_type<uint>(_e91));
        }
        int _e95 = local_15;
        kz = _e95;
        int _e98 = kz;
        bool _e101 = _e98 >= naga_neg(125);
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
        g = as_type<int>(as_type<uint>(naga_neg(149)) - as_type<uint>(_e118));
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
        row = static_cast<int>(static_cast<ulong>(_e14));
        uint _e20 = oclvk_local_id.x;
        col = static_cast<int>(static_cast<ulong>(_e20));
        uint _e26 = oclvk_group_id.y;
        uint _e30 = matmul_tiled_args.inner[2].y;
        int _e36 = row;
        grow = static_cast<int>((static_cast<ulong>(_e26 + _e30) * 16uL) + static_cast<ulong>(_e36));
        uint _e43 = oclvk_group_id.x;
        uint _e47 = matmul_tiled_args.inner[2].x;
        int _e53 = col;
        gcol = static_cast<int>((static_cast<ulong>(_e43 + _e47) * 16uL) + static_cast<ulong>(_e53));
        acc = 0.0;
        {
            t = 0;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e405 = t;
                    t = as_type<int>(as_type<uint>(_e405) + as_type<uint>(1));
                }
                loop_init = false;
                int _e63 = t;
                if (!((_e63 < (_e11 / 16)))) {
                    break;
                }
                int _e69 = row;
                int _e71 = col;
                int _e73 = grow;
                int _e76 = t;
                int _e81 = col;
                float _e86 = A[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e73) * as_type<uint>(_e11))) + as_type<uint>(as_type<int>(as_type<uint>(_e76) * as_type<uint>(16))))) + as_type<uint>(_e81))))];
                As.inner[_e69].inner[_e71] = _e86;
                int _e91 = row;
                int _e93 = col;
                int _e95 = t;
                int _e99 = row;
                int _e103 = gcol;
                float _e108 = B[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e95) * as_type<uint>(16))) + as_type<uint>(_e99))) * as_type<uint>(_e11))) + as_type<uint>(_e103))))];
                Bs.inner[_e91].inner[_e93] = _e108;
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
                {
                    k = 0;
                    {
                        int _e115 = row;
                        float _e120 = As.inner[_e115].inner[0];
                        int _e123 = col;
                        float _e127 = Bs.inner[0].inner[_e123];
                        float _e129 = acc;
                        float _e130 = _oclvk_fma_f32_(_e120, _e127, _e129, matmul_tiled_args);
                        acc = _e130;
                    }
                    {
                        int _e133 = row;
                        float _e138 = As.inner[_e133].inner[1];
                        int _e141 = col;
                        float _e145 = Bs.inner[1].inner[_e141];
                        float _e147 = acc;
                        float _e148 = _oclvk_fma_f32_(_e138, _e145, _e147, matmul_tiled_args);
                        acc = _e148;
                    }
                    {
                        int _e151 = row;
                        float _e156 = As.inner[_e151].inner[2];
                        int _e159 = col;
                        float _e163 = Bs.inner[2].inner[_e159];
                        float _e165 = acc;
                        float _e166 = _oclvk_fma_f32_(_e156, _e163, _e165, matmul_tiled_args);
                        acc = _e166;
                    }
                    {
                        int _e169 = row;
                        float _e174 = As.inner[_e169].inner[3];
                        int _e177 = col;
                        float _e181 = Bs.inner[3].inner[_e177];
                        float _e183 = acc;
                        float _e184 = _oclvk_fma_f32_(_e174, _e181, _e183, matmul_tiled_args);
                        acc = _e184;
                    }
                    {
                        int _e187 = row;
                        float _e192 = As.inner[_e187].inner[4];
                        int _e195 = col;
                        float _e199 = Bs.inner[4].inner[_e195];
                        float _e201 = acc;
                        float _e202 = _oclvk_fma_f32_(_e192, _e199, _e201, matmul_tiled_args);
                        acc = _e202;
                    }
                    {
                        int _e205 = row;
                        float _e210 = As.inner[_e205].inner[5];
                        int _e213 = col;
                        float _e217 = Bs.inner[5].inner[_e213];
                        float _e219 = acc;
                        float _e220 = _oclvk_fma_f32_(_e210, _e217, _e219, matmul_tiled_args);
                        acc = _e220;
                    }
                    {
                        int _e223 = row;
                        float _e228 = As.inner[_e223].inner[6];
                        int _e231 = col;
                        float _e235 = Bs.inner[6].inner[_e231];
                        float _e237 = acc;
                        float _e238 = _oclvk_fma_f32_(_e228, _e235, _e237, matmul_tiled_args);
                        acc = _e238;
                    }
                    {
                        int _e241 = row;
                        float _e246 = As.inner[_e241].inner[7];
                        int _e249 = col;
                        float _e253 = Bs.inner[7].inner[_e249];
                        float _e255 = acc;
                        float _e256 = _oclvk_fma_f32_(_e246, _e253, _e255, matmul_tiled_args);
                        acc = _e256;
                    }
                    {
                        int _e259 = row;
                        float _e264 = As.inner[_e259].inner[8];
                        int _e267 = col;
                        float _e271 = Bs.inner[8].inner[_e267];
                        float _e273 = acc;
                        float _e274 = _oclvk_fma_f32_(_e264, _e271, _e273, matmul_tiled_args);
                        acc = _e274;
                    }
                    {
                        int _e277 = row;
                        float _e282 = As.inner[_e277].inner[9];
                        int _e285 = col;
                        float _e289 = Bs.inner[9].inner[_e285];
                        float _e291 = acc;
                        float _e292 = _oclvk_fma_f32_(_e282, _e289, _e291, matmul_tiled_args);
                        acc = _e292;
                    }
                    {
                        int _e295 = row;
                        float _e300 = As.inner[_e295].inner[10];
                        int _e303 = col;
                        float _e307 = Bs.inner[10].inner[_e303];
                        float _e309 = acc;
                        float _e310 = _oclvk_fma_f32_(_e300, _e307, _e309, matmul_tiled_args);
                        acc = _e310;
                    }
                    {
                        int _e313 = row;
                        float _e318 = As.inner[_e313].inner[11];
                        int _e321 = col;
                        float _e325 = Bs.inner[11].inner[_e321];
                        float _e327 = acc;
                        float _e328 = _oclvk_fma_f32_(_e318, _e325, _e327, matmul_tiled_args);
                        acc = _e328;
                    }
                    {
                        int _e331 = row;
                        float _e336 = As.inner[_e331].inner[12];
                        int _e339 = col;
                        float _e343 = Bs.inner[12].inner[_e339];
                        float _e345 = acc;
                        float _e346 = _oclvk_fma_f32_(_e336, _e343, _e345, matmul_tiled_args);
                        acc = _e346;
                    }
                    {
                        int _e349 = row;
                        float _e354 = As.inner[_e349].inner[13];
                        int _e357 = col;
                        float _e361 = Bs.inner[13].inner[_e357];
                        float _e363 = acc;
                        float _e364 = _oclvk_fma_f32_(_e354, _e361, _e363, matmul_tiled_args);
                        acc = _e364;
                    }
                    {
                        int _e367 = row;
                        float _e372 = As.inner[_e367].inner[14];
                        int _e375 = col;
                        float _e379 = Bs.inner[14].inner[_e375];
                        float _e381 = acc;
                        float _e382 = _oclvk_fma_f32_(_e372, _e379, _e381, matmul_tiled_args);
                        acc = _e382;
                    }
                    {
                        int _e385 = row;
                        float _e390 = As.inner[_e385].inner[15];
                        int _e393 = col;
                        float _e397 = Bs.inner[15].inner[_e393];
                        float _e399 = acc;
                        float _e400 = _oclvk_fma_f32_(_e390, _e397, _e399, matmul_tiled_args);
                        acc = _e400;
                    }
                    k = 16;
                }
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            }
        }
        int _e410 = grow;
        int _e413 = gcol;
        float _e417 = acc;
        C[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e410) * as_type<uint>(_e11))) + as_type<uint>(_e413))))] = _e417;
    }
}
