cbuffer axpy_half_args : register(b0) { uint4 axpy_half_args[5]; }
ByteAddressBuffer x_1 : register(t1);
RWByteAddressBuffer y : register(u2);
RWByteAddressBuffer wide : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

float ZeroValuefloat() {
    return (float)0;
}

float _oclvk_f16_bits_to_f32_(uint b)
{
    uint sign_ = (uint)0;
    uint e = (uint)0;
    uint man = (uint)0;
    uint exp_ = (uint)0;
    uint local = (uint)0;

    {
        sign_ = (((b >> 15u) & 1u) << 31u);
        e = ((b >> 10u) & 31u);
        man = (b & 1023u);
        uint _e23 = e;
        if ((_e23 == 0u)) {
            uint _e27 = man;
            uint _e33 = sign_;
            return asfloat((asuint((float(_e27) * 5.9604645e-8)) | _e33));
        }
        uint _e37 = e;
        if ((_e37 == 31u)) {
            local = 255u;
        } else {
            uint _e43 = e;
            local = (_e43 + 112u);
        }
        uint _e48 = local;
        exp_ = _e48;
        uint _e51 = sign_;
        uint _e53 = exp_;
        uint _e60 = man;
        return asfloat(((_e51 | (_e53 << 23u)) | (_e60 << 13u)));
    }
    return ZeroValuefloat();
}

int ZeroValueint() {
    return (int)0;
}

int _oclvk_rtz_step(bool above, bool below, bool neg)
{
    int local_1 = (int)0;
    int local_2 = (int)0;

    {
        if (neg) {
            local_1 = int(below);
        } else {
            local_1 = int(above);
        }
        int _e8 = local_1;
        if ((_e8 != int(0))) {
            local_2 = int(-1);
        } else {
            local_2 = int(0);
        }
        int _e17 = local_2;
        return _e17;
    }
    return ZeroValueint();
}

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

float _oclvk_cvt_f16_f32_rtz(float x)
{
    float r_1 = (float)0;
    uint bits = (uint)0;
    float back = (float)0;
    bool nan = (bool)0;
    bool above_1 = (bool)0;
    bool local_3 = (bool)0;
    bool below_1 = (bool)0;
    bool local_4 = (bool)0;
    bool neg_1 = (bool)0;
    int local_5 = (int)0;
    int local_6 = (int)0;

    {
        uint _e1 = asuint(x);
        uint _e7 = (_e1 & 2147483647u);
        uint _e9 = (_e7 - 939524096u);
        uint _e38 = (((_e1 >> 16u) & 32768u) | ((_e7 > 2139095040u) ? (32256u | ((_e7 >> 13u) & 1023u)) : ((_e7 >= 1199566848u) ? 31744u : ((_e7 < 947912704u) ? naga_f2u32(round((asfloat(_e7) * 16777216.0))) : (((_e9 + 4095u) + ((_e9 >> 13u) & 1u)) >> 13u)))));
        r_1 = float2(f16tof32(_e38), f16tof32((_e38) >> 16)).x;
        float _e43 = r_1;
        uint _e44 = asuint(_e43);
        uint _e50 = (_e44 & 2147483647u);
        uint _e52 = (_e50 - 939524096u);
        bits = (((_e44 >> 16u) & 32768u) | ((_e50 > 2139095040u) ? (32256u | ((_e50 >> 13u) & 1023u)) : ((_e50 >= 1199566848u) ? 31744u : ((_e50 < 947912704u) ? naga_f2u32(round((asfloat(_e50) * 16777216.0))) : (((_e52 + 4095u) + ((_e52 >> 13u) & 1u)) >> 13u)))));
        uint _e84 = bits;
        const float _e85 = _oclvk_f16_bits_to_f32_(_e84);
        back = _e85;
        uint _e88 = bits;
        nan = (int((int((uint((int(_e88) & int(32767))) & 65535u)) > int(31744))) != int(0));
        bool _e113 = nan;
        bool _e114 = !(_e113);
        local_3 = _e114;
        if (_e114) {
            float _e117 = back;
            local_3 = (_e117 > x);
        }
        bool _e121 = local_3;
        above_1 = (int(_e121) != int(0));
        bool _e127 = nan;
        bool _e128 = !(_e127);
        local_4 = _e128;
        if (_e128) {
            float _e131 = back;
            local_4 = (_e131 < x);
        }
        bool _e135 = local_4;
        below_1 = (int(_e135) != int(0));
        uint _e141 = bits;
        neg_1 = (int((int((uint((int(_e141) >> 15u)) & 65535u)) != int(0))) != int(0));
        bool _e159 = above_1;
        bool _e161 = below_1;
        bool _e163 = neg_1;
        const int _e164 = _oclvk_rtz_step(_e159, _e161, _e163);
        if ((_e164 > int(0))) {
            uint _e168 = bits;
            local_5 = int((uint(asint(asuint(int(_e168)) + asuint(int(1)))) & 65535u));
        } else {
            bool _e178 = above_1;
            bool _e180 = below_1;
            bool _e182 = neg_1;
            const int _e183 = _oclvk_rtz_step(_e178, _e180, _e182);
            if ((_e183 < int(0))) {
                uint _e187 = bits;
                local_6 = int((uint(asint(asuint(int(_e187)) - asuint(int(1)))) & 65535u));
            } else {
                uint _e197 = bits;
                local_6 = int(_e197);
            }
            int _e201 = local_6;
            local_5 = _e201;
        }
        int _e204 = local_5;
        uint _e210 = (asuint((uint(_e204) & 65535u)) & 65535u);
        return float2(f16tof32(_e210), f16tof32((_e210) >> 16)).x;
    }
    return ZeroValuefloat();
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
[numthreads(64, 1, 1)]
void axpy_half(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    float r = (float)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = axpy_half_args[1].z;
    uint _e12 = (_e10 & 65535u);
    {
        uint _e17 = oclvk_group_id.x;
        uint _e21 = axpy_half_args[4].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = axpy_half_args[2].x;
        i = uint64_t(((((_e17 + _e21) * _e25) + _e28) + _e34));
        uint64_t _e39 = i;
        int _e41 = asint(asuint(int(0)) + asuint(int(_e39)));
        uint _e51 = asuint(x_1.Load((_e41 >> 1u)*4));
        uint _e54 = naga_extractBits(_e51, (asuint((_e41 & int(1))) * 16u), 16u);
        uint _e58 = asuint((float2(f16tof32(_e12), f16tof32((_e12) >> 16)).x * float2(f16tof32(_e54), f16tof32((_e54) >> 16)).x));
        uint _e64 = (_e58 & 2147483647u);
        uint _e66 = (_e64 - 939524096u);
        uint _e95 = (((_e58 >> 16u) & 32768u) | ((_e64 > 2139095040u) ? (32256u | ((_e64 >> 13u) & 1023u)) : ((_e64 >= 1199566848u) ? 31744u : ((_e64 < 947912704u) ? naga_f2u32(round((asfloat(_e64) * 16777216.0))) : (((_e66 + 4095u) + ((_e66 >> 13u) & 1u)) >> 13u)))));
        uint64_t _e99 = i;
        int _e101 = asint(asuint(int(0)) + asuint(int(_e99)));
        uint _e111; y.InterlockedOr((_e101 >> 1u)*4, 0, _e111);
        uint _e114 = naga_extractBits(_e111, (asuint((_e101 & int(1))) * 16u), 16u);
        uint _e118 = asuint((float2(f16tof32(_e95), f16tof32((_e95) >> 16)).x + float2(f16tof32(_e114), f16tof32((_e114) >> 16)).x));
        uint _e124 = (_e118 & 2147483647u);
        uint _e126 = (_e124 - 939524096u);
        uint _e155 = (((_e118 >> 16u) & 32768u) | ((_e124 > 2139095040u) ? (32256u | ((_e124 >> 13u) & 1023u)) : ((_e124 >= 1199566848u) ? 31744u : ((_e124 < 947912704u) ? naga_f2u32(round((asfloat(_e124) * 16777216.0))) : (((_e126 + 4095u) + ((_e126 >> 13u) & 1u)) >> 13u)))));
        r = float2(f16tof32(_e155), f16tof32((_e155) >> 16)).x;
        uint64_t _e160 = i;
        int _e162 = asint(asuint(int(0)) + asuint(int(_e160)));
        float _e164 = r;
        int _e166 = (_e162 >> 1u);
        uint _e171 = (asuint((_e162 & int(1))) * 16u);
        uint _e173 = asuint(_e164);
        uint _e179 = (_e173 & 2147483647u);
        uint _e181 = (_e179 - 939524096u);
        y.InterlockedAnd(_e166*4, ~((65535u << _e171)));
        y.InterlockedOr(_e166*4, ((((_e173 >> 16u) & 32768u) | ((_e179 > 2139095040u) ? (32256u | ((_e179 >> 13u) & 1023u)) : ((_e179 >= 1199566848u) ? 31744u : ((_e179 < 947912704u) ? naga_f2u32(round((asfloat(_e179) * 16777216.0))) : (((_e181 + 4095u) + ((_e181 >> 13u) & 1u)) >> 13u))))) << _e171));
        uint64_t _e220 = i;
        float _e224 = r;
        uint64_t _e226 = i;
        float _e231 = asfloat(wide.Load(asint(asuint(int(0)) + asuint(int(_e226)))*4));
        const float _e232 = _oclvk_cvt_f16_f32_rtz(_e231);
        wide.Store(asint(asuint(int(0)) + asuint(int(_e220)))*4, asuint((_e224 + _e232)));
    }
}
