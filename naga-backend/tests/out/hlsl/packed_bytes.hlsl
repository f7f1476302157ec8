cbuffer bytes_args : register(b0) { uint4 bytes_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
RWByteAddressBuffer words : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
groupshared uint t[18];
groupshared uint seen[16];

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
uint64_t naga_mod(uint64_t lhs, uint64_t rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void bytes(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    uint64_t l = (uint64_t)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = bytes_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = bytes_args[1].z;
        i = uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26));
        uint _e32 = oclvk_local_id.x;
        l = uint64_t(_e32);
        uint64_t _e36 = l;
        uint64_t _e41 = l;
        uint64_t _e46 = i;
        int _e48 = asint(asuint(int(0)) + asuint(int(_e46)));
        uint _e58 = asuint(in_.Load((_e48 >> 2u)*4));
        int _e75 = asint(asuint(asint(asuint(int(naga_mod(_e36, 8uL))) * asuint(int(9)))) + asuint(int(naga_div(_e41, 8uL))));
        int _e77 = (_e75 >> 2u);
        uint _e82 = (asuint((_e75 & int(3))) * 8u);
        InterlockedAnd(t[_e77], ~((255u << _e82)));
        InterlockedOr(t[_e77], ((uint(((asint((_e58 << (24u - (asuint((_e48 & int(3))) * 8u)))) >> 24u) >> 1u)) & 255u) << _e82));
        uint64_t _e93 = l;
        int _e94 = int(_e93);
        uint64_t _e96 = i;
        int _e98 = asint(asuint(int(0)) + asuint(int(_e96)));
        uint _e108 = asuint(in_.Load((_e98 >> 2u)*4));
        int _e121 = (_e94 >> 2u);
        uint _e126 = (asuint((_e94 & int(3))) * 8u);
        InterlockedAnd(seen[_e121], ~((255u << _e126)));
        InterlockedOr(seen[_e121], (((int(((asint((_e108 << (24u - (asuint((_e98 & int(3))) * 8u)))) >> 24u) < int(0))) != int(0)) ? 1u : 0u) << _e126));
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e140 = i;
        int _e142 = asint(asuint(int(0)) + asuint(int(_e140)));
        uint64_t _e144 = l;
        uint64_t _e149 = l;
        int _e155 = asint(asuint(asint(asuint(int(naga_div(_e144, 9uL))) * asuint(int(9)))) + asuint(int(naga_mod(_e149, 9uL))));
        uint _e165; InterlockedOr(t[(_e155 >> 2u)], 0, _e165);
        uint64_t _e172 = l;
        int _e174 = int((63uL - _e172));
        uint _e184; InterlockedOr(seen[(_e174 >> 2u)], 0, _e184);
        int _e196 = (_e142 >> 2u);
        uint _e201 = (asuint((_e142 & int(3))) * 8u);
        out_.InterlockedAnd(_e196*4, ~((255u << _e201)));
        out_.InterlockedOr(_e196*4, ((uint(asint(asuint(int(naga_extractBits(_e165, (asuint((_e155 & int(3))) * 8u), 8u))) + asuint(int((naga_extractBits(_e184, (asuint((_e174 & int(3))) * 8u), 8u) != 0u))))) & 255u) << _e201));
        uint64_t _e212 = i;
        uint64_t _e216 = i;
        int _e218 = asint(asuint(int(0)) + asuint(int(_e216)));
        uint _e228 = asuint(in_.Load((_e218 >> 2u)*4));
        uint4 _e241 = uint4((uint((asint((_e228 << (24u - (asuint((_e218 & int(3))) * 8u)))) >> 24u)) & 255u), 1u, 2u, 3u);
        words.Store(asint(asuint(int(0)) + asuint(int(_e212)))*4, asuint((((_e241.x | (_e241.y << 8u)) | (_e241.z << 16u)) | (_e241.w << 24u))));
    }
}
