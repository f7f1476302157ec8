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
        int _e7 = asint(asuint(dst_index0_) + asuint(asint(asuint(int(uint64_t(i_1))) * asuint(int(4)))));
        dst_.Store(asint(asuint(_e7) + asuint(int(0)))*4, asuint(v_1.x));
        dst_.Store(asint(asuint(_e7) + asuint(int(1)))*4, asuint(v_1.y));
        dst_.Store(asint(asuint(_e7) + asuint(int(2)))*4, asuint(v_1.z));
        dst_.Store(asint(asuint(_e7) + asuint(int(3)))*4, asuint(v_1.w));
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
        i = int(uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26)));
        int _e32 = i;
        int _e37 = asint(asuint(int(0)) + asuint(asint(asuint(int(uint64_t(_e32))) * asuint(int(4)))));
        float _e42 = asfloat(src.Load(asint(asuint(_e37) + asuint(int(0)))*4));
        float _e47 = asfloat(src.Load(asint(asuint(_e37) + asuint(int(1)))*4));
        float _e52 = asfloat(src.Load(asint(asuint(_e37) + asuint(int(2)))*4));
        float _e57 = asfloat(src.Load(asint(asuint(_e37) + asuint(int(3)))*4));
        v = float4(_e42, _e47, _e52, _e57);
        int _e61 = i;
        int _e66 = asint(asuint(int(0)) + asuint(asint(asuint(int(uint64_t(_e61))) * asuint(int(3)))));
        float _e71 = asfloat(xyz.Load(asint(asuint(_e66) + asuint(int(0)))*4));
        float _e76 = asfloat(xyz.Load(asint(asuint(_e66) + asuint(int(1)))*4));
        float _e81 = asfloat(xyz.Load(asint(asuint(_e66) + asuint(int(2)))*4));
        p = float3(_e71, _e76, _e81);
        int _e85 = i;
        float4 _e87 = v;
        float3 _e92 = p;
        put(int(0), _e85, ((_e87 * (2.0).xxxx) + float4(_e92, 1.0)));
        float3 _e97 = p;
        float3 _e98 = _e97.zyx;
        int _e100 = i;
        int _e105 = asint(asuint(int(0)) + asuint(asint(asuint(int(uint64_t(_e100))) * asuint(int(3)))));
        xyz.Store(asint(asuint(_e105) + asuint(int(0)))*4, asuint(_e98.x));
        xyz.Store(asint(asuint(_e105) + asuint(int(1)))*4, asuint(_e98.y));
        xyz.Store(asint(asuint(_e105) + asuint(int(2)))*4, asuint(_e98.z));
    }
}
