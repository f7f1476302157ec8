cbuffer fixed_size_args : register(b0) { uint4 fixed_size_args[5]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared uint oclvk_collective_0_[15];

[numthreads(5, 3, 1)]
void fixed_size(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t g = (uint64_t)0;
    uint local = (uint)0;
    uint local_1 = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e8 = oclvk_group_id.x;
        uint _e12 = fixed_size_args[3].x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = fixed_size_args[1].x;
        uint _e28 = fixed_size_args[1].x;
        uint _e32 = oclvk_group_id.y;
        uint _e36 = fixed_size_args[3].y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = fixed_size_args[1].z;
        uint _e52 = fixed_size_args[1].z;
        uint _e56 = oclvk_group_id.z;
        uint _e60 = fixed_size_args[3].z;
        uint _e65 = oclvk_local_id.z;
        uint _e71 = fixed_size_args[2].x;
        uint _e76 = fixed_size_args[2].x;
        uint _e81 = fixed_size_args[4].x;
        uint _e85 = fixed_size_args[4].y;
        g = uint64_t((((((((((_e56 + _e60) * 1u) + _e65) + _e71) - _e76) * _e85) + (((((_e32 + _e36) * 3u) + _e41) + _e47) - _e52)) * _e81) + (((((_e8 + _e12) * 5u) + _e17) + _e23) - _e28)));
        uint64_t _e93 = g;
        uint64_t _e97 = g;
        uint _e102 = asuint(in_.Load(asint(asuint(int(0)) + asuint(int(_e97)))*4));
        uint _e108 = oclvk_local_id.x;
        uint _e111 = oclvk_local_id.y;
        uint _e114 = oclvk_local_id.z;
        uint _e120 = ((5u * ((3u * _e114) + _e111)) + _e108);
        oclvk_collective_0_[_e120] = _e102;
        GroupMemoryBarrierWithGroupSync();
        local = 1u;
        while(true) {
            uint _e125 = local;
            if ((_e125 >= 15u)) {
                break;
            }
            uint _e129 = oclvk_collective_0_[_e120];
            bool _e130 = (_e120 >= _e125);
            uint _e136 = oclvk_collective_0_[(_e130 ? (_e120 - _e125) : 0u)];
            GroupMemoryBarrierWithGroupSync();
            oclvk_collective_0_[_e120] = (_e130 ? (_e136 + _e129) : _e129);
            GroupMemoryBarrierWithGroupSync();
            local = (_e125 << 1u);
        }
        uint _e145 = oclvk_collective_0_[_e120];
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e147 = g;
        uint _e152 = asuint(in_.Load(asint(asuint(int(0)) + asuint(int(_e147)))*4));
        uint _e158 = oclvk_local_id.x;
        uint _e161 = oclvk_local_id.y;
        uint _e164 = oclvk_local_id.z;
        uint _e170 = ((5u * ((3u * _e164) + _e161)) + _e158);
        oclvk_collective_0_[_e170] = _e152;
        GroupMemoryBarrierWithGroupSync();
        local_1 = 15u;
        while(true) {
            uint _e174 = local_1;
            if ((_e174 <= 1u)) {
                break;
            }
            uint _e178 = ((_e174 + 1u) >> 1u);
            uint _e179 = (_e170 + _e178);
            if ((_e179 < _e174)) {
                uint _e183 = oclvk_collective_0_[_e170];
                uint _e186 = oclvk_collective_0_[_e179];
                oclvk_collective_0_[_e170] = min(_e183, _e186);
            }
            GroupMemoryBarrierWithGroupSync();
            local_1 = _e178;
        }
        uint _e193 = oclvk_collective_0_[0u];
        GroupMemoryBarrierWithGroupSync();
        out_.Store(asint(asuint(int(0)) + asuint(int(_e93)))*4, asuint((_e145 + _e193)));
    }
}
