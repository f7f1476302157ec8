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
        x = int(((uint64_t((_e18 + _e22)) * 16uL) + uint64_t(_e29)));
        uint _e36 = oclvk_group_id.y;
        uint _e40 = transpose_args[2].y;
        uint _e47 = oclvk_local_id.y;
        y = int(((uint64_t((_e36 + _e40)) * 16uL) + uint64_t(_e47)));
        int _e53 = x;
        bool _e54 = (_e53 < _e10);
        local = _e54;
        if (_e54) {
            int _e57 = y;
            local = (_e57 < _e15);
        }
        bool _e61 = local;
        if (_e61) {
            uint _e64 = oclvk_local_id.y;
            uint _e69 = oclvk_local_id.x;
            int _e73 = y;
            int _e76 = x;
            float _e81 = asfloat(in_.Load(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(_e73) * asuint(_e10))) + asuint(_e76))))*4));
            tile[int(uint64_t(_e64))][int(uint64_t(_e69))] = _e81;
        }
        GroupMemoryBarrierWithGroupSync();
        uint _e87 = oclvk_group_id.y;
        uint _e91 = transpose_args[2].y;
        uint _e98 = oclvk_local_id.x;
        x = int(((uint64_t((_e87 + _e91)) * 16uL) + uint64_t(_e98)));
        uint _e105 = oclvk_group_id.x;
        uint _e109 = transpose_args[2].x;
        uint _e116 = oclvk_local_id.y;
        y = int(((uint64_t((_e105 + _e109)) * 16uL) + uint64_t(_e116)));
        int _e122 = x;
        bool _e123 = (_e122 < _e15);
        local_1 = _e123;
        if (_e123) {
            int _e126 = y;
            local_1 = (_e126 < _e10);
        }
        bool _e130 = local_1;
        if (_e130) {
            int _e132 = y;
            int _e135 = x;
            uint _e140 = oclvk_local_id.x;
            uint _e145 = oclvk_local_id.y;
            float _e151 = tile[int(uint64_t(_e140))][int(uint64_t(_e145))];
            out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(_e132) * asuint(_e15))) + asuint(_e135))))*4, asuint(_e151));
        }
    }
}
