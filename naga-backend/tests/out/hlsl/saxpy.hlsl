cbuffer saxpy_args : register(b0) { uint4 saxpy_args[6]; }
ByteAddressBuffer x : register(t1);
RWByteAddressBuffer y : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

[numthreads(64, 1, 1)]
void saxpy(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint i = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = saxpy_args[0].x;
    uint _e14 = saxpy_args[1].z;
    {
        {
            uint _e17 = oclvk_group_id.x;
            uint _e21 = saxpy_args[4].x;
            uint _e25 = oclvk_local_size.x;
            uint _e28 = oclvk_local_id.x;
            uint _e34 = saxpy_args[2].x;
            i = uint(uint64_t(((((_e17 + _e21) * _e25) + _e28) + _e34)));
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e66 = i;
                    uint _e71 = saxpy_args[5].x;
                    i = uint((uint64_t(_e66) + uint64_t(_e71)));
                }
                loop_init = false;
                uint _e40 = i;
                if (!((_e40 < _e14))) {
                    break;
                }
                uint _e44 = i;
                uint _e48 = i;
                float _e53 = asfloat(x.Load(asint(asuint(int(0)) + asuint(int(_e48)))*4));
                uint _e56 = i;
                float _e61 = asfloat(y.Load(asint(asuint(int(0)) + asuint(int(_e56)))*4));
                y.Store(asint(asuint(int(0)) + asuint(int(_e44)))*4, asuint(((asfloat(_e7) * _e53) + _e61)));
            }
        }
    }
}
