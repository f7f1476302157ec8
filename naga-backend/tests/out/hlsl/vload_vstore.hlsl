cbuffer vload_vstore_args : register(b0) { uint4 vload_vstore_args[4]; }
ByteAddressBuffer src : register(t1);
RWByteAddressBuffer dst_ : register(u2);
RWByteAddressBuffer xyz : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

void put(int dst_index0_, int i_1, float4 v_1)
{
    {
        int _e8 = asint(asuint(dst_index0_) + asuint(asint(asuint(int(int64_t(i_1))) * asuint(int(4)))));
        dst_.Store(asint(asuint(_e8) + asuint(int(0)))*4, asuint(v_1.x));
        dst_.Store(asint(asuint(_e8) + asuint(int(1)))*4, asuint(v_1.y));
        dst_.Store(asint(asuint(_e8) + asuint(int(2)))*4, asuint(v_1.z));
        dst_.Store(asint(asuint(_e8) + asuint(int(3)))*4, asuint(v_1.w));
    }
}

[numthreads(64, 1, 1)]
void vload_vstore(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;
    float4 v = (float4)0;
    float3 p = (float3)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = vload_vstore_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = vload_vstore_args[1].z;
        i = asint(uint(uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26))));
        int _e33 = i;
        int _e39 = asint(asuint(int(0)) + asuint(asint(asuint(int(int64_t(_e33))) * asuint(int(4)))));
        float _e44 = asfloat(src.Load(asint(asuint(_e39) + asuint(int(0)))*4));
        float _e49 = asfloat(src.Load(asint(asuint(_e39) + asuint(int(1)))*4));
        float _e54 = asfloat(src.Load(asint(asuint(_e39) + asuint(int(2)))*4));
        float _e59 = asfloat(src.Load(asint(asuint(_e39) + asuint(int(3)))*4));
        v = float4(_e44, _e49, _e54, _e59);
        int _e63 = i;
        int _e69 = asint(asuint(int(0)) + asuint(asint(asuint(int(int64_t(_e63))) * asuint(int(3)))));
        float _e74 = asfloat(xyz.Load(asint(asuint(_e69) + asuint(int(0)))*4));
        float _e79 = asfloat(xyz.Load(asint(asuint(_e69) + asuint(int(1)))*4));
        float _e84 = asfloat(xyz.Load(asint(asuint(_e69) + asuint(int(2)))*4));
        p = float3(_e74, _e79, _e84);
        int _e88 = i;
        float4 _e90 = v;
        float3 _e95 = p;
        put(int(0), _e88, ((_e90 * (2.0).xxxx) + float4(_e95, 1.0)));
        float3 _e100 = p;
        float3 _e101 = _e100.zyx;
        int _e103 = i;
        int _e109 = asint(asuint(int(0)) + asuint(asint(asuint(int(int64_t(_e103))) * asuint(int(3)))));
        xyz.Store(asint(asuint(_e109) + asuint(int(0)))*4, asuint(_e101.x));
        xyz.Store(asint(asuint(_e109) + asuint(int(1)))*4, asuint(_e101.y));
        xyz.Store(asint(asuint(_e109) + asuint(int(2)))*4, asuint(_e101.z));
    }
}
