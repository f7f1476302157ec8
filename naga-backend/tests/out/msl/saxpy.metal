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
constant uint oclvk_local_size_x = 64u;

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
    ulong i = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = saxpy_args.inner[0].x;
    uint _e14 = saxpy_args.inner[1].z;
    {
        {
            uint _e17 = oclvk_group_id.x;
            uint _e21 = saxpy_args.inner[4].x;
            uint _e26 = oclvk_local_id.x;
            uint _e32 = saxpy_args.inner[2].x;
            i = static_cast<ulong>((((_e17 + _e21) * oclvk_local_size_x) + _e26) + _e32);
            uint2 loop_bound = uint2(4294967295u);
            bool loop_init = true;
            while(true) {
                if (metal::all(loop_bound == uint2(0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                if (!loop_init) {
                    ulong _e64 = i;
                    uint _e68 = saxpy_args.inner[5].x;
                    i = _e64 + static_cast<ulong>(_e68);
                }
                loop_init = false;
                ulong _e37 = i;
                if (!((_e37 < static_cast<ulong>(_e14)))) {
                    break;
                }
                ulong _e42 = i;
                ulong _e46 = i;
                float _e51 = x[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e46)))];
                ulong _e54 = i;
                float _e59 = y[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e54)))];
                y[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e42)))] = (as_type<float>(_e7) * _e51) + _e59;
            }
        }
    }
}
