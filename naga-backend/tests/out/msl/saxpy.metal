// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[6];
};
typedef float type_3[1];

struct saxpyInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void saxpy(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& saxpy_args [[user(fake0)]]
, device type_3 const& x [[user(fake0)]]
, device type_3& y [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    uint i = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = saxpy_args.inner[0].x;
    uint _e14 = saxpy_args.inner[1].z;
    {
        {
            uint _e17 = oclvk_group_id.x;
            uint _e21 = saxpy_args.inner[4].x;
            uint _e25 = oclvk_local_size.x;
            uint _e28 = oclvk_local_id.x;
            uint _e34 = saxpy_args.inner[2].x;
            i = static_cast<uint>(static_cast<ulong>((((_e17 + _e21) * _e25) + _e28) + _e34));
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e66 = i;
                    uint _e71 = saxpy_args.inner[5].x;
                    i = static_cast<uint>(static_cast<ulong>(_e66) + static_cast<ulong>(_e71));
                }
                loop_init = false;
                uint _e40 = i;
                if (!((_e40 < _e14))) {
                    break;
                }
                uint _e44 = i;
                uint _e48 = i;
                float _e53 = x[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e48)))];
                uint _e56 = i;
                float _e61 = y[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e56)))];
                y[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e44)))] = (as_type<float>(_e7) * _e53) + _e61;
            }
        }
    }
}
