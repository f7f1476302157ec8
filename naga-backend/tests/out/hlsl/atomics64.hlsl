struct _atomic_compare_exchange_result_Sint_8_ {
    int64_t old_value;
    bool exchanged;
    int _end_pad_0;
};

cbuffer atomics64_args : register(b0) { uint4 atomics64_args[4]; }
RWByteAddressBuffer counters : register(u1);
RWByteAddressBuffer bits : register(u2);
RWByteAddressBuffer old : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared uint64_t tally[4];
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

[numthreads(64, 1, 1)]
void atomics64_(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t lid = (uint64_t)0;
    int64_t id = (int64_t)0;
    int64_t local = (int64_t)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_local_id.x;
        lid = uint64_t(_e9);
        uint64_t _e13 = lid;
        if ((_e13 < 4uL)) {
            uint64_t _e17 = lid;
            { uint64_t dummy = 0; InterlockedExchange(tally[int(_e17)], 0uL, dummy); }
        }
        GroupMemoryBarrierWithGroupSync();
        uint _e24 = oclvk_group_id.x;
        uint _e28 = atomics64_args[3].x;
        uint _e32 = oclvk_local_size.x;
        uint _e35 = oclvk_local_id.x;
        uint _e41 = atomics64_args[1].z;
        id = int64_t(uint64_t(((((_e24 + _e28) * _e32) + _e35) + _e41)));
        int64_t _e51 = id;
        int64_t _e59; counters.InterlockedAdd64(int(0)*8, (_e51 << 33u), _e59);
        old.Store(int(0)*8, _e59);
        int64_t _e67 = id;
        int64_t _e70; counters.InterlockedAdd64(int(1)*8, -_e67, _e70);
        old.Store(int(1)*8, _e70);
        int64_t _e80; counters.InterlockedAdd64(int(2)*8, 1L, _e80);
        old.Store(int(2)*8, _e80);
        int64_t _e90; counters.InterlockedAdd64(int(3)*8, -1L, _e90);
        old.Store(int(3)*8, _e90);
        int64_t _e98 = id;
        int64_t _e102; counters.InterlockedMin64(int(4)*8, -(_e98), _e102);
        old.Store(int(4)*8, _e102);
        int64_t _e110 = id;
        int64_t _e118; counters.InterlockedMax64(int(5)*8, (_e110 << 40u), _e118);
        old.Store(int(5)*8, _e118);
        int64_t _e126 = id;
        int64_t _e129; counters.InterlockedExchange64(int(6)*8, _e126, _e129);
        old.Store(int(6)*8, _e129);
        int64_t _e137 = id;
        int64_t _e139 = id;
        int64_t _e141 = (_e139 - 1L);
        while(true) {
            _atomic_compare_exchange_result_Sint_8_ _e144; counters.InterlockedCompareExchange64(int(7)*8, _e141, _e137, _e144.old_value);
            _e144.exchanged = (_e144.old_value == _e141);
            local = _e144.old_value;
            if ((_e144.exchanged || (_e144.old_value != _e141))) {
                break;
            }
        }
        int64_t _e151 = local;
        old.Store(int(7)*8, _e151);
        int64_t _e158 = id;
        uint64_t _e169; bits.InterlockedAnd64(int(0)*8, ~((1uL << uint((uint64_t((_e158 & 63L)) & 63uL)))), _e169);
        int64_t _e174 = id;
        uint64_t _e184; bits.InterlockedOr64(int(1)*8, (1uL << uint((uint64_t((_e174 & 63L)) & 63uL))), _e184);
        int64_t _e189 = id;
        uint64_t _e199; bits.InterlockedXor64(int(2)*8, (1uL << uint((uint64_t((_e189 & 63L)) & 63uL))), _e199);
        int64_t _e203 = id;
        uint64_t _e209; bits.InterlockedMin64(int(3)*8, (uint64_t(_e203) + 4294967296uL), _e209);
        uint64_t _e211 = lid;
        uint64_t _e223; InterlockedAdd(tally[int((_e211 & 3uL))], 4294967296uL, _e223);
        uint64_t _e225 = lid;
        uint64_t _e232 = lid;
        uint64_t _e235; InterlockedMax(tally[int(((_e225 + 1uL) & 3uL))], _e232, _e235);
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e237 = lid;
        if ((_e237 < 4uL)) {
            uint64_t _e242 = lid;
            uint64_t _e247 = lid;
            uint64_t _e251; InterlockedOr(tally[int(_e247)], 0, _e251);
            uint64_t _e254; bits.InterlockedAdd64(asint(asuint(int(0)) + asuint(int((4uL + _e242))))*8, _e251, _e254);
        }
    }
}
