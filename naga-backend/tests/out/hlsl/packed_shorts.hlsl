cbuffer shorts_args : register(b0) { uint4 shorts_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
RWByteAddressBuffer wide : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

[numthreads(64, 1, 1)]
void shorts(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    int2 v = (int2)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = shorts_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = shorts_args[1].z;
        i = uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26));
        uint64_t _e31 = i;
        uint _e36 = asuint(in_.Load(asint(asuint(int(0)) + asuint(int(_e31)))*4));
        v = int2((asint((_e36 << 16u)) >> 16u), (asint((_e36 << 0u)) >> 16u));
        uint64_t _e52 = i;
        int _e54 = asint(asuint(int(0)) + asuint(int(_e52)));
        int2 _e56 = v;
        int2 _e59 = v;
        int _e66 = (_e54 >> 1u);
        uint _e71 = (asuint((_e54 & int(1))) * 16u);
        out_.InterlockedAnd(_e66*4, ~((65535u << _e71)));
        out_.InterlockedOr(_e66*4, ((asuint(((asint(asuint(_e56.x) * asuint(_e59.y)) << 16u) >> 16u)) & 65535u) << _e71));
        uint64_t _e84 = i;
        int2 _e88 = v;
        int2 _e90 = v;
        uint4 _e96 = (uint4(int4(_e88, _e90.yx)) & (65535u).xxxx);
        int _e98 = asint(asuint(asint(asuint(int(0)) + asuint(int(_e84)))) * asuint(int(2)));
        wide.Store(_e98*4, asuint((_e96.x | (_e96.y << 16u))));
        wide.Store(asint(asuint(_e98) + asuint(int(1)))*4, asuint((_e96.z | (_e96.w << 16u))));
    }
}
