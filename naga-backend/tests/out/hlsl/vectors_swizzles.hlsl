static const uint oclvk_local_size_x = 64u;

cbuffer vectors_swizzles_args : register(b0) { uint4 vectors_swizzles_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
RWByteAddressBuffer mask : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;

int4 ZeroValueint4() {
    return (int4)0;
}

[numthreads(64, 1, 1)]
void vectors_swizzles(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;
    float4 v = (float4)0;
    float2 lo = (float2)0;
    float2 hi = (float2)0;
    float4 w = (float4)0;
    float3 c = (float3)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = vectors_swizzles_args[3].x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = vectors_swizzles_args[1].z;
        i = int(uint64_t(((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24)));
        int _e30 = i;
        float4 _e34 = asfloat(in_.Load4(asint(asuint(int(0)) + asuint(_e30))*16));
        v = _e34;
        float4 _e37 = v;
        lo = _e37.xy;
        float4 _e41 = v;
        hi = _e41.zw;
        float2 _e45 = hi;
        float2 _e48 = lo;
        w = float4(_e45.yx, _e48);
        float4 _e52 = w;
        float2 _e56 = (_e52.zx * (2.0).xx);
        float4 _e58 = w;
        w = float4(_e56.x, _e58.y, _e56.y, _e58.w);
        float4 _e65 = v;
        float4 _e68 = w;
        c = cross(_e65.xyz, _e68.xyz);
        int _e73 = i;
        float3 _e76 = c;
        float4 _e78 = v;
        float4 _e80 = w;
        float4 _e84 = v;
        out_.Store4(asint(asuint(int(0)) + asuint(_e73))*16, asuint((float4(_e76, dot(_e78, _e80)) + _e84.wzyx)));
        int _e90 = i;
        float4 _e93 = v;
        float4 _e95 = w;
        mask.Store4(asint(asuint(int(0)) + asuint(_e90))*16, asuint(((_e93 > _e95) ? (int(-1)).xxxx : ZeroValueint4())));
    }
}
