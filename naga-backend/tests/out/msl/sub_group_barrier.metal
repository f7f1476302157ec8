// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
};

struct type_1 {
    metal::uint4 inner[3];
};
typedef int type_3[1];

struct sub_group_barrier_kernelInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void sub_group_barrier_kernel(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, uint sub_group_size [[threads_per_simdgroup]]
, uint sub_group_local_id [[thread_index_in_simdgroup]]
, uint sub_group_id [[simdgroup_index_in_threadgroup]]
, constant type_1& sub_group_barrier_kernel_args [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    uint oclvk_sub_group_size = {};
    uint oclvk_sub_group_local_id = {};
    uint oclvk_sub_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong g = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e13 = oclvk_group_id.x;
        uint _e17 = sub_group_barrier_kernel_args.inner[2].x;
        uint _e21 = oclvk_local_size.x;
        uint _e24 = oclvk_local_id.x;
        uint _e30 = sub_group_barrier_kernel_args.inner[0].z;
        g = static_cast<ulong>((((_e13 + _e17) * _e21) + _e24) + _e30);
        ulong _e35 = g;
        uint _e39 = oclvk_sub_group_local_id;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e35)))] = static_cast<int>(_e39);
        metal::simdgroup_barrier(metal::mem_flags::mem_threadgroup);
        ulong _e44 = g;
        int _e46 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e44)));
        int _e49 = out[_e46];
        ulong _e51 = g;
        int _e58 = out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e51 ^ 1uL)))];
        out[_e46] = as_type<int>(as_type<uint>(_e49) + as_type<uint>(_e58));
    }
}
