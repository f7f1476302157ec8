cbuffer vector_add_args : register(b0) { uint4 vector_add_args[5]; }
ByteAddressBuffer a : register(t1);
ByteAddressBuffer b : register(t2);
RWByteAddressBuffer c : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

[numthreads(64, 1, 1)]
void vector_add(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = vector_add_args[1].z;
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = vector_add_args[4].x;
        uint _e22 = oclvk_local_size.x;
        uint _e25 = oclvk_local_id.x;
        uint _e31 = vector_add_args[2].x;
        i = asint(uint(uint64_t(((((_e14 + _e18) * _e22) + _e25) + _e31))));
        int _e38 = i;
        if ((_e38 < asint(_e10))) {
            int _e41 = i;
            int _e44 = i;
            float _e48 = asfloat(a.Load(asint(asuint(int(0)) + asuint(_e44))*4));
            int _e50 = i;
            float _e54 = asfloat(b.Load(asint(asuint(int(0)) + asuint(_e50))*4));
            c.Store(asint(asuint(int(0)) + asuint(_e41))*4, asuint((_e48 + _e54)));
        }
    }
}
