struct Tagged {
    float x;
    int _pad1_0;
    int _pad1_1;
    int _pad1_2;
    int _pad1_3;
    int _pad1_4;
    int _pad1_5;
    int _pad1_6;
    float4 v[2];
};

cbuffer wide_vectors_args : register(b0) { uint4 wide_vectors_args[6]; }
RWByteAddressBuffer a_1 : register(u1);
ByteAddressBuffer b_3 : register(t2);
RWByteAddressBuffer m_1 : register(u3);
RWByteAddressBuffer u : register(u4);
ByteAddressBuffer t : register(t5);
RWByteAddressBuffer f : register(u6);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

typedef float4 ret_Constructarray2_float4_[2];
ret_Constructarray2_float4_ Constructarray2_float4_(float4 arg0, float4 arg1) {
    float4 ret[2] = { arg0, arg1 };
    return ret;
}

typedef float4 ret_ZeroValuearray2_float4_[2];
ret_ZeroValuearray2_float4_ ZeroValuearray2_float4_() {
    return (float4[2])0;
}

typedef float4 ret_swapped[2];
ret_swapped swapped(float4 v[2])
{
    float4 v_u002e_parts[2] = (float4[2])0;

    v_u002e_parts = v;
    {
        float4 _e9 = v_u002e_parts[int(1)];
        float4 _e13 = v_u002e_parts[int(0)];
        return Constructarray2_float4_(_e9, _e13);
    }
    return ZeroValuearray2_float4_();
}

uint ZeroValueuint() {
    return (uint)0;
}

uint _oclvk_fb_abs_bits(float x_1)
{
    {
        return (asuint(x_1) & 2147483647u);
    }
    return ZeroValueuint();
}

float ZeroValuefloat() {
    return (float)0;
}

float _oclvk_fb_copysign(float m, float s)
{
    {
        const uint _e2 = _oclvk_fb_abs_bits(m);
        return asfloat((_e2 | (asuint(s) & 2147483648u)));
    }
    return ZeroValuefloat();
}

bool ZeroValuebool() {
    return (bool)0;
}

bool _oclvk_fb_isnan(float x_2)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_2);
        return (int((_e1 > 2139095040u)) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_fb_signbit(float x_3)
{
    {
        return (int((asint(x_3) < int(0))) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_fb_isinf(float x_4)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_4);
        return (int((_e1 == 2139095040u)) != int(0));
    }
    return ZeroValuebool();
}

int ZeroValueint() {
    return (int)0;
}

int _oclvk_f32_exponent(float x_5)
{
    uint b = (uint)0;
    int e = (int)0;

    {
        b = (asuint(x_5) & 2147483647u);
        uint _e6 = b;
        e = int((_e6 >> 23u));
        int _e14 = e;
        if ((_e14 == int(0))) {
            uint _e20 = b;
            return asint(asuint(int(-118)) - asuint(int((31u - firstbithigh(_e20)))));
        }
        int _e25 = e;
        return asint(asuint(_e25) - asuint(int(127)));
    }
    return ZeroValueint();
}

uint _oclvk_f32_mantissa(float x_6)
{
    uint b_1 = (uint)0;

    {
        b_1 = (asuint(x_6) & 2147483647u);
        uint _e6 = b_1;
        if (((_e6 >> 23u) == 0u)) {
            uint _e14 = b_1;
            uint _e16 = b_1;
            return (_e14 << (((31u - firstbithigh(_e16)) - 8u) & 31u));
        }
        uint _e24 = b_1;
        return ((_e24 & 8388607u) | 8388608u);
    }
    return ZeroValueuint();
}

float _oclvk_f32_with_exponent(float x_7, int e_1)
{
    {
        const uint _e9 = _oclvk_f32_mantissa(x_7);
        return asfloat(((uint(asint(asuint(e_1) + asuint(int(127)))) << 23u) | (_e9 & 8388607u)));
    }
    return ZeroValuefloat();
}

float _oclvk_f32_pow2i(int k)
{
    {
        return asfloat((uint(asint(asuint(k) + asuint(int(127)))) << 23u));
    }
    return ZeroValuefloat();
}

bool _oclvk_fma_is_fused()
{
    {
        return false;
    }
    return ZeroValuebool();
}

float2 ZeroValuefloat2() {
    return (float2)0;
}

float2 _oclvk_f32_two_prod(float a, float b_2)
{
    float p = (float)0;
    float ca = (float)0;
    float ah = (float)0;
    float al = (float)0;
    float cb = (float)0;
    float bh = (float)0;
    float bl = (float)0;
    float e_2 = (float)0;

    {
        uint _e7 = wide_vectors_args[5].w;
        p = asfloat((asuint((a * b_2)) ^ (_e7 >> 2u)));
        const bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return float2(_e17, mad(a, b_2, -(_e19)));
        }
        uint _e29 = wide_vectors_args[5].w;
        ca = asfloat((asuint((4097.0 * a)) ^ (_e29 >> 2u)));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = wide_vectors_args[5].w;
        uint _e58 = wide_vectors_args[5].w;
        ah = asfloat((asuint((_e38 - asfloat((asuint((_e40 - a)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        float _e67 = ah;
        al = (a - _e67);
        uint _e76 = wide_vectors_args[5].w;
        cb = asfloat((asuint((4097.0 * b_2)) ^ (_e76 >> 2u)));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = wide_vectors_args[5].w;
        uint _e105 = wide_vectors_args[5].w;
        bh = asfloat((asuint((_e85 - asfloat((asuint((_e87 - b_2)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        float _e114 = bh;
        bl = (b_2 - _e114);
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = wide_vectors_args[5].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = wide_vectors_args[5].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = wide_vectors_args[5].w;
        float _e171 = al;
        float _e173 = bl;
        e_2 = (asfloat((asuint((asfloat((asuint((asfloat((asuint(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        float _e178 = p;
        float _e180 = e_2;
        return float2(_e178, _e180);
    }
    return ZeroValuefloat2();
}

int naga_neg(int val) {
    return asint(-asuint(val));
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

float _oclvk_sqrt_f32_(float x_8)
{
    bool local = (bool)0;
    float y = (float)0;
    float back = (float)0;
    int e_3 = (int)0;
    bool local_1 = (bool)0;
    int shift = (int)0;
    int local_2 = (int)0;
    float r = (float)0;
    float s_1 = (float)0;
    float2 sq = (float2)0;
    float res = (float)0;
    float up = (float)0;
    float2 hi = (float2)0;
    float dh = (float)0;
    float down = (float)0;
    float2 lo = (float2)0;
    float dl = (float)0;

    {
        if (((asuint(x_8) & 2147483647u) == 0u)) {
            const float _e7 = _oclvk_fb_copysign(0.0, x_8);
            return _e7;
        }
        const bool _e8 = _oclvk_fb_isnan(x_8);
        local = _e8;
        if (_e8) {
        } else {
            const bool _e10 = _oclvk_fb_signbit(x_8);
            local = _e10;
        }
        bool _e13 = local;
        if (_e13) {
            return asfloat(2143289344u);
        }
        const bool _e16 = _oclvk_fb_isinf(x_8);
        if (_e16) {
            return x_8;
        }
        y = x_8;
        back = 1.0;
        const int _e20 = _oclvk_f32_exponent(x_8);
        e_3 = _e20;
        int _e23 = e_3;
        bool _e26 = (_e23 < int(-64));
        local_1 = _e26;
        if (_e26) {
        } else {
            int _e29 = e_3;
            local_1 = (_e29 >= int(64));
        }
        bool _e34 = local_1;
        if (_e34) {
            int _e36 = e_3;
            if ((_e36 < int(-64))) {
                local_2 = int(80);
            } else {
                local_2 = int(-64);
            }
            int _e46 = local_2;
            shift = _e46;
            int _e49 = e_3;
            int _e51 = shift;
            const float _e53 = _oclvk_f32_with_exponent(x_8, asint(asuint(_e49) + asuint(_e51)));
            y = _e53;
            int _e56 = shift;
            int _e57 = naga_neg(_e56);
            bool _e60 = (_e57 < int(0));
            bool _e64 = (int(2) < int(0));
            int _e69 = asint(naga_div(asuint((_e60 ? naga_neg(_e57) : _e57)), asuint((_e64 ? int(-2) : int(2)))));
            const float _e73 = _oclvk_f32_pow2i(((_e60 != _e64) ? naga_neg(_e69) : _e69));
            back = _e73;
        }
        float _e76 = y;
        r = rsqrt(_e76);
        float _e80 = y;
        float _e82 = r;
        s_1 = (_e80 * _e82);
        float _e86 = s_1;
        float _e88 = s_1;
        const float2 _e89 = _oclvk_f32_two_prod(_e86, _e88);
        sq = _e89;
        float _e92 = y;
        float2 _e94 = sq;
        uint _e101 = wide_vectors_args[5].w;
        float2 _e109 = sq;
        res = (asfloat((asuint((_e92 - _e94.x)) ^ (_e101 >> 2u))) - _e109.y);
        float _e114 = s_1;
        float _e116 = res;
        float _e119 = r;
        s_1 = (_e114 + (_e116 * (0.5 * _e119)));
        float _e125 = s_1;
        up = asfloat((asuint(_e125) + 1u));
        float _e132 = s_1;
        float _e134 = up;
        const float2 _e135 = _oclvk_f32_two_prod(_e132, _e134);
        hi = _e135;
        float _e138 = y;
        float2 _e140 = hi;
        dh = (_e138 - _e140.x);
        float _e145 = dh;
        float2 _e147 = hi;
        if ((_e145 > _e147.y)) {
            float _e151 = up;
            s_1 = _e151;
        } else {
            float _e154 = s_1;
            down = asfloat((asuint(_e154) - 1u));
            float _e161 = down;
            float _e163 = s_1;
            const float2 _e164 = _oclvk_f32_two_prod(_e161, _e163);
            lo = _e164;
            float _e167 = y;
            float2 _e169 = lo;
            dl = (_e167 - _e169.x);
            float _e174 = dl;
            float2 _e176 = lo;
            if ((_e174 <= _e176.y)) {
                float _e180 = down;
                s_1 = _e180;
            }
        }
        float _e183 = s_1;
        float _e185 = back;
        return (_e183 * _e185);
    }
    return ZeroValuefloat();
}

float4 ZeroValuefloat4() {
    return (float4)0;
}

float4 _oclvk_sqrt_f32_x4_(float4 x0_)
{
    float a0_[4] = (float[4])0;
    uint pending = (uint)0;
    float r_1[4] = (float[4])0;

    a0_[int(0)] = x0_.x;
    a0_[int(1)] = x0_.y;
    a0_[int(2)] = x0_.z;
    a0_[int(3)] = x0_.w;
    pending = 15u;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            uint _e43 = pending;
            uint _e45 = pending;
            pending = (_e43 & (_e45 - 1u));
        }
        loop_init = false;
        uint _e24 = pending;
        if (!((_e24 != 0u))) {
            break;
        }
        uint _e29 = pending;
        uint _e33 = pending;
        float _e38 = a0_[int(min(32u, firstbitlow(_e33)))];
        const float _e39 = _oclvk_sqrt_f32_(_e38);
        r_1[int(min(32u, firstbitlow(_e29)))] = _e39;
    }
    float _e54 = r_1[int(0)];
    float _e59 = r_1[int(1)];
    float _e64 = r_1[int(2)];
    float _e69 = r_1[int(3)];
    return float4(_e54, _e59, _e64, _e69);
    return ZeroValuefloat4();
}

uint naga_extractBits(
    uint e,
    uint offset,
    uint count
) {
    uint w = 32;
    uint o = min(offset, w);
    uint c = min(count, w - o);
    return (c == 0 ? 0 : (e << (w - c - o)) >> (w - c));
}
typedef float4 ret_Constructarray4_float4_[4];
ret_Constructarray4_float4_ Constructarray4_float4_(float4 arg0, float4 arg1, float4 arg2, float4 arg3) {
    float4 ret[4] = { arg0, arg1, arg2, arg3 };
    return ret;
}

typedef int4 ret_Constructarray4_int4_[4];
ret_Constructarray4_int4_ Constructarray4_int4_(int4 arg0, int4 arg1, int4 arg2, int4 arg3) {
    int4 ret[4] = { arg0, arg1, arg2, arg3 };
    return ret;
}

typedef uint4 ret_Constructarray4_uint4_[4];
ret_Constructarray4_uint4_ Constructarray4_uint4_(uint4 arg0, uint4 arg1, uint4 arg2, uint4 arg3) {
    uint4 ret[4] = { arg0, arg1, arg2, arg3 };
    return ret;
}

int4 ZeroValueint4() {
    return (int4)0;
}

int4 naga_f2i32(float4 value) {
    return int4(clamp(value, -2147483600.0, 2147483500.0));
}

[numthreads(64, 1, 1)]
void wide_vectors(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t g = (uint64_t)0;
    float4 x[2] = (float4[2])0;
    float4 wide_u002e_parts[2] = (float4[2])0;
    float4 w[4] = (float4[4])0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e13 = wide_vectors_args[3].x;
    {
        uint _e17 = oclvk_group_id.x;
        uint _e21 = wide_vectors_args[5].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = wide_vectors_args[3].z;
        g = uint64_t(((((_e17 + _e21) * _e25) + _e28) + _e34));
        uint64_t _e39 = g;
        int _e41 = asint(asuint(int(0)) + asuint(int(_e39)));
        float4 _e46 = asfloat(a_1.Load4(int(0)*16+_e41*32));
        float4 _e51 = asfloat(a_1.Load4(int(1)*16+_e41*32));
        uint64_t _e53 = g;
        int _e55 = asint(asuint(int(0)) + asuint(int(_e53)));
        float4 _e61 = asfloat(t.Load4(int(0)*16+32+_e55*64));
        float4 _e67 = asfloat(t.Load4(int(1)*16+32+_e55*64));
        float _e69 = -(1.0);
        uint64_t _e71 = g;
        float _e77 = asfloat(t.Load(0+asint(asuint(int(0)) + asuint(int(_e71)))*64));
        float4 _e84 = ((_e46 * clamp(_e61, (_e69).xxxx, (1.0).xxxx)) + (_e77).xxxx);
        float4 _e91 = ((_e51 * clamp(_e67, (_e69).xxxx, (1.0).xxxx)) + (_e77).xxxx);
        x[int(0)] = _e84;
        x[int(1)] = _e91;
        float4 _e102 = x[int(0)];
        float4 _e106 = x[int(1)];
        const float4 _e108[2] = swapped(Constructarray2_float4_(_e102, _e106));
        wide_u002e_parts = _e108;
        float4 _e113 = wide_u002e_parts[int(0)];
        float4 _e117 = wide_u002e_parts[int(1)];
        float4 _e120 = float4(_e113.xz, _e117.xz);
        float2 _e122 = _e120.xy;
        float4 _e125 = x[int(0)];
        x[int(0)] = float4(_e125.x, _e122.x, _e125.z, _e122.y);
        float2 _e134 = _e120.zw;
        float4 _e137 = x[int(1)];
        x[int(1)] = float4(_e137.x, _e134.x, _e137.z, _e134.y);
        uint64_t _e146 = g;
        int _e154 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e146 * 4uL) + 0uL))) * asuint(int(4)))));
        float _e159 = asfloat(b_3.Load(asint(asuint(_e154) + asuint(int(0)))*4));
        float _e164 = asfloat(b_3.Load(asint(asuint(_e154) + asuint(int(1)))*4));
        float _e169 = asfloat(b_3.Load(asint(asuint(_e154) + asuint(int(2)))*4));
        float _e174 = asfloat(b_3.Load(asint(asuint(_e154) + asuint(int(3)))*4));
        float4 _e175 = float4(_e159, _e164, _e169, _e174);
        int _e183 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e146 * 4uL) + 1uL))) * asuint(int(4)))));
        float _e188 = asfloat(b_3.Load(asint(asuint(_e183) + asuint(int(0)))*4));
        float _e193 = asfloat(b_3.Load(asint(asuint(_e183) + asuint(int(1)))*4));
        float _e198 = asfloat(b_3.Load(asint(asuint(_e183) + asuint(int(2)))*4));
        float _e203 = asfloat(b_3.Load(asint(asuint(_e183) + asuint(int(3)))*4));
        float4 _e204 = float4(_e188, _e193, _e198, _e203);
        int _e212 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e146 * 4uL) + 2uL))) * asuint(int(4)))));
        float _e217 = asfloat(b_3.Load(asint(asuint(_e212) + asuint(int(0)))*4));
        float _e222 = asfloat(b_3.Load(asint(asuint(_e212) + asuint(int(1)))*4));
        float _e227 = asfloat(b_3.Load(asint(asuint(_e212) + asuint(int(2)))*4));
        float _e232 = asfloat(b_3.Load(asint(asuint(_e212) + asuint(int(3)))*4));
        float4 _e233 = float4(_e217, _e222, _e227, _e232);
        int _e241 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e146 * 4uL) + 3uL))) * asuint(int(4)))));
        float _e246 = asfloat(b_3.Load(asint(asuint(_e241) + asuint(int(0)))*4));
        float _e251 = asfloat(b_3.Load(asint(asuint(_e241) + asuint(int(1)))*4));
        float _e256 = asfloat(b_3.Load(asint(asuint(_e241) + asuint(int(2)))*4));
        float _e261 = asfloat(b_3.Load(asint(asuint(_e241) + asuint(int(3)))*4));
        float4 _e262 = float4(_e246, _e251, _e256, _e261);
        w[int(0)] = _e175;
        w[int(1)] = _e204;
        w[int(2)] = _e233;
        w[int(3)] = _e262;
        uint64_t _e277 = g;
        int _e279 = asint(asuint(int(0)) + asuint(int(_e277)));
        float4 _e283 = w[int(0)];
        float4 _e287 = w[int(1)];
        float4 _e291 = w[int(2)];
        float4 _e295 = w[int(3)];
        float4 _e299 = x[int(0)];
        float4 _e303 = x[int(1)];
        float4 _e321 = x[int(0)];
        float4 _e325 = x[int(1)];
        float4 _e342 = (_e283 * (8.0).xxxx);
        int4 _e363 = asint(asuint((((asuint(_e342) & (2147483647u).xxxx) > (2139095040u).xxxx) ? (int(0)).xxxx : ((_e342 >= (2147483600.0).xxxx) ? (int(2147483647)).xxxx : naga_f2i32(max(_e342, (-2147483600.0).xxxx))))) + asuint(((_e299 > (0.5).xxxx) ? (int(-1)).xxxx : ZeroValueint4())));
        float4 _e366 = (_e287 * (8.0).xxxx);
        int4 _e387 = asint(asuint((((asuint(_e366) & (2147483647u).xxxx) > (2139095040u).xxxx) ? (int(0)).xxxx : ((_e366 >= (2147483600.0).xxxx) ? (int(2147483647)).xxxx : naga_f2i32(max(_e366, (-2147483600.0).xxxx))))) + asuint(((_e303 > (0.5).xxxx) ? (int(-1)).xxxx : ZeroValueint4())));
        float4 _e390 = (_e291 * (8.0).xxxx);
        int4 _e411 = asint(asuint((((asuint(_e390) & (2147483647u).xxxx) > (2139095040u).xxxx) ? (int(0)).xxxx : ((_e390 >= (2147483600.0).xxxx) ? (int(2147483647)).xxxx : naga_f2i32(max(_e390, (-2147483600.0).xxxx))))) + asuint(((_e321 < (0.25).xxxx) ? (int(-1)).xxxx : ZeroValueint4())));
        float4 _e414 = (_e295 * (8.0).xxxx);
        int4 _e435 = asint(asuint((((asuint(_e414) & (2147483647u).xxxx) > (2139095040u).xxxx) ? (int(0)).xxxx : ((_e414 >= (2147483600.0).xxxx) ? (int(2147483647)).xxxx : naga_f2i32(max(_e414, (-2147483600.0).xxxx))))) + asuint(((_e325 < (0.25).xxxx) ? (int(-1)).xxxx : ZeroValueint4())));
        m_1.Store4(int(0)*16+_e279*64, asuint(_e363));
        m_1.Store4(int(1)*16+_e279*64, asuint(_e387));
        m_1.Store4(int(2)*16+_e279*64, asuint(_e411));
        m_1.Store4(int(3)*16+_e279*64, asuint(_e435));
        uint64_t _e454 = g;
        int _e456 = asint(asuint(int(0)) + asuint(int(_e454)));
        float4 _e460 = x[int(0)];
        float4 _e464 = x[int(1)];
        float4 _e468 = x[int(0)];
        float4 _e472 = x[int(1)];
        uint64_t _e474 = g;
        int _e476 = asint(asuint(int(0)) + asuint(int(_e474)));
        int4 _e481 = asint(m_1.Load4(int(0)*16+_e476*64));
        int4 _e486 = asint(m_1.Load4(int(1)*16+_e476*64));
        int _e498 = (asint(_e13) & int(15));
        float _e509 = w[(_e498 >> 2u)][(_e498 & int(3))];
        const float4 _e511 = _oclvk_sqrt_f32_x4_(abs(_e468));
        float4 _e524 = (((((_e481 < (int(3)).xxxx) ? (int(-1)).xxxx : ZeroValueint4()) < (int(0)).xxxx) ? _e511 : _e460) + (_e509).xxxx);
        const float4 _e526 = _oclvk_sqrt_f32_x4_(abs(_e472));
        float4 _e539 = (((((_e486 < (int(3)).xxxx) ? (int(-1)).xxxx : ZeroValueint4()) < (int(0)).xxxx) ? _e526 : _e464) + (_e509).xxxx);
        a_1.Store4(int(0)*16+_e456*32, asuint(_e524));
        a_1.Store4(int(1)*16+_e456*32, asuint(_e539));
        uint64_t _e550 = g;
        int _e552 = asint(asuint(int(0)) + asuint(int(_e550)));
        uint64_t _e554 = g;
        int _e556 = asint(asuint(int(0)) + asuint(int(_e554)));
        uint _e563 = asuint(u.Load(asint(asuint(asint(asuint(_e556) * asuint(int(4)))) + asuint(int(0)))*4));
        uint _e583 = asuint(u.Load(asint(asuint(asint(asuint(_e556) * asuint(int(4)))) + asuint(int(1)))*4));
        uint _e603 = asuint(u.Load(asint(asuint(asint(asuint(_e556) * asuint(int(4)))) + asuint(int(2)))*4));
        uint _e623 = asuint(u.Load(asint(asuint(asint(asuint(_e556) * asuint(int(4)))) + asuint(int(3)))*4));
        uint64_t _e638 = g;
        int _e640 = asint(asuint(int(0)) + asuint(int(_e638)));
        uint _e647 = asuint(u.Load(asint(asuint(asint(asuint(_e640) * asuint(int(4)))) + asuint(int(0)))*4));
        uint4 _e660 = uint4(naga_extractBits(_e647, 0u, 8u), naga_extractBits(_e647, 8u, 8u), naga_extractBits(_e647, 16u, 8u), naga_extractBits(_e647, 24u, 8u));
        uint _e667 = asuint(u.Load(asint(asuint(asint(asuint(_e640) * asuint(int(4)))) + asuint(int(1)))*4));
        uint4 _e680 = uint4(naga_extractBits(_e667, 0u, 8u), naga_extractBits(_e667, 8u, 8u), naga_extractBits(_e667, 16u, 8u), naga_extractBits(_e667, 24u, 8u));
        uint _e687 = asuint(u.Load(asint(asuint(asint(asuint(_e640) * asuint(int(4)))) + asuint(int(2)))*4));
        uint4 _e700 = uint4(naga_extractBits(_e687, 0u, 8u), naga_extractBits(_e687, 8u, 8u), naga_extractBits(_e687, 16u, 8u), naga_extractBits(_e687, 24u, 8u));
        uint _e707 = asuint(u.Load(asint(asuint(asint(asuint(_e640) * asuint(int(4)))) + asuint(int(3)))*4));
        uint4 _e720 = uint4(naga_extractBits(_e707, 0u, 8u), naga_extractBits(_e707, 8u, 8u), naga_extractBits(_e707, 16u, 8u), naga_extractBits(_e707, 24u, 8u));
        uint64_t _e722 = g;
        int _e724 = asint(asuint(int(0)) + asuint(int(_e722)));
        int4 _e729 = asint(m_1.Load4(int(0)*16+_e724*64));
        int4 _e734 = asint(m_1.Load4(int(1)*16+_e724*64));
        int4 _e739 = asint(m_1.Load4(int(2)*16+_e724*64));
        int4 _e744 = asint(m_1.Load4(int(3)*16+_e724*64));
        uint4 _e751 = ((uint4(_e729) & (255u).xxxx) & (15u).xxxx);
        uint4 _e758 = ((uint4(_e734) & (255u).xxxx) & (15u).xxxx);
        uint4 _e765 = ((uint4(_e739) & (255u).xxxx) & (15u).xxxx);
        uint4 _e772 = ((uint4(_e744) & (255u).xxxx) & (15u).xxxx);
        uint _e777 = ((_e751.x & 15u) & 15u);
        uint _e795 = ((_e751.y & 15u) & 15u);
        uint _e813 = ((_e751.z & 15u) & 15u);
        uint _e831 = ((_e751.w & 15u) & 15u);
        uint _e849 = ((_e758.x & 15u) & 15u);
        uint _e867 = ((_e758.y & 15u) & 15u);
        uint deep885_ = ((_e758.z & 15u) & 15u);
        uint deep899_ = _e758.w;
        uint deep903_ = ((deep899_ & 15u) & 15u);
        uint _e921 = ((_e765.x & 15u) & 15u);
        uint _e939 = ((_e765.y & 15u) & 15u);
        uint _e957 = ((_e765.z & 15u) & 15u);
        uint _e975 = ((_e765.w & 15u) & 15u);
        uint _e993 = ((_e772.x & 15u) & 15u);
        uint _e1011 = ((_e772.y & 15u) & 15u);
        uint _e1029 = ((_e772.z & 15u) & 15u);
        uint _e1047 = ((_e772.w & 15u) & 15u);
        uint4 _e1070 = (clamp((uint4(naga_extractBits(_e563, 0u, 8u), naga_extractBits(_e563, 8u, 8u), naga_extractBits(_e563, 16u, 8u), naga_extractBits(_e563, 24u, 8u)) + (200u).xxxx), (0u).xxxx, (255u).xxxx) ^ uint4(((_e777 < 4u) ? _e660 : ((_e777 < 8u) ? _e680 : ((_e777 < 12u) ? _e700 : _e720)))[int((_e777 & 3u))], ((_e795 < 4u) ? _e660 : ((_e795 < 8u) ? _e680 : ((_e795 < 12u) ? _e700 : _e720)))[int((_e795 & 3u))], ((_e813 < 4u) ? _e660 : ((_e813 < 8u) ? _e680 : ((_e813 < 12u) ? _e700 : _e720)))[int((_e813 & 3u))], ((_e831 < 4u) ? _e660 : ((_e831 < 8u) ? _e680 : ((_e831 < 12u) ? _e700 : _e720)))[int((_e831 & 3u))]));
        uint4 _e1080 = (clamp((uint4(naga_extractBits(_e583, 0u, 8u), naga_extractBits(_e583, 8u, 8u), naga_extractBits(_e583, 16u, 8u), naga_extractBits(_e583, 24u, 8u)) + (200u).xxxx), (0u).xxxx, (255u).xxxx) ^ uint4(((_e849 < 4u) ? _e660 : ((_e849 < 8u) ? _e680 : ((_e849 < 12u) ? _e700 : _e720)))[int((_e849 & 3u))], ((_e867 < 4u) ? _e660 : ((_e867 < 8u) ? _e680 : ((_e867 < 12u) ? _e700 : _e720)))[int((_e867 & 3u))], ((deep885_ < 4u) ? _e660 : ((deep885_ < 8u) ? _e680 : ((deep885_ < 12u) ? _e700 : _e720)))[int((deep885_ & 3u))], ((deep903_ < 4u) ? _e660 : ((deep903_ < 8u) ? _e680 : ((deep903_ < 12u) ? _e700 : _e720)))[int((deep903_ & 3u))]));
        uint4 _e1090 = (clamp((uint4(naga_extractBits(_e603, 0u, 8u), naga_extractBits(_e603, 8u, 8u), naga_extractBits(_e603, 16u, 8u), naga_extractBits(_e603, 24u, 8u)) + (200u).xxxx), (0u).xxxx, (255u).xxxx) ^ uint4(((_e921 < 4u) ? _e660 : ((_e921 < 8u) ? _e680 : ((_e921 < 12u) ? _e700 : _e720)))[int((_e921 & 3u))], ((_e939 < 4u) ? _e660 : ((_e939 < 8u) ? _e680 : ((_e939 < 12u) ? _e700 : _e720)))[int((_e939 & 3u))], ((_e957 < 4u) ? _e660 : ((_e957 < 8u) ? _e680 : ((_e957 < 12u) ? _e700 : _e720)))[int((_e957 & 3u))], ((_e975 < 4u) ? _e660 : ((_e975 < 8u) ? _e680 : ((_e975 < 12u) ? _e700 : _e720)))[int((_e975 & 3u))]));
        uint4 _e1100 = (clamp((uint4(naga_extractBits(_e623, 0u, 8u), naga_extractBits(_e623, 8u, 8u), naga_extractBits(_e623, 16u, 8u), naga_extractBits(_e623, 24u, 8u)) + (200u).xxxx), (0u).xxxx, (255u).xxxx) ^ uint4(((_e993 < 4u) ? _e660 : ((_e993 < 8u) ? _e680 : ((_e993 < 12u) ? _e700 : _e720)))[int((_e993 & 3u))], ((_e1011 < 4u) ? _e660 : ((_e1011 < 8u) ? _e680 : ((_e1011 < 12u) ? _e700 : _e720)))[int((_e1011 & 3u))], ((_e1029 < 4u) ? _e660 : ((_e1029 < 8u) ? _e680 : ((_e1029 < 12u) ? _e700 : _e720)))[int((_e1029 & 3u))], ((_e1047 < 4u) ? _e660 : ((_e1047 < 8u) ? _e680 : ((_e1047 < 12u) ? _e700 : _e720)))[int((_e1047 & 3u))]));
        u.Store(asint(asuint(asint(asuint(_e552) * asuint(int(4)))) + asuint(int(0)))*4, asuint((((_e1070.x | (_e1070.y << 8u)) | (_e1070.z << 16u)) | (_e1070.w << 24u))));
        u.Store(asint(asuint(asint(asuint(_e552) * asuint(int(4)))) + asuint(int(1)))*4, asuint((((_e1080.x | (_e1080.y << 8u)) | (_e1080.z << 16u)) | (_e1080.w << 24u))));
        u.Store(asint(asuint(asint(asuint(_e552) * asuint(int(4)))) + asuint(int(2)))*4, asuint((((_e1090.x | (_e1090.y << 8u)) | (_e1090.z << 16u)) | (_e1090.w << 24u))));
        u.Store(asint(asuint(asint(asuint(_e552) * asuint(int(4)))) + asuint(int(3)))*4, asuint((((_e1100.x | (_e1100.y << 8u)) | (_e1100.z << 16u)) | (_e1100.w << 24u))));
        uint4 deep1181_[4] = Constructarray4_uint4_(_e1070, _e1080, _e1090, _e1100);
        float4 _e1185 = w[int(0)];
        float4 _e1189 = w[int(1)];
        float4 _e1193 = w[int(2)];
        float4 _e1197 = w[int(3)];
        uint64_t _e1199 = g;
        float4 _e1200 = _e1197.wzyx;
        int _e1208 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e1199 * 4uL) + 0uL))) * asuint(int(4)))));
        f.Store(asint(asuint(_e1208) + asuint(int(0)))*4, asuint(_e1200.x));
        f.Store(asint(asuint(_e1208) + asuint(int(1)))*4, asuint(_e1200.y));
        f.Store(asint(asuint(_e1208) + asuint(int(2)))*4, asuint(_e1200.z));
        f.Store(asint(asuint(_e1208) + asuint(int(3)))*4, asuint(_e1200.w));
        float4 _e1229 = _e1193.wzyx;
        int _e1237 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e1199 * 4uL) + 1uL))) * asuint(int(4)))));
        f.Store(asint(asuint(_e1237) + asuint(int(0)))*4, asuint(_e1229.x));
        f.Store(asint(asuint(_e1237) + asuint(int(1)))*4, asuint(_e1229.y));
        f.Store(asint(asuint(_e1237) + asuint(int(2)))*4, asuint(_e1229.z));
        f.Store(asint(asuint(_e1237) + asuint(int(3)))*4, asuint(_e1229.w));
        float4 _e1258 = _e1189.wzyx;
        int _e1266 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e1199 * 4uL) + 2uL))) * asuint(int(4)))));
        f.Store(asint(asuint(_e1266) + asuint(int(0)))*4, asuint(_e1258.x));
        f.Store(asint(asuint(_e1266) + asuint(int(1)))*4, asuint(_e1258.y));
        f.Store(asint(asuint(_e1266) + asuint(int(2)))*4, asuint(_e1258.z));
        f.Store(asint(asuint(_e1266) + asuint(int(3)))*4, asuint(_e1258.w));
        float4 _e1287 = _e1185.wzyx;
        int _e1295 = asint(asuint(int(0)) + asuint(asint(asuint(int(((_e1199 * 4uL) + 3uL))) * asuint(int(4)))));
        f.Store(asint(asuint(_e1295) + asuint(int(0)))*4, asuint(_e1287.x));
        f.Store(asint(asuint(_e1295) + asuint(int(1)))*4, asuint(_e1287.y));
        f.Store(asint(asuint(_e1295) + asuint(int(2)))*4, asuint(_e1287.z));
        f.Store(asint(asuint(_e1295) + asuint(int(3)))*4, asuint(_e1287.w));
    }
}
