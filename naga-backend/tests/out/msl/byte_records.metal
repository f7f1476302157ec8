// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[4];
};
typedef uint type_3[1];
typedef int type_5[1];
struct Tagged {
    uint tag;
    int s;
    int v;
};
typedef metal::atomic_uint type_9[1];
struct type_10 {
    uint inner[32];
};

struct byte_recordsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void byte_records(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& byte_records_args [[user(fake0)]]
, device type_9& recs [[user(fake0)]]
, device type_5& out [[user(fake0)]]
, threadgroup type_10& tile
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    ulong l = {};
    Tagged t = {};
    Tagged local = {};
    Tagged local_1 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = byte_records_args.inner[0].x;
    uint _e15 = byte_records_args.inner[0].x;
    uint _e27 = byte_records_args.inner[0].y;
    Tagged _e29 = Tagged {(_e7 & 255u) & 255u, (as_type<int>((_e15 >> 16u) & 65535u) << 16u) >> 16u, as_type<int>(_e27)};
    {
        uint _e34 = oclvk_group_id.x;
        uint _e38 = byte_records_args.inner[3].x;
        uint _e42 = oclvk_local_size.x;
        uint _e45 = oclvk_local_id.x;
        uint _e51 = byte_records_args.inner[1].z;
        i = static_cast<ulong>((((_e34 + _e38) * _e42) + _e45) + _e51);
        uint _e57 = oclvk_local_id.x;
        l = static_cast<ulong>(_e57);
        ulong _e61 = i;
        ulong _e65 = i;
        int _e75 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e61)))) * as_type<uint>(8)) >> 2u;
        metal::atomic_fetch_and_explicit(&recs[_e75], 4294967040u, metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&recs[_e75], as_type<uint>(static_cast<uint>(_e65) & 255u) & 255u, metal::memory_order_relaxed);
        ulong _e83 = l;
        ulong _e88 = i;
        int _e92 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e88)))) * as_type<uint>(8));
        uint _e97 = metal::atomic_load_explicit(&recs[_e92 >> 2u], metal::memory_order_relaxed);
        uint _e107 = metal::atomic_load_explicit(&recs[as_type<int>(as_type<uint>(_e92) + as_type<uint>(2)) >> 2u], metal::memory_order_relaxed);
        uint _e120 = metal::atomic_load_explicit(&recs[as_type<int>(as_type<uint>(_e92) + as_type<uint>(4)) >> 2u], metal::memory_order_relaxed);
        Tagged _e122 = Tagged {metal::extract_bits(_e97, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), as_type<int>(_e107 << 0u) >> 16u, as_type<int>(_e120)};
        int _e124 = as_type<int>(as_type<uint>(static_cast<int>(_e83 % 16uL)) * as_type<uint>(8));
        tile.inner[_e124 >> 2u] = (as_type<uint>(_e122.tag) & 255u) | ((as_type<uint>(_e122.s) & 65535u) << 16u);
        tile.inner[as_type<int>(as_type<uint>(_e124) + as_type<uint>(4)) >> 2u] = as_type<uint>(_e122.v);
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        ulong _e150 = l;
        int _e156 = as_type<int>(as_type<uint>(static_cast<int>(15uL - (_e150 % 16uL))) * as_type<uint>(8));
        uint _e161 = tile.inner[_e156 >> 2u];
        uint _e171 = tile.inner[as_type<int>(as_type<uint>(_e156) + as_type<uint>(2)) >> 2u];
        uint _e184 = tile.inner[as_type<int>(as_type<uint>(_e156) + as_type<uint>(4)) >> 2u];
        t = Tagged {metal::extract_bits(_e161, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), as_type<int>(_e171 << 0u) >> 16u, as_type<int>(_e184)};
        int _e190 = t.s;
        local = _e29;
        int _e194 = local.s;
        t.s = (as_type<int>(as_type<uint>(_e190) + as_type<uint>(_e194)) << 16u) >> 16u;
        ulong _e202 = i;
        Tagged _e206 = t;
        int _e208 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e202)))) * as_type<uint>(8));
        metal::atomic_store_explicit(&recs[_e208 >> 2u], (as_type<uint>(_e206.tag) & 255u) | ((as_type<uint>(_e206.s) & 65535u) << 16u), metal::memory_order_relaxed);
        metal::atomic_store_explicit(&recs[as_type<int>(as_type<uint>(_e208) + as_type<uint>(4)) >> 2u], as_type<uint>(_e206.v), metal::memory_order_relaxed);
        ulong _e233 = i;
        uint _e238 = t.tag;
        int _e242 = t.v;
        local_1 = _e29;
        uint _e247 = local_1.tag;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e233)))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e238)) + as_type<uint>(_e242))) + as_type<uint>(static_cast<int>(_e247)));
    }
}
