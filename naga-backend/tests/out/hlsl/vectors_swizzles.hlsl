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
        i = int(uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26)));
        int _e32 = i;
        float4 _e36 = asfloat(in_.Load4(asint(asuint(int(0)) + asuint(_e32))*16));
        v = _e36;
        float4 _e39 = v;
        lo = _e39.xy;
        float4 _e43 = v;
        hi = _e43.zw;
        float2 _e47 = hi;
        float2 _e50 = lo;
        w = float4(_e47.yx, _e50);
        float4 _e54 = w;
        float2 _e58 = (_e54.zx * (2.0).xx);
        float4 _e60 = w;
        w = float4(_e58.x, _e60.y, _e58.y, _e60.w);
        float4 _e67 = v;
        float4 _e70 = w;
        c = cross(_e67.xyz, _e70.xyz);
        int _e75 = i;
        float3 _e78 = c;
        float4 _e80 = v;
        float4 _e82 = w;
        float4 _e86 = v;
        out_.Store4(asint(asuint(int(0)) + asuint(_e75))*16, asuint((float4(_e78, dot(_e80, _e82)) + _e86.wzyx)));
        int _e92 = i;
        float4 _e95 = v;
        float4 _e97 = w;
        mask.Store4(asint(asuint(int(0)) + asuint(_e92))*16, asuint(((_e95 > _e97) ? (int(-1)).xxxx : ZeroValueint4())));
    }
}
