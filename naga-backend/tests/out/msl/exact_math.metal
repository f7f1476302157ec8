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

metal::uint2 _oclvk_divide_shifted_f32_(
    uint mx,
    uint d,
    int shift
) {
    int shift_1 = {};
    uint q_1 = {};
    uint r = {};
    int step = {};
    int local = {};
    uint digit = {};
    shift_1 = shift;
    {
        q_1 = mx / ((d == 0u) ? 1u : d);
        uint _e11 = q_1;
        r = mx - (_e11 * d);
        while(true) {
            int _e16 = shift_1;
            if (!((_e16 > 0))) {
                break;
            }
            int _e21 = shift_1;
            if (_e21 < 8) {
                int _e25 = shift_1;
                local = _e25;
            } else {
                local = 8;
            }
            int _e30 = local;
            step = _e30;
            uint _e33 = r;
            int _e35 = step;
            r = _e33 << (static_cast<uint>(_e35) & 31u);
            uint _e42 = r;
            digit = _e42 / ((d == 0u) ? 1u : d);
            uint _e50 = r;
            uint _e52 = digit;
            r = _e50 - (_e52 * d);
            uint _e57 = q_1;
            int _e59 = step;
            uint _e65 = digit;
            q_1 = (_e57 << (static_cast<uint>(_e59) & 31u)) | _e65;
            int _e69 = shift_1;
            int _e71 = step;
            shift_1 = as_type<int>(as_type<uint>(_e69) - as_type<uint>(_e71));
        }
        uint _e75 = r;
        uint _e77 = q_1;
        return metal::uint2(_e75, _e77);
    }
    return metal::uint2 {};
}

int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
}

metal::uint2 _oclvk_remquo_bits_f32_(
    float x,
    float y
) {
    uint xb = {};
    uint yb = {};
    uint ax = {};
    uint ay = {};
    bool local_1 = {};
    bool local_2 = {};
    uint implicit = {};
    int ex = {};
    int ey = {};
    uint mx_1 = {};
    uint local_3 = {};
    uint my = {};
    uint local_4 = {};
    int local_5 = {};
    int local_6 = {};
    int gap = {};
    uint divisor = {};
    uint local_7 = {};
    int exponent = {};
    int local_8 = {};
    metal::uint2 division = {};
    int local_9 = {};
    uint r_1 = {};
    uint q_2 = {};
    uint sign = {};
    uint twice = {};
    bool local_10 = {};
    bool local_11 = {};
    uint magnitude = {};
    uint exact = {};
    int biased = {};
    uint local_12 = {};
    int quotient = {};
    int local_13 = {};
    {
        xb = as_type<uint>(x);
        yb = as_type<uint>(y);
        uint _e7 = xb;
        ax = _e7 & 2147483647u;
        uint _e14 = yb;
        ay = _e14 & 2147483647u;
        uint _e21 = ax;
        bool _e23 = _e21 >= 2139095040u;
        local_2 = _e23;
        if (_e23) {
        } else {
            uint _e26 = ay;
            local_2 = _e26 > 2139095040u;
        }
        bool _e31 = local_2;
        local_1 = _e31;
        if (_e31) {
        } else {
            uint _e34 = ay;
            local_1 = _e34 == 0u;
        }
        bool _e39 = local_1;
        if (_e39) {
            return metal::uint2(2143289344u, 0u);
        }
        uint _e44 = ay;
        if (_e44 == 2139095040u) {
            uint _e48 = xb;
            return metal::uint2(_e48, 0u);
        }
        implicit = 8388608u;
        uint _e61 = ax;
        ex = static_cast<int>(_e61 >> 23u);
        uint _e72 = ay;
        ey = static_cast<int>(_e72 >> 23u);
        int _e83 = ex;
        if (_e83 == 0) {
            uint _e87 = ax;
            local_3 = _e87;
        } else {
            uint _e90 = ax;
            uint _e92 = implicit;
            uint _e97 = implicit;
            local_3 = (_e90 & (_e92 - 1u)) | _e97;
        }
        uint _e101 = local_3;
        mx_1 = _e101;
        int _e104 = ey;
        if (_e104 == 0) {
            uint _e108 = ay;
            local_4 = _e108;
        } else {
            uint _e111 = ay;
            uint _e113 = implicit;
            uint _e118 = implicit;
            local_4 = (_e111 & (_e113 - 1u)) | _e118;
        }
        uint _e122 = local_4;
        my = _e122;
        int _e125 = ex;
        if (_e125 == 0) {
            local_5 = 1;
        } else {
            int _e131 = ex;
            local_5 = _e131;
        }
        int _e134 = local_5;
        ex = _e134;
        int _e137 = ey;
        if (_e137 == 0) {
            local_6 = 1;
        } else {
            int _e143 = ey;
            local_6 = _e143;
        }
        int _e146 = local_6;
        ey = _e146;
        int _e149 = ex;
        int _e151 = ey;
        gap = as_type<int>(as_type<uint>(_e149) - as_type<uint>(_e151));
        int _e155 = gap;
        if (_e155 < -1) {
            uint _e160 = xb;
            return metal::uint2(_e160, 0u);
        }
        int _e164 = gap;
        if (_e164 == -1) {
            uint _e169 = my;
            local_7 = _e169 << 1u;
        } else {
            uint _e176 = my;
            local_7 = _e176;
        }
        uint _e179 = local_7;
        divisor = _e179;
        int _e182 = gap;
        if (_e182 == -1) {
            int _e187 = ey;
            local_8 = as_type<int>(as_type<uint>(_e187) - as_type<uint>(1));
        } else {
            int _e192 = ey;
            local_8 = _e192;
        }
        int _e195 = local_8;
        exponent = _e195;
        uint _e198 = mx_1;
        uint _e200 = divisor;
        int _e202 = gap;
        if (_e202 > 0) {
            int _e206 = gap;
            local_9 = _e206;
        } else {
            local_9 = 0;
        }
        int _e211 = local_9;
        metal::uint2 _e212 = _oclvk_divide_shifted_f32_(_e198, _e200, _e211);
        division = _e212;
        metal::uint2 _e215 = division;
        r_1 = _e215.x;
        metal::uint2 _e219 = division;
        q_2 = _e219.y;
        uint _e223 = xb;
        sign = _e223 & 2147483648u;
        uint _e228 = r_1;
        twice = _e228 << 1u;
        uint _e235 = twice;
        uint _e237 = divisor;
        bool _e238 = _e235 > _e237;
        local_10 = _e238;
        if (_e238) {
        } else {
            uint _e241 = twice;
            uint _e243 = divisor;
            bool _e244 = _e241 == _e243;
            local_11 = _e244;
            if (_e244) {
                uint _e247 = q_2;
                local_11 = (_e247 & 1u) != 0u;
            }
            bool _e254 = local_11;
            local_10 = _e254;
        }
        bool _e257 = local_10;
        if (_e257) {
            uint _e259 = divisor;
            uint _e261 = r_1;
            r_1 = _e259 - _e261;
            uint _e265 = q_2;
            q_2 = _e265 + 1u;
            uint _e270 = sign;
            sign = _e270 ^ 2147483648u;
        }
        magnitude = 0u;
        uint _e277 = r_1;
        if (_e277 != 0u) {
            uint _e281 = r_1;
            exact = as_type<uint>(static_cast<float>(_e281));
            int _e286 = exponent;
            uint _e288 = exact;
            biased = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e286) + as_type<uint>(static_cast<int>(_e288 >> 23u)))) - as_type<uint>(127))) + as_type<uint>(1))) - as_type<uint>(24));
            int _e306 = biased;
            if (_e306 >= 1) {
                uint _e310 = exact;
                int _e312 = exponent;
                local_12 = _e310 + (static_cast<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e312) - as_type<uint>(127))) + as_type<uint>(1))) - as_type<uint>(24))) << 23u);
            } else {
                uint _e330 = r_1;
                int _e332 = exponent;
                local_12 = _e330 << (static_cast<uint>(as_type<int>(as_type<uint>(_e332) - as_type<uint>(1))) & 31u);
            }
            uint _e341 = local_12;
            magnitude = _e341;
        }
        uint _e344 = q_2;
        quotient = static_cast<int>(_e344 & 127u);
        uint _e350 = xb;
        uint _e352 = yb;
        if (((_e350 ^ _e352) & 2147483648u) != 0u) {
            int _e359 = quotient;
            local_13 = naga_neg(_e359);
        } else {
            int _e363 = quotient;
            local_13 = _e363;
        }
        int _e366 = local_13;
        quotient = _e366;
        uint _e369 = magnitude;
        uint _e371 = sign;
        int _e374 = quotient;
        return metal::uint2(_e369 | _e371, static_cast<uint>(_e374));
    }
    return metal::uint2 {};
}

float _oclvk_remainder_f32_(
    float x_1,
    float y_1
) {
    {
        metal::uint2 _e2 = _oclvk_remquo_bits_f32_(x_1, y_1);
        return as_type<float>(_e2.x);
    }
    return float {};
}

int _oclvk_remquo_f32_(
    float x_2,
    float y_2
) {
    {
        metal::uint2 _e2 = _oclvk_remquo_bits_f32_(x_2, y_2);
        return static_cast<int>(_e2.y);
    }
    return int {};
}

uint _oclvk_next_bits_f32_(
    uint xb_1,
    uint yb_1
) {
    uint xm = {};
    uint ym = {};
    int xk = {};
    int local_14 = {};
    int yk = {};
    int local_15 = {};
    int stepped = {};
    int local_16 = {};
    uint local_17 = {};
    {
        xm = xb_1 & 2147483647u;
        ym = yb_1 & 2147483647u;
        uint _e13 = xm;
        if (_e13 > 2139095040u) {
            return xb_1;
        }
        uint _e17 = ym;
        if (_e17 > 2139095040u) {
            return yb_1;
        }
        if (xb_1 >= 2147483648u) {
            uint _e23 = xm;
            local_14 = naga_neg(static_cast<int>(_e23));
        } else {
            uint _e28 = xm;
            local_14 = static_cast<int>(_e28);
        }
        int _e32 = local_14;
        xk = _e32;
        if (yb_1 >= 2147483648u) {
            uint _e37 = ym;
            local_15 = naga_neg(static_cast<int>(_e37));
        } else {
            uint _e42 = ym;
            local_15 = static_cast<int>(_e42);
        }
        int _e46 = local_15;
        yk = _e46;
        int _e49 = xk;
        int _e51 = yk;
        if (_e49 == _e51) {
            return yb_1;
        }
        int _e54 = xk;
        int _e56 = yk;
        if (_e54 < _e56) {
            int _e59 = xk;
            local_16 = as_type<int>(as_type<uint>(_e59) + as_type<uint>(1));
        } else {
            int _e64 = xk;
            local_16 = as_type<int>(as_type<uint>(_e64) - as_type<uint>(1));
        }
        int _e69 = local_16;
        stepped = _e69;
        int _e72 = stepped;
        if (_e72 == 0) {
            return xb_1 & 2147483648u;
        }
        int _e78 = stepped;
        if (_e78 < 0) {
            int _e82 = stepped;
            local_17 = static_cast<uint>(naga_neg(_e82)) | 2147483648u;
        } else {
            int _e89 = stepped;
            local_17 = static_cast<uint>(_e89);
        }
        uint _e93 = local_17;
        return _e93;
    }
    return uint {};
}

float _oclvk_nextafter_f32_(
    float x_3,
    float y_3
) {
    {
        uint _e4 = _oclvk_next_bits_f32_(as_type<uint>(x_3), as_type<uint>(y_3));
        return as_type<float>(_e4);
    }
    return float {};
}

float _oclvk_maxmag_f32_(
    float x_4,
    float y_4
) {
    uint xm_1 = {};
    uint ym_1 = {};
    int local_18 = {};
    int local_19 = {};
    bool x_negative = {};
    {
        xm_1 = as_type<uint>(x_4) & 2147483647u;
        ym_1 = as_type<uint>(y_4) & 2147483647u;
        uint _e15 = xm_1;
        if (_e15 > 2139095040u) {
            return y_4;
        }
        uint _e19 = ym_1;
        if (_e19 > 2139095040u) {
            return x_4;
        }
        if (true) {
            uint _e24 = xm_1;
            uint _e26 = ym_1;
            local_18 = static_cast<int>(_e24 > _e26);
        } else {
            uint _e31 = xm_1;
            uint _e33 = ym_1;
            local_18 = static_cast<int>(_e31 < _e33);
        }
        int _e38 = local_18;
        if (_e38 != 0) {
            return x_4;
        }
        if (true) {
            uint _e43 = ym_1;
            uint _e45 = xm_1;
            local_19 = static_cast<int>(_e43 > _e45);
        } else {
            uint _e50 = ym_1;
            uint _e52 = xm_1;
            local_19 = static_cast<int>(_e50 < _e52);
        }
        int _e57 = local_19;
        if (_e57 != 0) {
            return y_4;
        }
        x_negative = static_cast<int>((as_type<uint>(x_4) & 2147483648u) != 0u) != 0;
        bool _e70 = x_negative;
        return (static_cast<int>(_e70) == 1) ? y_4 : x_4;
    }
    return float {};
}

float _oclvk_minmag_f32_(
    float x_5,
    float y_5
) {
    uint xm_2 = {};
    uint ym_2 = {};
    int local_20 = {};
    int local_21 = {};
    bool x_negative_1 = {};
    {
        xm_2 = as_type<uint>(x_5) & 2147483647u;
        ym_2 = as_type<uint>(y_5) & 2147483647u;
        uint _e15 = xm_2;
        if (_e15 > 2139095040u) {
            return y_5;
        }
        uint _e19 = ym_2;
        if (_e19 > 2139095040u) {
            return x_5;
        }
        if (false) {
            uint _e24 = xm_2;
            uint _e26 = ym_2;
            local_20 = static_cast<int>(_e24 > _e26);
        } else {
            uint _e31 = xm_2;
            uint _e33 = ym_2;
            local_20 = static_cast<int>(_e31 < _e33);
        }
        int _e38 = local_20;
        if (_e38 != 0) {
            return x_5;
        }
        if (false) {
            uint _e43 = ym_2;
            uint _e45 = xm_2;
            local_21 = static_cast<int>(_e43 > _e45);
        } else {
            uint _e50 = ym_2;
            uint _e52 = xm_2;
            local_21 = static_cast<int>(_e50 < _e52);
        }
        int _e57 = local_21;
        if (_e57 != 0) {
            return y_5;
        }
        x_negative_1 = static_cast<int>((as_type<uint>(x_5) & 2147483648u) != 0u) != 0;
        bool _e70 = x_negative_1;
        return (static_cast<int>(_e70) == 0) ? y_5 : x_5;
    }
    return float {};
}

struct exact_mathInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void exact_math(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& exact_math_args [[user(fake0)]]
, device type_3 const& x_6 [[user(fake0)]]
, device type_3 const& y_6 [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, device type_5& quo [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    int q = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = exact_math_args.inner[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = exact_math_args.inner[2].x;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e10 + _e14) * _e18) + _e21) + _e27)));
        int _e35 = i;
        int _e39 = i;
        float _e43 = x_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e39))];
        int _e45 = i;
        float _e49 = y_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e45))];
        float _e50 = _oclvk_remainder_f32_(_e43, _e49);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e35))))] = _e50;
        int _e55 = i;
        int _e61 = i;
        float _e65 = x_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e61))];
        int _e67 = i;
        float _e71 = y_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e67))];
        int _e72 = _oclvk_remquo_f32_(_e65, _e71);
        q = _e72;
        float _e74 = _oclvk_remainder_f32_(_e65, _e71);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e55))) + as_type<uint>(1))))] = _e74;
        int _e79 = i;
        int _e85 = i;
        float _e89 = x_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e85))];
        int _e91 = i;
        float _e95 = y_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e91))];
        float _e96 = _oclvk_nextafter_f32_(_e89, _e95);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e79))) + as_type<uint>(2))))] = _e96;
        int _e101 = i;
        int _e107 = i;
        float _e111 = x_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e107))];
        int _e113 = i;
        float _e117 = y_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e113))];
        float _e118 = _oclvk_maxmag_f32_(_e111, _e117);
        int _e120 = i;
        float _e124 = x_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e120))];
        int _e126 = i;
        float _e130 = y_6[as_type<int>(as_type<uint>(0) + as_type<uint>(_e126))];
        float _e131 = _oclvk_minmag_f32_(_e124, _e130);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e101))) + as_type<uint>(3))))] = _e118 + _e131;
        int _e136 = i;
        int _e139 = q;
        quo[as_type<int>(as_type<uint>(0) + as_type<uint>(_e136))] = _e139;
    }
}
