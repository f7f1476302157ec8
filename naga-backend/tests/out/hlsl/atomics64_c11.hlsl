cbuffer atomics64_c11_args : register(b0) { uint4 atomics64_c11_args[4]; }
RWByteAddressBuffer sums : register(u1);
RWByteAddressBuffer masks : register(u2);
RWByteAddressBuffer old : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared uint64_t hits;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

[numthreads(64, 1, 1)]
void atomics64_c11_(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t lid = (uint64_t)0;
    int64_t id = (int64_t)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_local_id.x;
        lid = uint64_t(_e9);
        uint64_t _e13 = lid;
        if ((_e13 == 0uL)) {
            { uint64_t dummy = 0; InterlockedExchange(hits, 0uL, dummy); }
        }
        GroupMemoryBarrierWithGroupSync();
        uint _e20 = oclvk_group_id.x;
        uint _e24 = atomics64_c11_args[3].x;
        uint _e28 = oclvk_local_size.x;
        uint _e31 = oclvk_local_id.x;
        uint _e37 = atomics64_c11_args[1].z;
        id = int64_t(uint64_t(((((_e20 + _e24) * _e28) + _e31) + _e37)));
        int64_t _e47 = id;
        int64_t _e55; sums.InterlockedAdd64(int(0)*8, (_e47 << 34u), _e55);
        old.Store(int(0)*8, _e55);
        int64_t _e63 = id;
        int64_t _e66; sums.InterlockedAdd64(int(1)*8, -_e63, _e66);
        old.Store(int(1)*8, _e66);
        int64_t _e74 = id;
        int64_t _e78; sums.InterlockedMin64(int(2)*8, -(_e74), _e78);
        old.Store(int(2)*8, _e78);
        int64_t _e86 = id;
        int64_t _e89; sums.InterlockedMax64(int(3)*8, _e86, _e89);
        old.Store(int(3)*8, _e89);
        int64_t _e97 = id;
        int64_t _e100; sums.InterlockedExchange64(int(4)*8, _e97, _e100);
        old.Store(int(4)*8, _e100);
        int64_t _e107 = id;
        uint64_t _e117; masks.InterlockedOr64(int(0)*8, (1uL << uint((uint64_t((_e107 & 63L)) & 63uL))), _e117);
        int64_t _e122 = id;
        uint64_t _e133; masks.InterlockedAnd64(int(1)*8, ~((1uL << uint((uint64_t((_e122 & 63L)) & 63uL)))), _e133);
        int64_t _e138 = id;
        uint64_t _e148; masks.InterlockedXor64(int(2)*8, (1uL << uint((uint64_t((_e138 & 63L)) & 63uL))), _e148);
        uint64_t _e156; InterlockedAdd(hits, 1099511627776uL, _e156);
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e158 = lid;
        if ((_e158 == 0uL)) {
            uint64_t _e166; InterlockedOr(hits, 0, _e166);
            { int64_t dummy_1 = 0; sums.InterlockedExchange(int(5)*8, int64_t(_e166), dummy_1); }
        }
    }
}
