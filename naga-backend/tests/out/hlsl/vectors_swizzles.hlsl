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
        float4 _e69 = v;
        float4 _e72 = w;
        c = cross(_e69.xyz, _e72.xyz);
        int _e77 = i;
        float3 _e80 = c;
        float4 _e82 = v;
        float4 _e84 = w;
        float4 _e88 = v;
        out_.Store4(asint(asuint(int(0)) + asuint(_e77))*16, asuint((float4(_e80, dot(_e82, _e84)) + _e88.wzyx)));
        int _e94 = i;
        float4 _e97 = v;
        float4 _e99 = w;
        mask.Store4(asint(asuint(int(0)) + asuint(_e94))*16, asuint(((_e97 > _e99) ? (int(-1)).xxxx : ZeroValueint4())));
    }
}
