cbuffer doubles_args : register(b0) { uint4 doubles_args[5]; }
ByteAddressBuffer x : register(t1);
RWByteAddressBuffer y : register(u2);
RWByteAddressBuffer f : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

[numthreads(64, 1, 1)]
void doubles(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;
    double v = (double)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = doubles_args[1].z;
    uint _e14 = doubles_args[1].w;
    {
        uint _e23 = oclvk_group_id.x;
        uint _e27 = doubles_args[4].x;
        uint _e31 = oclvk_local_size.x;
        uint _e34 = oclvk_local_id.x;
        uint _e40 = doubles_args[2].x;
        i = int(uint64_t(((((_e23 + _e27) * _e31) + _e34) + _e40)));
        int _e46 = i;
        double _e50 = x.Load<double>(asint(asuint(int(0)) + asuint(_e46))*8);
        v = ((_e50 * (uint64_t(_e10) | (uint64_t(_e14) << 32u))) + 0.5L);
        int _e56 = i;
        double _e59 = v;
        int _e61 = i;
        float _e65 = asfloat(f.Load(asint(asuint(int(0)) + asuint(_e61))*4));
        y.Store(asint(asuint(int(0)) + asuint(_e56))*8, (_e59 - double(_e65)));
        int _e71 = i;
        double _e74 = v;
        double _e76 = v;
        f.Store(asint(asuint(int(0)) + asuint(_e71))*4, asuint(float((_e74 * _e76))));
    }
}
