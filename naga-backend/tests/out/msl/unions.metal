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
typedef uint type_5[1];
struct type_8 {
    uint inner[4];
};
struct type_9 {
    uint inner[1];
};
typedef metal::atomic_uint type_11[1];

struct unionsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void unions(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& unions_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_11& words [[user(fake0)]]
, device type_5& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    type_9 w = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = unions_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = unions_args.inner[1].z;
        i = static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26);
        ulong _e31 = i;
        float _e36 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e31)))];
        w.inner[0] = as_type<uint>(_e36);
        uint _e53 = w.inner[0];
        w.inner[0] = (_e53 & 16777215u) | ((as_type<uint>(63u) & 255u) << 24u);
        ulong _e57 = i;
        uint _e63 = w.inner[0];
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e57)))] = as_type<uint>(_e63);
        ulong _e68 = i;
        uint _e74 = w.inner[0];
        metal::atomic_store_explicit(&words[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e68)))) * as_type<uint>(4)) >> 2u], type_9 {{_e74}}.inner[0], metal::memory_order_relaxed);
        ulong _e84 = i;
        ulong _e89 = i;
        int _e99 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e84)))) * as_type<uint>(4)) >> 2u;
        metal::atomic_fetch_and_explicit(&words[_e99], 4294967040u, metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&words[_e99], as_type<uint>(static_cast<uint>(_e89) & 255u) & 255u, metal::memory_order_relaxed);
    }
}
