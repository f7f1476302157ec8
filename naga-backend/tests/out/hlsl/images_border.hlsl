cbuffer float_border_args : register(b0) { uint4 float_border_args[4]; }
Texture2D<float4> src : register(t1);
RWTexture2D<float4> dst_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState border = nagaSamplerHeap[nagaGroup0SamplerIndexArray[3]];
cbuffer uint_border_args : register(b4) { uint4 uint_border_args[4]; }
Texture2D<uint4> src_1 : register(t5);
RWTexture2D<uint4> dst_1 : register(u6);
static const SamplerState pixels = nagaSamplerHeap[nagaGroup0SamplerIndexArray[7]];

float4 ZeroValuefloat4() {
    return (float4)0;
}

uint2 NagaDimensions2D(Texture2D<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

[numthreads(64, 1, 1)]
void float_border(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int2 c = (int2)0;
    int2 local = (int2)0;
    int2 local_1 = (int2)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = float_border_args[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = float_border_args[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = float_border_args[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = float_border_args[0].z;
        c = int2(asint(uint(uint64_t(((((_e6 + _e10) * _e14) + _e17) + _e23)))), asint(uint(uint64_t(((((_e30 + _e34) * _e38) + _e41) + _e47)))));
        int2 _e56 = c;
        local = _e56;
        int2 _e59 = local;
        int2 _e62 = c;
        local_1 = asint(asuint(_e62) - asuint((int(1)).xx));
        int2 _e68 = local_1;
        int2 _e72 = int2(NagaDimensions2D(src));
        float2 _e91 = float2(NagaDimensions2D(src));
        float4 _e103 = src.SampleLevelZero(border, float2(((floor(float(_e68.x)) + 0.5) / _e91.x), ((floor(float(_e68.y)) + 0.5) / _e91.y)));
        float4 _e105 = ((((_e68.x >= int(0)) && (_e68.x < _e72.x)) && ((_e68.y >= int(0)) && (_e68.y < _e72.y))) ? _e103 : ZeroValuefloat4());
        uint _e109 = float_border_args[3].x;
        dst_[_e59] = float4(_e105.x, _e105.y, _e105.z, (((((_e109 == 4272u) || (_e109 == 4274u)) || (_e109 == 4276u)) || (_e109 == 4281u)) ? 1.0 : _e105.w));
    }
}

uint4 ZeroValueuint4() {
    return (uint4)0;
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
void uint_border(uint3 local_id_1 : SV_GroupThreadID, uint3 group_id_1 : SV_GroupID)
{
    int2 c_1 = (int2)0;
    int2 local_2 = (int2)0;
    int2 local_3 = (int2)0;
    float2 local_4 = (float2)0;

    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = uint_border_args[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = uint_border_args[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = uint_border_args[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = uint_border_args[0].z;
        c_1 = int2(asint(uint(uint64_t(((((_e6 + _e10) * _e14) + _e17) + _e23)))), asint(uint(uint64_t(((((_e30 + _e34) * _e38) + _e41) + _e47)))));
        int2 _e56 = c_1;
        local_2 = _e56;
        int2 _e59 = local_2;
        int2 _e62 = c_1;
        local_3 = asint(asuint(_e62) - asuint((int(1)).xx));
        int2 _e68 = local_3;
        int2 _e72 = int2(NagaDimensions2D(src_1));
        uint4 _e90 = src_1.Load(int3(int2(clamp(_e68.x, int(0), asint(asuint(_e72.x) - asuint(int(1)))), clamp(_e68.y, int(0), asint(asuint(_e72.y) - asuint(int(1))))), int(0)));
        uint4 _e92 = ((((_e68.x >= int(0)) && (_e68.x < _e72.x)) && ((_e68.y >= int(0)) && (_e68.y < _e72.y))) ? _e90 : ZeroValueuint4());
        uint _e96 = uint_border_args[3].x;
        int2 _e117 = c_1;
        local_4 = float2((float(_e117.x) + 0.5), 0.5);
        float2 _e126 = local_4;
        int2 _e130 = int2(NagaDimensions2D(src_1));
        int _e136 = naga_f2i32(floor(_e126.x));
        int _e143 = naga_f2i32(floor(_e126.y));
        uint4 _e152 = src_1.Load(int3(int2(clamp(_e136, int(0), asint(asuint(_e130.x) - asuint(int(1)))), clamp(_e143, int(0), asint(asuint(_e130.y) - asuint(int(1))))), int(0)));
        uint _e156 = uint_border_args[3].x;
        dst_1[_e59] = (uint4(_e92.x, _e92.y, _e92.z, (((((_e96 == 4272u) || (_e96 == 4274u)) || (_e96 == 4276u)) || (_e96 == 4281u)) ? 1u : _e92.w)) + uint4(_e152.x, _e152.y, _e152.z, (((((_e156 == 4272u) || (_e156 == 4274u)) || (_e156 == 4276u)) || (_e156 == 4281u)) ? 1u : _e152.w)));
    }
}
