cbuffer unions_args : register(b0) { uint4 unions_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer words : register(u2);
RWByteAddressBuffer out_ : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

typedef uint ret_Constructarray1_uint_[1];
ret_Constructarray1_uint_ Constructarray1_uint_(uint arg0) {
    uint ret[1] = { arg0 };
    return ret;
}

[numthreads(64, 1, 1)]
void unions(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    uint w[1] = (uint[1])0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = unions_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = unions_args[1].z;
        i = uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26));
        uint64_t _e31 = i;
        float _e36 = asfloat(in_.Load(asint(asuint(int(0)) + asuint(int(_e31)))*4));
        w[int(0)] = asuint(_e36);
        uint _e53 = w[int(0)];
        w[int(0)] = ((_e53 & 16777215u) | ((asuint(63u) & 255u) << 24u));
        uint64_t _e57 = i;
        uint _e63 = w[int(0)];
        out_.Store(asint(asuint(int(0)) + asuint(int(_e57)))*4, asuint(asuint(_e63)));
        uint64_t _e68 = i;
        uint _e74 = w[int(0)];
        { uint dummy = 0; words.InterlockedExchange((asint(asuint(asint(asuint(int(0)) + asuint(int(_e68)))) * asuint(int(4))) >> 2u)*4, Constructarray1_uint_(_e74)[0], dummy); }
        uint64_t _e84 = i;
        uint64_t _e89 = i;
        int _e99 = (asint(asuint(asint(asuint(int(0)) + asuint(int(_e84)))) * asuint(int(4))) >> 2u);
        words.InterlockedAnd(_e99*4, 4294967040u);
        words.InterlockedOr(_e99*4, (asuint((uint(_e89) & 255u)) & 255u));
    }
}
