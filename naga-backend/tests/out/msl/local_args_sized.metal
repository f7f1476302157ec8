// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size4;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef uint type_3[1];
struct type_4 {
    uint inner[32];
};
struct type_5 {
    uint inner[16];
};
struct type_8 {
    metal::atomic_uint inner[32];
};
typedef metal::atomic_uint type_10[1];
int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
}


struct local_args_sizedInput {
};
[[max_total_threads_per_threadgroup(128)]] kernel void local_args_sized(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& local_args_sized_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, threadgroup type_8& tile
, threadgroup type_5& pairs
, device type_10& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(16u, 8u, 1u);
    uint l = {};
    uint g = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_local_id.y;
        uint _e14 = oclvk_local_size.x;
        uint _e19 = oclvk_local_id.x;
        l = static_cast<uint>((static_cast<ulong>(_e10) * static_cast<ulong>(_e14)) + static_cast<ulong>(_e19));
        uint _e26 = oclvk_group_id.y;
        uint _e30 = local_args_sized_args.inner[3].y;
        uint _e34 = oclvk_local_size.y;
        uint _e37 = oclvk_local_id.y;
        uint _e43 = local_args_sized_args.inner[1].z;
        uint _e49 = local_args_sized_args.inner[4].x;
        uint _e54 = oclvk_group_id.x;
        uint _e58 = local_args_sized_args.inner[3].x;
        uint _e62 = oclvk_local_size.x;
        uint _e65 = oclvk_local_id.x;
        uint _e71 = local_args_sized_args.inner[1].x;
        g = static_cast<uint>((static_cast<ulong>((((_e26 + _e30) * _e34) + _e37) + _e43) * static_cast<ulong>(_e49)) + static_cast<ulong>((((_e54 + _e58) * _e62) + _e65) + _e71));
        uint _e78 = l;
        int _e80 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e78)));
        uint _e82 = g;
        int _e84 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e82)));
        uint _e91 = as_type<uint>(_e84 & 3) * 8u;
        uint _e94 = in[_e84 >> 2u];
        int _e99 = _e80 >> 2u;
        uint _e104 = as_type<uint>(_e80 & 3) * 8u;
        metal::atomic_fetch_and_explicit(&tile.inner[_e99], ~((255u << _e104)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&tile.inner[_e99], metal::extract_bits(_e94, metal::min(_e91, 32u), metal::min(8u, 32u - metal::min(_e91, 32u))) << _e104, metal::memory_order_relaxed);
        uint _e115 = l;
        uint _e121 = l;
        uint _e127 = l;
        metal::int2 _e136 = metal::int2((static_cast<int>(_e121) << 16u) >> 16u, (naga_neg(((static_cast<int>(_e127) << 16u) >> 16u)) << 16u) >> 16u);
        pairs.inner[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e115 / 8u)))] = (as_type<uint>(_e136.x) & 65535u) | ((as_type<uint>(_e136.y) & 65535u) << 16u);
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        uint _e150 = g;
        int _e152 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e150)));
        uint _e154 = l;
        int _e158 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e154 ^ 1u)));
        uint _e165 = as_type<uint>(_e158 & 3) * 8u;
        uint _e168 = metal::atomic_load_explicit(&tile.inner[_e158 >> 2u], metal::memory_order_relaxed);
        uint _e174 = l;
        uint _e181 = pairs.inner[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e174 / 8u)))];
        int _e205 = _e152 >> 2u;
        uint _e210 = as_type<uint>(_e152 & 3) * 8u;
        metal::atomic_fetch_and_explicit(&out[_e205], ~((255u << _e210)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e205], (static_cast<uint>(as_type<int>(as_type<uint>(static_cast<int>(metal::extract_bits(_e168, metal::min(_e165, 32u), metal::min(8u, 32u - metal::min(_e165, 32u))))) + as_type<uint>(static_cast<int>(static_cast<uint>(metal::int2(as_type<int>(_e181 << 16u) >> 16u, as_type<int>(_e181 << 0u) >> 16u).y) & 255u)))) & 255u) << _e210, metal::memory_order_relaxed);
    }
}
