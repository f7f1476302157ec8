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
typedef metal::float4 type_3[1];
typedef metal::int4 type_5[1];

struct vectors_swizzlesInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void vectors_swizzles(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& vectors_swizzles_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, device type_5& mask [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    metal::float4 v = {};
    metal::float2 lo = {};
    metal::float2 hi = {};
    metal::float4 w = {};
    metal::float3 c = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = vectors_swizzles_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = vectors_swizzles_args.inner[1].z;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26)));
        int _e33 = i;
        metal::float4 _e37 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(_e33))];
        v = _e37;
        metal::float4 _e40 = v;
        lo = _e40.xy;
        metal::float4 _e44 = v;
        hi = _e44.zw;
        metal::float2 _e48 = hi;
        metal::float2 _e51 = lo;
        w = metal::float4(_e48.yx, _e51);
        metal::float4 _e55 = w;
        metal::float2 _e59 = _e55.zx * metal::float2(2.0);
        metal::float4 _e61 = w;
        w = metal::float4(_e59.x, _e61.y, _e59.y, _e61.w);
        metal::float4 _e69 = v;
        metal::float4 _e72 = w;
        c = metal::cross(_e69.xyz, _e72.xyz);
        int _e77 = i;
        metal::float3 _e80 = c;
        metal::float4 _e82 = v;
        metal::float4 _e84 = w;
        metal::float4 _e88 = v;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(_e77))] = metal::float4(_e80, metal::dot(_e82, _e84)) + _e88.wzyx;
        int _e94 = i;
        metal::float4 _e97 = v;
        metal::float4 _e99 = w;
        mask[as_type<int>(as_type<uint>(0) + as_type<uint>(_e94))] = metal::select(metal::int4 {}, metal::int4(-1), _e97 > _e99);
    }
}
