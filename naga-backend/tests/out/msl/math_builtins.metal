// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
    uint size4;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef float type_3[1];
typedef int type_5[1];

uint _oclvk_fb_abs_bits(
    float x
) {
    {
        return as_type<uint>(x) & 2147483647u;
    }
    return uint {};
}

float _oclvk_fb_copysign(
    float m,
    float s
) {
    {
        uint _e2 = _oclvk_fb_abs_bits(m);
        return as_type<float>(_e2 | (as_type<uint>(s) & 2147483648u));
    }
    return float {};
}

bool _oclvk_fb_isnan(
    float x_1
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_1);
        return static_cast<int>(_e1 > 2139095040u) != 0;
    }
    return bool {};
}

bool _oclvk_fb_signbit(
    float x_2
) {
    {
        return static_cast<int>(as_type<int>(x_2) < 0) != 0;
    }
    return bool {};
}

bool _oclvk_fb_isinf(
    float x_3
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_3);
        return static_cast<int>(_e1 == 2139095040u) != 0;
    }
    return bool {};
}

int _oclvk_f32_exponent(
    float x_4
) {
    uint b = {};
    int e = {};
    {
        b = as_type<uint>(x_4) & 2147483647u;
        uint _e6 = b;
        e = static_cast<int>(_e6 >> 23u);
        int _e14 = e;
        if (_e14 == 0) {
            uint _e20 = b;
            return as_type<int>(as_type<uint>(-118) - as_type<uint>(static_cast<int>(metal::clz(_e20))));
        }
        int _e25 = e;
        return as_type<int>(as_type<uint>(_e25) - as_type<uint>(127));
    }
    return int {};
}

uint _oclvk_f32_mantissa(
    float x_5
) {
    uint b_1 = {};
    {
        b_1 = as_type<uint>(x_5) & 2147483647u;
        uint _e6 = b_1;
        if ((_e6 >> 23u) == 0u) {
            uint _e14 = b_1;
            uint _e16 = b_1;
            return _e14 << ((metal::clz(_e16) - 8u) & 31u);
        }
        uint _e24 = b_1;
        return (_e24 & 8388607u) | 8388608u;
    }
    return uint {};
}

float _oclvk_f32_with_exponent(
    float x_6,
    int e_1
) {
    {
        uint _e9 = _oclvk_f32_mantissa(x_6);
        return as_type<float>((static_cast<uint>(as_type<int>(as_type<uint>(e_1) + as_type<uint>(127))) << 23u) | (_e9 & 8388607u));
    }
    return float {};
}

float _oclvk_f32_pow2i(
    int k
) {
    {
        return as_type<float>(static_cast<uint>(as_type<int>(as_type<uint>(k) + as_type<uint>(127))) << 23u);
    }
    return float {};
}

bool _oclvk_fma_is_fused(
) {
    {
        return false;
    }
    return bool {};
}

metal::float2 _oclvk_f32_two_prod(
    float a,
    float b_2,
    constant type_1& math_builtins_args
) {
    float p = {};
    float ca = {};
    float ah = {};
    float al = {};
    float cb = {};
    float bh = {};
    float bl = {};
    float e_2 = {};
    {
        uint _e7 = math_builtins_args.inner[4].w;
        p = as_type<float>(as_type<uint>(a * b_2) ^ (_e7 >> 2u));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return metal::float2(_e17, metal::fma(a, b_2, -(_e19)));
        }
        uint _e29 = math_builtins_args.inner[4].w;
        ca = as_type<float>(as_type<uint>(4097.0 * a) ^ (_e29 >> 2u));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = math_builtins_args.inner[4].w;
        uint _e58 = math_builtins_args.inner[4].w;
        ah = as_type<float>(as_type<uint>(_e38 - as_type<float>(as_type<uint>(_e40 - a) ^ (_e46 >> 2u))) ^ (_e58 >> 2u));
        float _e67 = ah;
        al = a - _e67;
        uint _e76 = math_builtins_args.inner[4].w;
        cb = as_type<float>(as_type<uint>(4097.0 * b_2) ^ (_e76 >> 2u));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = math_builtins_args.inner[4].w;
        uint _e105 = math_builtins_args.inner[4].w;
        bh = as_type<float>(as_type<uint>(_e85 - as_type<float>(as_type<uint>(_e87 - b_2) ^ (_e93 >> 2u))) ^ (_e105 >> 2u));
        float _e114 = bh;
        bl = b_2 - _e114;
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = math_builtins_args.inner[4].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = math_builtins_args.inner[4].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = math_builtins_args.inner[4].w;
        float _e171 = al;
        float _e173 = bl;
        e_2 = as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(as_type<uint>((_e118 * _e120) - _e123) ^ (_e129 >> 2u)) + (_e137 * _e139)) ^ (_e146 >> 2u)) + (_e154 * _e156)) ^ (_e163 >> 2u)) + (_e171 * _e173);
        float _e178 = p;
        float _e180 = e_2;
        return metal::float2(_e178, _e180);
    }
    return metal::float2 {};
}

int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
}

float _oclvk_sqrt_f32_(
    float x_7,
    constant type_1& math_builtins_args
) {
    bool local = {};
    float y = {};
    float back = {};
    int e_3 = {};
    bool local_1 = {};
    int shift = {};
    int local_2 = {};
    float r = {};
    float s_1 = {};
    metal::float2 sq = {};
    float res = {};
    float up = {};
    metal::float2 hi = {};
    float dh = {};
    float down = {};
    metal::float2 lo = {};
    float dl = {};
    {
        if ((as_type<uint>(x_7) & 2147483647u) == 0u) {
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
            return as_type<float>(2143289344u);
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
        bool _e26 = _e23 < -64;
        local_1 = _e26;
        if (_e26) {
        } else {
            int _e29 = e_3;
            local_1 = _e29 >= 64;
        }
        bool _e34 = local_1;
        if (_e34) {
            int _e36 = e_3;
            if (_e36 < -64) {
                local_2 = 80;
            } else {
                local_2 = -64;
            }
            int _e46 = local_2;
            shift = _e46;
            int _e49 = e_3;
            int _e51 = shift;
            float _e53 = _oclvk_f32_with_exponent(x_7, as_type<int>(as_type<uint>(_e49) + as_type<uint>(_e51)));
            y = _e53;
            int _e56 = shift;
            float _e60 = _oclvk_f32_pow2i(naga_neg(_e56) / 2);
            back = _e60;
        }
        float _e63 = y;
        r = metal::rsqrt(_e63);
        float _e67 = y;
        float _e69 = r;
        s_1 = _e67 * _e69;
        float _e73 = s_1;
        float _e75 = s_1;
        metal::float2 _e76 = _oclvk_f32_two_prod(_e73, _e75, math_builtins_args);
        sq = _e76;
        float _e79 = y;
        metal::float2 _e81 = sq;
        uint _e88 = math_builtins_args.inner[4].w;
        metal::float2 _e96 = sq;
        res = as_type<float>(as_type<uint>(_e79 - _e81.x) ^ (_e88 >> 2u)) - _e96.y;
        float _e101 = s_1;
        float _e103 = res;
        float _e106 = r;
        s_1 = _e101 + (_e103 * (0.5 * _e106));
        float _e112 = s_1;
        up = as_type<float>(as_type<uint>(_e112) + 1u);
        float _e119 = s_1;
        float _e121 = up;
        metal::float2 _e122 = _oclvk_f32_two_prod(_e119, _e121, math_builtins_args);
        hi = _e122;
        float _e125 = y;
        metal::float2 _e127 = hi;
        dh = _e125 - _e127.x;
        float _e132 = dh;
        metal::float2 _e134 = hi;
        if (_e132 > _e134.y) {
            float _e138 = up;
            s_1 = _e138;
        } else {
            float _e141 = s_1;
            down = as_type<float>(as_type<uint>(_e141) - 1u);
            float _e148 = down;
            float _e150 = s_1;
            metal::float2 _e151 = _oclvk_f32_two_prod(_e148, _e150, math_builtins_args);
            lo = _e151;
            float _e154 = y;
            metal::float2 _e156 = lo;
            dl = _e154 - _e156.x;
            float _e161 = dl;
            metal::float2 _e163 = lo;
            if (_e161 <= _e163.y) {
                float _e167 = down;
                s_1 = _e167;
            }
        }
        float _e170 = s_1;
        float _e172 = back;
        return _e170 * _e172;
    }
    return float {};
}

bool _oclvk_el_exp_is_special(
    float x_8,
    uint threshold_bits
) {
    {
        uint _e2 = _oclvk_fb_abs_bits(x_8);
        return static_cast<int>(!((_e2 < threshold_bits))) != 0;
    }
    return bool {};
}

float _oclvk_el_exp_beyond(
    float x_9
) {
    float local_3 = {};
    {
        bool _e1 = _oclvk_fb_isnan(x_9);
        if (_e1) {
            local_3 = x_9;
        } else {
            bool _e3 = _oclvk_fb_signbit(x_9);
            local_3 = _e3 ? 0.0 : as_type<float>(2139095040u);
        }
        float _e10 = local_3;
        return _e10;
    }
    return float {};
}

float _oclvk_el_rint_product(
    float a_1,
    float b_3
) {
    {
        return metal::rint(a_1 * b_3);
    }
    return float {};
}

metal::float2 _oclvk_el_exp_reduce(
    float x_10
) {
    float k_1 = {};
    float r_1 = {};
    {
        float _e2 = _oclvk_el_rint_product(x_10, 1.442695);
        k_1 = _e2;
        float _e5 = k_1;
        float _e9 = k_1;
        r_1 = metal::fma(-(_e5), 0.000031946183, metal::fma(-(_e9), 0.69311523, x_10));
        float _e16 = k_1;
        float _e18 = r_1;
        return metal::float2(_e16, _e18);
    }
    return metal::float2 {};
}

float _oclvk_el_expm1_q(
    float r_2
) {
    float q = {};
    {
        q = 0.00019845877;
        float _e4 = q;
        q = metal::fma(_e4, r_2, 0.0013940625);
        float _e9 = q;
        q = metal::fma(_e9, r_2, 0.00833339);
        float _e14 = q;
        q = metal::fma(_e14, r_2, 0.041666362);
        float _e19 = q;
        q = metal::fma(_e19, r_2, 0.16666666);
        float _e24 = q;
        return metal::fma(_e24, r_2, 0.5);
    }
    return float {};
}

float _oclvk_el_expm1_poly(
    float r_3
) {
    {
        float _e2 = _oclvk_el_expm1_q(r_3);
        return metal::fma(r_3 * r_3, _e2, r_3);
    }
    return float {};
}

float _oclvk_el_pow2i(
    int k_2
) {
    {
        return as_type<float>(as_type<int>(as_type<uint>(k_2) + as_type<uint>(127)) << 23u);
    }
    return float {};
}

float _oclvk_el_scale(
    float p_1,
    int k_3
) {
    int h = {};
    {
        h = k_3 >> 1u;
        int _e9 = h;
        float _e10 = _oclvk_el_pow2i(_e9);
        int _e13 = h;
        float _e15 = _oclvk_el_pow2i(as_type<int>(as_type<uint>(k_3) - as_type<uint>(_e13)));
        return (p_1 * _e10) * _e15;
    }
    return float {};
}

int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}

float _oclvk_el_exp_wide(
    float x_11
) {
    metal::float2 kr = {};
    float p_2 = {};
    {
        bool _e2 = _oclvk_el_exp_is_special(x_11, 1120927744u);
        if (_e2) {
            float _e3 = _oclvk_el_exp_beyond(x_11);
            return _e3;
        }
        metal::float2 _e4 = _oclvk_el_exp_reduce(x_11);
        kr = _e4;
        metal::float2 _e8 = kr;
        float _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_2 = 1.0 + _e10;
        float _e14 = p_2;
        metal::float2 _e16 = kr;
        float _e19 = _oclvk_el_scale(_e14, naga_f2i32(_e16.x));
        return _e19;
    }
    return float {};
}

float _oclvk_el_scale_normal(
    float p_3,
    int k_4
) {
    {
        return as_type<float>(as_type<int>(as_type<uint>(as_type<int>(p_3)) + as_type<uint>(k_4 << 23u)));
    }
    return float {};
}

float _oclvk_exp_f32_(
    float x_12
) {
    metal::float2 kr_1 = {};
    float p_4 = {};
    {
        bool _e2 = _oclvk_el_exp_is_special(x_12, 1118568448u);
        if (_e2) {
            float _e3 = _oclvk_el_exp_wide(x_12);
            return _e3;
        }
        metal::float2 _e4 = _oclvk_el_exp_reduce(x_12);
        kr_1 = _e4;
        metal::float2 _e8 = kr_1;
        float _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_4 = 1.0 + _e10;
        float _e14 = p_4;
        metal::float2 _e16 = kr_1;
        float _e19 = _oclvk_el_scale_normal(_e14, naga_f2i32(_e16.x));
        return _e19;
    }
    return float {};
}

bool _oclvk_el_log_is_rare(
    float x_13
) {
    {
        return static_cast<int>((as_type<uint>(x_13) - 8388608u) >= 2130706432u) != 0;
    }
    return bool {};
}

bool _oclvk_el_log_is_special(
    float x_14
) {
    {
        return static_cast<int>((as_type<uint>(x_14) - 1u) >= 2139095039u) != 0;
    }
    return bool {};
}

bool _oclvk_fb_iszero(
    float x_15
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_15);
        return static_cast<int>(_e1 == 0u) != 0;
    }
    return bool {};
}

float _oclvk_el_log_special(
    float x_16
) {
    {
        bool _e1 = _oclvk_fb_isnan(x_16);
        if (_e1) {
            return x_16;
        }
        bool _e2 = _oclvk_fb_iszero(x_16);
        if (_e2) {
            return -(as_type<float>(2139095040u));
        }
        bool _e6 = _oclvk_fb_signbit(x_16);
        if (_e6) {
            return as_type<float>(2143289344u);
        }
        return as_type<float>(2139095040u);
    }
    return float {};
}

int _oclvk_el_subnormal_bits(
    float x_17
) {
    {
        return as_type<int>(static_cast<float>(as_type<int>(x_17)) * 0.000000000000000000000000000000000000023509887);
    }
    return int {};
}

metal::float2 _oclvk_el_log_reduce_bits(
    int bits,
    int scaled
) {
    int e_4 = {};
    float m_1 = {};
    {
        e_4 = as_type<int>(as_type<uint>(bits) - as_type<uint>(1060439284)) >> 23u;
        int _e11 = e_4;
        m_1 = as_type<float>(as_type<int>(as_type<uint>(bits) - as_type<uint>(_e11 << 23u)));
        int _e21 = e_4;
        float _e25 = m_1;
        return metal::float2(static_cast<float>(as_type<int>(as_type<uint>(_e21) - as_type<uint>(scaled))), _e25 - 1.0);
    }
    return metal::float2 {};
}

metal::float2 _oclvk_el_log_reduce(
    float x_18
) {
    int bits_1 = {};
    {
        bits_1 = as_type<int>(x_18);
        int _e4 = bits_1;
        if (_e4 < 8388608) {
            int _e7 = _oclvk_el_subnormal_bits(x_18);
            metal::float2 _e9 = _oclvk_el_log_reduce_bits(_e7, 24);
            return _e9;
        }
        int _e11 = bits_1;
        metal::float2 _e13 = _oclvk_el_log_reduce_bits(_e11, 0);
        return _e13;
    }
    return metal::float2 {};
}

float _oclvk_el_log1p_q(
    float f_1
) {
    float q_1 = {};
    {
        q_1 = -(0.07619631);
        float _e5 = q_1;
        q_1 = metal::fma(_e5, f_1, 0.1290369);
        float _e10 = q_1;
        q_1 = metal::fma(_e10, f_1, -(0.1324344));
        float _e16 = q_1;
        q_1 = metal::fma(_e16, f_1, 0.14181963);
        float _e21 = q_1;
        q_1 = metal::fma(_e21, f_1, -(0.1660905));
        float _e27 = q_1;
        q_1 = metal::fma(_e27, f_1, 0.20001966);
        float _e32 = q_1;
        q_1 = metal::fma(_e32, f_1, -(0.25001583));
        float _e38 = q_1;
        q_1 = metal::fma(_e38, f_1, 0.33333325);
        float _e43 = q_1;
        return metal::fma(_e43, f_1, -(0.49999988));
    }
    return float {};
}

float _oclvk_el_log1p_poly(
    float f_2
) {
    {
        float _e2 = _oclvk_el_log1p_q(f_2);
        return metal::fma(f_2 * f_2, _e2, f_2);
    }
    return float {};
}

float _oclvk_el_ln_reduced(
    metal::float2 ef
) {
    float l = {};
    {
        float _e2 = _oclvk_el_log1p_poly(ef.y);
        l = _e2;
        float _e9 = l;
        return metal::fma(ef.x, 0.69311523, metal::fma(ef.x, 0.000031946183, _e9));
    }
    return float {};
}

float _oclvk_el_log_pos(
    float x_19
) {
    {
        metal::float2 _e1 = _oclvk_el_log_reduce(x_19);
        float _e2 = _oclvk_el_ln_reduced(_e1);
        return _e2;
    }
    return float {};
}

float _oclvk_log_f32_(
    float x_20
) {
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
        metal::float2 _e7 = _oclvk_el_log_reduce_bits(as_type<int>(x_20), 0);
        float _e8 = _oclvk_el_ln_reduced(_e7);
        return _e8;
    }
    return float {};
}

metal::float2 _oclvk_trigf_two_sum(
    float a_2,
    float b_4,
    constant type_1& math_builtins_args
) {
    float s_2 = {};
    float bb = {};
    {
        uint _e7 = math_builtins_args.inner[4].w;
        s_2 = as_type<float>(as_type<uint>(a_2 + b_4) ^ (_e7 >> 2u));
        float _e16 = s_2;
        uint _e22 = math_builtins_args.inner[4].w;
        bb = as_type<float>(as_type<uint>(_e16 - a_2) ^ (_e22 >> 2u));
        float _e31 = s_2;
        float _e33 = s_2;
        float _e35 = bb;
        uint _e41 = math_builtins_args.inner[4].w;
        float _e50 = bb;
        return metal::float2(_e31, (a_2 - as_type<float>(as_type<uint>(_e33 - _e35) ^ (_e41 >> 2u))) + (b_4 - _e50));
    }
    return metal::float2 {};
}

metal::float2 _oclvk_trigf_fast_two_sum(
    float a_3,
    float b_5,
    constant type_1& math_builtins_args
) {
    float s_3 = {};
    {
        uint _e7 = math_builtins_args.inner[4].w;
        s_3 = as_type<float>(as_type<uint>(a_3 + b_5) ^ (_e7 >> 2u));
        float _e16 = s_3;
        float _e18 = s_3;
        uint _e24 = math_builtins_args.inner[4].w;
        return metal::float2(_e16, b_5 - as_type<float>(as_type<uint>(_e18 - a_3) ^ (_e24 >> 2u)));
    }
    return metal::float2 {};
}

metal::float4 _oclvk_trigf_reduce_small(
    float x_21,
    constant type_1& math_builtins_args
) {
    float big = {};
    float k_5 = {};
    float t1_ = {};
    metal::float2 t2_ = {};
    metal::float2 t3_ = {};
    float lo_1 = {};
    metal::float2 r_4 = {};
    {
        uint _e8 = math_builtins_args.inner[4].w;
        big = as_type<float>(as_type<uint>(metal::fma(x_21, 0.63661975, 12582912.0)) ^ (_e8 >> 2u));
        float _e17 = big;
        k_5 = _e17 - 12582912.0;
        float _e22 = k_5;
        t1_ = metal::fma(-(_e22), 1.5708008, x_21);
        float _e28 = t1_;
        float _e30 = k_5;
        metal::float2 _e35 = _oclvk_trigf_two_sum(_e28, -((_e30 * -(0.0000044535846))), math_builtins_args);
        t2_ = _e35;
        metal::float2 _e38 = t2_;
        float _e41 = k_5;
        metal::float2 _e46 = _oclvk_trigf_two_sum(_e38.x, -((_e41 * -(0.0000000008706138))), math_builtins_args);
        t3_ = _e46;
        float _e49 = k_5;
        metal::float2 _e53 = t2_;
        metal::float2 _e56 = t3_;
        lo_1 = metal::fma(-(_e49), 0.00000000000006223372, _e53.y + _e56.y);
        metal::float2 _e62 = t3_;
        float _e65 = lo_1;
        metal::float2 _e66 = _oclvk_trigf_fast_two_sum(_e62.x, _e65, math_builtins_args);
        r_4 = _e66;
        metal::float2 _e69 = r_4;
        metal::float2 _e72 = r_4;
        float _e75 = big;
        return metal::float4(_e69.x, _e72.y, as_type<float>(as_type<int>(_e75) & 3), 0.0);
    }
    return metal::float4 {};
}

metal::float2 _oclvk_trigf_sin_kernel(
    float x_22,
    float y_1
) {
    float z = {};
    float p_5 = {};
    {
        z = x_22 * x_22;
        float _e5 = z;
        p_5 = metal::fma(_e5, 0.000002724876, -(0.00019840077));
        float _e12 = p_5;
        float _e14 = z;
        p_5 = metal::fma(_e12, _e14, 0.008333332);
        float _e19 = p_5;
        float _e21 = z;
        p_5 = metal::fma(_e19, _e21, -(0.16666667));
        float _e27 = z;
        float _e30 = p_5;
        return metal::float2(x_22, metal::fma(x_22 * _e27, _e30, y_1));
    }
    return metal::float2 {};
}

metal::float2 _oclvk_trigf_cos_kernel(
    float x_23,
    float y_2
) {
    float z_1 = {};
    float p_6 = {};
    float hz = {};
    float w = {};
    {
        z_1 = x_23 * x_23;
        float _e5 = z_1;
        p_6 = metal::fma(_e5, 0.000024547053, -(0.0013888298));
        float _e12 = p_6;
        float _e14 = z_1;
        p_6 = metal::fma(_e12, _e14, 0.041666664);
        float _e20 = z_1;
        hz = 0.5 * _e20;
        float _e25 = hz;
        w = 1.0 - _e25;
        float _e29 = w;
        float _e32 = w;
        float _e35 = hz;
        float _e38 = z_1;
        float _e40 = z_1;
        float _e43 = p_6;
        return metal::float2(_e29, ((1.0 - _e32) - _e35) + metal::fma(_e38 * _e40, _e43, -((x_23 * y_2))));
    }
    return metal::float2 {};
}

float _oclvk_trigf_sin_quadrant(
    float x_24,
    float y_3,
    int n
) {
    metal::float2 s_4 = {};
    metal::float2 c = {};
    float r_5 = {};
    float local_4 = {};
    float local_5 = {};
    {
        metal::float2 _e3 = _oclvk_trigf_sin_kernel(x_24, y_3);
        s_4 = _e3;
        metal::float2 _e5 = _oclvk_trigf_cos_kernel(x_24, y_3);
        c = _e5;
        if ((n & 1) != 0) {
            metal::float2 _e12 = c;
            metal::float2 _e15 = c;
            local_4 = _e12.x + _e15.y;
        } else {
            metal::float2 _e20 = s_4;
            metal::float2 _e23 = s_4;
            local_4 = _e20.x + _e23.y;
        }
        float _e28 = local_4;
        r_5 = _e28;
        if ((n & 2) != 0) {
            float _e35 = r_5;
            local_5 = -(_e35);
        } else {
            float _e39 = r_5;
            local_5 = _e39;
        }
        float _e42 = local_5;
        return _e42;
    }
    return float {};
}

bool _oclvk_fb_isfinite(
    float x_25
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_25);
        return static_cast<int>(_e1 < 2139095040u) != 0;
    }
    return bool {};
}

uint _oclvk_trigf_two_over_pi_word(
    int w_1
) {
    uint t = {};
    uint local_6 = {};
    uint local_7 = {};
    uint local_8 = {};
    uint local_9 = {};
    uint local_10 = {};
    uint local_11 = {};
    uint local_12 = {};
    uint local_13 = {};
    {
        t = 0u;
        if (w_1 == 0) {
            local_6 = 2734261102u;
        } else {
            uint _e8 = t;
            local_6 = _e8;
        }
        uint _e11 = local_6;
        t = _e11;
        if (w_1 == 1) {
            local_7 = 1313084713u;
        } else {
            uint _e18 = t;
            local_7 = _e18;
        }
        uint _e21 = local_7;
        t = _e21;
        if (w_1 == 2) {
            local_8 = 4230436817u;
        } else {
            uint _e28 = t;
            local_8 = _e28;
        }
        uint _e31 = local_8;
        t = _e31;
        if (w_1 == 3) {
            local_9 = 4113882560u;
        } else {
            uint _e38 = t;
            local_9 = _e38;
        }
        uint _e41 = local_9;
        t = _e41;
        if (w_1 == 4) {
            local_10 = 3680671129u;
        } else {
            uint _e48 = t;
            local_10 = _e48;
        }
        uint _e51 = local_10;
        t = _e51;
        if (w_1 == 5) {
            local_11 = 1011060801u;
        } else {
            uint _e58 = t;
            local_11 = _e58;
        }
        uint _e61 = local_11;
        t = _e61;
        if (w_1 == 6) {
            local_12 = 4266746795u;
        } else {
            uint _e68 = t;
            local_12 = _e68;
        }
        uint _e71 = local_12;
        t = _e71;
        if (w_1 == 7) {
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
    return uint {};
}

uint _oclvk_trigf_two_over_pi_bits(
    int j
) {
    int b_6 = {};
    int w_2 = {};
    uint s_5 = {};
    uint hi_1 = {};
    uint lo_2 = {};
    uint local_14 = {};
    {
        b_6 = as_type<int>(as_type<uint>(j) - as_type<uint>(1));
        int _e5 = b_6;
        w_2 = _e5 >> 5u;
        int _e13 = b_6;
        s_5 = static_cast<uint>(_e13 & 31);
        int _e19 = w_2;
        uint _e20 = _oclvk_trigf_two_over_pi_word(_e19);
        hi_1 = _e20;
        int _e23 = w_2;
        uint _e26 = _oclvk_trigf_two_over_pi_word(as_type<int>(as_type<uint>(_e23) + as_type<uint>(1)));
        lo_2 = _e26;
        uint _e29 = s_5;
        if (_e29 == 0u) {
            uint _e33 = hi_1;
            local_14 = _e33;
        } else {
            uint _e36 = hi_1;
            uint _e38 = s_5;
            uint _e43 = lo_2;
            uint _e46 = s_5;
            local_14 = (_e36 << (_e38 & 31u)) | (_e43 >> ((32u - _e46) & 31u));
        }
        uint _e54 = local_14;
        return _e54;
    }
    return uint {};
}

metal::float2 _oclvk_trigf_two_prod(
    float a_4,
    float b_7,
    constant type_1& math_builtins_args
) {
    float p_7 = {};
    float ah_1 = {};
    float al_1 = {};
    float bh_1 = {};
    float bl_1 = {};
    {
        uint _e7 = math_builtins_args.inner[4].w;
        p_7 = as_type<float>(as_type<uint>(a_4 * b_7) ^ (_e7 >> 2u));
        ah_1 = as_type<float>(as_type<uint>(a_4) & 4294963200u);
        float _e21 = ah_1;
        al_1 = a_4 - _e21;
        bh_1 = as_type<float>(as_type<uint>(b_7) & 4294963200u);
        float _e30 = bh_1;
        bl_1 = b_7 - _e30;
        float _e34 = p_7;
        float _e36 = ah_1;
        float _e38 = bh_1;
        float _e41 = p_7;
        uint _e47 = math_builtins_args.inner[4].w;
        float _e55 = ah_1;
        float _e57 = bl_1;
        uint _e64 = math_builtins_args.inner[4].w;
        float _e72 = al_1;
        float _e74 = bh_1;
        uint _e81 = math_builtins_args.inner[4].w;
        float _e89 = al_1;
        float _e91 = bl_1;
        return metal::float2(_e34, as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(as_type<uint>((_e36 * _e38) - _e41) ^ (_e47 >> 2u)) + (_e55 * _e57)) ^ (_e64 >> 2u)) + (_e72 * _e74)) ^ (_e81 >> 2u)) + (_e89 * _e91));
    }
    return metal::float2 {};
}

metal::float4 _oclvk_trigf_reduce_large(
    float x_26,
    constant type_1& math_builtins_args
) {
    uint bits_2 = {};
    int e_5 = {};
    uint m_2 = {};
    int j0_ = {};
    uint w2_ = {};
    uint w1_ = {};
    uint w0_ = {};
    uint r0_ = {};
    uint p0hi = {};
    uint r1_ = {};
    uint carry = {};
    uint r2_ = {};
    int n_1 = {};
    uint f2_ = {};
    uint f1_ = {};
    uint f0_ = {};
    bool negative = {};
    int local_15 = {};
    uint g0_ = {};
    uint local_16 = {};
    uint borrow0_ = {};
    bool local_17 = {};
    uint g1_ = {};
    uint local_18 = {};
    uint borrow1_ = {};
    bool local_19 = {};
    uint g2_ = {};
    uint local_20 = {};
    bool word_shift = {};
    uint top = {};
    uint local_21 = {};
    uint next = {};
    uint local_22 = {};
    uint lz = {};
    uint hi_2 = {};
    uint local_23 = {};
    uint mid = {};
    uint local_24 = {};
    int shift_1 = {};
    float scale = {};
    float fhi = {};
    float flo = {};
    metal::float2 p_8 = {};
    float lo_3 = {};
    metal::float2 r_6 = {};
    metal::float2 local_25 = {};
    bool x_negative = {};
    metal::float2 local_26 = {};
    int local_27 = {};
    {
        bits_2 = as_type<uint>(x_26);
        uint _e4 = bits_2;
        e_5 = as_type<int>(as_type<uint>(static_cast<int>((_e4 >> 23u) & 255u)) - as_type<uint>(150));
        uint _e16 = bits_2;
        m_2 = (_e16 & 8388607u) | 8388608u;
        int _e23 = e_5;
        j0_ = as_type<int>(as_type<uint>(_e23) - as_type<uint>(1));
        int _e28 = j0_;
        uint _e29 = _oclvk_trigf_two_over_pi_bits(_e28);
        w2_ = _e29;
        int _e32 = j0_;
        uint _e35 = _oclvk_trigf_two_over_pi_bits(as_type<int>(as_type<uint>(_e32) + as_type<uint>(32)));
        w1_ = _e35;
        int _e38 = j0_;
        uint _e41 = _oclvk_trigf_two_over_pi_bits(as_type<int>(as_type<uint>(_e38) + as_type<uint>(64)));
        w0_ = _e41;
        uint _e44 = m_2;
        uint _e46 = w0_;
        r0_ = _e44 * _e46;
        uint _e50 = m_2;
        uint _e52 = w0_;
        p0hi = static_cast<uint>((static_cast<ulong>(_e50) * static_cast<ulong>(_e52)) >> 32u);
        uint _e61 = p0hi;
        uint _e63 = m_2;
        uint _e65 = w1_;
        r1_ = _e61 + (_e63 * _e65);
        uint _e70 = r1_;
        uint _e72 = p0hi;
        carry = (_e70 < _e72) ? 1u : 0u;
        uint _e79 = m_2;
        uint _e81 = w1_;
        uint _e89 = m_2;
        uint _e91 = w2_;
        uint _e95 = carry;
        r2_ = (static_cast<uint>((static_cast<ulong>(_e79) * static_cast<ulong>(_e81)) >> 32u) + (_e89 * _e91)) + _e95;
        uint _e99 = r2_;
        n_1 = static_cast<int>(_e99 >> 30u);
        uint _e107 = r2_;
        uint _e113 = r1_;
        f2_ = (_e107 << 2u) | (_e113 >> 30u);
        uint _e121 = r1_;
        uint _e127 = r0_;
        f1_ = (_e121 << 2u) | (_e127 >> 30u);
        uint _e135 = r0_;
        f0_ = _e135 << 2u;
        uint _e142 = f2_;
        negative = static_cast<int>((_e142 >> 31u) != 0u) != 0;
        bool _e154 = negative;
        if (_e154) {
            int _e156 = n_1;
            local_15 = as_type<int>(as_type<uint>(_e156) + as_type<uint>(1));
        } else {
            int _e161 = n_1;
            local_15 = _e161;
        }
        int _e164 = local_15;
        n_1 = _e164;
        bool _e167 = negative;
        if (_e167) {
            uint _e169 = f0_;
            local_16 = ~(_e169) + 1u;
        } else {
            uint _e175 = f0_;
            local_16 = _e175;
        }
        uint _e178 = local_16;
        g0_ = _e178;
        bool _e181 = negative;
        local_17 = _e181;
        if (_e181) {
            uint _e184 = g0_;
            local_17 = _e184 == 0u;
        }
        bool _e189 = local_17;
        borrow0_ = _e189 ? 1u : 0u;
        bool _e195 = negative;
        if (_e195) {
            uint _e197 = f1_;
            uint _e200 = borrow0_;
            local_18 = ~(_e197) + _e200;
        } else {
            uint _e204 = f1_;
            local_18 = _e204;
        }
        uint _e207 = local_18;
        g1_ = _e207;
        uint _e210 = borrow0_;
        bool _e212 = _e210 != 0u;
        local_19 = _e212;
        if (_e212) {
            uint _e215 = g1_;
            local_19 = _e215 == 0u;
        }
        bool _e220 = local_19;
        borrow1_ = _e220 ? 1u : 0u;
        bool _e226 = negative;
        if (_e226) {
            uint _e228 = f2_;
            uint _e231 = borrow1_;
            local_20 = ~(_e228) + _e231;
        } else {
            uint _e235 = f2_;
            local_20 = _e235;
        }
        uint _e238 = local_20;
        g2_ = _e238;
        uint _e241 = g2_;
        word_shift = static_cast<int>(_e241 == 0u) != 0;
        bool _e249 = word_shift;
        if (_e249) {
            uint _e251 = g1_;
            local_21 = _e251;
        } else {
            uint _e254 = g2_;
            local_21 = _e254;
        }
        uint _e257 = local_21;
        top = _e257;
        bool _e260 = word_shift;
        if (_e260) {
            uint _e262 = g0_;
            local_22 = _e262;
        } else {
            uint _e265 = g1_;
            local_22 = _e265;
        }
        uint _e268 = local_22;
        next = _e268;
        uint _e271 = top;
        lz = metal::clz(_e271);
        uint _e275 = lz;
        if (_e275 == 0u) {
            uint _e279 = top;
            local_23 = _e279;
        } else {
            uint _e282 = top;
            uint _e284 = lz;
            uint _e289 = next;
            uint _e292 = lz;
            local_23 = (_e282 << (_e284 & 31u)) | (_e289 >> ((32u - _e292) & 31u));
        }
        uint _e300 = local_23;
        hi_2 = _e300;
        uint _e303 = lz;
        if (_e303 == 0u) {
            uint _e307 = next;
            local_24 = _e307;
        } else {
            uint _e310 = next;
            uint _e312 = lz;
            local_24 = _e310 << (_e312 & 31u);
        }
        uint _e318 = local_24;
        mid = _e318;
        uint _e321 = lz;
        bool _e324 = word_shift;
        shift_1 = as_type<int>(as_type<uint>(static_cast<int>(_e321)) + as_type<uint>(_e324 ? 32 : 0));
        int _e334 = shift_1;
        scale = as_type<float>(static_cast<uint>(as_type<int>(as_type<uint>(103) - as_type<uint>(_e334))) << 23u);
        uint _e344 = hi_2;
        float _e351 = scale;
        fhi = static_cast<float>(_e344 >> 8u) * _e351;
        uint _e355 = hi_2;
        uint _e363 = mid;
        float _e371 = scale;
        flo = static_cast<float>(((_e355 & 255u) << 16u) | (_e363 >> 16u)) * (_e371 * 0.000000059604645);
        float _e377 = fhi;
        metal::float2 _e379 = _oclvk_trigf_two_prod(_e377, 1.5707964, math_builtins_args);
        p_8 = _e379;
        metal::float2 _e382 = p_8;
        float _e385 = flo;
        float _e389 = fhi;
        lo_3 = _e382.y + ((_e385 * 1.5707964) + (_e389 * -(0.00000004371139)));
        metal::float2 _e397 = p_8;
        float _e400 = lo_3;
        metal::float2 _e401 = _oclvk_trigf_fast_two_sum(_e397.x, _e400, math_builtins_args);
        r_6 = _e401;
        bool _e404 = negative;
        if (_e404) {
            metal::float2 _e406 = r_6;
            local_25 = -(_e406);
        } else {
            metal::float2 _e410 = r_6;
            local_25 = _e410;
        }
        metal::float2 _e413 = local_25;
        r_6 = _e413;
        x_negative = static_cast<int>(x_26 < 0.0) != 0;
        bool _e422 = x_negative;
        if (_e422) {
            metal::float2 _e424 = r_6;
            local_26 = -(_e424);
        } else {
            metal::float2 _e428 = r_6;
            local_26 = _e428;
        }
        metal::float2 _e431 = local_26;
        r_6 = _e431;
        bool _e434 = x_negative;
        if (_e434) {
            int _e436 = n_1;
            local_27 = naga_neg(_e436);
        } else {
            int _e440 = n_1;
            local_27 = _e440;
        }
        int _e443 = local_27;
        n_1 = _e443;
        metal::float2 _e446 = r_6;
        metal::float2 _e449 = r_6;
        int _e452 = n_1;
        return metal::float4(_e446.x, _e449.y, as_type<float>(_e452 & 3), 0.0);
    }
    return metal::float4 {};
}

float _oclvk_trigf_div(
    metal::float2 n_2,
    metal::float2 d,
    constant type_1& math_builtins_args
) {
    float den = {};
    float q_2 = {};
    metal::float2 p_9 = {};
    float r_7 = {};
    {
        den = d.x + d.y;
        float _e10 = den;
        q_2 = (n_2.x + n_2.y) / _e10;
        float _e14 = q_2;
        metal::float2 _e16 = _oclvk_trigf_two_prod(_e14, d.x, math_builtins_args);
        p_9 = _e16;
        metal::float2 _e20 = p_9;
        metal::float2 _e24 = p_9;
        float _e30 = q_2;
        r_7 = (((n_2.x - _e20.x) - _e24.y) + n_2.y) - (_e30 * d.y);
        float _e36 = q_2;
        float _e38 = r_7;
        float _e40 = den;
        return _e36 + (_e38 / _e40);
    }
    return float {};
}

float _oclvk_trigf_tan_quadrant(
    float x_27,
    float y_4,
    int n_3,
    constant type_1& math_builtins_args
) {
    metal::float2 s_6 = {};
    metal::float2 c_1 = {};
    bool odd = {};
    metal::float2 local_28 = {};
    metal::float2 local_29 = {};
    {
        metal::float2 _e3 = _oclvk_trigf_sin_kernel(x_27, y_4);
        s_6 = _e3;
        metal::float2 _e5 = _oclvk_trigf_cos_kernel(x_27, y_4);
        c_1 = _e5;
        odd = static_cast<int>((n_3 & 1) != 0) != 0;
        bool _e16 = odd;
        if (_e16) {
            metal::float2 _e18 = c_1;
            local_28 = -(_e18);
        } else {
            metal::float2 _e22 = s_6;
            local_28 = _e22;
        }
        metal::float2 _e25 = local_28;
        bool _e27 = odd;
        if (_e27) {
            metal::float2 _e29 = s_6;
            local_29 = _e29;
        } else {
            metal::float2 _e32 = c_1;
            local_29 = _e32;
        }
        metal::float2 _e35 = local_29;
        float _e36 = _oclvk_trigf_div(_e25, _e35, math_builtins_args);
        return _e36;
    }
    return float {};
}

float _oclvk_trigf_large(
    float x_28,
    int n_4,
    bool tan,
    constant type_1& math_builtins_args
) {
    metal::float4 r_8 = {};
    int q_3 = {};
    float local_30 = {};
    {
        bool _e3 = _oclvk_fb_isfinite(x_28);
        if (!(_e3)) {
            return as_type<float>(2143289344u);
        }
        metal::float4 _e7 = _oclvk_trigf_reduce_large(x_28, math_builtins_args);
        r_8 = _e7;
        metal::float4 _e10 = r_8;
        q_3 = as_type<int>(as_type<uint>(as_type<int>(_e10.z)) + as_type<uint>(n_4));
        if (tan) {
            metal::float4 _e16 = r_8;
            metal::float4 _e19 = r_8;
            int _e22 = q_3;
            float _e23 = _oclvk_trigf_tan_quadrant(_e16.x, _e19.y, _e22, math_builtins_args);
            local_30 = _e23;
        } else {
            metal::float4 _e26 = r_8;
            metal::float4 _e29 = r_8;
            int _e32 = q_3;
            float _e33 = _oclvk_trigf_sin_quadrant(_e26.x, _e29.y, _e32);
            local_30 = _e33;
        }
        float _e36 = local_30;
        return _e36;
    }
    return float {};
}

float _oclvk_sin_f32_(
    float x_29,
    constant type_1& math_builtins_args
) {
    bool large = {};
    metal::float4 r_9 = {};
    float s_7 = {};
    float local_31 = {};
    {
        uint _e1 = _oclvk_fb_abs_bits(x_29);
        large = static_cast<int>(_e1 > 1170735104u) != 0;
        metal::float4 _e8 = _oclvk_trigf_reduce_small(x_29, math_builtins_args);
        r_9 = _e8;
        metal::float4 _e11 = r_9;
        metal::float4 _e14 = r_9;
        metal::float4 _e17 = r_9;
        float _e20 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, as_type<int>(_e17.z));
        s_7 = _e20;
        if (metal::abs(x_29) < 0.00024414063) {
            local_31 = x_29;
        } else {
            float _e27 = s_7;
            local_31 = _e27;
        }
        float _e30 = local_31;
        s_7 = _e30;
        bool _e33 = large;
        if (_e33) {
            float _e36 = _oclvk_trigf_large(x_29, 0, false, math_builtins_args);
            s_7 = _e36;
        }
        float _e39 = s_7;
        return _e39;
    }
    return float {};
}

float _oclvk_cos_f32_(
    float x_30,
    constant type_1& math_builtins_args
) {
    bool large_1 = {};
    metal::float4 r_10 = {};
    float c_2 = {};
    {
        uint _e1 = _oclvk_fb_abs_bits(x_30);
        large_1 = static_cast<int>(_e1 > 1170735104u) != 0;
        metal::float4 _e8 = _oclvk_trigf_reduce_small(x_30, math_builtins_args);
        r_10 = _e8;
        metal::float4 _e11 = r_10;
        metal::float4 _e14 = r_10;
        metal::float4 _e17 = r_10;
        float _e22 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, as_type<int>(as_type<uint>(as_type<int>(_e17.z)) + as_type<uint>(1)));
        c_2 = _e22;
        bool _e25 = large_1;
        if (_e25) {
            float _e28 = _oclvk_trigf_large(x_30, 1, false, math_builtins_args);
            c_2 = _e28;
        }
        float _e31 = c_2;
        return _e31;
    }
    return float {};
}

bool _oclvk_el_pow_is_common(
    float x_31,
    float y_5
) {
    {
        uint _e5 = _oclvk_fb_abs_bits(y_5);
        return static_cast<int>(metal::max(as_type<uint>(x_31) - 8388608u, _e5 - 8388608u) < 2130706432u) != 0;
    }
    return bool {};
}

float _oclvk_el_head(
    float a_5
) {
    {
        return as_type<float>(as_type<uint>(a_5) & 4294963200u);
    }
    return float {};
}

metal::float2 _oclvk_el_two_square(
    float a_6,
    constant type_1& math_builtins_args
) {
    float p_10 = {};
    float ah_2 = {};
    float al_2 = {};
    float e_6 = {};
    {
        uint _e6 = math_builtins_args.inner[4].w;
        p_10 = as_type<float>(as_type<uint>(a_6 * a_6) ^ (_e6 >> 2u));
        bool _e14 = _oclvk_fma_is_fused();
        if (_e14) {
            float _e16 = p_10;
            float _e18 = p_10;
            return metal::float2(_e16, metal::fma(a_6, a_6, -(_e18)));
        }
        float _e22 = _oclvk_el_head(a_6);
        ah_2 = _e22;
        float _e25 = ah_2;
        al_2 = a_6 - _e25;
        float _e29 = ah_2;
        float _e31 = ah_2;
        float _e34 = p_10;
        uint _e40 = math_builtins_args.inner[4].w;
        float _e49 = ah_2;
        float _e51 = al_2;
        uint _e59 = math_builtins_args.inner[4].w;
        float _e67 = al_2;
        float _e69 = al_2;
        e_6 = as_type<float>(as_type<uint>(as_type<float>(as_type<uint>((_e29 * _e31) - _e34) ^ (_e40 >> 2u)) + (2.0 * (_e49 * _e51))) ^ (_e59 >> 2u)) + (_e67 * _e69);
        float _e74 = p_10;
        float _e76 = e_6;
        return metal::float2(_e74, _e76);
    }
    return metal::float2 {};
}

metal::float2 _oclvk_el_fast_two_sum(
    float a_7,
    float b_8,
    constant type_1& math_builtins_args
) {
    float s_8 = {};
    {
        uint _e7 = math_builtins_args.inner[4].w;
        s_8 = as_type<float>(as_type<uint>(a_7 + b_8) ^ (_e7 >> 2u));
        float _e16 = s_8;
        float _e18 = s_8;
        uint _e24 = math_builtins_args.inner[4].w;
        return metal::float2(_e16, b_8 - as_type<float>(as_type<uint>(_e18 - a_7) ^ (_e24 >> 2u)));
    }
    return metal::float2 {};
}

metal::float2 _oclvk_el_log_ff_reduced(
    metal::float2 ef_1,
    constant type_1& math_builtins_args
) {
    float f_3 = {};
    float p_11 = {};
    metal::float2 sq_1 = {};
    metal::float2 s_9 = {};
    float f3_ = {};
    float lo_4 = {};
    metal::float2 ln = {};
    metal::float2 t_1 = {};
    {
        f_3 = ef_1.y;
        p_11 = 0.053847574;
        float _e6 = p_11;
        float _e8 = f_3;
        p_11 = metal::fma(_e6, _e8, -(0.098620296));
        float _e14 = p_11;
        float _e16 = f_3;
        p_11 = metal::fma(_e14, _e16, 0.099889345);
        float _e21 = p_11;
        float _e23 = f_3;
        p_11 = metal::fma(_e21, _e23, -(0.09924798));
        float _e29 = p_11;
        float _e31 = f_3;
        p_11 = metal::fma(_e29, _e31, 0.110147536);
        float _e36 = p_11;
        float _e38 = f_3;
        p_11 = metal::fma(_e36, _e38, -(0.12498264));
        float _e44 = p_11;
        float _e46 = f_3;
        p_11 = metal::fma(_e44, _e46, 0.14290176);
        float _e51 = p_11;
        float _e53 = f_3;
        p_11 = metal::fma(_e51, _e53, -(0.16666856));
        float _e59 = p_11;
        float _e61 = f_3;
        p_11 = metal::fma(_e59, _e61, 0.19999911);
        float _e66 = p_11;
        float _e68 = f_3;
        p_11 = metal::fma(_e66, _e68, -(0.24999997));
        float _e74 = f_3;
        metal::float2 _e75 = _oclvk_el_two_square(_e74, math_builtins_args);
        sq_1 = _e75;
        float _e78 = f_3;
        metal::float2 _e82 = sq_1;
        metal::float2 _e85 = _oclvk_el_fast_two_sum(_e78, -(0.5) * _e82.x, math_builtins_args);
        s_9 = _e85;
        float _e88 = f_3;
        metal::float2 _e90 = sq_1;
        float _e93 = f_3;
        metal::float2 _e95 = sq_1;
        f3_ = metal::fma(_e88, _e90.x, _e93 * _e95.y);
        float _e101 = f3_;
        float _e104 = f3_;
        float _e106 = f_3;
        float _e109 = p_11;
        metal::float2 _e111 = s_9;
        metal::float2 _e115 = sq_1;
        lo_4 = metal::fma(_e101, 0.33333334, metal::fma(_e104 * _e106, _e109, _e111.y - (0.5 * _e115.y)));
        metal::float2 _e123 = s_9;
        float _e126 = lo_4;
        metal::float2 _e127 = _oclvk_el_fast_two_sum(_e123.x, _e126, math_builtins_args);
        ln = _e127;
        metal::float2 _e133 = ln;
        metal::float2 _e135 = _oclvk_el_fast_two_sum(ef_1.x * 0.69311523, _e133.x, math_builtins_args);
        t_1 = _e135;
        metal::float2 _e138 = t_1;
        metal::float2 _e141 = t_1;
        metal::float2 _e146 = ln;
        return metal::float2(_e138.x, _e141.y + metal::fma(ef_1.x, 0.000031946183, _e146.y));
    }
    return metal::float2 {};
}

metal::float2 _oclvk_el_two_prod(
    float a_8,
    float b_9,
    constant type_1& math_builtins_args
) {
    float p_12 = {};
    float ah_3 = {};
    float al_3 = {};
    float bh_2 = {};
    float bl_2 = {};
    float e_7 = {};
    {
        uint _e7 = math_builtins_args.inner[4].w;
        p_12 = as_type<float>(as_type<uint>(a_8 * b_9) ^ (_e7 >> 2u));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p_12;
            float _e19 = p_12;
            return metal::float2(_e17, metal::fma(a_8, b_9, -(_e19)));
        }
        float _e23 = _oclvk_el_head(a_8);
        ah_3 = _e23;
        float _e26 = ah_3;
        al_3 = a_8 - _e26;
        float _e29 = _oclvk_el_head(b_9);
        bh_2 = _e29;
        float _e32 = bh_2;
        bl_2 = b_9 - _e32;
        float _e36 = ah_3;
        float _e38 = bh_2;
        float _e41 = p_12;
        uint _e47 = math_builtins_args.inner[4].w;
        float _e55 = ah_3;
        float _e57 = bl_2;
        uint _e64 = math_builtins_args.inner[4].w;
        float _e72 = al_3;
        float _e74 = bh_2;
        uint _e81 = math_builtins_args.inner[4].w;
        float _e89 = al_3;
        float _e91 = bl_2;
        e_7 = as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(as_type<uint>((_e36 * _e38) - _e41) ^ (_e47 >> 2u)) + (_e55 * _e57)) ^ (_e64 >> 2u)) + (_e72 * _e74)) ^ (_e81 >> 2u)) + (_e89 * _e91);
        float _e96 = p_12;
        float _e98 = e_7;
        return metal::float2(_e96, _e98);
    }
    return metal::float2 {};
}

float _oclvk_el_exp_ff_wide(
    float hi_3,
    float lo_5
) {
    metal::float2 kr_2 = {};
    float p_13 = {};
    {
        if (!((metal::abs(hi_3) < 104.0))) {
            return (hi_3 > 0.0) ? as_type<float>(2139095040u) : 0.0;
        }
        metal::float2 _e12 = _oclvk_el_exp_reduce(hi_3);
        kr_2 = _e12;
        metal::float2 _e16 = kr_2;
        float _e19 = _oclvk_el_expm1_poly(_e16.y + lo_5);
        p_13 = 1.0 + _e19;
        float _e23 = p_13;
        metal::float2 _e25 = kr_2;
        float _e28 = _oclvk_el_scale(_e23, naga_f2i32(_e25.x));
        return _e28;
    }
    return float {};
}

float _oclvk_el_exp_ff(
    float hi_4,
    float lo_6
) {
    metal::float2 kr_3 = {};
    float p_14 = {};
    {
        if (!((metal::abs(hi_4) < 86.0))) {
            float _e6 = _oclvk_el_exp_ff_wide(hi_4, lo_6);
            return _e6;
        }
        metal::float2 _e7 = _oclvk_el_exp_reduce(hi_4);
        kr_3 = _e7;
        metal::float2 _e11 = kr_3;
        float _e14 = _oclvk_el_expm1_poly(_e11.y + lo_6);
        p_14 = 1.0 + _e14;
        float _e18 = p_14;
        metal::float2 _e20 = kr_3;
        float _e23 = _oclvk_el_scale_normal(_e18, naga_f2i32(_e20.x));
        return _e23;
    }
    return float {};
}

float _oclvk_el_pow_from_log(
    metal::float2 l_1,
    float y_6,
    constant type_1& math_builtins_args
) {
    metal::float2 z_2 = {};
    {
        metal::float2 _e3 = _oclvk_el_two_prod(y_6, l_1.x, math_builtins_args);
        z_2 = _e3;
        metal::float2 _e6 = z_2;
        metal::float2 _e10 = z_2;
        float _e13 = _oclvk_el_exp_ff(_e6.x, metal::fma(y_6, l_1.y, _e10.y));
        return _e13;
    }
    return float {};
}

float _oclvk_el_pow_common(
    float x_32,
    float y_7,
    constant type_1& math_builtins_args
) {
    metal::float2 l_2 = {};
    {
        metal::float2 _e4 = _oclvk_el_log_reduce_bits(as_type<int>(x_32), 0);
        metal::float2 _e5 = _oclvk_el_log_ff_reduced(_e4, math_builtins_args);
        l_2 = _e5;
        metal::float2 _e8 = l_2;
        float _e9 = _oclvk_el_pow_from_log(_e8, y_7, math_builtins_args);
        return _e9;
    }
    return float {};
}

float _oclvk_fb_fabs(
    float x_33
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_33);
        return as_type<float>(_e1);
    }
    return float {};
}

bool _oclvk_el_is_odd_integer(
    float y_8
) {
    float a_9 = {};
    bool local_32 = {};
    bool local_33 = {};
    {
        float _e1 = _oclvk_fb_fabs(y_8);
        a_9 = _e1;
        float _e4 = a_9;
        bool _e6 = _e4 < 16777216.0;
        local_33 = _e6;
        if (_e6) {
            float _e9 = a_9;
            float _e13 = a_9;
            local_33 = static_cast<float>(naga_f2i32(_e9)) == _e13;
        }
        bool _e17 = local_33;
        local_32 = _e17;
        if (_e17) {
            float _e20 = a_9;
            local_32 = (naga_f2i32(_e20) & 1) != 0;
        }
        bool _e28 = local_32;
        return static_cast<int>(_e28) != 0;
    }
    return bool {};
}

bool _oclvk_el_is_integer(
    float y_9
) {
    float a_10 = {};
    bool local_34 = {};
    bool local_35 = {};
    {
        float _e1 = _oclvk_fb_fabs(y_9);
        a_10 = _e1;
        float _e4 = a_10;
        bool _e5 = _oclvk_fb_isinf(_e4);
        bool _e6 = !(_e5);
        local_34 = _e6;
        if (_e6) {
            float _e9 = a_10;
            bool _e11 = _e9 >= 8388608.0;
            local_35 = _e11;
            if (_e11) {
            } else {
                float _e14 = a_10;
                float _e18 = a_10;
                local_35 = static_cast<float>(naga_f2i32(_e14)) == _e18;
            }
            bool _e22 = local_35;
            local_34 = _e22;
        }
        bool _e25 = local_34;
        return static_cast<int>(_e25) != 0;
    }
    return bool {};
}

metal::float2 _oclvk_el_log_ff(
    float x_34,
    constant type_1& math_builtins_args
) {
    {
        metal::float2 _e1 = _oclvk_el_log_reduce(x_34);
        metal::float2 _e2 = _oclvk_el_log_ff_reduced(_e1, math_builtins_args);
        return _e2;
    }
    return metal::float2 {};
}

float _oclvk_el_pow_core(
    float x_35,
    float y_10,
    constant type_1& math_builtins_args
) {
    {
        metal::float2 _e2 = _oclvk_el_log_ff(x_35, math_builtins_args);
        float _e3 = _oclvk_el_pow_from_log(_e2, y_10, math_builtins_args);
        return _e3;
    }
    return float {};
}

float _oclvk_el_pow_special(
    float x_36,
    float y_11,
    constant type_1& math_builtins_args
) {
    bool local_36 = {};
    bool local_37 = {};
    bool odd_1 = {};
    bool neg_x = {};
    float ax = {};
    float r_11 = {};
    float local_38 = {};
    float r_12 = {};
    float local_39 = {};
    bool local_40 = {};
    float r_13 = {};
    float local_41 = {};
    {
        bool _e2 = _oclvk_fb_iszero(y_11);
        local_36 = _e2;
        if (_e2) {
        } else {
            local_36 = as_type<uint>(x_36) == 1065353216u;
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
            return as_type<float>(2143289344u);
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
            if (_e26 == 1065353216u) {
                return 1.0;
            }
            float _e31 = ax;
            bool _e35 = _oclvk_fb_signbit(y_11);
            return (static_cast<int>(_e31 < 1.0) == static_cast<int>(_e35)) ? as_type<float>(2139095040u) : 0.0;
        }
        bool _e42 = _oclvk_fb_iszero(x_36);
        if (_e42) {
            bool _e43 = _oclvk_fb_signbit(y_11);
            r_11 = _e43 ? as_type<float>(2139095040u) : 0.0;
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
            r_12 = _e61 ? 0.0 : as_type<float>(2139095040u);
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
            return as_type<float>(2143289344u);
        }
        float _e89 = ax;
        float _e90 = _oclvk_el_pow_core(_e89, y_11, math_builtins_args);
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
    return float {};
}

float _oclvk_pow_f32_(
    float x_37,
    float y_12,
    constant type_1& math_builtins_args
) {
    {
        bool _e2 = _oclvk_el_pow_is_common(x_37, y_12);
        if (_e2) {
            float _e3 = _oclvk_el_pow_common(x_37, y_12, math_builtins_args);
            return _e3;
        }
        float _e4 = _oclvk_el_pow_special(x_37, y_12, math_builtins_args);
        return _e4;
    }
    return float {};
}

float _oclvk_round_f32_(
    float x_38
) {
    float a_11 = {};
    float t_2 = {};
    {
        uint _e1 = _oclvk_fb_abs_bits(x_38);
        if (_e1 >= 1258291200u) {
            return x_38;
        }
        a_11 = metal::abs(x_38);
        float _e7 = a_11;
        t_2 = metal::trunc(_e7);
        float _e11 = a_11;
        float _e13 = t_2;
        if ((_e11 - _e13) >= 0.5) {
            float _e18 = t_2;
            t_2 = _e18 + 1.0;
        }
        float _e23 = t_2;
        float _e24 = _oclvk_fb_copysign(_e23, x_38);
        return _e24;
    }
    return float {};
}
int naga_abs(int val) {
    return metal::select(as_type<int>(-as_type<uint>(val)), val, val >= 0);
}


struct math_builtinsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void math_builtins(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& math_builtins_args [[user(fake0)]]
, device type_3 const& x_39 [[user(fake0)]]
, device type_3& fout [[user(fake0)]]
, device type_5 const& a_12 [[user(fake0)]]
, device type_5& iout [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    float f = {};
    int v = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = math_builtins_args.inner[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = math_builtins_args.inner[2].x;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e10 + _e14) * _e18) + _e21) + _e27)));
        int _e34 = i;
        float _e38 = x_39[as_type<int>(as_type<uint>(0) + as_type<uint>(_e34))];
        f = _e38;
        int _e42 = i;
        float _e46 = f;
        float _e48 = _oclvk_sqrt_f32_(metal::abs(_e46), math_builtins_args);
        float _e50 = f;
        float _e53 = f;
        float _e58 = f;
        float _e63 = f;
        fout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e42))))] = ((_e48 + (metal::floor(_e50) * metal::ceil(_e53))) - metal::min(_e58, 1.0)) + metal::max(_e63, -(1.0));
        int _e72 = i;
        float _e78 = f;
        float _e81 = _oclvk_exp_f32_(_e78 * 0.25);
        float _e83 = f;
        float _e87 = _oclvk_log_f32_(metal::abs(_e83) + 1.0);
        float _e90 = f;
        float _e91 = _oclvk_sin_f32_(_e90, math_builtins_args);
        float _e93 = f;
        float _e94 = _oclvk_cos_f32_(_e93, math_builtins_args);
        fout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e72))) + as_type<uint>(1))))] = (_e81 + _e87) + (_e91 * _e94);
        int _e101 = i;
        float _e107 = f;
        float _e110 = _oclvk_pow_f32_(metal::abs(_e107), 1.5, math_builtins_args);
        float _e112 = f;
        float _e119 = f;
        fout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e101))) + as_type<uint>(2))))] = (_e110 + ((_e112 * 2.0) + 3.0)) + metal::clamp(_e119, -(2.0), 2.0);
        int _e129 = i;
        float _e135 = f;
        float _e141 = f;
        float _e145 = f;
        float _e146 = _oclvk_round_f32_(_e145);
        float _e150 = f;
        fout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e129))) + as_type<uint>(3))))] = ((metal::rsqrt(metal::abs(_e135) + 1.0) + metal::trunc(_e141)) + _e146) + as_type<float>((as_type<uint>(2.0) & 2147483647u) | (as_type<uint>(_e150) & 2147483648u));
        int _e163 = i;
        int _e167 = a_12[as_type<int>(as_type<uint>(0) + as_type<uint>(_e163))];
        v = _e167;
        int _e171 = i;
        int _e175 = v;
        int _e179 = v;
        int _e185 = v;
        int _e192 = v;
        iout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e171))))] = static_cast<int>(((as_type<uint>(naga_abs(_e175)) + static_cast<uint>(metal::min(_e179, 7))) + static_cast<uint>(metal::max(_e185, -7))) + static_cast<uint>(metal::clamp(_e192, -100, 100)));
        int _e204 = i;
        int _e210 = v;
        int _e215 = v;
        int _e221 = v;
        int _e229 = v;
        int _e237 = v;
        int _e242 = v;
        iout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e204))) + as_type<uint>(1))))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(metal::popcount(as_type<uint>(_e210)))) + as_type<uint>(as_type<int>(metal::clz(as_type<uint>(_e215)))))) + as_type<uint>(_e221 >> 3u))) + as_type<uint>(_e229 << 2u))) + as_type<uint>(_e237 / 3))) + as_type<uint>(_e242 % 5));
        int _e250 = i;
        int _e256 = v;
        int _e265 = v;
        uint _e267 = as_type<uint>(_e265);
        uint _e270 = as_type<uint>(5) & 31u;
        int _e280 = v;
        int _e288 = as_type<int>(as_type<uint>(_e280) + as_type<uint>(2147483632));
        iout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e250))) + as_type<uint>(2))))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(as_type<long>(as_type<ulong>(static_cast<long>(_e256)) * as_type<ulong>(74565L)) >> 32u)) + as_type<uint>(as_type<int>((_e267 << _e270) | (_e267 >> ((32u - _e270) & 31u)))))) + as_type<uint>((((_e280 ^ _e288) & (2147483632 ^ _e288)) < 0) ? ((_e280 < 0) ? (-2147483647 - 1) : 2147483647) : _e288));
        int _e301 = i;
        int _e307 = v;
        int _e314 = v;
        int _e327 = v;
        int _e333 = v;
        int _e339 = v;
        iout[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e301))) + as_type<uint>(3))))] = static_cast<int>(((((static_cast<uint>(static_cast<int>(static_cast<uint>(_e307))) / 7u) + static_cast<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e314 >> 1u) + as_type<uint>(49))) + as_type<uint>((_e314 & 99) & 1)))) + static_cast<uint>(_e327 ^ 23130)) + static_cast<uint>(_e333 & 255)) + static_cast<uint>(_e339 | 1));
    }
}
