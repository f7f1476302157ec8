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
typedef int type_3[1];
typedef float type_5[1];

struct sub_groupsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void sub_groups(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, uint sub_group_size [[threads_per_simdgroup]]
, uint sub_group_local_id [[thread_index_in_simdgroup]]
, uint sub_group_id [[simdgroup_index_in_threadgroup]]
, constant type_1& sub_groups_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, device type_5 const& f [[user(fake0)]]
, device type_5& fout [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    uint oclvk_sub_group_size = {};
    uint oclvk_sub_group_local_id = {};
    uint oclvk_sub_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong g = {};
    int x = {};
    int local = {};
    uint local_1 = {};
    uint local_2 = {};
    uint local_3 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e16 = oclvk_group_id.x;
        uint _e20 = sub_groups_args.inner[4].x;
        uint _e24 = oclvk_local_size.x;
        uint _e27 = oclvk_local_id.x;
        uint _e33 = sub_groups_args.inner[2].x;
        g = static_cast<ulong>((((_e16 + _e20) * _e24) + _e27) + _e33);
        ulong _e38 = g;
        int _e43 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e38)))];
        x = _e43;
        ulong _e47 = g;
        uint _e53 = oclvk_local_size.x;
        uint _e56 = oclvk_local_size.y;
        uint _e59 = oclvk_local_size.z;
        uint _e63 = oclvk_sub_group_size;
        uint _e65 = oclvk_sub_group_id;
        uint _e71 = oclvk_sub_group_size;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(8uL * _e47)))] = static_cast<int>(metal::min(_e63, ((_e53 * _e56) * _e59) - (_e65 * _e63)) + (100u * _e71));
        ulong _e79 = g;
        uint _e87 = oclvk_local_size.x;
        uint _e90 = oclvk_local_size.y;
        uint _e93 = oclvk_local_size.z;
        uint _e97 = oclvk_sub_group_size;
        uint _e104 = oclvk_sub_group_id;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((8uL * _e79) + 1uL)))] = static_cast<int>((((((_e87 * _e90) * _e93) + _e97) - 1u) / _e97) + (100u * _e104));
        ulong _e112 = g;
        uint _e119 = oclvk_sub_group_local_id;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((8uL * _e112) + 2uL)))] = static_cast<int>(_e119);
        ulong _e125 = g;
        int _e132 = x;
        bool unnamed = metal::simd_all(_e132 != 0);
        int _e141 = x;
        bool unnamed_1 = metal::simd_any(_e141 != 0);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((8uL * _e125) + 3uL)))] = as_type<int>(as_type<uint>(unnamed ? 1 : 0) + as_type<uint>(as_type<int>(as_type<uint>(2) * as_type<uint>(unnamed_1 ? 1 : 0))));
        ulong _e154 = g;
        int _e161 = x;
        int unnamed_2 = metal::simd_shuffle(_e161, 1u);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((8uL * _e154) + 4uL)))] = unnamed_2;
        ulong _e168 = g;
        int _e175 = x;
        int unnamed_3 = metal::simd_sum(_e175);
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((8uL * _e168) + 5uL)))] = unnamed_3;
        ulong _e181 = g;
        int _e188 = x;
        local = _e188;
        local_1 = 1u;
        while(true) {
            uint _e192 = local_1;
            uint _e194 = oclvk_sub_group_size;
            if (_e192 >= _e194) {
                break;
            }
            int _e196 = local;
            int unnamed_4 = metal::simd_shuffle_up(_e196, _e192);
            uint _e199 = oclvk_sub_group_local_id;
            local = (_e199 >= _e192) ? metal::min(unnamed_4, _e196) : _e196;
            local_1 = _e192 << 1u;
        }
        int _e205 = local;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((8uL * _e181) + 6uL)))] = _e205;
        ulong _e210 = g;
        int _e217 = x;
        local_2 = static_cast<uint>(_e217);
        local_3 = 1u;
        while(true) {
            uint _e222 = local_3;
            uint _e224 = oclvk_sub_group_size;
            if (_e222 >= _e224) {
                break;
            }
            uint _e226 = local_2;
            uint unnamed_5 = metal::simd_shuffle_up(_e226, _e222);
            uint _e229 = oclvk_sub_group_local_id;
            local_2 = (_e229 >= _e222) ? metal::max(unnamed_5, _e226) : _e226;
            local_3 = _e222 << 1u;
        }
        uint _e235 = local_2;
        uint unnamed_6 = metal::simd_shuffle_up(_e235, 1u);
        uint _e238 = oclvk_sub_group_local_id;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((8uL * _e210) + 7uL)))] = static_cast<int>((_e238 > 0u) ? unnamed_6 : 0u);
        ulong _e247 = g;
        ulong _e251 = g;
        float _e256 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e251)))];
        float unnamed_7 = metal::simd_max(_e256);
        ulong _e259 = g;
        float _e264 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e259)))];
        float unnamed_8 = metal::simd_prefix_inclusive_sum(_e264);
        fout[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e247)))] = unnamed_7 + unnamed_8;
    }
}
