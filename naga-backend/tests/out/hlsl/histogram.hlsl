cbuffer histogram_args : register(b0) { uint4 histogram_args[5]; }
ByteAddressBuffer data : register(t1);
RWByteAddressBuffer bins : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared uint local_bins[256];
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

[numthreads(64, 1, 1)]
void histogram(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint lid = (uint)0;
    uint b = (uint)0;
    uint i = (uint)0;
    uint b_1 = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e8 = histogram_args[0].z;
    {
        uint _e12 = oclvk_local_id.x;
        lid = uint(uint64_t(_e12));
        {
            uint _e17 = lid;
            b = _e17;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e31 = b;
                    uint _e35 = oclvk_local_size.x;
                    b = uint((uint64_t(_e31) + uint64_t(_e35)));
                }
                loop_init = false;
                uint _e20 = b;
                if (!((_e20 < 256u))) {
                    break;
                }
                uint _e25 = b;
                { uint dummy = 0; InterlockedExchange(local_bins[int(_e25)], 0u, dummy); }
            }
        }
        GroupMemoryBarrierWithGroupSync();
        {
            uint _e42 = oclvk_group_id.x;
            uint _e46 = histogram_args[3].x;
            uint _e50 = oclvk_local_size.x;
            uint _e53 = oclvk_local_id.x;
            uint _e59 = histogram_args[1].z;
            i = uint(uint64_t(((((_e42 + _e46) * _e50) + _e53) + _e59)));
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e83 = i;
                    uint _e88 = histogram_args[4].x;
                    i = uint((uint64_t(_e83) + uint64_t(_e88)));
                }
                loop_init_1 = false;
                uint _e65 = i;
                if (!((_e65 < _e8))) {
                    break;
                }
                uint _e69 = i;
                uint _e74 = asuint(data.Load(asint(asuint(int(0)) + asuint(int(_e69)))*4));
                uint _e81; InterlockedAdd(local_bins[int((_e74 & 255u))], 1u, _e81);
            }
        }
        GroupMemoryBarrierWithGroupSync();
        {
            uint _e94 = lid;
            b_1 = _e94;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    uint _e115 = b_1;
                    uint _e119 = oclvk_local_size.x;
                    b_1 = uint((uint64_t(_e115) + uint64_t(_e119)));
                }
                loop_init_2 = false;
                uint _e97 = b_1;
                if (!((_e97 < 256u))) {
                    break;
                }
                uint _e102 = b_1;
                uint _e106 = b_1;
                uint _e110; InterlockedOr(local_bins[int(_e106)], 0, _e110);
                uint _e113; bins.InterlockedAdd(asint(asuint(int(0)) + asuint(int(_e102)))*4, _e110, _e113);
            }
        }
    }
}
