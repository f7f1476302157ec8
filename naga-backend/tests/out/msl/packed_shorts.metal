// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
    uint size4;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef uint type_3[1];
typedef metal::atomic_uint type_8[1];

struct shortsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void shorts(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& shorts_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_8& out [[user(fake0)]]
, device type_3& wide [[user(fake0)]]
, device type_3 const& u [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    metal::int2 v = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = shorts_args.inner[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = shorts_args.inner[2].x;
        i = static_cast<ulong>((((_e10 + _e14) * _e18) + _e21) + _e27);
        ulong _e32 = i;
        uint _e37 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e32)))];
        v = metal::int2(as_type<int>(_e37 << 16u) >> 16u, as_type<int>(_e37 << 0u) >> 16u);
        ulong _e53 = i;
        int _e55 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e53)));
        metal::int2 _e57 = v;
        metal::int2 _e60 = v;
        int _e67 = _e55 >> 1u;
        uint _e72 = as_type<uint>(_e55 & 1) * 16u;
        metal::atomic_fetch_and_explicit(&out[_e67], ~((65535u << _e72)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e67], (as_type<uint>((as_type<int>(as_type<uint>(_e57.x) * as_type<uint>(_e60.y)) << 16u) >> 16u) & 65535u) << _e72, metal::memory_order_relaxed);
        ulong _e85 = i;
        metal::int2 _e89 = v;
        metal::int2 _e91 = v;
        metal::uint4 _e97 = static_cast<metal::uint4>(metal::int4(_e89, _e91.yx)) & metal::uint4(65535u);
        int _e99 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e85)))) * as_type<uint>(2));
        wide[_e99] = _e97.x | (_e97.y << 16u);
        wide[as_type<int>(as_type<uint>(_e99) + as_type<uint>(1))] = _e97.z | (_e97.w << 16u);
        ulong _e118 = i;
        uint _e122 = u[static_cast<int>(_e118)];
        metal::uint2 _e132 = metal::uint2(16u);
        metal::int2 _e134 = (static_cast<metal::int2>(metal::uint2(metal::extract_bits(_e122, metal::min(0u, 32u), metal::min(16u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e122, metal::min(16u, 32u), metal::min(16u, 32u - metal::min(16u, 32u))))) << _e132) >> _e132;
        ulong _e136 = i;
        metal::atomic_store_explicit(&out[static_cast<int>(_e136 + 100uL)], (as_type<uint>(_e134.x) & 65535u) | ((as_type<uint>(_e134.y) & 65535u) << 16u), metal::memory_order_relaxed);
    }
}
