cbuffer shorts_args : register(b0) { uint4 shorts_args[5]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
RWByteAddressBuffer wide : register(u3);
ByteAddressBuffer u : register(t4);
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
[numthreads(64, 1, 1)]
void shorts(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    int2 v = (int2)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = shorts_args[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = shorts_args[2].x;
        i = uint64_t(((((_e10 + _e14) * _e18) + _e21) + _e27));
        uint64_t _e32 = i;
        uint _e37 = asuint(in_.Load(asint(asuint(int(0)) + asuint(int(_e32)))*4));
        v = int2((asint((_e37 << 16u)) >> 16u), (asint((_e37 << 0u)) >> 16u));
        uint64_t _e53 = i;
        int _e55 = asint(asuint(int(0)) + asuint(int(_e53)));
        int2 _e57 = v;
        int2 _e60 = v;
        int _e67 = (_e55 >> 1u);
        uint _e72 = (asuint((_e55 & int(1))) * 16u);
        out_.InterlockedAnd(_e67*4, ~((65535u << _e72)));
        out_.InterlockedOr(_e67*4, ((asuint(((asint(asuint(_e57.x) * asuint(_e60.y)) << 16u) >> 16u)) & 65535u) << _e72));
        uint64_t _e85 = i;
        int2 _e89 = v;
        int2 _e91 = v;
        uint4 _e97 = (uint4(int4(_e89, _e91.yx)) & (65535u).xxxx);
        int _e99 = asint(asuint(asint(asuint(int(0)) + asuint(int(_e85)))) * asuint(int(2)));
        wide.Store(_e99*4, asuint((_e97.x | (_e97.y << 16u))));
        wide.Store(asint(asuint(_e99) + asuint(int(1)))*4, asuint((_e97.z | (_e97.w << 16u))));
        uint64_t _e118 = i;
        uint _e122 = asuint(u.Load(int(_e118)*4));
        uint2 _e132 = (16u).xx;
        int2 _e134 = ((int2(uint2(naga_extractBits(_e122, 0u, 16u), naga_extractBits(_e122, 16u, 16u))) << _e132) >> _e132);
        uint64_t _e136 = i;
        { uint dummy = 0; out_.InterlockedExchange(int((_e136 + 100uL))*4, ((asuint(_e134.x) & 65535u) | ((asuint(_e134.y) & 65535u) << 16u)), dummy); }
    }
}
