cbuffer formats_args : register(b0) { uint4 formats_args[2]; }
Texture2D<float4> img : register(t1);
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
cbuffer unnormalized_args : register(b3) { uint4 unnormalized_args[4]; }
Texture2D<float4> img_1 : register(t4);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState s = nagaSamplerHeap[nagaGroup0SamplerIndexArray[5]];
RWByteAddressBuffer out_1 : register(u6);
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
cbuffer int_sampler_argument_args : register(b7) { uint4 int_sampler_argument_args[4]; }
Texture2D<int4> img_2 : register(t8);
static const SamplerState s_1 = nagaSamplerHeap[nagaGroup0SamplerIndexArray[9]];
RWByteAddressBuffer out_2 : register(u10);

[numthreads(64, 1, 1)]
void formats(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = formats_args[0].x;
    {
        uint _e16 = formats_args[1].x;
        out_.Store(int(0)*4, asuint(asint(asuint(int(_e16)) + asuint(asint(_e7)))));
        uint _e27 = formats_args[1].y;
        out_.Store(int(1)*4, asuint(int(_e27)));
    }
}

uint2 NagaDimensions2D(Texture2D<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

[numthreads(64, 1, 1)]
void unnormalized(uint3 local_id_1 : SV_GroupThreadID, uint3 group_id_1 : SV_GroupID)
{
    int i = (int)0;
    float2 local = (float2)0;

    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e7 = oclvk_group_id.x;
        uint _e11 = unnormalized_args[2].x;
        uint _e15 = oclvk_local_size.x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = unnormalized_args[0].z;
        i = asint(uint(uint64_t(((((_e7 + _e11) * _e15) + _e18) + _e24))));
        int _e31 = i;
        int _e35 = i;
        local = float2(((float(_e35) * 0.75) + 0.3), 0.5);
        float2 _e45 = local;
        uint _e51 = unnormalized_args[3].y;
        bool _e55 = ((_e51 & 1u) == 1u);
        bool _e59 = ((_e51 & 48u) == 32u);
        float2 _e61 = float2(NagaDimensions2D(img_1));
        float4 _e77 = img_1.SampleLevelZero(s, float2((_e55 ? _e45.x : ((_e59 ? _e45.x : (floor(_e45.x) + 0.5)) / _e61.x)), (_e55 ? _e45.y : ((_e59 ? _e45.y : (floor(_e45.y) + 0.5)) / _e61.y))));
        uint _e81 = unnormalized_args[3].x;
        out_1.Store4(asint(asuint(int(0)) + asuint(_e31))*16, asuint(float4(_e77.x, _e77.y, _e77.z, (((((_e81 == 4272u) || (_e81 == 4274u)) || (_e81 == 4276u)) || (_e81 == 4281u)) ? 1.0 : _e77.w))));
    }
}

int4 ZeroValueint4() {
    return (int4)0;
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

uint2 NagaDimensions2D(Texture2D<int4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

[numthreads(64, 1, 1)]
void int_sampler_argument(uint3 local_id_2 : SV_GroupThreadID, uint3 group_id_2 : SV_GroupID)
{
    int i_1 = (int)0;
    float2 local_1 = (float2)0;

    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        uint _e7 = oclvk_group_id.x;
        uint _e11 = int_sampler_argument_args[2].x;
        uint _e15 = oclvk_local_size.x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = int_sampler_argument_args[0].z;
        i_1 = asint(uint(uint64_t(((((_e7 + _e11) * _e15) + _e18) + _e24))));
        int _e31 = i_1;
        uint _e37 = int_sampler_argument_args[3].y;
        int _e39 = i_1;
        local_1 = float2(((float(_e39) * 0.3) - 0.5), 0.5);
        float2 _e49 = local_1;
        bool _e55 = ((_e37 & 1u) == 1u);
        bool _e59 = ((_e37 & 14u) == 6u);
        bool _e63 = ((_e37 & 14u) == 8u);
        int2 _e69 = int2(NagaDimensions2D(img_2));
        int2 _e79 = int2(NagaDimensions2D(img_2));
        int _e85 = naga_f2i32(floor((_e55 ? (_e49.x * float(_e69.x)) : _e49.x)));
        int _e92 = naga_f2i32(floor((_e55 ? (_e49.y * float(_e69.y)) : _e49.y)));
        int _e106 = naga_f2i32(floor(((_e49.x - floor(_e49.x)) * float(_e69.x))));
        int _e133 = naga_f2i32(floor(((_e49.y - floor(_e49.y)) * float(_e69.y))));
        int4 _e157 = img_2.Load(int3(int2((_e59 ? ((_e106 > asint(asuint(_e69.x) - asuint(int(1)))) ? asint(asuint(_e106) - asuint(_e69.x)) : _e106) : (_e63 ? min(naga_f2i32(floor((abs((_e49.x - (2.0 * round((0.5 * _e49.x))))) * float(_e69.x)))), asint(asuint(_e69.x) - asuint(int(1)))) : clamp(_e85, int(0), asint(asuint(_e79.x) - asuint(int(1)))))), (_e59 ? ((_e133 > asint(asuint(_e69.y) - asuint(int(1)))) ? asint(asuint(_e133) - asuint(_e69.y)) : _e133) : (_e63 ? min(naga_f2i32(floor((abs((_e49.y - (2.0 * round((0.5 * _e49.y))))) * float(_e69.y)))), asint(asuint(_e69.y) - asuint(int(1)))) : clamp(_e92, int(0), asint(asuint(_e79.y) - asuint(int(1))))))), int(0)));
        int4 _e159 = (((((_e85 >= int(0)) && (_e85 < _e79.x)) && ((_e92 >= int(0)) && (_e92 < _e79.y))) || !(((_e37 & 14u) == 4u))) ? _e157 : ZeroValueint4());
        uint _e163 = int_sampler_argument_args[3].x;
        out_2.Store4(asint(asuint(int(0)) + asuint(_e31))*16, asuint(int4(_e159.x, _e159.y, _e159.z, (((((_e163 == 4272u) || (_e163 == 4274u)) || (_e163 == 4276u)) || (_e163 == 4281u)) ? int(1) : _e159.w))));
    }
}
