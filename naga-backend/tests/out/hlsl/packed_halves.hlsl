cbuffer halves_args : register(b0) { uint4 halves_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
RWByteAddressBuffer f : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

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
uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void halves(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    float4 v = (float4)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = halves_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = halves_args[1].z;
        i = uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26));
        uint64_t _e31 = i;
        int _e35 = asint(asuint(int(0)) + asuint(asint(asuint(int(_e31)) * asuint(int(4)))));
        int _e37 = asint(asuint(_e35) + asuint(int(0)));
        uint _e47 = asuint(in_.Load((_e37 >> 1u)*4));
        uint _e49 = naga_extractBits(_e47, (asuint((_e37 & int(1))) * 16u), 16u);
        int _e53 = asint(asuint(_e35) + asuint(int(1)));
        uint _e63 = asuint(in_.Load((_e53 >> 1u)*4));
        uint _e65 = naga_extractBits(_e63, (asuint((_e53 & int(1))) * 16u), 16u);
        int _e69 = asint(asuint(_e35) + asuint(int(2)));
        uint _e79 = asuint(in_.Load((_e69 >> 1u)*4));
        uint _e81 = naga_extractBits(_e79, (asuint((_e69 & int(1))) * 16u), 16u);
        int _e85 = asint(asuint(_e35) + asuint(int(3)));
        uint _e95 = asuint(in_.Load((_e85 >> 1u)*4));
        uint _e97 = naga_extractBits(_e95, (asuint((_e85 & int(1))) * 16u), 16u);
        v = float4(float2(f16tof32(_e49), f16tof32((_e49) >> 16)).x, float2(f16tof32(_e65), f16tof32((_e65) >> 16)).x, float2(f16tof32(_e81), f16tof32((_e81) >> 16)).x, float2(f16tof32(_e97), f16tof32((_e97) >> 16)).x);
        float4 _e103 = v;
        float4 _e106 = (_e103 * (2.0).xxxx);
        uint64_t _e108 = i;
        int _e112 = asint(asuint(int(0)) + asuint(asint(asuint(int(_e108)) * asuint(int(4)))));
        int _e115 = asint(asuint(_e112) + asuint(int(0)));
        int _e117 = (_e115 >> 1u);
        uint _e122 = (asuint((_e115 & int(1))) * 16u);
        uint _e124 = asuint(_e106.x);
        uint _e130 = (_e124 & 2147483647u);
        uint _e132 = (_e130 - 939524096u);
        out_.InterlockedAnd(_e117*4, ~((65535u << _e122)));
        out_.InterlockedOr(_e117*4, ((((_e124 >> 16u) & 32768u) | ((_e130 > 2139095040u) ? (32256u | ((_e130 >> 13u) & 1023u)) : ((_e130 >= 1199566848u) ? 31744u : ((_e130 < 947912704u) ? naga_f2u32(round((asfloat(_e130) * 16777216.0))) : (((_e132 + 4095u) + ((_e132 >> 13u) & 1u)) >> 13u))))) << _e122));
        int _e172 = asint(asuint(_e112) + asuint(int(1)));
        int _e174 = (_e172 >> 1u);
        uint _e179 = (asuint((_e172 & int(1))) * 16u);
        uint _e181 = asuint(_e106.y);
        uint _e187 = (_e181 & 2147483647u);
        uint _e189 = (_e187 - 939524096u);
        out_.InterlockedAnd(_e174*4, ~((65535u << _e179)));
        out_.InterlockedOr(_e174*4, ((((_e181 >> 16u) & 32768u) | ((_e187 > 2139095040u) ? (32256u | ((_e187 >> 13u) & 1023u)) : ((_e187 >= 1199566848u) ? 31744u : ((_e187 < 947912704u) ? naga_f2u32(round((asfloat(_e187) * 16777216.0))) : (((_e189 + 4095u) + ((_e189 >> 13u) & 1u)) >> 13u))))) << _e179));
        int _e229 = asint(asuint(_e112) + asuint(int(2)));
        int _e231 = (_e229 >> 1u);
        uint _e236 = (asuint((_e229 & int(1))) * 16u);
        uint _e238 = asuint(_e106.z);
        uint _e244 = (_e238 & 2147483647u);
        uint _e246 = (_e244 - 939524096u);
        out_.InterlockedAnd(_e231*4, ~((65535u << _e236)));
        out_.InterlockedOr(_e231*4, ((((_e238 >> 16u) & 32768u) | ((_e244 > 2139095040u) ? (32256u | ((_e244 >> 13u) & 1023u)) : ((_e244 >= 1199566848u) ? 31744u : ((_e244 < 947912704u) ? naga_f2u32(round((asfloat(_e244) * 16777216.0))) : (((_e246 + 4095u) + ((_e246 >> 13u) & 1u)) >> 13u))))) << _e236));
        int _e286 = asint(asuint(_e112) + asuint(int(3)));
        int _e288 = (_e286 >> 1u);
        uint _e293 = (asuint((_e286 & int(1))) * 16u);
        uint _e295 = asuint(_e106.w);
        uint _e301 = (_e295 & 2147483647u);
        uint _e303 = (_e301 - 939524096u);
        out_.InterlockedAnd(_e288*4, ~((65535u << _e293)));
        out_.InterlockedOr(_e288*4, ((((_e295 >> 16u) & 32768u) | ((_e301 > 2139095040u) ? (32256u | ((_e301 >> 13u) & 1023u)) : ((_e301 >= 1199566848u) ? 31744u : ((_e301 < 947912704u) ? naga_f2u32(round((asfloat(_e301) * 16777216.0))) : (((_e303 + 4095u) + ((_e303 >> 13u) & 1u)) >> 13u))))) << _e293));
        uint64_t _e342 = i;
        uint64_t _e347 = i;
        int _e356 = asint(asuint(asint(asuint(int(0)) + asuint(asint(asuint(int(((4uL * _e347) + 1uL))) * asuint(int(1)))))) + asuint(int(0)));
        uint _e366 = asuint(in_.Load((_e356 >> 1u)*4));
        uint _e368 = naga_extractBits(_e366, (asuint((_e356 & int(1))) * 16u), 16u);
        uint64_t _e372 = i;
        int _e376 = asint(asuint(int(0)) + asuint(asint(asuint(int(_e372)) * asuint(int(2)))));
        int _e378 = asint(asuint(_e376) + asuint(int(0)));
        uint _e388 = asuint(in_.Load((_e378 >> 1u)*4));
        uint _e390 = naga_extractBits(_e388, (asuint((_e378 & int(1))) * 16u), 16u);
        int _e394 = asint(asuint(_e376) + asuint(int(1)));
        uint _e404 = asuint(in_.Load((_e394 >> 1u)*4));
        uint _e406 = naga_extractBits(_e404, (asuint((_e394 & int(1))) * 16u), 16u);
        f.Store(asint(asuint(int(0)) + asuint(int(_e342)))*4, asuint((float2(f16tof32(_e368), f16tof32((_e368) >> 16)).x + float2(float2(f16tof32(_e390), f16tof32((_e390) >> 16)).x, float2(f16tof32(_e406), f16tof32((_e406) >> 16)).x).y)));
    }
}
