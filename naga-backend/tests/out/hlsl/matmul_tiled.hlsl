cbuffer matmul_tiled_args : register(b0) { uint4 matmul_tiled_args[3]; }
ByteAddressBuffer A : register(t1);
ByteAddressBuffer B : register(t2);
RWByteAddressBuffer C : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared float As[16][16];
groupshared float Bs[16][16];

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

int ZeroValueint() {
    return (int)0;
}

int _oclvk_f32_biased_exponent(float x_1)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_1);
        return int((_e1 >> 23u));
    }
    return ZeroValueint();
}

bool ZeroValuebool() {
    return (bool)0;
}

bool _oclvk_fb_iszero(float x_2)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_2);
        return (int((_e1 == 0u)) != int(0));
    }
    return ZeroValuebool();
}

bool _oclvk_fma_unscaled_is_exact(float a, float b, float c)
{
    int ea = (int)0;
    int eb = (int)0;
    int ec = (int)0;
    bool c_fits = (bool)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;

    {
        const int _e3 = _oclvk_f32_biased_exponent(a);
        ea = asint(asuint(_e3) - asuint(int(127)));
        const int _e7 = _oclvk_f32_biased_exponent(b);
        eb = asint(asuint(_e7) - asuint(int(127)));
        const int _e11 = _oclvk_f32_biased_exponent(c);
        ec = asint(asuint(_e11) - asuint(int(127)));
        const bool _e15 = _oclvk_fb_iszero(c);
        local = _e15;
        if (_e15) {
        } else {
            int _e18 = ec;
            bool _e21 = (_e18 >= int(-100));
            local_1 = _e21;
            if (_e21) {
                int _e24 = ec;
                local_1 = (_e24 <= int(120));
            }
            bool _e29 = local_1;
            local = _e29;
        }
        bool _e32 = local;
        c_fits = (int(_e32) != int(0));
        int _e38 = ea;
        bool _e41 = (_e38 >= int(-100));
        local_7 = _e41;
        if (_e41) {
            int _e44 = ea;
            local_7 = (_e44 <= int(100));
        }
        bool _e49 = local_7;
        local_6 = _e49;
        if (_e49) {
            int _e52 = eb;
            local_6 = (_e52 >= int(-100));
        }
        bool _e58 = local_6;
        local_5 = _e58;
        if (_e58) {
            int _e61 = eb;
            local_5 = (_e61 <= int(100));
        }
        bool _e66 = local_5;
        local_4 = _e66;
        if (_e66) {
            int _e69 = ea;
            int _e71 = eb;
            local_4 = (asint(asuint(_e69) + asuint(_e71)) >= int(-78));
        }
        bool _e78 = local_4;
        local_3 = _e78;
        if (_e78) {
            int _e81 = ea;
            int _e83 = eb;
            local_3 = (asint(asuint(_e81) + asuint(_e83)) <= int(120));
        }
        bool _e89 = local_3;
        local_2 = _e89;
        if (_e89) {
            bool _e92 = c_fits;
            local_2 = _e92;
        }
        bool _e95 = local_2;
        return (int(_e95) != int(0));
    }
    return ZeroValuebool();
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

float2 _oclvk_f32_two_prod(float a_1, float b_1)
{
    float p = (float)0;
    float ca = (float)0;
    float ah = (float)0;
    float al = (float)0;
    float cb = (float)0;
    float bh = (float)0;
    float bl = (float)0;
    float e = (float)0;

    {
        uint _e7 = matmul_tiled_args[2].w;
        p = asfloat((asuint((a_1 * b_1)) ^ (_e7 >> 2u)));
        const bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return float2(_e17, mad(a_1, b_1, -(_e19)));
        }
        uint _e29 = matmul_tiled_args[2].w;
        ca = asfloat((asuint((4097.0 * a_1)) ^ (_e29 >> 2u)));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = matmul_tiled_args[2].w;
        uint _e58 = matmul_tiled_args[2].w;
        ah = asfloat((asuint((_e38 - asfloat((asuint((_e40 - a_1)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        float _e67 = ah;
        al = (a_1 - _e67);
        uint _e76 = matmul_tiled_args[2].w;
        cb = asfloat((asuint((4097.0 * b_1)) ^ (_e76 >> 2u)));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = matmul_tiled_args[2].w;
        uint _e105 = matmul_tiled_args[2].w;
        bh = asfloat((asuint((_e85 - asfloat((asuint((_e87 - b_1)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        float _e114 = bh;
        bl = (b_1 - _e114);
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = matmul_tiled_args[2].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = matmul_tiled_args[2].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = matmul_tiled_args[2].w;
        float _e171 = al;
        float _e173 = bl;
        e = (asfloat((asuint((asfloat((asuint((asfloat((asuint(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        float _e178 = p;
        float _e180 = e;
        return float2(_e178, _e180);
    }
    return ZeroValuefloat2();
}

float2 _oclvk_f32_two_sum(float a_2, float b_2)
{
    float s = (float)0;
    float bb = (float)0;
    float e_1 = (float)0;

    {
        uint _e7 = matmul_tiled_args[2].w;
        s = asfloat((asuint((a_2 + b_2)) ^ (_e7 >> 2u)));
        float _e16 = s;
        uint _e22 = matmul_tiled_args[2].w;
        bb = asfloat((asuint((_e16 - a_2)) ^ (_e22 >> 2u)));
        float _e31 = s;
        float _e33 = bb;
        uint _e39 = matmul_tiled_args[2].w;
        float _e48 = bb;
        e_1 = ((a_2 - asfloat((asuint((_e31 - _e33)) ^ (_e39 >> 2u)))) + (b_2 - _e48));
        float _e53 = s;
        float _e55 = e_1;
        return float2(_e53, _e55);
    }
    return ZeroValuefloat2();
}

float ZeroValuefloat() {
    return (float)0;
}

float _oclvk_f32_add_odd(float a_3, float b_3)
{
    float2 s_1 = (float2)0;
    uint bits = (uint)0;
    bool local_8 = (bool)0;
    bool away = (bool)0;
    uint local_9 = (uint)0;

    {
        const float2 _e2 = _oclvk_f32_two_sum(a_3, b_3);
        s_1 = _e2;
        float2 _e5 = s_1;
        bits = asuint(_e5.x);
        float2 _e10 = s_1;
        bool _e14 = !((_e10.y == 0.0));
        local_8 = _e14;
        if (_e14) {
            uint _e17 = bits;
            local_8 = ((_e17 & 1u) == 0u);
        }
        bool _e24 = local_8;
        if (_e24) {
            float2 _e26 = s_1;
            float2 _e32 = s_1;
            away = (int((int((_e26.y > 0.0)) == int((_e32.x > 0.0)))) != int(0));
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
        return asfloat(_e58);
    }
    return ZeroValuefloat();
}

float _oclvk_f32_sum3_(float c_1, float ph, float pl)
{
    float2 t_1 = (float2)0;
    float v = (float)0;

    {
        const float2 _e3 = _oclvk_f32_two_sum(c_1, ph);
        t_1 = _e3;
        float2 _e6 = t_1;
        const float _e8 = _oclvk_f32_add_odd(_e6.y, pl);
        v = _e8;
        float2 _e11 = t_1;
        float _e14 = v;
        return (_e11.x + _e14);
    }
    return ZeroValuefloat();
}

bool _oclvk_fb_isnan(float x_3)
{
    {
        const uint _e1 = _oclvk_fb_abs_bits(x_3);
        return (int((_e1 > 2139095040u)) != int(0));
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

int _oclvk_f32_exponent(float x_5)
{
    uint b_4 = (uint)0;
    int e_2 = (int)0;

    {
        b_4 = (asuint(x_5) & 2147483647u);
        uint _e6 = b_4;
        e_2 = int((_e6 >> 23u));
        int _e14 = e_2;
        if ((_e14 == int(0))) {
            uint _e20 = b_4;
            return asint(asuint(int(-118)) - asuint(int((31u - firstbithigh(_e20)))));
        }
        int _e25 = e_2;
        return asint(asuint(_e25) - asuint(int(127)));
    }
    return ZeroValueint();
}

uint _oclvk_f32_mantissa(float x_6)
{
    uint b_5 = (uint)0;

    {
        b_5 = (asuint(x_6) & 2147483647u);
        uint _e6 = b_5;
        if (((_e6 >> 23u) == 0u)) {
            uint _e14 = b_5;
            uint _e16 = b_5;
            return (_e14 << (((31u - firstbithigh(_e16)) - 8u) & 31u));
        }
        uint _e24 = b_5;
        return ((_e24 & 8388607u) | 8388608u);
    }
    return ZeroValueuint();
}

float _oclvk_f32_with_exponent(float x_7, int e_3)
{
    {
        const uint _e9 = _oclvk_f32_mantissa(x_7);
        return asfloat(((uint(asint(asuint(e_3) + asuint(int(127)))) << 23u) | (_e9 & 8388607u)));
    }
    return ZeroValuefloat();
}

float _oclvk_fb_copysign(float m, float s_2)
{
    {
        const uint _e2 = _oclvk_fb_abs_bits(m);
        return asfloat((_e2 | (asuint(s_2) & 2147483648u)));
    }
    return ZeroValuefloat();
}

float _oclvk_ldexp_f32_(float x_8, int n)
{
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    int e_4 = (int)0;
    int k_1 = (int)0;
    int local_12 = (int)0;
    int local_13 = (int)0;
    int r = (int)0;
    float m_1 = (float)0;

    {
        const bool _e2 = _oclvk_fb_isinf(x_8);
        local_11 = _e2;
        if (_e2) {
        } else {
            const bool _e4 = _oclvk_fb_isnan(x_8);
            local_11 = _e4;
        }
        bool _e7 = local_11;
        local_10 = _e7;
        if (_e7) {
        } else {
            local_10 = ((asuint(x_8) & 2147483647u) == 0u);
        }
        bool _e16 = local_10;
        if (_e16) {
            return x_8;
        }
        const int _e17 = _oclvk_f32_exponent(x_8);
        e_4 = _e17;
        if ((n > int(400))) {
            local_12 = int(400);
        } else {
            if ((n < int(-400))) {
                local_13 = int(-400);
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
        r = asint(asuint(_e37) + asuint(_e39));
        int _e43 = r;
        if ((_e43 > int(127))) {
            const float _e48 = _oclvk_fb_copysign(asfloat(2139095040u), x_8);
            return _e48;
        }
        int _e50 = r;
        if ((_e50 >= int(-126))) {
            int _e55 = r;
            const float _e56 = _oclvk_f32_with_exponent(x_8, _e55);
            const float _e57 = _oclvk_fb_copysign(_e56, x_8);
            return _e57;
        }
        int _e59 = r;
        if ((_e59 < int(-151))) {
            const float _e64 = _oclvk_fb_copysign(0.0, x_8);
            return _e64;
        }
        int _e66 = r;
        const float _e69 = _oclvk_f32_with_exponent(x_8, asint(asuint(_e66) + asuint(int(126))));
        m_1 = _e69;
        float _e72 = m_1;
        const float _e75 = _oclvk_fb_copysign((_e72 * 1.1754944e-38), x_8);
        return _e75;
    }
    return ZeroValuefloat();
}

float _oclvk_f32_pow2i(int k_2)
{
    {
        return asfloat((uint(asint(asuint(k_2) + asuint(int(127)))) << 23u));
    }
    return ZeroValuefloat();
}

int naga_neg(int val) {
    return asint(-asuint(val));
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

float _oclvk_fma_scaled(float a_4, float b_6, float c_2)
{
    int ka = (int)0;
    int kb = (int)0;
    int k_3 = (int)0;
    float sa = (float)0;
    float sb = (float)0;
    float sc = (float)0;
    int d = (int)0;
    float local_14 = (float)0;
    float2 p_1 = (float2)0;
    float2 t_2 = (float2)0;
    float v_1 = (float)0;
    float z = (float)0;
    int kz = (int)0;
    int local_15 = (int)0;
    bool local_16 = (bool)0;
    int g = (int)0;
    float inv_grid = (float)0;
    float2 zz = (float2)0;
    float xh = (float)0;
    float xl = (float)0;
    float n_1 = (float)0;
    float r_1 = (float)0;
    float2 s_3 = (float2)0;
    float half_up = (float)0;
    float half_down = (float)0;
    bool n_odd = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    float an = (float)0;

    {
        const int _e3 = _oclvk_f32_exponent(a_4);
        ka = _e3;
        const int _e5 = _oclvk_f32_exponent(b_6);
        kb = _e5;
        int _e8 = ka;
        int _e10 = kb;
        k_3 = asint(asuint(_e8) + asuint(_e10));
        const float _e14 = _oclvk_f32_with_exponent(a_4, int(0));
        const float _e15 = _oclvk_fb_copysign(_e14, a_4);
        sa = _e15;
        const float _e18 = _oclvk_f32_with_exponent(b_6, int(0));
        const float _e19 = _oclvk_fb_copysign(_e18, b_6);
        sb = _e19;
        sc = c_2;
        if (((asuint(c_2) & 2147483647u) != 0u)) {
            const int _e27 = _oclvk_f32_exponent(c_2);
            int _e29 = k_3;
            d = asint(asuint(_e27) - asuint(_e29));
            int _e33 = d;
            if ((_e33 > int(60))) {
                return c_2;
            }
            int _e37 = d;
            if ((_e37 < int(-60))) {
                const float _e42 = _oclvk_fb_copysign(8.6736174e-19, c_2);
                local_14 = _e42;
            } else {
                int _e45 = d;
                const float _e46 = _oclvk_f32_with_exponent(c_2, _e45);
                const float _e47 = _oclvk_fb_copysign(_e46, c_2);
                local_14 = _e47;
            }
            float _e50 = local_14;
            sc = _e50;
        }
        float _e53 = sa;
        float _e55 = sb;
        const float2 _e56 = _oclvk_f32_two_prod(_e53, _e55);
        p_1 = _e56;
        float _e59 = sc;
        float2 _e61 = p_1;
        const float2 _e63 = _oclvk_f32_two_sum(_e59, _e61.x);
        t_2 = _e63;
        float2 _e66 = t_2;
        float2 _e69 = p_1;
        const float _e71 = _oclvk_f32_add_odd(_e66.y, _e69.y);
        v_1 = _e71;
        float2 _e74 = t_2;
        float _e77 = v_1;
        z = (_e74.x + _e77);
        float _e81 = z;
        if ((_e81 == 0.0)) {
            local_15 = int(-1000);
        } else {
            float _e88 = z;
            const int _e89 = _oclvk_f32_exponent(_e88);
            int _e91 = k_3;
            local_15 = asint(asuint(_e89) + asuint(_e91));
        }
        int _e95 = local_15;
        kz = _e95;
        int _e98 = kz;
        bool _e101 = (_e98 >= int(-125));
        local_16 = _e101;
        if (_e101) {
        } else {
            int _e104 = k_3;
            local_16 = (_e104 > int(0));
        }
        bool _e109 = local_16;
        if (_e109) {
            float _e111 = z;
            int _e113 = k_3;
            const float _e114 = _oclvk_ldexp_f32_(_e111, _e113);
            return _e114;
        }
        int _e118 = k_3;
        g = asint(asuint(int(-149)) - asuint(_e118));
        int _e122 = g;
        if ((_e122 > int(70))) {
            float _e127 = z;
            const float _e128 = _oclvk_fb_copysign(0.0, _e127);
            return _e128;
        }
        int _e130 = g;
        const float _e132 = _oclvk_f32_pow2i(naga_neg(_e130));
        inv_grid = _e132;
        float2 _e135 = t_2;
        float _e138 = v_1;
        const float2 _e139 = _oclvk_f32_two_sum(_e135.x, _e138);
        zz = _e139;
        float2 _e142 = zz;
        float _e145 = inv_grid;
        xh = (_e142.x * _e145);
        float2 _e149 = zz;
        float _e152 = inv_grid;
        xl = (_e149.y * _e152);
        float _e156 = xh;
        n_1 = round(_e156);
        float _e160 = xh;
        float _e162 = n_1;
        r_1 = (_e160 - _e162);
        float _e166 = r_1;
        float _e168 = xl;
        const float2 _e169 = _oclvk_f32_two_sum(_e166, _e168);
        s_3 = _e169;
        float2 _e172 = s_3;
        half_up = (_e172.x - 0.5);
        float2 _e178 = s_3;
        half_down = (_e178.x + 0.5);
        float _e184 = n_1;
        n_odd = (int(((naga_f2i32(_e184) & int(1)) != int(0))) != int(0));
        float _e195 = half_up;
        bool _e197 = (_e195 > 0.0);
        local_17 = _e197;
        if (_e197) {
        } else {
            float _e200 = half_up;
            bool _e202 = (_e200 == 0.0);
            local_18 = _e202;
            if (_e202) {
                float2 _e205 = s_3;
                bool _e208 = (_e205.y > 0.0);
                local_19 = _e208;
                if (_e208) {
                } else {
                    float2 _e211 = s_3;
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
                    float2 _e246 = s_3;
                    bool _e249 = (_e246.y < 0.0);
                    local_23 = _e249;
                    if (_e249) {
                    } else {
                        float2 _e252 = s_3;
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
        const float _e286 = _oclvk_fb_copysign(asfloat(naga_f2u32(_e281)), _e285);
        return _e286;
    }
    return ZeroValuefloat();
}

float _oclvk_fma_f32_(float a_5, float b_7, float c_3)
{
    float2 p_2 = (float2)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;

    {
        const bool _e3 = _oclvk_fma_unscaled_is_exact(a_5, b_7, c_3);
        if (_e3) {
            const bool _e4 = _oclvk_fma_is_fused();
            if (_e4) {
                return mad(a_5, b_7, c_3);
            }
            const float2 _e6 = _oclvk_f32_two_prod(a_5, b_7);
            p_2 = _e6;
            float2 _e9 = p_2;
            float2 _e12 = p_2;
            const float _e14 = _oclvk_f32_sum3_(c_3, _e9.x, _e12.y);
            return _e14;
        }
        const bool _e15 = _oclvk_fb_isnan(a_5);
        local_26 = _e15;
        if (_e15) {
        } else {
            const bool _e17 = _oclvk_fb_isnan(b_7);
            local_26 = _e17;
        }
        bool _e20 = local_26;
        local_25 = _e20;
        if (_e20) {
        } else {
            const bool _e22 = _oclvk_fb_isnan(c_3);
            local_25 = _e22;
        }
        bool _e25 = local_25;
        if (_e25) {
            return asfloat(2143289344u);
        }
        const bool _e28 = _oclvk_fb_isinf(a_5);
        local_27 = _e28;
        if (_e28) {
        } else {
            const bool _e30 = _oclvk_fb_isinf(b_7);
            local_27 = _e30;
        }
        bool _e33 = local_27;
        if (_e33) {
            return ((a_5 * b_7) + c_3);
        }
        const bool _e36 = _oclvk_fb_iszero(a_5);
        local_28 = _e36;
        if (_e36) {
        } else {
            const bool _e38 = _oclvk_fb_iszero(b_7);
            local_28 = _e38;
        }
        bool _e41 = local_28;
        if (_e41) {
            const bool _e42 = _oclvk_fb_iszero(c_3);
            if (_e42) {
                return asfloat((((asuint(a_5) ^ asuint(b_7)) & asuint(c_3)) & 2147483648u));
            }
            return c_3;
        }
        const bool _e51 = _oclvk_fb_isinf(c_3);
        if (_e51) {
            return c_3;
        }
        const float _e52 = _oclvk_fma_scaled(a_5, b_7, c_3);
        return _e52;
    }
    return ZeroValuefloat();
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void matmul_tiled(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int row = (int)0;
    int col = (int)0;
    int grow = (int)0;
    int gcol = (int)0;
    float acc = (float)0;
    int t = (int)0;
    int k = (int)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = matmul_tiled_args[1].z;
    int _e11 = asint(_e10);
    {
        uint _e14 = oclvk_local_id.y;
        row = asint(uint(uint64_t(_e14)));
        uint _e21 = oclvk_local_id.x;
        col = asint(uint(uint64_t(_e21)));
        uint _e28 = oclvk_group_id.y;
        uint _e32 = matmul_tiled_args[2].y;
        int _e38 = row;
        grow = asint(uint(((uint64_t((_e28 + _e32)) * 16uL) + int64_t(_e38))));
        uint _e47 = oclvk_group_id.x;
        uint _e51 = matmul_tiled_args[2].x;
        int _e57 = col;
        gcol = asint(uint(((uint64_t((_e47 + _e51)) * 16uL) + int64_t(_e57))));
        acc = 0.0;
        {
            t = int(0);
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e424 = t;
                    t = asint(asuint(_e424) + asuint(int(1)));
                }
                loop_init = false;
                int _e69 = t;
                bool _e72 = (_e11 < int(0));
                bool _e76 = (int(16) < int(0));
                int _e81 = asint(naga_div(asuint((_e72 ? naga_neg(_e11) : _e11)), asuint((_e76 ? int(-16) : int(16)))));
                if (!((_e69 < ((_e72 != _e76) ? naga_neg(_e81) : _e81)))) {
                    break;
                }
                int _e88 = row;
                int _e90 = col;
                int _e92 = grow;
                int _e95 = t;
                int _e100 = col;
                float _e105 = asfloat(A.Load(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(asint(asuint(_e92) * asuint(_e11))) + asuint(asint(asuint(_e95) * asuint(int(16)))))) + asuint(_e100))))*4));
                As[_e88][_e90] = _e105;
                int _e110 = row;
                int _e112 = col;
                int _e114 = t;
                int _e118 = row;
                int _e122 = gcol;
                float _e127 = asfloat(B.Load(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(_e114) * asuint(int(16)))) + asuint(_e118))) * asuint(_e11))) + asuint(_e122))))*4));
                Bs[_e110][_e112] = _e127;
                GroupMemoryBarrierWithGroupSync();
                {
                    k = int(0);
                    {
                        int _e134 = row;
                        float _e139 = As[_e134][int(0)];
                        int _e142 = col;
                        float _e146 = Bs[int(0)][_e142];
                        float _e148 = acc;
                        const float _e149 = _oclvk_fma_f32_(_e139, _e146, _e148);
                        acc = _e149;
                    }
                    {
                        int _e152 = row;
                        float _e157 = As[_e152][int(1)];
                        int _e160 = col;
                        float _e164 = Bs[int(1)][_e160];
                        float _e166 = acc;
                        const float _e167 = _oclvk_fma_f32_(_e157, _e164, _e166);
                        acc = _e167;
                    }
                    {
                        int _e170 = row;
                        float _e175 = As[_e170][int(2)];
                        int _e178 = col;
                        float _e182 = Bs[int(2)][_e178];
                        float _e184 = acc;
                        const float _e185 = _oclvk_fma_f32_(_e175, _e182, _e184);
                        acc = _e185;
                    }
                    {
                        int _e188 = row;
                        float _e193 = As[_e188][int(3)];
                        int _e196 = col;
                        float _e200 = Bs[int(3)][_e196];
                        float _e202 = acc;
                        const float _e203 = _oclvk_fma_f32_(_e193, _e200, _e202);
                        acc = _e203;
                    }
                    {
                        int _e206 = row;
                        float _e211 = As[_e206][int(4)];
                        int _e214 = col;
                        float _e218 = Bs[int(4)][_e214];
                        float _e220 = acc;
                        const float _e221 = _oclvk_fma_f32_(_e211, _e218, _e220);
                        acc = _e221;
                    }
                    {
                        int _e224 = row;
                        float _e229 = As[_e224][int(5)];
                        int _e232 = col;
                        float _e236 = Bs[int(5)][_e232];
                        float _e238 = acc;
                        const float _e239 = _oclvk_fma_f32_(_e229, _e236, _e238);
                        acc = _e239;
                    }
                    {
                        int _e242 = row;
                        float _e247 = As[_e242][int(6)];
                        int _e250 = col;
                        float _e254 = Bs[int(6)][_e250];
                        float _e256 = acc;
                        const float _e257 = _oclvk_fma_f32_(_e247, _e254, _e256);
                        acc = _e257;
                    }
                    {
                        int _e260 = row;
                        float _e265 = As[_e260][int(7)];
                        int _e268 = col;
                        float _e272 = Bs[int(7)][_e268];
                        float _e274 = acc;
                        const float _e275 = _oclvk_fma_f32_(_e265, _e272, _e274);
                        acc = _e275;
                    }
                    {
                        int _e278 = row;
                        float _e283 = As[_e278][int(8)];
                        int _e286 = col;
                        float _e290 = Bs[int(8)][_e286];
                        float _e292 = acc;
                        const float _e293 = _oclvk_fma_f32_(_e283, _e290, _e292);
                        acc = _e293;
                    }
                    {
                        int _e296 = row;
                        float _e301 = As[_e296][int(9)];
                        int _e304 = col;
                        float _e308 = Bs[int(9)][_e304];
                        float _e310 = acc;
                        const float _e311 = _oclvk_fma_f32_(_e301, _e308, _e310);
                        acc = _e311;
                    }
                    {
                        int _e314 = row;
                        float _e319 = As[_e314][int(10)];
                        int _e322 = col;
                        float _e326 = Bs[int(10)][_e322];
                        float _e328 = acc;
                        const float _e329 = _oclvk_fma_f32_(_e319, _e326, _e328);
                        acc = _e329;
                    }
                    {
                        int _e332 = row;
                        float _e337 = As[_e332][int(11)];
                        int _e340 = col;
                        float _e344 = Bs[int(11)][_e340];
                        float _e346 = acc;
                        const float _e347 = _oclvk_fma_f32_(_e337, _e344, _e346);
                        acc = _e347;
                    }
                    {
                        int _e350 = row;
                        float _e355 = As[_e350][int(12)];
                        int _e358 = col;
                        float _e362 = Bs[int(12)][_e358];
                        float _e364 = acc;
                        const float _e365 = _oclvk_fma_f32_(_e355, _e362, _e364);
                        acc = _e365;
                    }
                    {
                        int _e368 = row;
                        float _e373 = As[_e368][int(13)];
                        int _e376 = col;
                        float _e380 = Bs[int(13)][_e376];
                        float _e382 = acc;
                        const float _e383 = _oclvk_fma_f32_(_e373, _e380, _e382);
                        acc = _e383;
                    }
                    {
                        int _e386 = row;
                        float _e391 = As[_e386][int(14)];
                        int _e394 = col;
                        float _e398 = Bs[int(14)][_e394];
                        float _e400 = acc;
                        const float _e401 = _oclvk_fma_f32_(_e391, _e398, _e400);
                        acc = _e401;
                    }
                    {
                        int _e404 = row;
                        float _e409 = As[_e404][int(15)];
                        int _e412 = col;
                        float _e416 = Bs[int(15)][_e412];
                        float _e418 = acc;
                        const float _e419 = _oclvk_fma_f32_(_e409, _e416, _e418);
                        acc = _e419;
                    }
                    k = int(16);
                }
                GroupMemoryBarrierWithGroupSync();
            }
        }
        int _e429 = grow;
        int _e432 = gcol;
        float _e436 = acc;
        C.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(_e429) * asuint(_e11))) + asuint(_e432))))*4, asuint(_e436));
    }
}
