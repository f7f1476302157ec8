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
typedef int type_5[1];

struct reinterpret_lanesInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void reinterpret_lanes(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& reinterpret_lanes_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& bytes [[user(fake0)]]
, device type_5& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    metal::uint4 b = {};
    metal::int2 s = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = reinterpret_lanes_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = reinterpret_lanes_args.inner[1].z;
        i = static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26);
        ulong _e31 = i;
        uint _e36 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e31)))];
        uint _e37 = as_type<uint>(_e36);
        b = metal::uint4(metal::extract_bits(_e37, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u))), metal::extract_bits(_e37, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u))), metal::extract_bits(_e37, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u))), metal::extract_bits(_e37, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u))));
        ulong _e53 = i;
        metal::uint4 _e57 = b;
        metal::uint4 _e58 = _e57.wzyx;
        bytes[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e53)))] = ((_e58.x | (_e58.y << 8u)) | (_e58.z << 16u)) | (_e58.w << 24u);
        ulong _e76 = i;
        uint _e81 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e76)))];
        uint _e83 = as_type<uint>(as_type<float>(_e81));
        s = metal::int2((as_type<int>(metal::extract_bits(_e83, metal::min(0u, 32u), metal::min(16u, 32u - metal::min(0u, 32u)))) << 16u) >> 16u, (as_type<int>(metal::extract_bits(_e83, metal::min(16u, 32u), metal::min(16u, 32u - metal::min(16u, 32u)))) << 16u) >> 16u);
        ulong _e101 = i;
        metal::uint4 _e105 = b;
        metal::uint4 _e106 = _e105.yxwz;
        metal::int2 _e134 = s;
        metal::int2 _e138 = s;
        uint _e149 = (as_type<uint>(_e138.x) & 65535u) | ((as_type<uint>(_e138.y) & 65535u) << 16u);
        metal::int4 _e178 = metal::int4((as_type<int>(metal::extract_bits(_e149, metal::min(0u, 32u), metal::min(8u, 32u - metal::min(0u, 32u)))) << 24u) >> 24u, (as_type<int>(metal::extract_bits(_e149, metal::min(8u, 32u), metal::min(8u, 32u - metal::min(8u, 32u)))) << 24u) >> 24u, (as_type<int>(metal::extract_bits(_e149, metal::min(16u, 32u), metal::min(8u, 32u - metal::min(16u, 32u)))) << 24u) >> 24u, (as_type<int>(metal::extract_bits(_e149, metal::min(24u, 32u), metal::min(8u, 32u - metal::min(24u, 32u)))) << 24u) >> 24u);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e101)))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>((((as_type<uint>(_e106.x) & 255u) | ((as_type<uint>(_e106.y) & 255u) << 8u)) | ((as_type<uint>(_e106.z) & 255u) << 16u)) | ((as_type<uint>(_e106.w) & 255u) << 24u))) + as_type<uint>(_e134.x))) + as_type<uint>(as_type<int>((((as_type<uint>(_e178.x) & 255u) | ((as_type<uint>(_e178.y) & 255u) << 8u)) | ((as_type<uint>(_e178.z) & 255u) << 16u)) | ((as_type<uint>(_e178.w) & 255u) << 24u))));
    }
}
