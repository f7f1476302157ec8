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
    metal::uint4 inner[4];
};
typedef float type_3[1];

void put(
    int dst_index0_,
    int i_1,
    metal::float4 v_1,
    device type_3& dst,
    constant _mslBufferSizes& _buffer_sizes
) {
    {
        int _e8 = as_type<int>(as_type<uint>(dst_index0_) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(as_type<ulong>(static_cast<long>(i_1)))) * as_type<uint>(4))));
        dst[as_type<int>(as_type<uint>(_e8) + as_type<uint>(0))] = v_1.x;
        dst[as_type<int>(as_type<uint>(_e8) + as_type<uint>(1))] = v_1.y;
        dst[as_type<int>(as_type<uint>(_e8) + as_type<uint>(2))] = v_1.z;
        dst[as_type<int>(as_type<uint>(_e8) + as_type<uint>(3))] = v_1.w;
    }
}

struct vload_vstoreInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void vload_vstore(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& vload_vstore_args [[user(fake0)]]
, device type_3 const& src [[user(fake0)]]
, device type_3& dst [[user(fake0)]]
, device type_3& xyz [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    metal::float4 v = {};
    metal::float3 p = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = vload_vstore_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = vload_vstore_args.inner[1].z;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26)));
        int _e33 = i;
        int _e39 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(as_type<ulong>(static_cast<long>(_e33)))) * as_type<uint>(4))));
        float _e44 = src[as_type<int>(as_type<uint>(_e39) + as_type<uint>(0))];
        float _e49 = src[as_type<int>(as_type<uint>(_e39) + as_type<uint>(1))];
        float _e54 = src[as_type<int>(as_type<uint>(_e39) + as_type<uint>(2))];
        float _e59 = src[as_type<int>(as_type<uint>(_e39) + as_type<uint>(3))];
        v = metal::float4(_e44, _e49, _e54, _e59);
        int _e63 = i;
        int _e69 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(as_type<ulong>(static_cast<long>(_e63)))) * as_type<uint>(3))));
        float _e74 = xyz[as_type<int>(as_type<uint>(_e69) + as_type<uint>(0))];
        float _e79 = xyz[as_type<int>(as_type<uint>(_e69) + as_type<uint>(1))];
        float _e84 = xyz[as_type<int>(as_type<uint>(_e69) + as_type<uint>(2))];
        p = metal::float3(_e74, _e79, _e84);
        int _e88 = i;
        metal::float4 _e90 = v;
        metal::float3 _e95 = p;
        put(0, _e88, (_e90 * metal::float4(2.0)) + metal::float4(_e95, 1.0), dst, _buffer_sizes);
        metal::float3 _e100 = p;
        metal::float3 _e101 = _e100.zyx;
        int _e103 = i;
        int _e109 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(as_type<ulong>(static_cast<long>(_e103)))) * as_type<uint>(3))));
        xyz[as_type<int>(as_type<uint>(_e109) + as_type<uint>(0))] = _e101.x;
        xyz[as_type<int>(as_type<uint>(_e109) + as_type<uint>(1))] = _e101.y;
        xyz[as_type<int>(as_type<uint>(_e109) + as_type<uint>(2))] = _e101.z;
    }
}
