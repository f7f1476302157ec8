cbuffer vectors_swizzles_args : register(b0) { uint4 vectors_swizzles_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
RWByteAddressBuffer mask : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

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
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = vectors_swizzles_args[1].z;
        i = asint(uint(uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26))));
        int _e33 = i;
        float4 _e37 = asfloat(in_.Load4(asint(asuint(int(0)) + asuint(_e33))*16));
        v = _e37;
        float4 _e40 = v;
        lo = _e40.xy;
        float4 _e44 = v;
        hi = _e44.zw;
        float2 _e48 = hi;
        float2 _e51 = lo;
        w = float4(_e48.yx, _e51);
        float4 _e55 = w;
        float2 _e59 = (_e55.zx * (2.0).xx);
        float4 _e61 = w;
        w = float4(_e59.x, _e61.y, _e59.y, _e61.w);
        float4 _e68 = v;
        float4 _e71 = w;
        c = cross(_e68.xyz, _e71.xyz);
        int _e76 = i;
        float3 _e79 = c;
        float4 _e81 = v;
        float4 _e83 = w;
        float4 _e87 = v;
        out_.Store4(asint(asuint(int(0)) + asuint(_e76))*16, asuint((float4(_e79, dot(_e81, _e83)) + _e87.wzyx)));
        int _e93 = i;
        float4 _e96 = v;
        float4 _e98 = w;
        mask.Store4(asint(asuint(int(0)) + asuint(_e93))*16, asuint(((_e96 > _e98) ? (int(-1)).xxxx : ZeroValueint4())));
    }
}
