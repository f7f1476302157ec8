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
        uint _e9 = oclvk_group_id.x;
        uint _e13 = shorts_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = shorts_args.inner[1].z;
        i = static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26);
        ulong _e31 = i;
        uint _e36 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e31)))];
        v = metal::int2(as_type<int>(_e36 << 16u) >> 16u, as_type<int>(_e36 << 0u) >> 16u);
        ulong _e52 = i;
        int _e54 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e52)));
        metal::int2 _e56 = v;
        metal::int2 _e59 = v;
        int _e66 = _e54 >> 1u;
        uint _e71 = as_type<uint>(_e54 & 1) * 16u;
        metal::atomic_fetch_and_explicit(&out[_e66], ~((65535u << _e71)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e66], (as_type<uint>((as_type<int>(as_type<uint>(_e56.x) * as_type<uint>(_e59.y)) << 16u) >> 16u) & 65535u) << _e71, metal::memory_order_relaxed);
        ulong _e84 = i;
        metal::int2 _e88 = v;
        metal::int2 _e90 = v;
        metal::uint4 _e96 = static_cast<metal::uint4>(metal::int4(_e88, _e90.yx)) & metal::uint4(65535u);
        int _e98 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e84)))) * as_type<uint>(2));
        wide[_e98] = _e96.x | (_e96.y << 16u);
        wide[as_type<int>(as_type<uint>(_e98) + as_type<uint>(1))] = _e96.z | (_e96.w << 16u);
    }
}
