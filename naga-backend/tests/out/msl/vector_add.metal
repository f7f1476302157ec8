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
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = vector_add_args.inner[1].z;
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = vector_add_args.inner[4].x;
        uint _e22 = oclvk_local_size.x;
        uint _e25 = oclvk_local_id.x;
        uint _e31 = vector_add_args.inner[2].x;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e14 + _e18) * _e22) + _e25) + _e31)));
        int _e38 = i;
        if (_e38 < as_type<int>(_e10)) {
            int _e41 = i;
            int _e44 = i;
            float _e48 = a[as_type<int>(as_type<uint>(0) + as_type<uint>(_e44))];
            int _e50 = i;
            float _e54 = b[as_type<int>(as_type<uint>(0) + as_type<uint>(_e50))];
            c[as_type<int>(as_type<uint>(0) + as_type<uint>(_e41))] = _e48 + _e54;
        }
    }
}
