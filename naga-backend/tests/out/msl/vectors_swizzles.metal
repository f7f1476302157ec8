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
        i = static_cast<int>(static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26));
        int _e32 = i;
        metal::float4 _e36 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(_e32))];
        v = _e36;
        metal::float4 _e39 = v;
        lo = _e39.xy;
        metal::float4 _e43 = v;
        hi = _e43.zw;
        metal::float2 _e47 = hi;
        metal::float2 _e50 = lo;
        w = metal::float4(_e47.yx, _e50);
        metal::float4 _e54 = w;
        metal::float2 _e58 = _e54.zx * metal::float2(2.0);
        metal::float4 _e60 = w;
        w = metal::float4(_e58.x, _e60.y, _e58.y, _e60.w);
        metal::float4 _e67 = v;
        metal::float4 _e70 = w;
        c = metal::cross(_e67.xyz, _e70.xyz);
        int _e75 = i;
        metal::float3 _e78 = c;
        metal::float4 _e80 = v;
        metal::float4 _e82 = w;
        metal::float4 _e86 = v;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(_e75))] = metal::float4(_e78, metal::dot(_e80, _e82)) + _e86.wzyx;
        int _e92 = i;
        metal::float4 _e95 = v;
        metal::float4 _e97 = w;
        mask[as_type<int>(as_type<uint>(0) + as_type<uint>(_e92))] = metal::select(metal::int4 {}, metal::int4(-1), _e95 > _e97);
    }
}
