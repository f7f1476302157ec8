cbuffer reduce_local_arg_sized_args : register(b0) { uint4 reduce_local_arg_sized_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer partial : register(u2);
groupshared float scratch[256];
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(256u, 1u, 1u);

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(256, 1, 1)]
void reduce_local_arg_sized(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint lid = (uint)0;
    uint gid = (uint)0;
    float local = (float)0;
    uint s = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = reduce_local_arg_sized_args[1].x;
    {
        uint _e13 = oclvk_local_id.x;
        lid = uint(uint64_t(_e13));
        uint _e19 = oclvk_group_id.x;
        uint _e23 = reduce_local_arg_sized_args[3].x;
        uint _e27 = oclvk_local_size.x;
        uint _e30 = oclvk_local_id.x;
        uint _e36 = reduce_local_arg_sized_args[1].z;
        gid = uint(uint64_t(((((_e19 + _e23) * _e27) + _e30) + _e36)));
        uint _e42 = lid;
        uint _e46 = gid;
        if ((_e46 < _e10)) {
            uint _e49 = gid;
            float _e54 = asfloat(in_.Load(asint(asuint(int(0)) + asuint(int(_e49)))*4));
            local = _e54;
        } else {
            local = 0.0;
        }
        float _e59 = local;
        scratch[asint(asuint(int(0)) + asuint(int(_e42)))] = _e59;
        GroupMemoryBarrierWithGroupSync();
        {
            uint _e64 = oclvk_local_size.x;
            s = uint(naga_div(uint64_t(_e64), 2uL));
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e101 = s;
                    s = (_e101 >> 1u);
                }
                loop_init = false;
                uint _e71 = s;
                if (!((_e71 > 0u))) {
                    break;
                }
                uint _e76 = lid;
                uint _e78 = s;
                if ((_e76 < _e78)) {
                    uint _e81 = lid;
                    int _e83 = asint(asuint(int(0)) + asuint(int(_e81)));
                    float _e86 = scratch[_e83];
                    uint _e88 = lid;
                    uint _e90 = s;
                    float _e96 = scratch[asint(asuint(int(0)) + asuint(int((_e88 + _e90))))];
                    scratch[_e83] = (_e86 + _e96);
                }
                GroupMemoryBarrierWithGroupSync();
            }
        }
        uint _e108 = lid;
        if ((_e108 == 0u)) {
            uint _e113 = oclvk_group_id.x;
            uint _e117 = reduce_local_arg_sized_args[3].x;
            float _e126 = scratch[int(0)];
            partial.Store(asint(asuint(int(0)) + asuint(int(uint64_t((_e113 + _e117)))))*4, asuint(_e126));
        }
    }
}
