cbuffer reinterpret_lanes_args : register(b0) { uint4 reinterpret_lanes_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer bytes : register(u2);
RWByteAddressBuffer out_ : register(u3);
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
void reinterpret_lanes(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    uint4 b = (uint4)0;
    int2 s = (int2)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = reinterpret_lanes_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = reinterpret_lanes_args[1].z;
        i = uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26));
        uint64_t _e31 = i;
        uint _e36 = asuint(in_.Load(asint(asuint(int(0)) + asuint(int(_e31)))*4));
        uint _e37 = asuint(_e36);
        b = uint4(naga_extractBits(_e37, 0u, 8u), naga_extractBits(_e37, 8u, 8u), naga_extractBits(_e37, 16u, 8u), naga_extractBits(_e37, 24u, 8u));
        uint64_t _e53 = i;
        uint4 _e57 = b;
        uint4 _e58 = _e57.wzyx;
        bytes.Store(asint(asuint(int(0)) + asuint(int(_e53)))*4, asuint((((_e58.x | (_e58.y << 8u)) | (_e58.z << 16u)) | (_e58.w << 24u))));
        uint64_t _e76 = i;
        uint _e81 = asuint(in_.Load(asint(asuint(int(0)) + asuint(int(_e76)))*4));
        uint _e83 = asuint(asfloat(_e81));
        s = int2(((asint(naga_extractBits(_e83, 0u, 16u)) << 16u) >> 16u), ((asint(naga_extractBits(_e83, 16u, 16u)) << 16u) >> 16u));
        uint64_t _e101 = i;
        uint4 _e105 = b;
        uint4 _e106 = _e105.yxwz;
        int2 _e134 = s;
        int2 _e138 = s;
        uint _e149 = ((asuint(_e138.x) & 65535u) | ((asuint(_e138.y) & 65535u) << 16u));
        int4 _e178 = int4(((asint(naga_extractBits(_e149, 0u, 8u)) << 24u) >> 24u), ((asint(naga_extractBits(_e149, 8u, 8u)) << 24u) >> 24u), ((asint(naga_extractBits(_e149, 16u, 8u)) << 24u) >> 24u), ((asint(naga_extractBits(_e149, 24u, 8u)) << 24u) >> 24u));
        out_.Store(asint(asuint(int(0)) + asuint(int(_e101)))*4, asuint(asint(asuint(asint(asuint(asint(((((asuint(_e106.x) & 255u) | ((asuint(_e106.y) & 255u) << 8u)) | ((asuint(_e106.z) & 255u) << 16u)) | ((asuint(_e106.w) & 255u) << 24u)))) + asuint(_e134.x))) + asuint(asint(((((asuint(_e178.x) & 255u) | ((asuint(_e178.y) & 255u) << 8u)) | ((asuint(_e178.z) & 255u) << 16u)) | ((asuint(_e178.w) & 255u) << 24u)))))));
    }
}
