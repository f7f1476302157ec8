static const uint oclvk_local_size_x = 64u;

cbuffer vector_add_args : register(b0) { uint4 vector_add_args[5]; }
ByteAddressBuffer a : register(t1);
ByteAddressBuffer b : register(t2);
RWByteAddressBuffer c : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;

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
        uint _e23 = oclvk_local_id.x;
        uint _e29 = vector_add_args[2].x;
        i = int(uint64_t(((((_e14 + _e18) * oclvk_local_size_x) + _e23) + _e29)));
        int _e35 = i;
        if ((_e35 < asint(_e10))) {
            int _e38 = i;
            int _e41 = i;
            float _e45 = asfloat(a.Load(asint(asuint(int(0)) + asuint(_e41))*4));
            int _e47 = i;
            float _e51 = asfloat(b.Load(asint(asuint(int(0)) + asuint(_e47))*4));
            c.Store(asint(asuint(int(0)) + asuint(_e38))*4, asuint((_e45 + _e51)));
        }
    }
}
