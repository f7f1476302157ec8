// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
    uint size4;
    uint size5;
    uint size6;
};

struct type_1 {
    metal::uint4 inner[6];
};
struct type_3 {
    metal::float4 inner[2];
};
typedef type_3 type_4[1];
typedef float type_6[1];
struct type_8 {
    metal::int4 inner[4];
};
typedef type_8 type_9[1];
typedef uint type_11[1];
struct Tagged {
    float x;
    char _pad1[28];
    type_3 v;
};
typedef Tagged type_12[1];
struct type_15 {
    metal::float4 inner[4];
};
struct type_16 {
    float inner[4];
};
struct type_20 {
    metal::uint4 inner[4];
};

type_3 swapped(
    type_3 v
) {
    type_3 v_u002e_parts = {};
    v_u002e_parts = v;
    {
        metal::float4 _e9 = v_u002e_parts.inner[1];
        metal::float4 _e13 = v_u002e_parts.inner[0];
        return type_3 {{_e9, _e13}};
    }
    return type_3 {};
}

uint _oclvk_fb_abs_bits(
    float x_1
) {
    {
        return as_type<uint>(x_1) & 2147483647u;
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
    float x_2
) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_2);
        return static_cast<int>(_e1 > 2139095040u) != 0;
    }
    return bool {};
}

bool _oclvk_fb_signbit(
    float x_3
) {
    {
        return static_cast<int>(as_type<int>(x_3) < 0) != 0;
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
    uint b = {};
    int e = {};
    {
        b = as_type<uint>(x_5) & 2147483647u;
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
    float x_6
) {
    uint b_1 = {};
    {
        b_1 = as_type<uint>(x_6) & 2147483647u;
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
    float x_7,
    int e_1
) {
    {
        uint _e9 = _oclvk_f32_mantissa(x_7);
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
    constant type_1& wide_vectors_args
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
        uint _e7 = wide_vectors_args.inner[5].w;
        p = as_type<float>(as_type<uint>(a * b_2) ^ (_e7 >> 2u));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return metal::float2(_e17, metal::fma(a, b_2, -(_e19)));
        }
        uint _e29 = wide_vectors_args.inner[5].w;
        ca = as_type<float>(as_type<uint>(4097.0 * a) ^ (_e29 >> 2u));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = wide_vectors_args.inner[5].w;
        uint _e58 = wide_vectors_args.inner[5].w;
        ah = as_type<float>(as_type<uint>(_e38 - as_type<float>(as_type<uint>(_e40 - a) ^ (_e46 >> 2u))) ^ (_e58 >> 2u));
        float _e67 = ah;
        al = a - _e67;
        uint _e76 = wide_vectors_args.inner[5].w;
        cb = as_type<float>(as_type<uint>(4097.0 * b_2) ^ (_e76 >> 2u));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = wide_vectors_args.inner[5].w;
        uint _e105 = wide_vectors_args.inner[5].w;
        bh = as_type<float>(as_type<uint>(_e85 - as_type<float>(as_type<uint>(_e87 - b_2) ^ (_e93 >> 2u))) ^ (_e105 >> 2u));
        float _e114 = bh;
        bl = b_2 - _e114;
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = wide_vectors_args.inner[5].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = wide_vectors_args.inner[5].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = wide_vectors_args.inner[5].w;
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
    float x_8,
    constant type_1& wide_vectors_args
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
        if ((as_type<uint>(x_8) & 2147483647u) == 0u) {
            float _e7 = _oclvk_fb_copysign(0.0, x_8);
            return _e7;
        }
        bool _e8 = _oclvk_fb_isnan(x_8);
        local = _e8;
        if (_e8) {
        } else {
            bool _e10 = _oclvk_fb_signbit(x_8);
            local = _e10;
        }
        bool _e13 = local;
        if (_e13) {
            return as_type<float>(2143289344u);
        }
        bool _e16 = _oclvk_fb_isinf(x_8);
        if (_e16) {
            return x_8;
        }
        y = x_8;
        back = 1.0;
        int _e20 = _oclvk_f32_exponent(x_8);
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
            float _e53 = _oclvk_f32_with_exponent(x_8, as_type<int>(as_type<uint>(_e49) + as_type<uint>(_e51)));
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
        metal::float2 _e76 = _oclvk_f32_two_prod(_e73, _e75, wide_vectors_args);
        sq = _e76;
        float _e79 = y;
        metal::float2 _e81 = sq;
        uint _e88 = wide_vectors_args.inner[5].w;
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
        metal::float2 _e122 = _oclvk_f32_two_prod(_e119, _e121, wide_vectors_args);
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
            metal::float2 _e151 = _oclvk_f32_two_prod(_e148, _e150, wide_vectors_args);
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

metal::float4 _oclvk_sqrt_f32_x4_(
    metal::float4 x0_,
    constant type_1& wide_vectors_args
) {
    type_16 a0_ = {};
    uint pending = {};
    type_16 r_1 = {};
    a0_.inner[0] = x0_.x;
    a0_.inner[1] = x0_.y;
    a0_.inner[2] = x0_.z;
    a0_.inner[3] = x0_.w;
    pending = 15u;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            uint _e43 = pending;
            uint _e45 = pending;
            pending = _e43 & (_e45 - 1u);
        }
        loop_init = false;
        uint _e24 = pending;
        if (!((_e24 != 0u))) {
            break;
        }
        uint _e29 = pending;
        uint _e33 = pending;
        float _e38 = a0_.inner[static_cast<int>(metal::ctz(_e33))];
        float _e39 = _oclvk_sqrt_f32_(_e38, wide_vectors_args);
        r_1.inner[static_cast<int>(metal::ctz(_e29))] = _e39;
    }
    float _e54 = r_1.inner[0];
    float _e59 = r_1.inner[1];
    float _e64 = r_1.inner[2];
    float _e69 = r_1.inner[3];
    return metal::float4(_e54, _e59, _e64, _e69);
    return metal::float4 {};
}
metal::int4 naga_f2i32(metal::float4 value) {
    return static_cast<metal::int4>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct wide_vectorsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void wide_vectors(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& wide_vectors_args [[user(fake0)]]
, device type_4& a_1 [[user(fake0)]]
, device type_6 const& b_3 [[user(fake0)]]
, device type_9& m_1 [[user(fake0)]]
, device type_11& u [[user(fake0)]]
, device type_12 const& t [[user(fake0)]]
, device type_6& f [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong g = {};
    type_3 x = {};
    type_3 wide_u002e_parts = {};
    type_15 w = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e13 = wide_vectors_args.inner[3].x;
    {
        uint _e17 = oclvk_group_id.x;
        uint _e21 = wide_vectors_args.inner[5].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = wide_vectors_args.inner[3].z;
        g = static_cast<ulong>((((_e17 + _e21) * _e25) + _e28) + _e34);
        ulong _e39 = g;
        int _e41 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e39)));
        metal::float4 _e46 = a_1[_e41].inner[0];
        metal::float4 _e51 = a_1[_e41].inner[1];
        ulong _e53 = g;
        int _e55 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e53)));
        metal::float4 _e61 = t[_e55].v.inner[0];
        metal::float4 _e67 = t[_e55].v.inner[1];
        float _e69 = -(1.0);
        ulong _e71 = g;
        float _e77 = t[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e71)))].x;
        metal::float4 _e84 = (_e46 * metal::clamp(_e61, metal::float4(_e69), metal::float4(1.0))) + metal::float4(_e77);
        metal::float4 _e91 = (_e51 * metal::clamp(_e67, metal::float4(_e69), metal::float4(1.0))) + metal::float4(_e77);
        x.inner[0] = _e84;
        x.inner[1] = _e91;
        metal::float4 _e102 = x.inner[0];
        metal::float4 _e106 = x.inner[1];
        type_3 _e108 = swapped(type_3 {{_e102, _e106}});
        wide_u002e_parts = _e108;
        metal::float4 _e113 = wide_u002e_parts.inner[0];
        metal::float4 _e117 = wide_u002e_parts.inner[1];
        metal::float4 _e120 = metal::float4(_e113.xz, _e117.xz);
        metal::float2 _e122 = _e120.xy;
        metal::float4 _e125 = x.inner[0];
        x.inner[0] = metal::float4(_e125.x, _e122.x, _e125.z, _e122.y);
        metal::float2 _e134 = _e120.zw;
        metal::float4 _e137 = x.inner[1];
        x.inner[1] = metal::float4(_e137.x, _e134.x, _e137.z, _e134.y);
        ulong _e146 = g;
        int _e154 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e146 * 4uL) + 0uL)) * as_type<uint>(4))));
        float _e159 = b_3[as_type<int>(as_type<uint>(_e154) + as_type<uint>(0))];
        float _e164 = b_3[as_type<int>(as_type<uint>(_e154) + as_type<uint>(1))];
        float _e169 = b_3[as_type<int>(as_type<uint>(_e154) + as_type<uint>(2))];
        float _e174 = b_3[as_type<int>(as_type<uint>(_e154) + as_type<uint>(3))];
        metal::float4 _e175 = metal::float4(_e159, _e164, _e169, _e174);
        int _e183 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e146 * 4uL) + 1uL)) * as_type<uint>(4))));
        float _e188 = b_3[as_type<int>(as_type<uint>(_e183) + as_type<uint>(0))];
        float _e193 = b_3[as_type<int>(as_type<uint>(_e183) + as_type<uint>(1))];
        float _e198 = b_3[as_type<int>(as_type<uint>(_e183) + as_type<uint>(2))];
        float _e203 = b_3[as_type<int>(as_type<uint>(_e183) + as_type<uint>(3))];
        metal::float4 _e204 = metal::float4(_e188, _e193, _e198, _e203);
        int _e212 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e146 * 4uL) + 2uL)) * as_type<uint>(4))));
        float _e217 = b_3[as_type<int>(as_type<uint>(_e212) + as_type<uint>(0))];
        float _e222 = b_3[as_type<int>(as_type<uint>(_e212) + as_type<uint>(1))];
        float _e227 = b_3[as_type<int>(as_type<uint>(_e212) + as_type<uint>(2))];
        float _e232 = b_3[as_type<int>(as_type<uint>(_e212) + as_type<uint>(3))];
        metal::float4 _e233 = metal::float4(_e217, _e222, _e227, _e232);
        int _e241 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e146 * 4uL) + 3uL)) * as_type<uint>(4))));
        float _e246 = b_3[as_type<int>(as_type<uint>(_e241) + as_type<uint>(0))];
        float _e251 = b_3[as_type<int>(as_type<uint>(_e241) + as_type<uint>(1))];
        float _e256 = b_3[as_type<int>(as_type<uint>(_e241) + as_type<uint>(2))];
        float _e261 = b_3[as_type<int>(as_type<uint>(_e241) + as_type<uint>(3))];
        metal::float4 _e262 = metal::float4(_e246, _e251, _e256, _e261);
        w.inner[0] = _e175;
        w.inner[1] = _e204;
        w.inner[2] = _e233;
        w.inner[3] = _e262;
        ulong _e277 = g;
        int _e279 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e277)));
        metal::float4 _e283 = w.inner[0];
        metal::float4 _e287 = w.inner[1];
        metal::float4 _e291 = w.inner[2];
        metal::float4 _e295 = w.inner[3];
        metal::float4 _e299 = x.inner[0];
        metal::float4 _e303 = x.inner[1];
        metal::float4 _e321 = x.inner[0];
        metal::float4 _e325 = x.inner[1];
        metal::float4 _e342 = _e283 * metal::float4(8.0);
        metal::int4 _e363 = as_type<metal::int4>(as_type<metal::uint4>(metal::select(metal::select(naga_f2i32(metal::max(_e342, metal::float4(-2147483600.0))), metal::int4(2147483647), _e342 >= metal::float4(2147483600.0)), metal::int4(0), (as_type<metal::uint4>(_e342) & metal::uint4(2147483647u)) > metal::uint4(2139095040u))) + as_type<metal::uint4>(metal::select(metal::int4 {}, metal::int4(-1), _e299 > metal::float4(0.5))));
        metal::float4 _e366 = _e287 * metal::float4(8.0);
        metal::int4 _e387 = as_type<metal::int4>(as_type<metal::uint4>(metal::select(metal::select(naga_f2i32(metal::max(_e366, metal::float4(-2147483600.0))), metal::int4(2147483647), _e366 >= metal::float4(2147483600.0)), metal::int4(0), (as_type<metal::uint4>(_e366) & metal::uint4(2147483647u)) > metal::uint4(2139095040u))) + as_type<metal::uint4>(metal::select(metal::int4 {}, metal::int4(-1), _e303 > metal::float4(0.5))));
        metal::float4 _e390 = _e291 * metal::float4(8.0);
        metal::int4 _e411 = as_type<metal::int4>(as_type<metal::uint4>(metal::select(metal::select(naga_f2i32(metal::max(_e390, metal::float4(-2147483600.0))), metal::int4(2147483647), _e390 >= metal::float4(2147483600.0)), metal::int4(0), (as_type<metal::uint4>(_e390) & metal::uint4(2147483647u)) > metal::uint4(2139095040u))) + as_type<metal::uint4>(metal::select(metal::int4 {}, metal::int4(-1), _e321 < metal::float4(0.25))));
        metal::float4 _e414 = _e295 * metal::float4(8.0);
        metal::int4 _e435 = as_type<metal::int4>(as_type<metal::uint4>(metal::select(metal::select(naga_f2i32(metal::max(_e414, metal::float4(-2147483600.0))), metal::int4(2147483647), _e414 >= metal::float4(2147483600.0)), metal::int4(0), (as_type<metal::uint4>(_e414) & metal::uint4(2147483647u)) > metal::uint4(2139095040u))) + as_type<metal::uint4>(metal::select(metal::int4 {}, metal::int4(-1), _e325 < metal::float4(0.25))));
        m_1[_e279].inner[0] = _e363;
        m_1[_e279].inner[1] = _e387;
        m_1[_e279].inner[2] = _e411;
        m_1[_e279].inner[3] = _e435;
        ulong _e454 = g;
        int _e456 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e454)));
        metal::float4 _e460 = x.inner[0];
        metal::float4 _e464 = x.inner[1];
        metal::float4 _e468 = x.inner[0];
        metal::float4 _e472 = x.inner[1];
        ulong _e474 = g;
        int _e476 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e474)));
        metal::int4 _e481 = m_1[_e476].inner[0];
        metal::int4 _e486 = m_1[_e476].inner[1];
        int _e498 = as_type<int>(_e13) & 15;
        float _e509 = w.inner[_e498 >> 2u][_e498 & 3];
        metal::float4 _e511 = _oclvk_sqrt_f32_x4_(metal::abs(_e468), wide_vectors_args);
        metal::float4 _e524 = metal::select(_e460, _e511, metal::select(metal::int4 {}, metal::int4(-1), _e481 < metal::int4(3)) < metal::int4(0)) + metal::float4(_e509);
        metal::float4 _e526 = _oclvk_sqrt_f32_x4_(metal::abs(_e472), wide_vectors_args);
        metal::float4 _e539 = metal::select(_e464, _e526, metal::select(metal::int4 {}, metal::int4(-1), _e486 < metal::int4(3)) < metal::int4(0)) + metal::float4(_e509);
        a_1[_e456].inner[0] = _e524;
        a_1[_e456].inner[1] = _e539;
        ulong _e550 = g;
        int _e552 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e550)));
        ulong _e554 = g;
        int _e556 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e554)));
        uint _e563 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e556) * as_type<uint>(4))) + as_type<uint>(0))];
        uint _e583 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e556) * as_type<uint>(4))) + as_type<uint>(1))];
        uint _e603 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e556) * as_type<uint>(4))) + as_type<uint>(2))];
        uint _e623 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e556) * as_type<uint>(4))) + as_type<uint>(3))];
        ulong _e638 = g;
        int _e640 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e638)));
        uint _e647 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e640) * as_type<uint>(4))) + as_type<uint>(0))];
        metal::uint4 _e660 = metal::uint4(metal::extract_bits(_e647, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e647, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e647, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e647, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u))));
        uint _e667 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e640) * as_type<uint>(4))) + as_type<uint>(1))];
        metal::uint4 _e680 = metal::uint4(metal::extract_bits(_e667, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e667, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e667, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e667, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u))));
        uint _e687 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e640) * as_type<uint>(4))) + as_type<uint>(2))];
        metal::uint4 _e700 = metal::uint4(metal::extract_bits(_e687, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e687, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e687, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e687, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u))));
        uint _e707 = u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e640) * as_type<uint>(4))) + as_type<uint>(3))];
        metal::uint4 _e720 = metal::uint4(metal::extract_bits(_e707, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e707, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e707, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e707, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u))));
        ulong _e722 = g;
        int _e724 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e722)));
        metal::int4 _e729 = m_1[_e724].inner[0];
        metal::int4 _e734 = m_1[_e724].inner[1];
        metal::int4 _e739 = m_1[_e724].inner[2];
        metal::int4 _e744 = m_1[_e724].inner[3];
        metal::uint4 _e751 = (static_cast<metal::uint4>(_e729) & metal::uint4(255u)) & metal::uint4(15u);
        metal::uint4 _e758 = (static_cast<metal::uint4>(_e734) & metal::uint4(255u)) & metal::uint4(15u);
        metal::uint4 _e765 = (static_cast<metal::uint4>(_e739) & metal::uint4(255u)) & metal::uint4(15u);
        metal::uint4 _e772 = (static_cast<metal::uint4>(_e744) & metal::uint4(255u)) & metal::uint4(15u);
        uint _e777 = (_e751.x & 15u) & 15u;
        uint _e795 = (_e751.y & 15u) & 15u;
        uint _e813 = (_e751.z & 15u) & 15u;
        uint _e831 = (_e751.w & 15u) & 15u;
        uint _e849 = (_e758.x & 15u) & 15u;
        uint _e867 = (_e758.y & 15u) & 15u;
        uint deep885_ = (_e758.z & 15u) & 15u;
        uint deep899_ = _e758.w;
        uint deep903_ = (deep899_ & 15u) & 15u;
        uint _e921 = (_e765.x & 15u) & 15u;
        uint _e939 = (_e765.y & 15u) & 15u;
        uint _e957 = (_e765.z & 15u) & 15u;
        uint _e975 = (_e765.w & 15u) & 15u;
        uint _e993 = (_e772.x & 15u) & 15u;
        uint _e1011 = (_e772.y & 15u) & 15u;
        uint _e1029 = (_e772.z & 15u) & 15u;
        uint _e1047 = (_e772.w & 15u) & 15u;
        metal::uint4 _e1070 = metal::clamp(metal::uint4(metal::extract_bits(_e563, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e563, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e563, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e563, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u)))) + metal::uint4(200u), metal::uint4(0u), metal::uint4(255u)) ^ metal::uint4(((_e777 < 4u) ? _e660 : ((_e777 < 8u) ? _e680 : ((_e777 < 12u) ? _e700 : _e720)))[static_cast<int>(_e777 & 3u)], ((_e795 < 4u) ? _e660 : ((_e795 < 8u) ? _e680 : ((_e795 < 12u) ? _e700 : _e720)))[static_cast<int>(_e795 & 3u)], ((_e813 < 4u) ? _e660 : ((_e813 < 8u) ? _e680 : ((_e813 < 12u) ? _e700 : _e720)))[static_cast<int>(_e813 & 3u)], ((_e831 < 4u) ? _e660 : ((_e831 < 8u) ? _e680 : ((_e831 < 12u) ? _e700 : _e720)))[static_cast<int>(_e831 & 3u)]);
        metal::uint4 _e1080 = metal::clamp(metal::uint4(metal::extract_bits(_e583, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e583, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e583, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e583, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u)))) + metal::uint4(200u), metal::uint4(0u), metal::uint4(255u)) ^ metal::uint4(((_e849 < 4u) ? _e660 : ((_e849 < 8u) ? _e680 : ((_e849 < 12u) ? _e700 : _e720)))[static_cast<int>(_e849 & 3u)], ((_e867 < 4u) ? _e660 : ((_e867 < 8u) ? _e680 : ((_e867 < 12u) ? _e700 : _e720)))[static_cast<int>(_e867 & 3u)], ((deep885_ < 4u) ? _e660 : ((deep885_ < 8u) ? _e680 : ((deep885_ < 12u) ? _e700 : _e720)))[static_cast<int>(deep885_ & 3u)], ((deep903_ < 4u) ? _e660 : ((deep903_ < 8u) ? _e680 : ((deep903_ < 12u) ? _e700 : _e720)))[static_cast<int>(deep903_ & 3u)]);
        metal::uint4 _e1090 = metal::clamp(metal::uint4(metal::extract_bits(_e603, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e603, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e603, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e603, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u)))) + metal::uint4(200u), metal::uint4(0u), metal::uint4(255u)) ^ metal::uint4(((_e921 < 4u) ? _e660 : ((_e921 < 8u) ? _e680 : ((_e921 < 12u) ? _e700 : _e720)))[static_cast<int>(_e921 & 3u)], ((_e939 < 4u) ? _e660 : ((_e939 < 8u) ? _e680 : ((_e939 < 12u) ? _e700 : _e720)))[static_cast<int>(_e939 & 3u)], ((_e957 < 4u) ? _e660 : ((_e957 < 8u) ? _e680 : ((_e957 < 12u) ? _e700 : _e720)))[static_cast<int>(_e957 & 3u)], ((_e975 < 4u) ? _e660 : ((_e975 < 8u) ? _e680 : ((_e975 < 12u) ? _e700 : _e720)))[static_cast<int>(_e975 & 3u)]);
        metal::uint4 _e1100 = metal::clamp(metal::uint4(metal::extract_bits(_e623, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e623, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e623, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e623, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u)))) + metal::uint4(200u), metal::uint4(0u), metal::uint4(255u)) ^ metal::uint4(((_e993 < 4u) ? _e660 : ((_e993 < 8u) ? _e680 : ((_e993 < 12u) ? _e700 : _e720)))[static_cast<int>(_e993 & 3u)], ((_e1011 < 4u) ? _e660 : ((_e1011 < 8u) ? _e680 : ((_e1011 < 12u) ? _e700 : _e720)))[static_cast<int>(_e1011 & 3u)], ((_e1029 < 4u) ? _e660 : ((_e1029 < 8u) ? _e680 : ((_e1029 < 12u) ? _e700 : _e720)))[static_cast<int>(_e1029 & 3u)], ((_e1047 < 4u) ? _e660 : ((_e1047 < 8u) ? _e680 : ((_e1047 < 12u) ? _e700 : _e720)))[static_cast<int>(_e1047 & 3u)]);
        u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e552) * as_type<uint>(4))) + as_type<uint>(0))] = ((_e1070.x | (_e1070.y << 8u)) | (_e1070.z << 16u)) | (_e1070.w << 24u);
        u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e552) * as_type<uint>(4))) + as_type<uint>(1))] = ((_e1080.x | (_e1080.y << 8u)) | (_e1080.z << 16u)) | (_e1080.w << 24u);
        u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e552) * as_type<uint>(4))) + as_type<uint>(2))] = ((_e1090.x | (_e1090.y << 8u)) | (_e1090.z << 16u)) | (_e1090.w << 24u);
        u[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e552) * as_type<uint>(4))) + as_type<uint>(3))] = ((_e1100.x | (_e1100.y << 8u)) | (_e1100.z << 16u)) | (_e1100.w << 24u);
        type_20 deep1181_ = type_20 {{_e1070, _e1080, _e1090, _e1100}};
        metal::float4 _e1185 = w.inner[0];
        metal::float4 _e1189 = w.inner[1];
        metal::float4 _e1193 = w.inner[2];
        metal::float4 _e1197 = w.inner[3];
        ulong _e1199 = g;
        metal::float4 _e1200 = _e1197.wzyx;
        int _e1208 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e1199 * 4uL) + 0uL)) * as_type<uint>(4))));
        f[as_type<int>(as_type<uint>(_e1208) + as_type<uint>(0))] = _e1200.x;
        f[as_type<int>(as_type<uint>(_e1208) + as_type<uint>(1))] = _e1200.y;
        f[as_type<int>(as_type<uint>(_e1208) + as_type<uint>(2))] = _e1200.z;
        f[as_type<int>(as_type<uint>(_e1208) + as_type<uint>(3))] = _e1200.w;
        metal::float4 _e1229 = _e1193.wzyx;
        int _e1237 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e1199 * 4uL) + 1uL)) * as_type<uint>(4))));
        f[as_type<int>(as_type<uint>(_e1237) + as_type<uint>(0))] = _e1229.x;
        f[as_type<int>(as_type<uint>(_e1237) + as_type<uint>(1))] = _e1229.y;
        f[as_type<int>(as_type<uint>(_e1237) + as_type<uint>(2))] = _e1229.z;
        f[as_type<int>(as_type<uint>(_e1237) + as_type<uint>(3))] = _e1229.w;
        metal::float4 _e1258 = _e1189.wzyx;
        int _e1266 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e1199 * 4uL) + 2uL)) * as_type<uint>(4))));
        f[as_type<int>(as_type<uint>(_e1266) + as_type<uint>(0))] = _e1258.x;
        f[as_type<int>(as_type<uint>(_e1266) + as_type<uint>(1))] = _e1258.y;
        f[as_type<int>(as_type<uint>(_e1266) + as_type<uint>(2))] = _e1258.z;
        f[as_type<int>(as_type<uint>(_e1266) + as_type<uint>(3))] = _e1258.w;
        metal::float4 _e1287 = _e1185.wzyx;
        int _e1295 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((_e1199 * 4uL) + 3uL)) * as_type<uint>(4))));
        f[as_type<int>(as_type<uint>(_e1295) + as_type<uint>(0))] = _e1287.x;
        f[as_type<int>(as_type<uint>(_e1295) + as_type<uint>(1))] = _e1287.y;
        f[as_type<int>(as_type<uint>(_e1295) + as_type<uint>(2))] = _e1287.z;
        f[as_type<int>(as_type<uint>(_e1295) + as_type<uint>(3))] = _e1287.w;
    }
}
