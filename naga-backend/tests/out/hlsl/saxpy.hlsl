static const uint oclvk_local_size_x = 64u;

cbuffer saxpy_args : register(b0) { uint4 saxpy_args[6]; }
ByteAddressBuffer x : register(t1);
RWByteAddressBuffer y : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;

[numthreads(64, 1, 1)]
void saxpy(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = saxpy_args[0].x;
    uint _e14 = saxpy_args[1].z;
    {
        {
            uint _e17 = oclvk_group_id.x;
            uint _e21 = saxpy_args[4].x;
            uint _e26 = oclvk_local_id.x;
            uint _e32 = saxpy_args[2].x;
            i = uint64_t(((((_e17 + _e21) * oclvk_local_size_x) + _e26) + _e32));
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                if (!loop_init) {
                    uint64_t _e64 = i;
                    uint _e68 = saxpy_args[5].x;
                    i = (_e64 + uint64_t(_e68));
                }
                loop_init = false;
                uint64_t _e37 = i;
                if (!((_e37 < uint64_t(_e14)))) {
                    break;
                }
                uint64_t _e42 = i;
                uint64_t _e46 = i;
                float _e51 = asfloat(x.Load(asint(asuint(int(0)) + asuint(int(_e46)))*4));
                uint64_t _e54 = i;
                float _e59 = asfloat(y.Load(asint(asuint(int(0)) + asuint(int(_e54)))*4));
                y.Store(asint(asuint(int(0)) + asuint(int(_e42)))*4, asuint(((asfloat(_e7) * _e51) + _e59)));
            }
        }
    }
}
