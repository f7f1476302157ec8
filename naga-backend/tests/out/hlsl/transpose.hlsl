cbuffer transpose_args : register(b0) { uint4 transpose_args[3]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared float tile[16][17];

[numthreads(16, 16, 1)]
void transpose_(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int x = (int)0;
    int y = (int)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = transpose_args[1].x;
    int _e10 = asint(_e9);
    uint _e14 = transpose_args[1].y;
    int _e15 = asint(_e14);
    {
        uint _e18 = oclvk_group_id.x;
        uint _e22 = transpose_args[2].x;
        uint _e29 = oclvk_local_id.x;
        x = asint(uint(((uint64_t((_e18 + _e22)) * 16uL) + uint64_t(_e29))));
        uint _e37 = oclvk_group_id.y;
        uint _e41 = transpose_args[2].y;
        uint _e48 = oclvk_local_id.y;
        y = asint(uint(((uint64_t((_e37 + _e41)) * 16uL) + uint64_t(_e48))));
        int _e55 = x;
        bool _e56 = (_e55 < _e10);
        local = _e56;
        if (_e56) {
            int _e59 = y;
            local = (_e59 < _e15);
        }
        bool _e63 = local;
        if (_e63) {
            uint _e66 = oclvk_local_id.y;
            uint _e71 = oclvk_local_id.x;
            int _e75 = y;
            int _e78 = x;
            float _e83 = asfloat(in_.Load(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(_e75) * asuint(_e10))) + asuint(_e78))))*4));
            tile[int(uint64_t(_e66))][int(uint64_t(_e71))] = _e83;
        }
        GroupMemoryBarrierWithGroupSync();
        uint _e89 = oclvk_group_id.y;
        uint _e93 = transpose_args[2].y;
        uint _e100 = oclvk_local_id.x;
        x = asint(uint(((uint64_t((_e89 + _e93)) * 16uL) + uint64_t(_e100))));
        uint _e108 = oclvk_group_id.x;
        uint _e112 = transpose_args[2].x;
        uint _e119 = oclvk_local_id.y;
        y = asint(uint(((uint64_t((_e108 + _e112)) * 16uL) + uint64_t(_e119))));
        int _e126 = x;
        bool _e127 = (_e126 < _e15);
        local_1 = _e127;
        if (_e127) {
            int _e130 = y;
            local_1 = (_e130 < _e10);
        }
        bool _e134 = local_1;
        if (_e134) {
            int _e136 = y;
            int _e139 = x;
            uint _e144 = oclvk_local_id.x;
            uint _e149 = oclvk_local_id.y;
            float _e155 = tile[int(uint64_t(_e144))][int(uint64_t(_e149))];
            out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(_e136) * asuint(_e15))) + asuint(_e139))))*4, asuint(_e155));
        }
    }
}
