cbuffer local_args_sized_args : register(b0) { uint4 local_args_sized_args[5]; }
ByteAddressBuffer in_ : register(t1);
groupshared uint tile[32];
groupshared uint pairs[16];
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(16u, 8u, 1u);

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
int naga_neg(int val) {
    return asint(-asuint(val));
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 8, 1)]
void local_args_sized(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint l = (uint)0;
    uint g = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_local_id.y;
        uint _e14 = oclvk_local_size.x;
        uint _e19 = oclvk_local_id.x;
        l = uint(((uint64_t(_e10) * uint64_t(_e14)) + uint64_t(_e19)));
        uint _e26 = oclvk_group_id.y;
        uint _e30 = local_args_sized_args[3].y;
        uint _e34 = oclvk_local_size.y;
        uint _e37 = oclvk_local_id.y;
        uint _e43 = local_args_sized_args[1].z;
        uint _e49 = local_args_sized_args[4].x;
        uint _e54 = oclvk_group_id.x;
        uint _e58 = local_args_sized_args[3].x;
        uint _e62 = oclvk_local_size.x;
        uint _e65 = oclvk_local_id.x;
        uint _e71 = local_args_sized_args[1].x;
        g = uint(((uint64_t(((((_e26 + _e30) * _e34) + _e37) + _e43)) * uint64_t(_e49)) + uint64_t(((((_e54 + _e58) * _e62) + _e65) + _e71))));
        uint _e78 = l;
        int _e80 = asint(asuint(int(0)) + asuint(int(_e78)));
        uint _e82 = g;
        int _e84 = asint(asuint(int(0)) + asuint(int(_e82)));
        uint _e94 = asuint(in_.Load((_e84 >> 2u)*4));
        int _e99 = (_e80 >> 2u);
        uint _e104 = (asuint((_e80 & int(3))) * 8u);
        InterlockedAnd(tile[_e99], ~((255u << _e104)));
        InterlockedOr(tile[_e99], (naga_extractBits(_e94, (asuint((_e84 & int(3))) * 8u), 8u) << _e104));
        uint _e115 = l;
        uint _e121 = l;
        uint _e127 = l;
        int2 _e136 = int2(((int(_e121) << 16u) >> 16u), ((naga_neg(((int(_e127) << 16u) >> 16u)) << 16u) >> 16u));
        pairs[asint(asuint(int(0)) + asuint(int(naga_div(_e115, 8u))))] = ((asuint(_e136.x) & 65535u) | ((asuint(_e136.y) & 65535u) << 16u));
        GroupMemoryBarrierWithGroupSync();
        uint _e150 = g;
        int _e152 = asint(asuint(int(0)) + asuint(int(_e150)));
        uint _e154 = l;
        int _e158 = asint(asuint(int(0)) + asuint(int((_e154 ^ 1u))));
        uint _e168; InterlockedOr(tile[(_e158 >> 2u)], 0, _e168);
        uint _e174 = l;
        uint _e181 = pairs[asint(asuint(int(0)) + asuint(int(naga_div(_e174, 8u))))];
        int _e205 = (_e152 >> 2u);
        uint _e210 = (asuint((_e152 & int(3))) * 8u);
        out_.InterlockedAnd(_e205*4, ~((255u << _e210)));
        out_.InterlockedOr(_e205*4, ((uint(asint(asuint(int(naga_extractBits(_e168, (asuint((_e158 & int(3))) * 8u), 8u))) + asuint(int((uint(int2((asint((_e181 << 16u)) >> 16u), (asint((_e181 << 0u)) >> 16u)).y) & 255u))))) & 255u) << _e210));
    }
}
