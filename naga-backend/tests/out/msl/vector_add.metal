// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef float type_3[1];
constant uint oclvk_local_size_x = 64u;

struct vector_addInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void vector_add(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& vector_add_args [[user(fake0)]]
, device type_3 const& a [[user(fake0)]]
, device type_3 const& b [[user(fake0)]]
, device type_3& c [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    int i = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = vector_add_args.inner[1].z;
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = vector_add_args.inner[4].x;
        uint _e23 = oclvk_local_id.x;
        uint _e29 = vector_add_args.inner[2].x;
        i = static_cast<int>(static_cast<ulong>((((_e14 + _e18) * oclvk_local_size_x) + _e23) + _e29));
        int _e35 = i;
        if (_e35 < as_type<int>(_e10)) {
            int _e38 = i;
            int _e41 = i;
            float _e45 = a[as_type<int>(as_type<uint>(0) + as_type<uint>(_e41))];
            int _e47 = i;
            float _e51 = b[as_type<int>(as_type<uint>(0) + as_type<uint>(_e47))];
            c[as_type<int>(as_type<uint>(0) + as_type<uint>(_e38))] = _e45 + _e51;
        }
    }
}
