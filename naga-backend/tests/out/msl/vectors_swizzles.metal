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
constant uint oclvk_local_size_x = 64u;

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
        uint _e18 = oclvk_local_id.x;
        uint _e24 = vectors_swizzles_args.inner[1].z;
        i = static_cast<int>(static_cast<ulong>((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24));
        int _e30 = i;
        metal::float4 _e34 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(_e30))];
        v = _e34;
        metal::float4 _e37 = v;
        lo = _e37.xy;
        metal::float4 _e41 = v;
        hi = _e41.zw;
        metal::float2 _e45 = hi;
        metal::float2 _e48 = lo;
        w = metal::float4(_e45.yx, _e48);
        metal::float4 _e52 = w;
        metal::float2 _e56 = _e52.zx * metal::float2(2.0);
        metal::float4 _e58 = w;
        w = metal::float4(_e56.x, _e58.y, _e56.y, _e58.w);
        metal::float4 _e65 = v;
        metal::float4 _e68 = w;
        c = metal::cross(_e65.xyz, _e68.xyz);
        int _e73 = i;
        metal::float3 _e76 = c;
        metal::float4 _e78 = v;
        metal::float4 _e80 = w;
        metal::float4 _e84 = v;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(_e73))] = metal::float4(_e76, metal::dot(_e78, _e80)) + _e84.wzyx;
        int _e90 = i;
        metal::float4 _e93 = v;
        metal::float4 _e95 = w;
        mask[as_type<int>(as_type<uint>(0) + as_type<uint>(_e90))] = metal::select(metal::int4 {}, metal::int4(-1), _e93 > _e95);
    }
}
