cbuffer combined_args : register(b0) { uint4 combined_args[4]; }
Texture2D<float4> src : register(t1);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState s = nagaSamplerHeap[nagaGroup0SamplerIndexArray[2]];
Texture2D<float4> table : register(t3);
Texture2D<uint4> counts : register(t4);
RWTexture2D<float4> dst_ : register(u5);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
static const SamplerState wrap = nagaSamplerHeap[nagaGroup0SamplerIndexArray[6]];
static const SamplerState smooth = nagaSamplerHeap[nagaGroup0SamplerIndexArray[7]];
static const SamplerState pixels = nagaSamplerHeap[nagaGroup0SamplerIndexArray[8]];

float4 ZeroValuefloat4() {
    return (float4)0;
}

uint2 NagaDimensions2D(Texture2D<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

float4 at(float2 f_1)
{
    float2 local_4 = (float2)0;

    {
        local_4 = f_1;
        float2 _e4 = local_4;
        uint _e10 = combined_args[3].y;
        bool _e14 = ((_e10 & 1u) == 1u);
        bool _e18 = ((_e10 & 48u) == 32u);
        float2 _e20 = float2(NagaDimensions2D(src));
        float4 _e36 = src.SampleLevelZero(s, float2((_e14 ? _e4.x : ((_e18 ? _e4.x : (floor(_e4.x) + 0.5)) / _e20.x)), (_e14 ? _e4.y : ((_e18 ? _e4.y : (floor(_e4.y) + 0.5)) / _e20.y))));
        uint _e40 = combined_args[3].x;
        return float4(_e36.x, _e36.y, _e36.z, (((((_e40 == 4272u) || (_e40 == 4274u)) || (_e40 == 4276u)) || (_e40 == 4281u)) ? 1.0 : _e36.w));
    }
    return ZeroValuefloat4();
}

float4 at_1(float2 f_2)
{
    float2 local_5 = (float2)0;

    {
        local_5 = f_2;
        float2 _e4 = local_5;
        float4 _e9 = src.SampleLevelZero(smooth, float2(_e4.x, _e4.y));
        uint _e13 = combined_args[3].x;
        return float4(_e9.x, _e9.y, _e9.z, (((((_e13 == 4272u) || (_e13 == 4274u)) || (_e13 == 4276u)) || (_e13 == 4281u)) ? 1.0 : _e9.w));
    }
    return ZeroValuefloat4();
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

uint2 NagaDimensions2D(Texture2D<uint4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

[numthreads(64, 1, 1)]
void combined(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int2 c = (int2)0;
    float2 size = (float2)0;
    float2 f = (float2)0;
    int2 d = (int2)0;
    uint4 n = (uint4)0;
    float2 local = (float2)0;
    int2 local_1 = (int2)0;
    float2 local_2 = (float2)0;
    int2 local_3 = (int2)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = combined_args[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = combined_args[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = combined_args[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = combined_args[0].z;
        c = int2(asint(uint(uint64_t(((((_e6 + _e10) * _e14) + _e17) + _e23)))), asint(uint(uint64_t(((((_e30 + _e34) * _e38) + _e41) + _e47)))));
        uint2 _e55 = NagaDimensions2D(src);
        uint2 _e61 = NagaDimensions2D(src);
        size = float2(float(int(_e55.x)), float(int(_e61.y)));
        int2 _e69 = c;
        int2 _e73 = c;
        float2 _e81 = size;
        f = ((float2(float(_e69.x), float(_e73.y)) + (0.25).xx) / _e81);
        uint2 _e85 = NagaDimensions2D(table);
        d = int2(int(_e85.x), int(_e85.y));
        float2 _e94 = f;
        local = _e94;
        float2 _e97 = local;
        int2 _e101 = int2(NagaDimensions2D(counts));
        int _e111 = naga_f2i32(floor(((_e97.x - floor(_e97.x)) * float(_e101.x))));
        int _e122 = naga_f2i32(floor(((_e97.y - floor(_e97.y)) * float(_e101.y))));
        uint4 _e128 = counts.Load(int3(int2(((_e111 > asint(asuint(_e101.x) - asuint(int(1)))) ? asint(asuint(_e111) - asuint(_e101.x)) : _e111), ((_e122 > asint(asuint(_e101.y) - asuint(int(1)))) ? asint(asuint(_e122) - asuint(_e101.y)) : _e122)), int(0)));
        uint _e132 = combined_args[3].w;
        n = uint4(_e128.x, _e128.y, _e128.z, (((((_e132 == 4272u) || (_e132 == 4274u)) || (_e132 == 4276u)) || (_e132 == 4281u)) ? 1u : _e128.w));
        int2 _e154 = c;
        local_1 = _e154;
        int2 _e157 = local_1;
        float2 _e159 = f;
        const float4 _e160 = at(_e159);
        float2 _e162 = f;
        const float4 _e163 = at_1(_e162);
        int2 _e167 = c;
        int2 _e173 = c;
        local_2 = float2((float(_e167.x) - 0.5), (float(_e173.y) + 0.75));
        float2 _e181 = local_2;
        float2 _e185 = float2(NagaDimensions2D(src));
        float4 _e197 = src.SampleLevelZero(pixels, float2(((floor(_e181.x) + 0.5) / _e185.x), ((floor(_e181.y) + 0.5) / _e185.y)));
        uint _e201 = combined_args[3].x;
        int2 _e223 = c;
        local_3 = _e223;
        int2 _e226 = local_3;
        float4 _e228 = table.Load(int3(_e226, int(0)));
        int2 _e231 = d;
        int2 _e234 = d;
        uint4 _e241 = n;
        dst_[_e157] = (((((_e160 + _e163) + float4(_e197.x, _e197.y, _e197.z, (((((_e201 == 4272u) || (_e201 == 4274u)) || (_e201 == 4276u)) || (_e201 == 4281u)) ? 1.0 : _e197.w))) + _e228) + (float(asint(asuint(_e231.x) * asuint(_e234.y)))).xxxx) + (float(_e241.x)).xxxx);
    }
}
