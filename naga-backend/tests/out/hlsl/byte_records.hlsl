struct Tagged {
    uint tag;
    int s;
    int v;
};

cbuffer byte_records_args : register(b0) { uint4 byte_records_args[4]; }
RWByteAddressBuffer recs : register(u1);
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
groupshared uint tile[32];

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

Tagged ConstructTagged(uint arg0, int arg1, int arg2) {
    Tagged ret = (Tagged)0;
    ret.tag = arg0;
    ret.s = arg1;
    ret.v = arg2;
    return ret;
}

[numthreads(64, 1, 1)]
void byte_records(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    uint64_t l = (uint64_t)0;
    Tagged t = (Tagged)0;
    Tagged local = (Tagged)0;
    Tagged local_1 = (Tagged)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = byte_records_args[0].x;
    uint _e15 = byte_records_args[0].x;
    uint _e27 = byte_records_args[0].y;
    Tagged _e29 = ConstructTagged(((_e7 & 255u) & 255u), ((asint(((_e15 >> 16u) & 65535u)) << 16u) >> 16u), asint(_e27));
    {
        uint _e34 = oclvk_group_id.x;
        uint _e38 = byte_records_args[3].x;
        uint _e42 = oclvk_local_size.x;
        uint _e45 = oclvk_local_id.x;
        uint _e51 = byte_records_args[1].z;
        i = uint64_t(((((_e34 + _e38) * _e42) + _e45) + _e51));
        uint _e57 = oclvk_local_id.x;
        l = uint64_t(_e57);
        uint64_t _e61 = i;
        uint64_t _e65 = i;
        int _e75 = (asint(asuint(asint(asuint(int(0)) + asuint(int(_e61)))) * asuint(int(8))) >> 2u);
        recs.InterlockedAnd(_e75*4, 4294967040u);
        recs.InterlockedOr(_e75*4, (asuint((uint(_e65) & 255u)) & 255u));
        uint64_t _e83 = l;
        uint64_t _e88 = i;
        int _e92 = asint(asuint(asint(asuint(int(0)) + asuint(int(_e88)))) * asuint(int(8)));
        uint _e97; recs.InterlockedOr((_e92 >> 2u)*4, 0, _e97);
        uint _e107; recs.InterlockedOr((asint(asuint(_e92) + asuint(int(2))) >> 2u)*4, 0, _e107);
        uint _e120; recs.InterlockedOr((asint(asuint(_e92) + asuint(int(4))) >> 2u)*4, 0, _e120);
        Tagged _e122 = ConstructTagged(naga_extractBits(_e97, 0u, 8u), (asint((_e107 << 0u)) >> 16u), asint(_e120));
        int _e124 = asint(asuint(int(naga_mod(_e83, 16uL))) * asuint(int(8)));
        tile[(_e124 >> 2u)] = ((asuint(_e122.tag) & 255u) | ((asuint(_e122.s) & 65535u) << 16u));
        tile[(asint(asuint(_e124) + asuint(int(4))) >> 2u)] = asuint(_e122.v);
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e150 = l;
        int _e156 = asint(asuint(int((15uL - naga_mod(_e150, 16uL)))) * asuint(int(8)));
        uint _e161 = tile[(_e156 >> 2u)];
        uint _e171 = tile[(asint(asuint(_e156) + asuint(int(2))) >> 2u)];
        uint _e184 = tile[(asint(asuint(_e156) + asuint(int(4))) >> 2u)];
        t = ConstructTagged(naga_extractBits(_e161, 0u, 8u), (asint((_e171 << 0u)) >> 16u), asint(_e184));
        int _e190 = t.s;
        local = _e29;
        int _e194 = local.s;
        t.s = ((asint(asuint(_e190) + asuint(_e194)) << 16u) >> 16u);
        uint64_t _e202 = i;
        Tagged _e206 = t;
        int _e208 = asint(asuint(asint(asuint(int(0)) + asuint(int(_e202)))) * asuint(int(8)));
        { uint dummy = 0; recs.InterlockedExchange((_e208 >> 2u)*4, ((asuint(_e206.tag) & 255u) | ((asuint(_e206.s) & 65535u) << 16u)), dummy); }
        { uint dummy_1 = 0; recs.InterlockedExchange((asint(asuint(_e208) + asuint(int(4))) >> 2u)*4, asuint(_e206.v), dummy_1); }
        uint64_t _e233 = i;
        uint _e238 = t.tag;
        int _e242 = t.v;
        local_1 = _e29;
        uint _e247 = local_1.tag;
        out_.Store(asint(asuint(int(0)) + asuint(int(_e233)))*4, asuint(asint(asuint(asint(asuint(int(_e238)) + asuint(_e242))) + asuint(int(_e247)))));
    }
}
