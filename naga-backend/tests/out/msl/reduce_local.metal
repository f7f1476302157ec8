// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[4];
};
typedef float type_3[1];
struct type_6 {
    float inner[64];
};

struct reduce_localInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void reduce_local(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& reduce_local_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& partial [[user(fake0)]]
, threadgroup type_6& scratch
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    uint lid = {};
    uint gid = {};
    float local = {};
    uint s = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = reduce_local_args.inner[1].x;
    {
        uint _e12 = oclvk_local_id.x;
        lid = static_cast<uint>(static_cast<ulong>(_e12));
        uint _e18 = oclvk_group_id.x;
        uint _e22 = reduce_local_args.inner[3].x;
        uint _e27 = oclvk_local_id.x;
        uint _e33 = reduce_local_args.inner[1].z;
        gid = static_cast<uint>(static_cast<ulong>((((_e18 + _e22) * 64u) + _e27) + _e33));
        uint _e39 = lid;
        uint _e42 = gid;
        if (_e42 < _e9) {
            uint _e45 = gid;
            float _e50 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e45)))];
            local = _e50;
        } else {
            local = 0.0;
        }
        float _e55 = local;
        scratch.inner[static_cast<int>(_e39)] = _e55;
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        {
            s = static_cast<uint>(64 / 2);
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e92 = s;
                    s = _e92 >> 1u;
                }
                loop_init = false;
                uint _e64 = s;
                if (!((_e64 > 0u))) {
                    break;
                }
                uint _e69 = lid;
                uint _e71 = s;
                if (_e69 < _e71) {
                    uint _e74 = lid;
                    int _e75 = static_cast<int>(_e74);
                    float _e78 = scratch.inner[_e75];
                    uint _e80 = lid;
                    uint _e82 = s;
                    float _e87 = scratch.inner[static_cast<int>(_e80 + _e82)];
                    scratch.inner[_e75] = _e78 + _e87;
                }
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            }
        }
        uint _e99 = lid;
        if (_e99 == 0u) {
            uint _e104 = oclvk_group_id.x;
            uint _e108 = reduce_local_args.inner[3].x;
            float _e116 = scratch.inner[0];
            partial[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(static_cast<ulong>(_e104 + _e108))))] = _e116;
        }
    }
}
