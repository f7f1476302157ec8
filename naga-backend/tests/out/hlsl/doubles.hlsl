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
        i = asint(uint(uint64_t(((((_e23 + _e27) * _e31) + _e34) + _e40))));
        int _e47 = i;
        double _e51 = x.Load<double>(asint(asuint(int(0)) + asuint(_e47))*8);
        v = ((_e51 * (uint64_t(_e10) | (uint64_t(_e14) << 32u))) + 0.5L);
        int _e57 = i;
        double _e60 = v;
        int _e62 = i;
        float _e66 = asfloat(f.Load(asint(asuint(int(0)) + asuint(_e62))*4));
        y.Store(asint(asuint(int(0)) + asuint(_e57))*8, (_e60 - double(_e66)));
        int _e72 = i;
        double _e75 = v;
        double _e77 = v;
        f.Store(asint(asuint(int(0)) + asuint(_e72))*4, asuint(float((_e75 * _e77))));
    }
}
