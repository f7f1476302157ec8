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
struct type_6 {
    uint inner[18];
};
struct type_8 {
    metal::atomic_uint inner[18];
};
struct type_9 {
    uint inner[16];
};
struct type_10 {
    metal::atomic_uint inner[16];
};
typedef metal::atomic_uint type_11[1];

struct bytesInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void bytes(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& bytes_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_11& out [[user(fake0)]]
, device type_3& words [[user(fake0)]]
, threadgroup type_8& t
, threadgroup type_10& seen
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    ulong l = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = bytes_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = bytes_args.inner[1].z;
        i = static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26);
        uint _e32 = oclvk_local_id.x;
        l = static_cast<ulong>(_e32);
        ulong _e36 = l;
        ulong _e41 = l;
        ulong _e46 = i;
        int _e48 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e46)));
        uint _e58 = in[_e48 >> 2u];
        int _e75 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e36 % 8uL)) * as_type<uint>(9))) + as_type<uint>(static_cast<int>(_e41 / 8uL)));
        int _e77 = _e75 >> 2u;
        uint _e82 = as_type<uint>(_e75 & 3) * 8u;
        metal::atomic_fetch_and_explicit(&t.inner[_e77], ~((255u << _e82)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&t.inner[_e77], (static_cast<uint>((as_type<int>(_e58 << (24u - (as_type<uint>(_e48 & 3) * 8u))) >> 24u) >> 1u) & 255u) << _e82, metal::memory_order_relaxed);
        ulong _e93 = l;
        int _e94 = static_cast<int>(_e93);
        ulong _e96 = i;
        int _e98 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e96)));
        uint _e108 = in[_e98 >> 2u];
        int _e121 = _e94 >> 2u;
        uint _e126 = as_type<uint>(_e94 & 3) * 8u;
        metal::atomic_fetch_and_explicit(&seen.inner[_e121], ~((255u << _e126)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&seen.inner[_e121], ((static_cast<int>((as_type<int>(_e108 << (24u - (as_type<uint>(_e98 & 3) * 8u))) >> 24u) < 0) != 0) ? 1u : 0u) << _e126, metal::memory_order_relaxed);
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        ulong _e140 = i;
        int _e142 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e140)));
        ulong _e144 = l;
        ulong _e149 = l;
        int _e155 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e144 / 9uL)) * as_type<uint>(9))) + as_type<uint>(static_cast<int>(_e149 % 9uL)));
        uint _e162 = as_type<uint>(_e155 & 3) * 8u;
        uint _e165 = metal::atomic_load_explicit(&t.inner[_e155 >> 2u], metal::memory_order_relaxed);
        ulong _e172 = l;
        int _e174 = static_cast<int>(63uL - _e172);
        uint _e181 = as_type<uint>(_e174 & 3) * 8u;
        uint _e184 = metal::atomic_load_explicit(&seen.inner[_e174 >> 2u], metal::memory_order_relaxed);
        int _e196 = _e142 >> 2u;
        uint _e201 = as_type<uint>(_e142 & 3) * 8u;
        metal::atomic_fetch_and_explicit(&out[_e196], ~((255u << _e201)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e196], (static_cast<uint>(as_type<int>(as_type<uint>(static_cast<int>(metal::extract_bits(_e165, metal::min(_e162, 32u), metal::min(8u, 32u - metal::min(_e162, 32u))))) + as_type<uint>(static_cast<int>(metal::extract_bits(_e184, metal::min(_e181, 32u), metal::min(8u, 32u - metal::min(_e181, 32u))) != 0u)))) & 255u) << _e201, metal::memory_order_relaxed);
        ulong _e212 = i;
        ulong _e216 = i;
        int _e218 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e216)));
        uint _e228 = in[_e218 >> 2u];
        metal::uint4 _e241 = metal::uint4(static_cast<uint>(as_type<int>(_e228 << (24u - (as_type<uint>(_e218 & 3) * 8u))) >> 24u) & 255u, 1u, 2u, 3u);
        words[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e212)))] = ((_e241.x | (_e241.y << 8u)) | (_e241.z << 16u)) | (_e241.w << 24u);
    }
}
