cbuffer copy_args : register(b0) { uint4 copy_args[3]; }
Texture2D<float4> src : register(t1);
RWTexture2D<float4> dst_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
cbuffer copy_ints_args : register(b3) { uint4 copy_ints_args[3]; }
Texture2D<int4> src_1 : register(t4);
RWTexture2D<int4> dst_1 : register(u5);
cbuffer sampled_args : register(b6) { uint4 sampled_args[4]; }
Texture2D<float4> src_2 : register(t7);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState s = nagaSamplerHeap[nagaGroup0SamplerIndexArray[8]];
RWTexture2D<float4> dst_2 : register(u9);
static const SamplerState smooth = nagaSamplerHeap[nagaGroup0SamplerIndexArray[10]];
static const SamplerState pixels = nagaSamplerHeap[nagaGroup0SamplerIndexArray[11]];
cbuffer volumes_args : register(b12) { uint4 volumes_args[4]; }
Texture3D<float4> vol : register(t13);
Texture2DArray<float4> layers : register(t14);
RWByteAddressBuffer out_ : register(u15);

float4 ZeroValuefloat4() {
    return (float4)0;
}

float4 fetch(int2 c_3)
{
    int2 local_10 = (int2)0;

    {
        local_10 = c_3;
        int2 _e4 = local_10;
        float4 _e6 = src.Load(int3(_e4, int(0)));
        return _e6;
    }
    return ZeroValuefloat4();
}

[numthreads(64, 1, 1)]
void copy(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int2 c = (int2)0;
    int2 local = (int2)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = copy_args[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = copy_args[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = copy_args[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = copy_args[0].z;
        c = int2(asint(uint(uint64_t(((((_e6 + _e10) * _e14) + _e17) + _e23)))), asint(uint(uint64_t(((((_e30 + _e34) * _e38) + _e41) + _e47)))));
        int2 _e56 = c;
        local = _e56;
        int2 _e59 = local;
        int2 _e61 = c;
        const float4 _e62 = fetch(_e61);
        dst_[_e59] = (_e62 * (2.0).xxxx);
    }
}

[numthreads(64, 1, 1)]
void copy_ints(uint3 local_id_1 : SV_GroupThreadID, uint3 group_id_1 : SV_GroupID)
{
    int2 c_1 = (int2)0;
    int2 local_1 = (int2)0;
    int2 local_2 = (int2)0;

    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = copy_ints_args[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = copy_ints_args[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = copy_ints_args[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = copy_ints_args[0].z;
        c_1 = int2(asint(uint(uint64_t(((((_e6 + _e10) * _e14) + _e17) + _e23)))), asint(uint(uint64_t(((((_e30 + _e34) * _e38) + _e41) + _e47)))));
        int2 _e56 = c_1;
        local_1 = _e56;
        int2 _e59 = local_1;
        int2 _e62 = c_1;
        local_2 = _e62;
        int2 _e65 = local_2;
        int4 _e67 = src_1.Load(int3(_e65, int(0)));
        dst_1[_e59] = asint(asuint(_e67) - asuint(int4(int(1), int(2), int(3), int(4))));
    }
}

uint2 NagaDimensions2D(Texture2D<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

[numthreads(64, 1, 1)]
void sampled(uint3 local_id_2 : SV_GroupThreadID, uint3 group_id_2 : SV_GroupID)
{
    int2 c_2 = (int2)0;
    float2 size = (float2)0;
    float2 f = (float2)0;
    int2 local_3 = (int2)0;
    float2 local_4 = (float2)0;
    float2 local_5 = (float2)0;
    float2 local_6 = (float2)0;

    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = sampled_args[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = sampled_args[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = sampled_args[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = sampled_args[0].z;
        c_2 = int2(asint(uint(uint64_t(((((_e6 + _e10) * _e14) + _e17) + _e23)))), asint(uint(uint64_t(((((_e30 + _e34) * _e38) + _e41) + _e47)))));
        uint2 _e55 = NagaDimensions2D(src_2);
        uint2 _e61 = NagaDimensions2D(src_2);
        size = float2(float(int(_e55.x)), float(int(_e61.y)));
        int2 _e69 = c_2;
        int2 _e73 = c_2;
        float2 _e81 = size;
        f = ((float2(float(_e69.x), float(_e73.y)) + (0.25).xx) / _e81);
        int2 _e86 = c_2;
        local_3 = _e86;
        int2 _e89 = local_3;
        float2 _e92 = f;
        local_4 = _e92;
        float2 _e95 = local_4;
        uint _e101 = sampled_args[3].y;
        bool _e105 = ((_e101 & 1u) == 1u);
        bool _e109 = ((_e101 & 48u) == 32u);
        float2 _e111 = float2(NagaDimensions2D(src_2));
        float4 _e127 = src_2.SampleLevelZero(s, float2((_e105 ? _e95.x : ((_e109 ? _e95.x : (floor(_e95.x) + 0.5)) / _e111.x)), (_e105 ? _e95.y : ((_e109 ? _e95.y : (floor(_e95.y) + 0.5)) / _e111.y))));
        uint _e131 = sampled_args[3].x;
        float2 _e152 = f;
        local_5 = _e152;
        float2 _e155 = local_5;
        float4 _e160 = src_2.SampleLevelZero(smooth, float2(_e155.x, _e155.y));
        uint _e164 = sampled_args[3].x;
        int2 _e186 = c_2;
        int2 _e192 = c_2;
        local_6 = float2((float(_e186.x) - 0.5), (float(_e192.y) + 0.75));
        float2 _e200 = local_6;
        float2 _e204 = float2(NagaDimensions2D(src_2));
        float4 _e216 = src_2.SampleLevelZero(pixels, float2(((floor(_e200.x) + 0.5) / _e204.x), ((floor(_e200.y) + 0.5) / _e204.y)));
        uint _e220 = sampled_args[3].x;
        dst_2[_e89] = ((float4(_e127.x, _e127.y, _e127.z, (((((_e131 == 4272u) || (_e131 == 4274u)) || (_e131 == 4276u)) || (_e131 == 4281u)) ? 1.0 : _e127.w)) + float4(_e160.x, _e160.y, _e160.z, (((((_e164 == 4272u) || (_e164 == 4274u)) || (_e164 == 4276u)) || (_e164 == 4281u)) ? 1.0 : _e160.w))) + float4(_e216.x, _e216.y, _e216.z, (((((_e220 == 4272u) || (_e220 == 4274u)) || (_e220 == 4276u)) || (_e220 == 4281u)) ? 1.0 : _e216.w)));
    }
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

uint3 NagaDimensions3D(Texture3D<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z, ret.w);
    return ret.xyz;
}

uint NagaNumLayers2DArray(Texture2DArray<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z, ret.w);
    return ret.z;
}

uint2 NagaDimensions2DArray(Texture2DArray<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z, ret.w);
    return ret.xy;
}

[numthreads(64, 1, 1)]
void volumes(uint3 local_id_3 : SV_GroupThreadID, uint3 group_id_3 : SV_GroupID)
{
    int i = (int)0;
    int4 d = (int4)0;
    int4 local_7 = (int4)0;
    float4 local_8 = (float4)0;
    int4 local_9 = (int4)0;

    oclvk_local_id = local_id_3;
    oclvk_group_id = group_id_3;
    {
        uint _e7 = oclvk_group_id.x;
        uint _e11 = volumes_args[2].x;
        uint _e15 = oclvk_local_size.x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = volumes_args[0].z;
        i = asint(uint(uint64_t(((((_e7 + _e11) * _e15) + _e18) + _e24))));
        uint3 _e31 = NagaDimensions3D(vol);
        d = int4(int(_e31.x), int(_e31.y), int(_e31.z), int(0));
        int _e42 = i;
        int _e46 = i;
        local_7 = int4(_e46, int(0), int(1), int(0));
        int4 _e53 = local_7;
        float4 _e56 = vol.Load(int4(_e53.xyz, int(0)));
        int _e61 = i;
        local_8 = float4(0.5, 0.5, float(_e61), 0.0);
        float4 _e67 = local_8;
        float4 _e81 = layers.SampleLevelZero(smooth, float3(float2(_e67.x, _e67.y), clamp(naga_f2i32(round(_e67.z)), int(0), asint(asuint(int(NagaNumLayers2DArray(layers))) - asuint(int(1))))));
        uint _e85 = volumes_args[3].x;
        int _e109 = i;
        local_9 = int4(int(0), int(0), _e109, int(0));
        int4 _e114 = local_9;
        float4 _e118 = layers.Load(int4(_e114.xy, _e114.z, int(0)));
        uint3 _e121 = NagaDimensions3D(vol);
        uint2 _e128 = NagaDimensions2DArray(layers);
        int4 _e135 = d;
        int4 _e139 = d;
        out_.Store4(asint(asuint(int(0)) + asuint(_e42))*16, asuint((((_e56 + float4(_e81.x, _e81.y, _e81.z, (((((_e85 == 4272u) || (_e85 == 4274u)) || (_e85 == 4276u)) || (_e85 == 4281u)) ? 1.0 : _e81.w))) + _e118) + float4(float(int(_e121.z)), float(uint64_t(NagaNumLayers2DArray(layers))), float(_e135.x), float(_e139.w)))));
    }
}
