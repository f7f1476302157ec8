struct Particle {
    float2 position;
    float mass;
    int id;
};

struct Params {
    float scale;
    int offset;
    int _pad2_0;
    int _pad2_1;
    float4 bias;
};

cbuffer struct_args_args : register(b0) { uint4 struct_args_args[6]; }
ByteAddressBuffer particles : register(t1);
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

Params ConstructParams(float arg0, int arg1, float4 arg2) {
    Params ret = (Params)0;
    ret.scale = arg0;
    ret.offset = arg1;
    ret.bias = arg2;
    return ret;
}

Particle ConstructParticle(float2 arg0, float arg1, int arg2) {
    Particle ret = (Particle)0;
    ret.position = arg0;
    ret.mass = arg1;
    ret.id = arg2;
    return ret;
}

[numthreads(64, 1, 1)]
void struct_args(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;
    Particle q = (Particle)0;
    float4 v = (float4)0;
    Params local = (Params)0;
    Params local_1 = (Params)0;
    Params local_2 = (Params)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = struct_args_args[0].x;
    uint _e12 = struct_args_args[0].y;
    uint _e17 = struct_args_args[1].x;
    uint _e22 = struct_args_args[1].y;
    uint _e27 = struct_args_args[1].z;
    uint _e32 = struct_args_args[1].w;
    Params _e35 = ConstructParams(asfloat(_e7), asint(_e12), float4(asfloat(_e17), asfloat(_e22), asfloat(_e27), asfloat(_e32)));
    uint _e41 = struct_args_args[3].x;
    {
        uint _e45 = oclvk_group_id.x;
        uint _e49 = struct_args_args[5].x;
        uint _e53 = oclvk_local_size.x;
        uint _e56 = oclvk_local_id.x;
        uint _e62 = struct_args_args[3].z;
        i = asint(uint(uint64_t(((((_e45 + _e49) * _e53) + _e56) + _e62))));
        int _e69 = i;
        if ((_e69 >= asint(_e41))) {
            return;
        }
        int _e72 = i;
        Particle _e76 = ConstructParticle(asfloat(particles.Load2(asint(asuint(int(0)) + asuint(_e72))*16+0)), asfloat(particles.Load(asint(asuint(int(0)) + asuint(_e72))*16+8)), asint(particles.Load(asint(asuint(int(0)) + asuint(_e72))*16+12)));
        q = _e76;
        float2 _e80 = q.position;
        float _e83 = q.mass;
        int _e86 = q.id;
        local = _e35;
        int _e90 = local.offset;
        v = float4(_e80, _e83, float(asint(asuint(_e86) + asuint(_e90))));
        int _e96 = i;
        float4 _e99 = v;
        local_1 = _e35;
        float _e103 = local_1.scale;
        local_2 = _e35;
        float4 _e109 = local_2.bias;
        out_.Store4(asint(asuint(int(0)) + asuint(_e96))*16, asuint(((_e99 * (_e103).xxxx) + _e109)));
    }
}
