// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef uint type_3[1];
struct type_6 {
    uint inner[15];
};

struct fixed_sizeInput {
};
[[max_total_threads_per_threadgroup(15)]] kernel void fixed_size(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& fixed_size_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, threadgroup type_6& oclvk_collective_0_
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    ulong g = {};
    uint local = {};
    uint local_1 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e8 = oclvk_group_id.x;
        uint _e12 = fixed_size_args.inner[3].x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = fixed_size_args.inner[1].x;
        uint _e28 = fixed_size_args.inner[1].x;
        uint _e32 = oclvk_group_id.y;
        uint _e36 = fixed_size_args.inner[3].y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = fixed_size_args.inner[1].z;
        uint _e52 = fixed_size_args.inner[1].z;
        uint _e56 = oclvk_group_id.z;
        uint _e60 = fixed_size_args.inner[3].z;
        uint _e65 = oclvk_local_id.z;
        uint _e71 = fixed_size_args.inner[2].x;
        uint _e76 = fixed_size_args.inner[2].x;
        uint _e81 = fixed_size_args.inner[4].x;
        uint _e85 = fixed_size_args.inner[4].y;
        g = static_cast<ulong>(((((((((_e56 + _e60) * 1u) + _e65) + _e71) - _e76) * _e85) + (((((_e32 + _e36) * 3u) + _e41) + _e47) - _e52)) * _e81) + (((((_e8 + _e12) * 5u) + _e17) + _e23) - _e28));
        ulong _e93 = g;
        ulong _e97 = g;
        uint _e102 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e97)))];
        uint _e108 = oclvk_local_id.x;
        uint _e111 = oclvk_local_id.y;
        uint _e114 = oclvk_local_id.z;
        uint _e120 = (5u * ((3u * _e114) + _e111)) + _e108;
        oclvk_collective_0_.inner[_e120] = _e102;
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        local = 1u;
        while(true) {
            uint _e125 = local;
            if (_e125 >= 15u) {
                break;
            }
            uint _e129 = oclvk_collective_0_.inner[_e120];
            bool _e130 = _e120 >= _e125;
            uint _e136 = oclvk_collective_0_.inner[_e130 ? (_e120 - _e125) : 0u];
            metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            oclvk_collective_0_.inner[_e120] = _e130 ? (_e136 + _e129) : _e129;
            metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            local = _e125 << 1u;
        }
        uint _e145 = oclvk_collective_0_.inner[_e120];
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        ulong _e147 = g;
        uint _e152 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e147)))];
        uint _e158 = oclvk_local_id.x;
        uint _e161 = oclvk_local_id.y;
        uint _e164 = oclvk_local_id.z;
        uint _e170 = (5u * ((3u * _e164) + _e161)) + _e158;
        oclvk_collective_0_.inner[_e170] = _e152;
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        local_1 = 15u;
        while(true) {
            uint _e174 = local_1;
            if (_e174 <= 1u) {
                break;
            }
            uint _e178 = (_e174 + 1u) >> 1u;
            uint _e179 = _e170 + _e178;
            if (_e179 < _e174) {
                uint _e183 = oclvk_collective_0_.inner[_e170];
                uint _e186 = oclvk_collective_0_.inner[_e179];
                oclvk_collective_0_.inner[_e170] = metal::min(_e183, _e186);
            }
            metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            local_1 = _e178;
        }
        uint _e193 = oclvk_collective_0_.inner[0u];
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e93)))] = _e145 + _e193;
    }
}
