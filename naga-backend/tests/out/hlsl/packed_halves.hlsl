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
        uint _e114 = asuint(_e106.x);
        uint _e120 = (_e114 & 2147483647u);
        uint _e122 = (_e120 - 939524096u);
        int _e153 = asint(asuint(_e112) + asuint(int(0)));
        int _e155 = (_e153 >> 1u);
        uint _e160 = (asuint((_e153 & int(1))) * 16u);
        out_.InterlockedAnd(_e155*4, ~((65535u << _e160)));
        out_.InterlockedOr(_e155*4, ((((_e114 >> 16u) & 32768u) | ((_e120 > 2139095040u) ? (32256u | ((_e120 >> 13u) & 1023u)) : ((_e120 >= 1199566848u) ? 31744u : ((_e120 < 947912704u) ? naga_f2u32(round((asfloat(_e120) * 16777216.0))) : (((_e122 + 4095u) + ((_e122 >> 13u) & 1u)) >> 13u))))) << _e160));
        uint _e171 = asuint(_e106.y);
        uint _e177 = (_e171 & 2147483647u);
        uint _e179 = (_e177 - 939524096u);
        int _e210 = asint(asuint(_e112) + asuint(int(1)));
        int _e212 = (_e210 >> 1u);
        uint _e217 = (asuint((_e210 & int(1))) * 16u);
        out_.InterlockedAnd(_e212*4, ~((65535u << _e217)));
        out_.InterlockedOr(_e212*4, ((((_e171 >> 16u) & 32768u) | ((_e177 > 2139095040u) ? (32256u | ((_e177 >> 13u) & 1023u)) : ((_e177 >= 1199566848u) ? 31744u : ((_e177 < 947912704u) ? naga_f2u32(round((asfloat(_e177) * 16777216.0))) : (((_e179 + 4095u) + ((_e179 >> 13u) & 1u)) >> 13u))))) << _e217));
        uint _e228 = asuint(_e106.z);
        uint _e234 = (_e228 & 2147483647u);
        uint _e236 = (_e234 - 939524096u);
        int _e267 = asint(asuint(_e112) + asuint(int(2)));
        int _e269 = (_e267 >> 1u);
        uint _e274 = (asuint((_e267 & int(1))) * 16u);
        out_.InterlockedAnd(_e269*4, ~((65535u << _e274)));
        out_.InterlockedOr(_e269*4, ((((_e228 >> 16u) & 32768u) | ((_e234 > 2139095040u) ? (32256u | ((_e234 >> 13u) & 1023u)) : ((_e234 >= 1199566848u) ? 31744u : ((_e234 < 947912704u) ? naga_f2u32(round((asfloat(_e234) * 16777216.0))) : (((_e236 + 4095u) + ((_e236 >> 13u) & 1u)) >> 13u))))) << _e274));
        uint _e285 = asuint(_e106.w);
        uint _e291 = (_e285 & 2147483647u);
        uint _e293 = (_e291 - 939524096u);
        int _e324 = asint(asuint(_e112) + asuint(int(3)));
        int _e326 = (_e324 >> 1u);
        uint _e331 = (asuint((_e324 & int(1))) * 16u);
        out_.InterlockedAnd(_e326*4, ~((65535u << _e331)));
        out_.InterlockedOr(_e326*4, ((((_e285 >> 16u) & 32768u) | ((_e291 > 2139095040u) ? (32256u | ((_e291 >> 13u) & 1023u)) : ((_e291 >= 1199566848u) ? 31744u : ((_e291 < 947912704u) ? naga_f2u32(round((asfloat(_e291) * 16777216.0))) : (((_e293 + 4095u) + ((_e293 >> 13u) & 1u)) >> 13u))))) << _e331));
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
