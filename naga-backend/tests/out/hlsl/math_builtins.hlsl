cbuffer math_builtins_args : register(b0) { uint4 math_builtins_args[5]; }
ByteAddressBuffer x_39 : register(t1);
RWByteAddressBuffer fout : register(u2);
ByteAddressBuffer a_12 : register(t3);
RWByteAddressBuffer iout : register(u4);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

uint ZeroValueuint() {
    return (uint)0;
}

uint _oclvk_fb_abs_bits(float x)
{
    {
        return (asuint(x) & 2147483647u);
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

bool _oclvk_fb_isnan(float x_1)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_1);
        return (int((_e1 > 2139095040u)) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_fb_signbit(float x_2)
{
    {
        return (int((asint(x_2) < int(0))) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_fb_isinf(float x_3)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_3);
        return (int((_e1 == 2139095040u)) != int(0));
    }
    return ZeroValuebool();
}

int ZeroValueint() {
    return (int)0;
}

int _oclvk_f32_exponent(float x_4)
{
    uint b = (uint)0;
    int e = (int)0;

    {
        b = (asuint(x_4) & 2147483647u);
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

uint _oclvk_f32_mantissa(float x_5)
{
    uint b_1 = (uint)0;

    {
        b_1 = (asuint(x_5) & 2147483647u);
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

float _oclvk_f32_with_exponent(float x_6, int e_1)
{
    {
        const uint _e9 = _oclvk_f32_mantissa(x_6);
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
        uint _e7 = math_builtins_args[4].w;
        p = asfloat((asuint((a * b_2)) ^ (_e7 >> 2u)));
        const bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return float2(_e17, mad(a, b_2, -(_e19)));
        }
        uint _e29 = math_builtins_args[4].w;
        ca = asfloat((asuint((4097.0 * a)) ^ (_e29 >> 2u)));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = math_builtins_args[4].w;
        uint _e58 = math_builtins_args[4].w;
        ah = asfloat((asuint((_e38 - asfloat((asuint((_e40 - a)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        float _e67 = ah;
        al = (a - _e67);
        uint _e76 = math_builtins_args[4].w;
        cb = asfloat((asuint((4097.0 * b_2)) ^ (_e76 >> 2u)));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = math_builtins_args[4].w;
        uint _e105 = math_builtins_args[4].w;
        bh = asfloat((asuint((_e85 - asfloat((asuint((_e87 - b_2)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        float _e114 = bh;
        bl = (b_2 - _e114);
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = math_builtins_args[4].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = math_builtins_args[4].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = math_builtins_args[4].w;
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

float _oclvk_sqrt_f32_(float x_7)
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
        if (((asuint(x_7) & 2147483647u) == 0u)) {
            const float _e7 = _oclvk_fb_copysign(0.0, x_7);
            return _e7;
        }
        const bool _e8 = _oclvk_fb_isnan(x_7);
        local = _e8;
        if (_e8) {
        } else {
            const bool _e10 = _oclvk_fb_signbit(x_7);
            local = _e10;
        }
        bool _e13 = local;
        if (_e13) {
            return asfloat(2143289344u);
        }
        const bool _e16 = _oclvk_fb_isinf(x_7);
        if (_e16) {
            return x_7;
        }
        y = x_7;
        back = 1.0;
        const int _e20 = _oclvk_f32_exponent(x_7);
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
            const float _e53 = _oclvk_f32_with_exponent(x_7, asint(asuint(_e49) + asuint(_e51)));
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
        uint _e101 = math_builtins_args[4].w;
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

bool _oclvk_el_exp_is_special(float x_8, uint threshold_bits)
{
    {
        const uint _e2 = _oclvk_fb_abs_bits(x_8);
        return (int(!((_e2 < threshold_bits))) != int(0));
    }
    return ZeroValuebool();
}

float _oclvk_el_exp_beyond(float x_9)
{
    float local_3 = (float)0;

    {
        const bool _e1 = _oclvk_fb_isnan(x_9);
        if (_e1) {
            local_3 = x_9;
        } else {
            const bool _e3 = _oclvk_fb_signbit(x_9);
            local_3 = (_e3 ? 0.0 : asfloat(2139095040u));
        }
        float _e10 = local_3;
        return _e10;
    }
    return ZeroValuefloat();
}

float _oclvk_el_rint_product(float a_1, float b_3)
{
    {
        return round((a_1 * b_3));
    }
    return ZeroValuefloat();
}

float2 _oclvk_el_exp_reduce(float x_10)
{
    float k_1 = (float)0;
    float r_1 = (float)0;

    {
        const float _e2 = _oclvk_el_rint_product(x_10, 1.442695);
        k_1 = _e2;
        float _e5 = k_1;
        float _e9 = k_1;
        r_1 = mad(-(_e5), 3.1946183e-5, mad(-(_e9), 0.69311523, x_10));
        float _e16 = k_1;
        float _e18 = r_1;
        return float2(_e16, _e18);
    }
    return ZeroValuefloat2();
}

float _oclvk_el_expm1_q(float r_2)
{
    float q = (float)0;

    {
        q = 0.00019845877;
        float _e4 = q;
        q = mad(_e4, r_2, 0.0013940625);
        float _e9 = q;
        q = mad(_e9, r_2, 0.00833339);
        float _e14 = q;
        q = mad(_e14, r_2, 0.041666362);
        float _e19 = q;
        q = mad(_e19, r_2, 0.16666666);
        float _e24 = q;
        return mad(_e24, r_2, 0.5);
    }
    return ZeroValuefloat();
}

float _oclvk_el_expm1_poly(float r_3)
{
    {
        const float _e2 = _oclvk_el_expm1_q(r_3);
        return mad((r_3 * r_3), _e2, r_3);
    }
    return ZeroValuefloat();
}

float _oclvk_el_pow2i(int k_2)
{
    {
        return asfloat((asint(asuint(k_2) + asuint(int(127))) << 23u));
    }
    return ZeroValuefloat();
}

float _oclvk_el_scale(float p_1, int k_3)
{
    int h = (int)0;

    {
        h = (k_3 >> 1u);
        int _e9 = h;
        const float _e10 = _oclvk_el_pow2i(_e9);
        int _e13 = h;
        const float _e15 = _oclvk_el_pow2i(asint(asuint(k_3) - asuint(_e13)));
        return ((p_1 * _e10) * _e15);
    }
    return ZeroValuefloat();
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

float _oclvk_el_exp_wide(float x_11)
{
    float2 kr = (float2)0;
    float p_2 = (float)0;

    {
        const bool _e2 = _oclvk_el_exp_is_special(x_11, 1120927744u);
        if (_e2) {
            const float _e3 = _oclvk_el_exp_beyond(x_11);
            return _e3;
        }
        const float2 _e4 = _oclvk_el_exp_reduce(x_11);
        kr = _e4;
        float2 _e8 = kr;
        const float _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_2 = (1.0 + _e10);
        float _e14 = p_2;
        float2 _e16 = kr;
        const float _e19 = _oclvk_el_scale(_e14, naga_f2i32(_e16.x));
        return _e19;
    }
    return ZeroValuefloat();
}

float _oclvk_el_scale_normal(float p_3, int k_4)
{
    {
        return asfloat(asint(asuint(asint(p_3)) + asuint((k_4 << 23u))));
    }
    return ZeroValuefloat();
}

float _oclvk_exp_f32_(float x_12)
{
    float2 kr_1 = (float2)0;
    float p_4 = (float)0;

    {
        const bool _e2 = _oclvk_el_exp_is_special(x_12, 1118568448u);
        if (_e2) {
            const float _e3 = _oclvk_el_exp_wide(x_12);
            return _e3;
        }
        const float2 _e4 = _oclvk_el_exp_reduce(x_12);
        kr_1 = _e4;
        float2 _e8 = kr_1;
        const float _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_4 = (1.0 + _e10);
        float _e14 = p_4;
        float2 _e16 = kr_1;
        const float _e19 = _oclvk_el_scale_normal(_e14, naga_f2i32(_e16.x));
        return _e19;
    }
    return ZeroValuefloat();
}

bool _oclvk_el_log_is_rare(float x_13)
{
    {
        return (int(((asuint(x_13) - 8388608u) >= 2130706432u)) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_el_log_is_special(float x_14)
{
    {
        return (int(((asuint(x_14) - 1u) >= 2139095039u)) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_fb_iszero(float x_15)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_15);
        return (int((_e1 == 0u)) != int(0));
    }
    return ZeroValuebool();
}

float _oclvk_el_log_special(float x_16)
{
    {
        const bool _e1 = _oclvk_fb_isnan(x_16);
        if (_e1) {
            return x_16;
        }
        const bool _e2 = _oclvk_fb_iszero(x_16);
        if (_e2) {
            return -(asfloat(2139095040u));
        }
        const bool _e6 = _oclvk_fb_signbit(x_16);
        if (_e6) {
            return asfloat(2143289344u);
        }
        return asfloat(2139095040u);
    }
    return ZeroValuefloat();
}

int _oclvk_el_subnormal_bits(float x_17)
{
    {
        return asint((float(asint(x_17)) * 2.3509887e-38));
    }
    return ZeroValueint();
}

float2 _oclvk_el_log_reduce_bits(int bits, int scaled)
{
    int e_4 = (int)0;
    float m_1 = (float)0;

    {
        e_4 = (asint(asuint(bits) - asuint(int(1060439284))) >> 23u);
        int _e11 = e_4;
        m_1 = asfloat(asint(asuint(bits) - asuint((_e11 << 23u))));
        int _e21 = e_4;
        float _e25 = m_1;
        return float2(float(asint(asuint(_e21) - asuint(scaled))), (_e25 - 1.0));
    }
    return ZeroValuefloat2();
}

float2 _oclvk_el_log_reduce(float x_18)
{
    int bits_1 = (int)0;

    {
        bits_1 = asint(x_18);
        int _e4 = bits_1;
        if ((_e4 < int(8388608))) {
            const int _e7 = _oclvk_el_subnormal_bits(x_18);
            const float2 _e9 = _oclvk_el_log_reduce_bits(_e7, int(24));
            return _e9;
        }
        int _e11 = bits_1;
        const float2 _e13 = _oclvk_el_log_reduce_bits(_e11, int(0));
        return _e13;
    }
    return ZeroValuefloat2();
}

float _oclvk_el_log1p_q(float f_1)
{
    float q_1 = (float)0;

    {
        q_1 = -(0.07619631);
        float _e5 = q_1;
        q_1 = mad(_e5, f_1, 0.1290369);
        float _e10 = q_1;
        q_1 = mad(_e10, f_1, -(0.1324344));
        float _e16 = q_1;
        q_1 = mad(_e16, f_1, 0.14181963);
        float _e21 = q_1;
        q_1 = mad(_e21, f_1, -(0.1660905));
        float _e27 = q_1;
        q_1 = mad(_e27, f_1, 0.20001966);
        float _e32 = q_1;
        q_1 = mad(_e32, f_1, -(0.25001583));
        float _e38 = q_1;
        q_1 = mad(_e38, f_1, 0.33333325);
        float _e43 = q_1;
        return mad(_e43, f_1, -(0.49999988));
    }
    return ZeroValuefloat();
}

float _oclvk_el_log1p_poly(float f_2)
{
    {
        const float _e2 = _oclvk_el_log1p_q(f_2);
        return mad((f_2 * f_2), _e2, f_2);
    }
    return ZeroValuefloat();
}

float _oclvk_el_ln_reduced(float2 ef)
{
    float l = (float)0;

    {
        const float _e2 = _oclvk_el_log1p_poly(ef.y);
        l = _e2;
        float _e9 = l;
        return mad(ef.x, 0.69311523, mad(ef.x, 3.1946183e-5, _e9));
    }
    return ZeroValuefloat();
}

float _oclvk_el_log_pos(float x_19)
{
    {
        const float2 _e1 = _oclvk_el_log_reduce(x_19);
        const float _e2 = _oclvk_el_ln_reduced(_e1);
        return _e2;
    }
    return ZeroValuefloat();
}

float _oclvk_log_f32_(float x_20)
{
    {
        const bool _e1 = _oclvk_el_log_is_rare(x_20);
        if (_e1) {
            const bool _e2 = _oclvk_el_log_is_special(x_20);
            if (_e2) {
                const float _e3 = _oclvk_el_log_special(x_20);
                return _e3;
            }
            const float _e4 = _oclvk_el_log_pos(x_20);
            return _e4;
        }
        const float2 _e7 = _oclvk_el_log_reduce_bits(asint(x_20), int(0));
        const float _e8 = _oclvk_el_ln_reduced(_e7);
        return _e8;
    }
    return ZeroValuefloat();
}

float2 _oclvk_trigf_two_sum(float a_2, float b_4)
{
    float s_2 = (float)0;
    float bb = (float)0;

    {
        uint _e7 = math_builtins_args[4].w;
        s_2 = asfloat((asuint((a_2 + b_4)) ^ (_e7 >> 2u)));
        float _e16 = s_2;
        uint _e22 = math_builtins_args[4].w;
        bb = asfloat((asuint((_e16 - a_2)) ^ (_e22 >> 2u)));
        float _e31 = s_2;
        float _e33 = s_2;
        float _e35 = bb;
        uint _e41 = math_builtins_args[4].w;
        float _e50 = bb;
        return float2(_e31, ((a_2 - asfloat((asuint((_e33 - _e35)) ^ (_e41 >> 2u)))) + (b_4 - _e50)));
    }
    return ZeroValuefloat2();
}

float2 _oclvk_trigf_fast_two_sum(float a_3, float b_5)
{
    float s_3 = (float)0;

    {
        uint _e7 = math_builtins_args[4].w;
        s_3 = asfloat((asuint((a_3 + b_5)) ^ (_e7 >> 2u)));
        float _e16 = s_3;
        float _e18 = s_3;
        uint _e24 = math_builtins_args[4].w;
        return float2(_e16, (b_5 - asfloat((asuint((_e18 - a_3)) ^ (_e24 >> 2u)))));
    }
    return ZeroValuefloat2();
}

float4 ZeroValuefloat4() {
    return (float4)0;
}

float4 _oclvk_trigf_reduce_small(float x_21)
{
    float big = (float)0;
    float k_5 = (float)0;
    float t1_ = (float)0;
    float2 t2_ = (float2)0;
    float2 t3_ = (float2)0;
    float lo_1 = (float)0;
    float2 r_4 = (float2)0;

    {
        uint _e8 = math_builtins_args[4].w;
        big = asfloat((asuint(mad(x_21, 0.63661975, 12582912.0)) ^ (_e8 >> 2u)));
        float _e17 = big;
        k_5 = (_e17 - 12582912.0);
        float _e22 = k_5;
        t1_ = mad(-(_e22), 1.5708008, x_21);
        float _e28 = t1_;
        float _e30 = k_5;
        const float2 _e35 = _oclvk_trigf_two_sum(_e28, -((_e30 * -(4.4535846e-6))));
        t2_ = _e35;
        float2 _e38 = t2_;
        float _e41 = k_5;
        const float2 _e46 = _oclvk_trigf_two_sum(_e38.x, -((_e41 * -(8.706138e-10))));
        t3_ = _e46;
        float _e49 = k_5;
        float2 _e53 = t2_;
        float2 _e56 = t3_;
        lo_1 = mad(-(_e49), 6.223372e-14, (_e53.y + _e56.y));
        float2 _e62 = t3_;
        float _e65 = lo_1;
        const float2 _e66 = _oclvk_trigf_fast_two_sum(_e62.x, _e65);
        r_4 = _e66;
        float2 _e69 = r_4;
        float2 _e72 = r_4;
        float _e75 = big;
        return float4(_e69.x, _e72.y, asfloat((asint(_e75) & int(3))), 0.0);
    }
    return ZeroValuefloat4();
}

float2 _oclvk_trigf_sin_kernel(float x_22, float y_1)
{
    float z = (float)0;
    float p_5 = (float)0;

    {
        z = (x_22 * x_22);
        float _e5 = z;
        p_5 = mad(_e5, 2.724876e-6, -(0.00019840077));
        float _e12 = p_5;
        float _e14 = z;
        p_5 = mad(_e12, _e14, 0.008333332);
        float _e19 = p_5;
        float _e21 = z;
        p_5 = mad(_e19, _e21, -(0.16666667));
        float _e27 = z;
        float _e30 = p_5;
        return float2(x_22, mad((x_22 * _e27), _e30, y_1));
    }
    return ZeroValuefloat2();
}

float2 _oclvk_trigf_cos_kernel(float x_23, float y_2)
{
    float z_1 = (float)0;
    float p_6 = (float)0;
    float hz = (float)0;
    float w = (float)0;

    {
        z_1 = (x_23 * x_23);
        float _e5 = z_1;
        p_6 = mad(_e5, 2.4547053e-5, -(0.0013888298));
        float _e12 = p_6;
        float _e14 = z_1;
        p_6 = mad(_e12, _e14, 0.041666664);
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
        return float2(_e29, (((1.0 - _e32) - _e35) + mad((_e38 * _e40), _e43, -((x_23 * y_2)))));
    }
    return ZeroValuefloat2();
}

float _oclvk_trigf_sin_quadrant(float x_24, float y_3, int n)
{
    float2 s_4 = (float2)0;
    float2 c = (float2)0;
    float r_5 = (float)0;
    float local_4 = (float)0;
    float local_5 = (float)0;

    {
        const float2 _e3 = _oclvk_trigf_sin_kernel(x_24, y_3);
        s_4 = _e3;
        const float2 _e5 = _oclvk_trigf_cos_kernel(x_24, y_3);
        c = _e5;
        if (((n & int(1)) != int(0))) {
            float2 _e12 = c;
            float2 _e15 = c;
            local_4 = (_e12.x + _e15.y);
        } else {
            float2 _e20 = s_4;
            float2 _e23 = s_4;
            local_4 = (_e20.x + _e23.y);
        }
        float _e28 = local_4;
        r_5 = _e28;
        if (((n & int(2)) != int(0))) {
            float _e35 = r_5;
            local_5 = -(_e35);
        } else {
            float _e39 = r_5;
            local_5 = _e39;
        }
        float _e42 = local_5;
        return _e42;
    }
    return ZeroValuefloat();
}

bool _oclvk_fb_isfinite(float x_25)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_25);
        return (int((_e1 < 2139095040u)) != int(0));
    }
    return ZeroValuebool();
}

uint _oclvk_trigf_two_over_pi_word(int w_1)
{
    uint t = (uint)0;
    uint local_6 = (uint)0;
    uint local_7 = (uint)0;
    uint local_8 = (uint)0;
    uint local_9 = (uint)0;
    uint local_10 = (uint)0;
    uint local_11 = (uint)0;
    uint local_12 = (uint)0;
    uint local_13 = (uint)0;

    {
        t = 0u;
        if ((w_1 == int(0))) {
            local_6 = 2734261102u;
        } else {
            uint _e8 = t;
            local_6 = _e8;
        }
        uint _e11 = local_6;
        t = _e11;
        if ((w_1 == int(1))) {
            local_7 = 1313084713u;
        } else {
            uint _e18 = t;
            local_7 = _e18;
        }
        uint _e21 = local_7;
        t = _e21;
        if ((w_1 == int(2))) {
            local_8 = 4230436817u;
        } else {
            uint _e28 = t;
            local_8 = _e28;
        }
        uint _e31 = local_8;
        t = _e31;
        if ((w_1 == int(3))) {
            local_9 = 4113882560u;
        } else {
            uint _e38 = t;
            local_9 = _e38;
        }
        uint _e41 = local_9;
        t = _e41;
        if ((w_1 == int(4))) {
            local_10 = 3680671129u;
        } else {
            uint _e48 = t;
            local_10 = _e48;
        }
        uint _e51 = local_10;
        t = _e51;
        if ((w_1 == int(5))) {
            local_11 = 1011060801u;
        } else {
            uint _e58 = t;
            local_11 = _e58;
        }
        uint _e61 = local_11;
        t = _e61;
        if ((w_1 == int(6))) {
            local_12 = 4266746795u;
        } else {
            uint _e68 = t;
            local_12 = _e68;
        }
        uint _e71 = local_12;
        t = _e71;
        if ((w_1 == int(7))) {
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
    return ZeroValueuint();
}

uint _oclvk_trigf_two_over_pi_bits(int j)
{
    int b_6 = (int)0;
    int w_2 = (int)0;
    uint s_5 = (uint)0;
    uint hi_1 = (uint)0;
    uint lo_2 = (uint)0;
    uint local_14 = (uint)0;

    {
        b_6 = asint(asuint(j) - asuint(int(1)));
        int _e5 = b_6;
        w_2 = (_e5 >> 5u);
        int _e13 = b_6;
        s_5 = uint((_e13 & int(31)));
        int _e19 = w_2;
        const uint _e20 = _oclvk_trigf_two_over_pi_word(_e19);
        hi_1 = _e20;
        int _e23 = w_2;
        const uint _e26 = _oclvk_trigf_two_over_pi_word(asint(asuint(_e23) + asuint(int(1))));
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
    return ZeroValueuint();
}

float2 _oclvk_trigf_two_prod(float a_4, float b_7)
{
    float p_7 = (float)0;
    float ah_1 = (float)0;
    float al_1 = (float)0;
    float bh_1 = (float)0;
    float bl_1 = (float)0;

    {
        uint _e7 = math_builtins_args[4].w;
        p_7 = asfloat((asuint((a_4 * b_7)) ^ (_e7 >> 2u)));
        ah_1 = asfloat((asuint(a_4) & 4294963200u));
        float _e21 = ah_1;
        al_1 = (a_4 - _e21);
        bh_1 = asfloat((asuint(b_7) & 4294963200u));
        float _e30 = bh_1;
        bl_1 = (b_7 - _e30);
        float _e34 = p_7;
        float _e36 = ah_1;
        float _e38 = bh_1;
        float _e41 = p_7;
        uint _e47 = math_builtins_args[4].w;
        float _e55 = ah_1;
        float _e57 = bl_1;
        uint _e64 = math_builtins_args[4].w;
        float _e72 = al_1;
        float _e74 = bh_1;
        uint _e81 = math_builtins_args[4].w;
        float _e89 = al_1;
        float _e91 = bl_1;
        return float2(_e34, (asfloat((asuint((asfloat((asuint((asfloat((asuint(((_e36 * _e38) - _e41)) ^ (_e47 >> 2u))) + (_e55 * _e57))) ^ (_e64 >> 2u))) + (_e72 * _e74))) ^ (_e81 >> 2u))) + (_e89 * _e91)));
    }
    return ZeroValuefloat2();
}

float4 _oclvk_trigf_reduce_large(float x_26)
{
    uint bits_2 = (uint)0;
    int e_5 = (int)0;
    uint m_2 = (uint)0;
    int j0_ = (int)0;
    uint w2_ = (uint)0;
    uint w1_ = (uint)0;
    uint w0_ = (uint)0;
    uint r0_ = (uint)0;
    uint p0hi = (uint)0;
    uint r1_ = (uint)0;
    uint carry = (uint)0;
    uint r2_ = (uint)0;
    int n_1 = (int)0;
    uint f2_ = (uint)0;
    uint f1_ = (uint)0;
    uint f0_ = (uint)0;
    bool negative = (bool)0;
    int local_15 = (int)0;
    uint g0_ = (uint)0;
    uint local_16 = (uint)0;
    uint borrow0_ = (uint)0;
    bool local_17 = (bool)0;
    uint g1_ = (uint)0;
    uint local_18 = (uint)0;
    uint borrow1_ = (uint)0;
    bool local_19 = (bool)0;
    uint g2_ = (uint)0;
    uint local_20 = (uint)0;
    bool word_shift = (bool)0;
    uint top = (uint)0;
    uint local_21 = (uint)0;
    uint next = (uint)0;
    uint local_22 = (uint)0;
    uint lz = (uint)0;
    uint hi_2 = (uint)0;
    uint local_23 = (uint)0;
    uint mid = (uint)0;
    uint local_24 = (uint)0;
    int shift_1 = (int)0;
    float scale = (float)0;
    float fhi = (float)0;
    float flo = (float)0;
    float2 p_8 = (float2)0;
    float lo_3 = (float)0;
    float2 r_6 = (float2)0;
    float2 local_25 = (float2)0;
    bool x_negative = (bool)0;
    float2 local_26 = (float2)0;
    int local_27 = (int)0;

    {
        bits_2 = asuint(x_26);
        uint _e4 = bits_2;
        e_5 = asint(asuint(int(((_e4 >> 23u) & 255u))) - asuint(int(150)));
        uint _e16 = bits_2;
        m_2 = ((_e16 & 8388607u) | 8388608u);
        int _e23 = e_5;
        j0_ = asint(asuint(_e23) - asuint(int(1)));
        int _e28 = j0_;
        const uint _e29 = _oclvk_trigf_two_over_pi_bits(_e28);
        w2_ = _e29;
        int _e32 = j0_;
        const uint _e35 = _oclvk_trigf_two_over_pi_bits(asint(asuint(_e32) + asuint(int(32))));
        w1_ = _e35;
        int _e38 = j0_;
        const uint _e41 = _oclvk_trigf_two_over_pi_bits(asint(asuint(_e38) + asuint(int(64))));
        w0_ = _e41;
        uint _e44 = m_2;
        uint _e46 = w0_;
        r0_ = (_e44 * _e46);
        uint _e50 = m_2;
        uint _e52 = w0_;
        p0hi = uint(((uint64_t(_e50) * uint64_t(_e52)) >> 32u));
        uint _e61 = p0hi;
        uint _e63 = m_2;
        uint _e65 = w1_;
        r1_ = (_e61 + (_e63 * _e65));
        uint _e70 = r1_;
        uint _e72 = p0hi;
        carry = ((_e70 < _e72) ? 1u : 0u);
        uint _e79 = m_2;
        uint _e81 = w1_;
        uint _e89 = m_2;
        uint _e91 = w2_;
        uint _e95 = carry;
        r2_ = ((uint(((uint64_t(_e79) * uint64_t(_e81)) >> 32u)) + (_e89 * _e91)) + _e95);
        uint _e99 = r2_;
        n_1 = int((_e99 >> 30u));
        uint _e107 = r2_;
        uint _e113 = r1_;
        f2_ = ((_e107 << 2u) | (_e113 >> 30u));
        uint _e121 = r1_;
        uint _e127 = r0_;
        f1_ = ((_e121 << 2u) | (_e127 >> 30u));
        uint _e135 = r0_;
        f0_ = (_e135 << 2u);
        uint _e142 = f2_;
        negative = (int(((_e142 >> 31u) != 0u)) != int(0));
        bool _e154 = negative;
        if (_e154) {
            int _e156 = n_1;
            local_15 = asint(asuint(_e156) + asuint(int(1)));
        } else {
            int _e161 = n_1;
            local_15 = _e161;
        }
        int _e164 = local_15;
        n_1 = _e164;
        bool _e167 = negative;
        if (_e167) {
            uint _e169 = f0_;
            local_16 = (~(_e169) + 1u);
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
            local_17 = (_e184 == 0u);
        }
        bool _e189 = local_17;
        borrow0_ = (_e189 ? 1u : 0u);
        bool _e195 = negative;
        if (_e195) {
            uint _e197 = f1_;
            uint _e200 = borrow0_;
            local_18 = (~(_e197) + _e200);
        } else {
            uint _e204 = f1_;
            local_18 = _e204;
        }
        uint _e207 = local_18;
        g1_ = _e207;
        uint _e210 = borrow0_;
        bool _e212 = (_e210 != 0u);
        local_19 = _e212;
        if (_e212) {
            uint _e215 = g1_;
            local_19 = (_e215 == 0u);
        }
        bool _e220 = local_19;
        borrow1_ = (_e220 ? 1u : 0u);
        bool _e226 = negative;
        if (_e226) {
            uint _e228 = f2_;
            uint _e231 = borrow1_;
            local_20 = (~(_e228) + _e231);
        } else {
            uint _e235 = f2_;
            local_20 = _e235;
        }
        uint _e238 = local_20;
        g2_ = _e238;
        uint _e241 = g2_;
        word_shift = (int((_e241 == 0u)) != int(0));
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
        lz = (31u - firstbithigh(_e271));
        uint _e275 = lz;
        if ((_e275 == 0u)) {
            uint _e279 = top;
            local_23 = _e279;
        } else {
            uint _e282 = top;
            uint _e284 = lz;
            uint _e289 = next;
            uint _e292 = lz;
            local_23 = ((_e282 << (_e284 & 31u)) | (_e289 >> ((32u - _e292) & 31u)));
        }
        uint _e300 = local_23;
        hi_2 = _e300;
        uint _e303 = lz;
        if ((_e303 == 0u)) {
            uint _e307 = next;
            local_24 = _e307;
        } else {
            uint _e310 = next;
            uint _e312 = lz;
            local_24 = (_e310 << (_e312 & 31u));
        }
        uint _e318 = local_24;
        mid = _e318;
        uint _e321 = lz;
        bool _e324 = word_shift;
        shift_1 = asint(asuint(int(_e321)) + asuint((_e324 ? int(32) : int(0))));
        int _e334 = shift_1;
        scale = asfloat((uint(asint(asuint(int(103)) - asuint(_e334))) << 23u));
        uint _e344 = hi_2;
        float _e351 = scale;
        fhi = (float((_e344 >> 8u)) * _e351);
        uint _e355 = hi_2;
        uint _e363 = mid;
        float _e371 = scale;
        flo = (float((((_e355 & 255u) << 16u) | (_e363 >> 16u))) * (_e371 * 5.9604645e-8));
        float _e377 = fhi;
        const float2 _e379 = _oclvk_trigf_two_prod(_e377, 1.5707964);
        p_8 = _e379;
        float2 _e382 = p_8;
        float _e385 = flo;
        float _e389 = fhi;
        lo_3 = (_e382.y + ((_e385 * 1.5707964) + (_e389 * -(4.371139e-8))));
        float2 _e397 = p_8;
        float _e400 = lo_3;
        const float2 _e401 = _oclvk_trigf_fast_two_sum(_e397.x, _e400);
        r_6 = _e401;
        bool _e404 = negative;
        if (_e404) {
            float2 _e406 = r_6;
            local_25 = -(_e406);
        } else {
            float2 _e410 = r_6;
            local_25 = _e410;
        }
        float2 _e413 = local_25;
        r_6 = _e413;
        x_negative = (int((x_26 < 0.0)) != int(0));
        bool _e422 = x_negative;
        if (_e422) {
            float2 _e424 = r_6;
            local_26 = -(_e424);
        } else {
            float2 _e428 = r_6;
            local_26 = _e428;
        }
        float2 _e431 = local_26;
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
        float2 _e446 = r_6;
        float2 _e449 = r_6;
        int _e452 = n_1;
        return float4(_e446.x, _e449.y, asfloat((_e452 & int(3))), 0.0);
    }
    return ZeroValuefloat4();
}

float _oclvk_trigf_div(float2 n_2, float2 d)
{
    float den = (float)0;
    float q_2 = (float)0;
    float2 p_9 = (float2)0;
    float r_7 = (float)0;

    {
        den = (d.x + d.y);
        float _e10 = den;
        q_2 = ((n_2.x + n_2.y) / _e10);
        float _e14 = q_2;
        const float2 _e16 = _oclvk_trigf_two_prod(_e14, d.x);
        p_9 = _e16;
        float2 _e20 = p_9;
        float2 _e24 = p_9;
        float _e30 = q_2;
        r_7 = ((((n_2.x - _e20.x) - _e24.y) + n_2.y) - (_e30 * d.y));
        float _e36 = q_2;
        float _e38 = r_7;
        float _e40 = den;
        return (_e36 + (_e38 / _e40));
    }
    return ZeroValuefloat();
}

float _oclvk_trigf_tan_quadrant(float x_27, float y_4, int n_3)
{
    float2 s_6 = (float2)0;
    float2 c_1 = (float2)0;
    bool odd = (bool)0;
    float2 local_28 = (float2)0;
    float2 local_29 = (float2)0;

    {
        const float2 _e3 = _oclvk_trigf_sin_kernel(x_27, y_4);
        s_6 = _e3;
        const float2 _e5 = _oclvk_trigf_cos_kernel(x_27, y_4);
        c_1 = _e5;
        odd = (int(((n_3 & int(1)) != int(0))) != int(0));
        bool _e16 = odd;
        if (_e16) {
            float2 _e18 = c_1;
            local_28 = -(_e18);
        } else {
            float2 _e22 = s_6;
            local_28 = _e22;
        }
        float2 _e25 = local_28;
        bool _e27 = odd;
        if (_e27) {
            float2 _e29 = s_6;
            local_29 = _e29;
        } else {
            float2 _e32 = c_1;
            local_29 = _e32;
        }
        float2 _e35 = local_29;
        const float _e36 = _oclvk_trigf_div(_e25, _e35);
        return _e36;
    }
    return ZeroValuefloat();
}

float _oclvk_trigf_large(float x_28, int n_4, bool tan_)
{
    float4 r_8 = (float4)0;
    int q_3 = (int)0;
    float local_30 = (float)0;

    {
        const bool _e3 = _oclvk_fb_isfinite(x_28);
        if (!(_e3)) {
            return asfloat(2143289344u);
        }
        const float4 _e7 = _oclvk_trigf_reduce_large(x_28);
        r_8 = _e7;
        float4 _e10 = r_8;
        q_3 = asint(asuint(asint(_e10.z)) + asuint(n_4));
        if (tan_) {
            float4 _e16 = r_8;
            float4 _e19 = r_8;
            int _e22 = q_3;
            const float _e23 = _oclvk_trigf_tan_quadrant(_e16.x, _e19.y, _e22);
            local_30 = _e23;
        } else {
            float4 _e26 = r_8;
            float4 _e29 = r_8;
            int _e32 = q_3;
            const float _e33 = _oclvk_trigf_sin_quadrant(_e26.x, _e29.y, _e32);
            local_30 = _e33;
        }
        float _e36 = local_30;
        return _e36;
    }
    return ZeroValuefloat();
}

float _oclvk_sin_f32_(float x_29)
{
    bool large = (bool)0;
    float4 r_9 = (float4)0;
    float s_7 = (float)0;
    float local_31 = (float)0;

    {
        const uint _e1 = _oclvk_fb_abs_bits(x_29);
        large = (int((_e1 > 1170735104u)) != int(0));
        const float4 _e8 = _oclvk_trigf_reduce_small(x_29);
        r_9 = _e8;
        float4 _e11 = r_9;
        float4 _e14 = r_9;
        float4 _e17 = r_9;
        const float _e20 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, asint(_e17.z));
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
            const float _e36 = _oclvk_trigf_large(x_29, int(0), false);
            s_7 = _e36;
        }
        float _e39 = s_7;
        return _e39;
    }
    return ZeroValuefloat();
}

float _oclvk_cos_f32_(float x_30)
{
    bool large_1 = (bool)0;
    float4 r_10 = (float4)0;
    float c_2 = (float)0;

    {
        const uint _e1 = _oclvk_fb_abs_bits(x_30);
        large_1 = (int((_e1 > 1170735104u)) != int(0));
        const float4 _e8 = _oclvk_trigf_reduce_small(x_30);
        r_10 = _e8;
        float4 _e11 = r_10;
        float4 _e14 = r_10;
        float4 _e17 = r_10;
        const float _e22 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, asint(asuint(asint(_e17.z)) + asuint(int(1))));
        c_2 = _e22;
        bool _e25 = large_1;
        if (_e25) {
            const float _e28 = _oclvk_trigf_large(x_30, int(1), false);
            c_2 = _e28;
        }
        float _e31 = c_2;
        return _e31;
    }
    return ZeroValuefloat();
}

bool _oclvk_el_pow_is_common(float x_31, float y_5)
{
    {
        const uint _e5 = _oclvk_fb_abs_bits(y_5);
        return (int((max((asuint(x_31) - 8388608u), (_e5 - 8388608u)) < 2130706432u)) != int(0));
    }
    return ZeroValuebool();
}

float _oclvk_el_head(float a_5)
{
    {
        return asfloat((asuint(a_5) & 4294963200u));
    }
    return ZeroValuefloat();
}

float2 _oclvk_el_two_square(float a_6)
{
    float p_10 = (float)0;
    float ah_2 = (float)0;
    float al_2 = (float)0;
    float e_6 = (float)0;

    {
        uint _e6 = math_builtins_args[4].w;
        p_10 = asfloat((asuint((a_6 * a_6)) ^ (_e6 >> 2u)));
        const bool _e14 = _oclvk_fma_is_fused();
        if (_e14) {
            float _e16 = p_10;
            float _e18 = p_10;
            return float2(_e16, mad(a_6, a_6, -(_e18)));
        }
        const float _e22 = _oclvk_el_head(a_6);
        ah_2 = _e22;
        float _e25 = ah_2;
        al_2 = (a_6 - _e25);
        float _e29 = ah_2;
        float _e31 = ah_2;
        float _e34 = p_10;
        uint _e40 = math_builtins_args[4].w;
        float _e49 = ah_2;
        float _e51 = al_2;
        uint _e59 = math_builtins_args[4].w;
        float _e67 = al_2;
        float _e69 = al_2;
        e_6 = (asfloat((asuint((asfloat((asuint(((_e29 * _e31) - _e34)) ^ (_e40 >> 2u))) + (2.0 * (_e49 * _e51)))) ^ (_e59 >> 2u))) + (_e67 * _e69));
        float _e74 = p_10;
        float _e76 = e_6;
        return float2(_e74, _e76);
    }
    return ZeroValuefloat2();
}

float2 _oclvk_el_fast_two_sum(float a_7, float b_8)
{
    float s_8 = (float)0;

    {
        uint _e7 = math_builtins_args[4].w;
        s_8 = asfloat((asuint((a_7 + b_8)) ^ (_e7 >> 2u)));
        float _e16 = s_8;
        float _e18 = s_8;
        uint _e24 = math_builtins_args[4].w;
        return float2(_e16, (b_8 - asfloat((asuint((_e18 - a_7)) ^ (_e24 >> 2u)))));
    }
    return ZeroValuefloat2();
}

float2 _oclvk_el_log_ff_reduced(float2 ef_1)
{
    float f_3 = (float)0;
    float p_11 = (float)0;
    float2 sq_1 = (float2)0;
    float2 s_9 = (float2)0;
    float f3_ = (float)0;
    float lo_4 = (float)0;
    float2 ln = (float2)0;
    float2 t_1 = (float2)0;

    {
        f_3 = ef_1.y;
        p_11 = 0.053847574;
        float _e6 = p_11;
        float _e8 = f_3;
        p_11 = mad(_e6, _e8, -(0.098620296));
        float _e14 = p_11;
        float _e16 = f_3;
        p_11 = mad(_e14, _e16, 0.099889345);
        float _e21 = p_11;
        float _e23 = f_3;
        p_11 = mad(_e21, _e23, -(0.09924798));
        float _e29 = p_11;
        float _e31 = f_3;
        p_11 = mad(_e29, _e31, 0.110147536);
        float _e36 = p_11;
        float _e38 = f_3;
        p_11 = mad(_e36, _e38, -(0.12498264));
        float _e44 = p_11;
        float _e46 = f_3;
        p_11 = mad(_e44, _e46, 0.14290176);
        float _e51 = p_11;
        float _e53 = f_3;
        p_11 = mad(_e51, _e53, -(0.16666856));
        float _e59 = p_11;
        float _e61 = f_3;
        p_11 = mad(_e59, _e61, 0.19999911);
        float _e66 = p_11;
        float _e68 = f_3;
        p_11 = mad(_e66, _e68, -(0.24999997));
        float _e74 = f_3;
        const float2 _e75 = _oclvk_el_two_square(_e74);
        sq_1 = _e75;
        float _e78 = f_3;
        float2 _e82 = sq_1;
        const float2 _e85 = _oclvk_el_fast_two_sum(_e78, (-(0.5) * _e82.x));
        s_9 = _e85;
        float _e88 = f_3;
        float2 _e90 = sq_1;
        float _e93 = f_3;
        float2 _e95 = sq_1;
        f3_ = mad(_e88, _e90.x, (_e93 * _e95.y));
        float _e101 = f3_;
        float _e104 = f3_;
        float _e106 = f_3;
        float _e109 = p_11;
        float2 _e111 = s_9;
        float2 _e115 = sq_1;
        lo_4 = mad(_e101, 0.33333334, mad((_e104 * _e106), _e109, (_e111.y - (0.5 * _e115.y))));
        float2 _e123 = s_9;
        float _e126 = lo_4;
        const float2 _e127 = _oclvk_el_fast_two_sum(_e123.x, _e126);
        ln = _e127;
        float2 _e133 = ln;
        const float2 _e135 = _oclvk_el_fast_two_sum((ef_1.x * 0.69311523), _e133.x);
        t_1 = _e135;
        float2 _e138 = t_1;
        float2 _e141 = t_1;
        float2 _e146 = ln;
        return float2(_e138.x, (_e141.y + mad(ef_1.x, 3.1946183e-5, _e146.y)));
    }
    return ZeroValuefloat2();
}

float2 _oclvk_el_two_prod(float a_8, float b_9)
{
    float p_12 = (float)0;
    float ah_3 = (float)0;
    float al_3 = (float)0;
    float bh_2 = (float)0;
    float bl_2 = (float)0;
    float e_7 = (float)0;

    {
        uint _e7 = math_builtins_args[4].w;
        p_12 = asfloat((asuint((a_8 * b_9)) ^ (_e7 >> 2u)));
        const bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p_12;
            float _e19 = p_12;
            return float2(_e17, mad(a_8, b_9, -(_e19)));
        }
        const float _e23 = _oclvk_el_head(a_8);
        ah_3 = _e23;
        float _e26 = ah_3;
        al_3 = (a_8 - _e26);
        const float _e29 = _oclvk_el_head(b_9);
        bh_2 = _e29;
        float _e32 = bh_2;
        bl_2 = (b_9 - _e32);
        float _e36 = ah_3;
        float _e38 = bh_2;
        float _e41 = p_12;
        uint _e47 = math_builtins_args[4].w;
        float _e55 = ah_3;
        float _e57 = bl_2;
        uint _e64 = math_builtins_args[4].w;
        float _e72 = al_3;
        float _e74 = bh_2;
        uint _e81 = math_builtins_args[4].w;
        float _e89 = al_3;
        float _e91 = bl_2;
        e_7 = (asfloat((asuint((asfloat((asuint((asfloat((asuint(((_e36 * _e38) - _e41)) ^ (_e47 >> 2u))) + (_e55 * _e57))) ^ (_e64 >> 2u))) + (_e72 * _e74))) ^ (_e81 >> 2u))) + (_e89 * _e91));
        float _e96 = p_12;
        float _e98 = e_7;
        return float2(_e96, _e98);
    }
    return ZeroValuefloat2();
}

float _oclvk_el_exp_ff_wide(float hi_3, float lo_5)
{
    float2 kr_2 = (float2)0;
    float p_13 = (float)0;

    {
        if (!((abs(hi_3) < 104.0))) {
            return ((hi_3 > 0.0) ? asfloat(2139095040u) : 0.0);
        }
        const float2 _e12 = _oclvk_el_exp_reduce(hi_3);
        kr_2 = _e12;
        float2 _e16 = kr_2;
        const float _e19 = _oclvk_el_expm1_poly((_e16.y + lo_5));
        p_13 = (1.0 + _e19);
        float _e23 = p_13;
        float2 _e25 = kr_2;
        const float _e28 = _oclvk_el_scale(_e23, naga_f2i32(_e25.x));
        return _e28;
    }
    return ZeroValuefloat();
}

float _oclvk_el_exp_ff(float hi_4, float lo_6)
{
    float2 kr_3 = (float2)0;
    float p_14 = (float)0;

    {
        if (!((abs(hi_4) < 86.0))) {
            const float _e6 = _oclvk_el_exp_ff_wide(hi_4, lo_6);
            return _e6;
        }
        const float2 _e7 = _oclvk_el_exp_reduce(hi_4);
        kr_3 = _e7;
        float2 _e11 = kr_3;
        const float _e14 = _oclvk_el_expm1_poly((_e11.y + lo_6));
        p_14 = (1.0 + _e14);
        float _e18 = p_14;
        float2 _e20 = kr_3;
        const float _e23 = _oclvk_el_scale_normal(_e18, naga_f2i32(_e20.x));
        return _e23;
    }
    return ZeroValuefloat();
}

float _oclvk_el_pow_from_log(float2 l_1, float y_6)
{
    float2 z_2 = (float2)0;

    {
        const float2 _e3 = _oclvk_el_two_prod(y_6, l_1.x);
        z_2 = _e3;
        float2 _e6 = z_2;
        float2 _e10 = z_2;
        const float _e13 = _oclvk_el_exp_ff(_e6.x, mad(y_6, l_1.y, _e10.y));
        return _e13;
    }
    return ZeroValuefloat();
}

float _oclvk_el_pow_common(float x_32, float y_7)
{
    float2 l_2 = (float2)0;

    {
        const float2 _e4 = _oclvk_el_log_reduce_bits(asint(x_32), int(0));
        const float2 _e5 = _oclvk_el_log_ff_reduced(_e4);
        l_2 = _e5;
        float2 _e8 = l_2;
        const float _e9 = _oclvk_el_pow_from_log(_e8, y_7);
        return _e9;
    }
    return ZeroValuefloat();
}

float _oclvk_fb_fabs(float x_33)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_33);
        return asfloat(_e1);
    }
    return ZeroValuefloat();
}

bool _oclvk_el_is_odd_integer(float y_8)
{
    float a_9 = (float)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;

    {
        const float _e1 = _oclvk_fb_fabs(y_8);
        a_9 = _e1;
        float _e4 = a_9;
        bool _e6 = (_e4 < 16777216.0);
        local_33 = _e6;
        if (_e6) {
            float _e9 = a_9;
            float _e13 = a_9;
            local_33 = (float(naga_f2i32(_e9)) == _e13);
        }
        bool _e17 = local_33;
        local_32 = _e17;
        if (_e17) {
            float _e20 = a_9;
            local_32 = ((naga_f2i32(_e20) & int(1)) != int(0));
        }
        bool _e28 = local_32;
        return (int(_e28) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_el_is_integer(float y_9)
{
    float a_10 = (float)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;

    {
        const float _e1 = _oclvk_fb_fabs(y_9);
        a_10 = _e1;
        float _e4 = a_10;
        const bool _e5 = _oclvk_fb_isinf(_e4);
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
                local_35 = (float(naga_f2i32(_e14)) == _e18);
            }
            bool _e22 = local_35;
            local_34 = _e22;
        }
        bool _e25 = local_34;
        return (int(_e25) != int(0));
    }
    return ZeroValuebool();
}

float2 _oclvk_el_log_ff(float x_34)
{
    {
        const float2 _e1 = _oclvk_el_log_reduce(x_34);
        const float2 _e2 = _oclvk_el_log_ff_reduced(_e1);
        return _e2;
    }
    return ZeroValuefloat2();
}

float _oclvk_el_pow_core(float x_35, float y_10)
{
    {
        const float2 _e2 = _oclvk_el_log_ff(x_35);
        const float _e3 = _oclvk_el_pow_from_log(_e2, y_10);
        return _e3;
    }
    return ZeroValuefloat();
}

float _oclvk_el_pow_special(float x_36, float y_11)
{
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool odd_1 = (bool)0;
    bool neg_x = (bool)0;
    float ax = (float)0;
    float r_11 = (float)0;
    float local_38 = (float)0;
    float r_12 = (float)0;
    float local_39 = (float)0;
    bool local_40 = (bool)0;
    float r_13 = (float)0;
    float local_41 = (float)0;

    {
        const bool _e2 = _oclvk_fb_iszero(y_11);
        local_36 = _e2;
        if (_e2) {
        } else {
            local_36 = (asuint(x_36) == 1065353216u);
        }
        bool _e9 = local_36;
        if (_e9) {
            return 1.0;
        }
        const bool _e11 = _oclvk_fb_isnan(x_36);
        local_37 = _e11;
        if (_e11) {
        } else {
            const bool _e13 = _oclvk_fb_isnan(y_11);
            local_37 = _e13;
        }
        bool _e16 = local_37;
        if (_e16) {
            return asfloat(2143289344u);
        }
        const bool _e19 = _oclvk_el_is_odd_integer(y_11);
        odd_1 = _e19;
        const bool _e21 = _oclvk_fb_signbit(x_36);
        neg_x = _e21;
        const float _e23 = _oclvk_fb_fabs(x_36);
        ax = _e23;
        const bool _e25 = _oclvk_fb_isinf(y_11);
        if (_e25) {
            const uint _e26 = _oclvk_fb_abs_bits(x_36);
            if ((_e26 == 1065353216u)) {
                return 1.0;
            }
            float _e31 = ax;
            const bool _e35 = _oclvk_fb_signbit(y_11);
            return ((int((_e31 < 1.0)) == int(_e35)) ? asfloat(2139095040u) : 0.0);
        }
        const bool _e42 = _oclvk_fb_iszero(x_36);
        if (_e42) {
            const bool _e43 = _oclvk_fb_signbit(y_11);
            r_11 = (_e43 ? asfloat(2139095040u) : 0.0);
            bool _e50 = odd_1;
            if (_e50) {
                float _e52 = r_11;
                const float _e53 = _oclvk_fb_copysign(_e52, x_36);
                local_38 = _e53;
            } else {
                float _e56 = r_11;
                local_38 = _e56;
            }
            float _e59 = local_38;
            return _e59;
        }
        const bool _e60 = _oclvk_fb_isinf(x_36);
        if (_e60) {
            const bool _e61 = _oclvk_fb_signbit(y_11);
            r_12 = (_e61 ? 0.0 : asfloat(2139095040u));
            bool _e68 = odd_1;
            if (_e68) {
                float _e70 = r_12;
                const float _e71 = _oclvk_fb_copysign(_e70, x_36);
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
            const bool _e81 = _oclvk_el_is_integer(y_11);
            local_40 = !(_e81);
        }
        bool _e85 = local_40;
        if (_e85) {
            return asfloat(2143289344u);
        }
        float _e89 = ax;
        const float _e90 = _oclvk_el_pow_core(_e89, y_11);
        r_13 = _e90;
        bool _e93 = odd_1;
        if (_e93) {
            float _e95 = r_13;
            const float _e96 = _oclvk_fb_copysign(_e95, x_36);
            local_41 = _e96;
        } else {
            float _e99 = r_13;
            local_41 = _e99;
        }
        float _e102 = local_41;
        return _e102;
    }
    return ZeroValuefloat();
}

float _oclvk_pow_f32_(float x_37, float y_12)
{
    {
        const bool _e2 = _oclvk_el_pow_is_common(x_37, y_12);
        if (_e2) {
            const float _e3 = _oclvk_el_pow_common(x_37, y_12);
            return _e3;
        }
        const float _e4 = _oclvk_el_pow_special(x_37, y_12);
        return _e4;
    }
    return ZeroValuefloat();
}

float _oclvk_round_f32_(float x_38)
{
    float a_11 = (float)0;
    float t_2 = (float)0;

    {
        const uint _e1 = _oclvk_fb_abs_bits(x_38);
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
        const float _e24 = _oclvk_fb_copysign(_e23, x_38);
        return _e24;
    }
    return ZeroValuefloat();
}

int naga_abs(int val) {
    return val >= 0 ? val : asint(-asuint(val));
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void math_builtins(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;
    float f = (float)0;
    int v = (int)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = math_builtins_args[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = math_builtins_args[2].x;
        i = asint(uint(uint64_t(((((_e10 + _e14) * _e18) + _e21) + _e27))));
        int _e34 = i;
        float _e38 = asfloat(x_39.Load(asint(asuint(int(0)) + asuint(_e34))*4));
        f = _e38;
        int _e42 = i;
        float _e46 = f;
        const float _e48 = _oclvk_sqrt_f32_(abs(_e46));
        float _e50 = f;
        float _e53 = f;
        float _e58 = f;
        float _e63 = f;
        fout.Store(asint(asuint(int(0)) + asuint(asint(asuint(int(4)) * asuint(_e42))))*4, asuint((((_e48 + (floor(_e50) * ceil(_e53))) - min(_e58, 1.0)) + max(_e63, -(1.0)))));
        int _e72 = i;
        float _e78 = f;
        const float _e81 = _oclvk_exp_f32_((_e78 * 0.25));
        float _e83 = f;
        const float _e87 = _oclvk_log_f32_((abs(_e83) + 1.0));
        float _e90 = f;
        const float _e91 = _oclvk_sin_f32_(_e90);
        float _e93 = f;
        const float _e94 = _oclvk_cos_f32_(_e93);
        fout.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e72))) + asuint(int(1)))))*4, asuint(((_e81 + _e87) + (_e91 * _e94))));
        int _e101 = i;
        float _e107 = f;
        const float _e110 = _oclvk_pow_f32_(abs(_e107), 1.5);
        float _e112 = f;
        float _e119 = f;
        fout.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e101))) + asuint(int(2)))))*4, asuint(((_e110 + ((_e112 * 2.0) + 3.0)) + clamp(_e119, -(2.0), 2.0))));
        int _e129 = i;
        float _e135 = f;
        float _e141 = f;
        float _e145 = f;
        const float _e146 = _oclvk_round_f32_(_e145);
        float _e150 = f;
        fout.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e129))) + asuint(int(3)))))*4, asuint((((rsqrt((abs(_e135) + 1.0)) + trunc(_e141)) + _e146) + asfloat(((asuint(2.0) & 2147483647u) | (asuint(_e150) & 2147483648u))))));
        int _e163 = i;
        int _e167 = asint(a_12.Load(asint(asuint(int(0)) + asuint(_e163))*4));
        v = _e167;
        int _e171 = i;
        int _e175 = v;
        int _e179 = v;
        int _e185 = v;
        int _e192 = v;
        iout.Store(asint(asuint(int(0)) + asuint(asint(asuint(int(4)) * asuint(_e171))))*4, asuint(int((((asuint(naga_abs(_e175)) + uint(min(_e179, int(7)))) + uint(max(_e185, int(-7)))) + uint(clamp(_e192, int(-100), int(100)))))));
        int _e204 = i;
        int _e210 = v;
        int _e215 = v;
        int _e221 = v;
        int _e229 = v;
        int _e237 = v;
        bool _e240 = (_e237 < int(0));
        bool _e244 = (int(3) < int(0));
        int _e249 = asint(naga_div(asuint((_e240 ? naga_neg(_e237) : _e237)), asuint((_e244 ? int(-3) : int(3)))));
        int _e255 = v;
        bool _e258 = (_e255 < int(0));
        int _e267 = asint(naga_mod(asuint((_e258 ? naga_neg(_e255) : _e255)), asuint(((int(5) < int(0)) ? int(-5) : int(5)))));
        iout.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e204))) + asuint(int(1)))))*4, asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(countbits(asuint(_e210)))) + asuint(asint((31u - firstbithigh(asuint(_e215))))))) + asuint((_e221 >> 3u)))) + asuint((_e229 << 2u)))) + asuint(((_e240 != _e244) ? naga_neg(_e249) : _e249)))) + asuint((_e258 ? naga_neg(_e267) : _e267)))));
        int _e275 = i;
        int _e281 = v;
        int _e290 = v;
        uint _e292 = asuint(_e290);
        uint _e295 = (asuint(int(5)) & 31u);
        int _e305 = v;
        int _e313 = asint((asuint(_e305) + asuint(int(2147483632))));
        iout.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e275))) + asuint(int(2)))))*4, asuint(asint(asuint(asint(asuint(int(((int64_t(_e281) * 74565L) >> 32u))) + asuint(asint(((_e292 << _e295) | (_e292 >> ((32u - _e295) & 31u))))))) + asuint(((((_e305 ^ _e313) & (int(2147483632) ^ _e313)) < int(0)) ? ((_e305 < int(0)) ? int(-2147483647 - 1) : int(2147483647)) : _e313)))));
        int _e326 = i;
        int _e332 = v;
        int _e339 = v;
        int _e352 = v;
        int _e358 = v;
        int _e364 = v;
        iout.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e326))) + asuint(int(3)))))*4, asuint(int(((((naga_div(uint(int(uint(_e332))), 7u) + uint(asint(asuint(asint(asuint((_e339 >> 1u)) + asuint(int(49)))) + asuint(((_e339 & int(99)) & int(1)))))) + uint((_e352 ^ int(23130)))) + uint((_e358 & int(255)))) + uint((_e364 | int(1)))))));
    }
}
