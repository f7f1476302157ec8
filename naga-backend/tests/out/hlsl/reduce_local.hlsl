cbuffer reduce_local_args : register(b0) { uint4 reduce_local_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer partial : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared float scratch[64];

int naga_neg(int val) {
    return asint(-asuint(val));
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
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
            bool _e61 = (int(64) < int(0));
            bool _e65 = (int(2) < int(0));
            int _e70 = asint(naga_div(asuint((_e61 ? int(-64) : int(64))), asuint((_e65 ? int(-2) : int(2)))));
            s = uint(((_e61 != _e65) ? naga_neg(_e70) : _e70));
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e105 = s;
                    s = (_e105 >> 1u);
                }
                loop_init = false;
                uint _e77 = s;
                if (!((_e77 > 0u))) {
                    break;
                }
                uint _e82 = lid;
                uint _e84 = s;
                if ((_e82 < _e84)) {
                    uint _e87 = lid;
                    int _e88 = int(_e87);
                    float _e91 = scratch[_e88];
                    uint _e93 = lid;
                    uint _e95 = s;
                    float _e100 = scratch[int((_e93 + _e95))];
                    scratch[_e88] = (_e91 + _e100);
                }
                GroupMemoryBarrierWithGroupSync();
            }
        }
        uint _e112 = lid;
        if ((_e112 == 0u)) {
            uint _e117 = oclvk_group_id.x;
            uint _e121 = reduce_local_args[3].x;
            float _e129 = scratch[int(0)];
            partial.Store(asint(asuint(int(0)) + asuint(int(uint64_t((_e117 + _e121)))))*4, asuint(_e129));
        }
    }
}
