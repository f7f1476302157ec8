cbuffer reduce_local_args : register(b0) { uint4 reduce_local_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer partial : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared float scratch[64];

int naga_div(int lhs, int rhs) {
    return lhs / (((lhs == int(-2147483647 - 1) & rhs == -1) | (rhs == 0)) ? 1 : rhs);
}

[numthreads(64, 1, 1)]
void reduce_local(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint lid = (uint)0;
    uint gid = (uint)0;
    float local = (float)0;
    uint s = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = reduce_local_args[1].x;
    {
        uint _e12 = oclvk_local_id.x;
        lid = uint(uint64_t(_e12));
        uint _e18 = oclvk_group_id.x;
        uint _e22 = reduce_local_args[3].x;
        uint _e27 = oclvk_local_id.x;
        uint _e33 = reduce_local_args[1].z;
        gid = uint(uint64_t(((((_e18 + _e22) * 64u) + _e27) + _e33)));
        uint _e39 = lid;
        uint _e42 = gid;
        if ((_e42 < _e9)) {
            uint _e45 = gid;
            float _e50 = asfloat(in_.Load(asint(asuint(int(0)) + asuint(int(_e45)))*4));
            local = _e50;
        } else {
            local = 0.0;
        }
        float _e55 = local;
        scratch[int(_e39)] = _e55;
        GroupMemoryBarrierWithGroupSync();
        {
            s = uint(naga_div(int(64), int(2)));
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e92 = s;
                    s = (_e92 >> 1u);
                }
                loop_init = false;
                uint _e64 = s;
                if (!((_e64 > 0u))) {
                    break;
                }
                uint _e69 = lid;
                uint _e71 = s;
                if ((_e69 < _e71)) {
                    uint _e74 = lid;
                    int _e75 = int(_e74);
                    float _e78 = scratch[_e75];
                    uint _e80 = lid;
                    uint _e82 = s;
                    float _e87 = scratch[int((_e80 + _e82))];
                    scratch[_e75] = (_e78 + _e87);
                }
                GroupMemoryBarrierWithGroupSync();
            }
        }
        uint _e99 = lid;
        if ((_e99 == 0u)) {
            uint _e104 = oclvk_group_id.x;
            uint _e108 = reduce_local_args[3].x;
            float _e116 = scratch[int(0)];
            partial.Store(asint(asuint(int(0)) + asuint(int(uint64_t((_e104 + _e108)))))*4, asuint(_e116));
        }
    }
}
