cbuffer int_repeats_args : register(b0) { uint4 int_repeats_args[4]; }
Texture2D<uint4> src : register(t1);
Texture1D<uint4> row : register(t2);
RWTexture2D<uint4> dst_ : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState wrap = nagaSamplerHeap[nagaGroup0SamplerIndexArray[4]];
static const SamplerState mirror = nagaSamplerHeap[nagaGroup0SamplerIndexArray[5]];

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

uint2 NagaDimensions2D(Texture2D<uint4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

uint NagaDimensions1D(Texture1D<uint4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y);
    return ret.x;
}

[numthreads(64, 1, 1)]
void int_repeats(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int2 c = (int2)0;
    float2 f = (float2)0;
    int2 local = (int2)0;
    float2 local_1 = (float2)0;
    float2 local_2 = (float2)0;
    float local_3 = (float)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = int_repeats_args[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = int_repeats_args[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = int_repeats_args[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = int_repeats_args[0].z;
        c = int2(asint(uint(uint64_t(((((_e6 + _e10) * _e14) + _e17) + _e23)))), asint(uint(uint64_t(((((_e30 + _e34) * _e38) + _e41) + _e47)))));
        int2 _e55 = c;
        int2 _e59 = c;
        uint2 _e70 = NagaDimensions2D(src);
        uint2 _e76 = NagaDimensions2D(src);
        f = (((float2(float(_e55.x), float(_e59.y)) * (2.7).xx) - (5.3).xx) / float2(float(int(_e70.x)), float(int(_e76.y))));
        int2 _e86 = c;
        local = _e86;
        int2 _e89 = local;
        float2 _e92 = f;
        local_1 = _e92;
        float2 _e95 = local_1;
        int2 _e99 = int2(NagaDimensions2D(src));
        int _e109 = naga_f2i32(floor(((_e95.x - floor(_e95.x)) * float(_e99.x))));
        int _e120 = naga_f2i32(floor(((_e95.y - floor(_e95.y)) * float(_e99.y))));
        uint4 _e126 = src.Load(int3(int2(((_e109 > asint(asuint(_e99.x) - asuint(int(1)))) ? asint(asuint(_e109) - asuint(_e99.x)) : _e109), ((_e120 > asint(asuint(_e99.y) - asuint(int(1)))) ? asint(asuint(_e120) - asuint(_e99.y)) : _e120)), int(0)));
        uint _e130 = int_repeats_args[3].x;
        float2 _e151 = f;
        local_2 = _e151;
        float2 _e154 = local_2;
        int2 _e158 = int2(NagaDimensions2D(src));
        uint4 _e191 = src.Load(int3(int2(min(naga_f2i32(floor((abs((_e154.x - (2.0 * round((0.5 * _e154.x))))) * float(_e158.x)))), asint(asuint(_e158.x) - asuint(int(1)))), min(naga_f2i32(floor((abs((_e154.y - (2.0 * round((0.5 * _e154.y))))) * float(_e158.y)))), asint(asuint(_e158.y) - asuint(int(1))))), int(0)));
        uint _e195 = int_repeats_args[3].x;
        float2 _e217 = f;
        local_3 = _e217.x;
        float _e221 = local_3;
        int _e223 = int(NagaDimensions1D(row));
        uint4 _e239 = row.Load(int2(min(naga_f2i32(floor((abs((_e221 - (2.0 * round((0.5 * _e221))))) * float(_e223)))), asint(asuint(_e223) - asuint(int(1)))), int(0)));
        uint _e243 = int_repeats_args[3].z;
        dst_[_e89] = ((uint4(_e126.x, _e126.y, _e126.z, (((((_e130 == 4272u) || (_e130 == 4274u)) || (_e130 == 4276u)) || (_e130 == 4281u)) ? 1u : _e126.w)) + uint4(_e191.x, _e191.y, _e191.z, (((((_e195 == 4272u) || (_e195 == 4274u)) || (_e195 == 4276u)) || (_e195 == 4281u)) ? 1u : _e191.w))) + uint4(_e239.x, _e239.y, _e239.z, (((((_e243 == 4272u) || (_e243 == 4274u)) || (_e243 == 4276u)) || (_e243 == 4281u)) ? 1u : _e239.w)));
    }
}
