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
struct type_4 {
    float inner[256];
};

struct reduce_local_arg_sizedInput {
};
[[max_total_threads_per_threadgroup(256)]] kernel void reduce_local_arg_sized(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& reduce_local_arg_sized_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& partial [[user(fake0)]]
, threadgroup type_4& scratch
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(256u, 1u, 1u);
    uint lid = {};
    uint gid = {};
    float local = {};
    uint s = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = reduce_local_arg_sized_args.inner[1].x;
    {
        uint _e13 = oclvk_local_id.x;
        lid = static_cast<uint>(static_cast<ulong>(_e13));
        uint _e19 = oclvk_group_id.x;
        uint _e23 = reduce_local_arg_sized_args.inner[3].x;
        uint _e27 = oclvk_local_size.x;
        uint _e30 = oclvk_local_id.x;
        uint _e36 = reduce_local_arg_sized_args.inner[1].z;
        gid = static_cast<uint>(static_cast<ulong>((((_e19 + _e23) * _e27) + _e30) + _e36));
        uint _e42 = lid;
        uint _e46 = gid;
        if (_e46 < _e10) {
            uint _e49 = gid;
            float _e54 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e49)))];
            local = _e54;
        } else {
            local = 0.0;
        }
        float _e59 = local;
        scratch.inner[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e42)))] = _e59;
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        {
            uint _e64 = oclvk_local_size.x;
            s = static_cast<uint>(static_cast<ulong>(_e64) / 2uL);
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e101 = s;
                    s = _e101 >> 1u;
                }
                loop_init = false;
                uint _e71 = s;
                if (!((_e71 > 0u))) {
                    break;
                }
                uint _e76 = lid;
                uint _e78 = s;
                if (_e76 < _e78) {
                    uint _e81 = lid;
                    int _e83 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e81)));
                    float _e86 = scratch.inner[_e83];
                    uint _e88 = lid;
                    uint _e90 = s;
                    float _e96 = scratch.inner[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e88 + _e90)))];
                    scratch.inner[_e83] = _e86 + _e96;
                }
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            }
        }
        uint _e108 = lid;
        if (_e108 == 0u) {
            uint _e113 = oclvk_group_id.x;
            uint _e117 = reduce_local_arg_sized_args.inner[3].x;
            float _e126 = scratch.inner[0];
            partial[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(static_cast<ulong>(_e113 + _e117))))] = _e126;
        }
    }
}
