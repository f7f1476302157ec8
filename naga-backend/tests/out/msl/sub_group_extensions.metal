// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
    uint size4;
    uint size5;
    uint size6;
};

struct type_1 {
    metal::uint4 inner[6];
};
typedef int type_3[1];
typedef metal::uint4 type_4[1];
typedef float type_6[1];
typedef uint type_8[1];
typedef metal::atomic_uint type_13[1];

struct extensionsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void extensions(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, uint sub_group_size [[threads_per_simdgroup]]
, uint sub_group_local_id [[thread_index_in_simdgroup]]
, uint sub_group_id [[simdgroup_index_in_threadgroup]]
, constant type_1& extensions_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, device type_4& masks [[user(fake0)]]
, device type_6& f [[user(fake0)]]
, device type_13& s [[user(fake0)]]
, device type_13& c [[user(fake0)]]
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
    uint lid = {};
    int o_index0_ = {};
    metal::uint4 odd = {};
    int local = {};
    uint local_1 = {};
    int local_2 = {};
    uint local_3 = {};
    uint local_4 = {};
    uint local_5 = {};
    float local_6 = {};
    uint local_7 = {};
    int local_8 = {};
    int local_9 = {};
    uint local_10 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e18 = oclvk_group_id.x;
        uint _e22 = extensions_args.inner[5].x;
        uint _e26 = oclvk_local_size.x;
        uint _e29 = oclvk_local_id.x;
        uint _e35 = extensions_args.inner[3].x;
        g = static_cast<ulong>((((_e18 + _e22) * _e26) + _e29) + _e35);
        ulong _e40 = g;
        int _e45 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e40)))];
        x = _e45;
        uint _e48 = oclvk_sub_group_local_id;
        lid = _e48;
        ulong _e52 = g;
        o_index0_ = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(24uL * _e52)));
        int _e58 = o_index0_;
        uint _e62 = oclvk_sub_group_local_id;
        uint unnamed = metal::simd_broadcast_first(_e62);
        int _e70 = x;
        bool unnamed_1 = metal::simd_all(_e70 != 0);
        int _e81 = x;
        bool unnamed_2 = metal::simd_any(_e81 != 0);
        out[as_type<int>(as_type<uint>(_e58) + as_type<uint>(0))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>((_e62 == unnamed) ? 1 : 0) + as_type<uint>(as_type<int>(as_type<uint>(2) * as_type<uint>(unnamed_1 ? 1 : 0))))) + as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(unnamed_2 ? 1 : 0))));
        int _e93 = o_index0_;
        int _e97 = x;
        int unnamed_3 = metal::simd_broadcast_first(_e97);
        bool unnamed_4 = metal::simd_all(_e97 == unnamed_3);
        int _e106 = x;
        int _e109 = (_e106 << 24u) >> 24u;
        int unnamed_5 = metal::simd_broadcast_first(_e109);
        bool unnamed_6 = metal::simd_all(_e109 == unnamed_5);
        out[as_type<int>(as_type<uint>(_e93) + as_type<uint>(1))] = as_type<int>(as_type<uint>(unnamed_4 ? 1 : 0) + as_type<uint>(as_type<int>(as_type<uint>(2) * as_type<uint>(unnamed_6 ? 1 : 0))));
        int _e121 = o_index0_;
        int _e125 = x;
        int unnamed_7 = metal::simd_shuffle(_e125, 0u);
        int _e129 = x;
        int unnamed_8 = metal::simd_broadcast_first(_e129);
        out[as_type<int>(as_type<uint>(_e121) + as_type<uint>(2))] = as_type<int>(as_type<uint>(unnamed_7) + as_type<uint>(unnamed_8));
        int _e135 = x;
        metal::uint4 unnamed_9 = metal::uint4((uint64_t)metal::simd_ballot((_e135 & 1) != 0), 0, 0, 0);
        odd = unnamed_9;
        int _e143 = o_index0_;
        metal::uint4 _e147 = odd;
        uint _e149 = oclvk_sub_group_local_id;
        metal::uint4 _e167 = odd;
        out[as_type<int>(as_type<uint>(_e143) + as_type<uint>(3))] = as_type<int>(as_type<uint>((((_e147[(_e149 >> 5u) & 3u] >> (_e149 & 31u)) & 1u) != 0u) ? 1 : 0) + as_type<uint>(as_type<int>(as_type<uint>(2) * as_type<uint>((((_e167[0u] >> 3u) & 1u) != 0u) ? 1 : 0))));
        int _e189 = o_index0_;
        metal::uint4 _e193 = odd;
        uint _e195 = oclvk_sub_group_size;
        metal::uint4 _e228 = metal::popcount(_e193 & metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e195, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e195, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e195, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e195, 96u) - 96u, 32u), 32u - metal::min(0u, 32u)))));
        metal::uint4 _e237 = odd;
        uint _e239 = oclvk_sub_group_local_id;
        uint _e241 = _e239 + 1u;
        metal::uint4 _e274 = metal::popcount(_e237 & metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e241, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e241, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e241, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e241, 96u) - 96u, 32u), 32u - metal::min(0u, 32u)))));
        out[as_type<int>(as_type<uint>(_e189) + as_type<uint>(4))] = static_cast<int>((((_e228.x + _e228.y) + _e228.z) + _e228.w) + (((_e274.x + _e274.y) + _e274.z) + _e274.w));
        int _e287 = o_index0_;
        metal::uint4 _e291 = odd;
        uint _e293 = oclvk_sub_group_local_id;
        metal::uint4 _e326 = metal::popcount(_e291 & metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e293, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e293, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e293, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e293, 96u) - 96u, 32u), 32u - metal::min(0u, 32u)))));
        out[as_type<int>(as_type<uint>(_e287) + as_type<uint>(5))] = static_cast<int>(((_e326.x + _e326.y) + _e326.z) + _e326.w);
        int _e338 = o_index0_;
        metal::uint4 _e342 = odd;
        uint _e344 = oclvk_sub_group_size;
        metal::uint4 _e376 = _e342 & metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e344, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e344, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e344, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e344, 96u) - 96u, 32u), 32u - metal::min(0u, 32u))));
        metal::uint4 _e404 = odd;
        uint _e406 = oclvk_sub_group_size;
        metal::uint4 _e438 = _e404 & metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e406, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e406, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e406, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e406, 96u) - 96u, 32u), 32u - metal::min(0u, 32u))));
        uint _e439 = _e438.x;
        uint _e443 = _e438.y;
        uint _e450 = _e438.z;
        uint _e457 = _e438.w;
        out[as_type<int>(as_type<uint>(_e338) + as_type<uint>(6))] = static_cast<int>(((_e376.x != 0u) ? (0u + (((metal::ctz(_e376.x) + 1) % 33) - 1)) : ((_e376.y != 0u) ? (32u + (((metal::ctz(_e376.y) + 1) % 33) - 1)) : ((_e376.z != 0u) ? (64u + (((metal::ctz(_e376.z) + 1) % 33) - 1)) : (96u + (((metal::ctz(_e376.w) + 1) % 33) - 1))))) + (100u * ((_e457 != 0u) ? (96u + metal::select(31 - metal::clz(_e457), uint(-1), _e457 == 0)) : ((_e450 != 0u) ? (64u + metal::select(31 - metal::clz(_e450), uint(-1), _e450 == 0)) : ((_e443 != 0u) ? (32u + metal::select(31 - metal::clz(_e443), uint(-1), _e443 == 0)) : (0u + metal::select(31 - metal::clz(_e439), uint(-1), _e439 == 0)))))));
        ulong _e471 = g;
        uint _e476 = oclvk_sub_group_local_id;
        uint _e478 = _e476 + 1u;
        masks[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(5uL * _e471)))] = metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e478, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e476, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e478, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e476, 32u) - 32u, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e478, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e476, 64u) - 64u, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e478, 96u) - 96u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e476, 96u) - 96u, 32u), 32u - metal::min(0u, 32u)))));
        ulong _e552 = g;
        uint _e559 = oclvk_sub_group_local_id;
        uint _e563 = oclvk_sub_group_size;
        masks[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((5uL * _e552) + 1uL)))] = metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e563, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e559, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e563, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e559, 32u) - 32u, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e563, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e559, 64u) - 64u, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e563, 96u) - 96u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e559, 96u) - 96u, 32u), 32u - metal::min(0u, 32u)))));
        ulong _e637 = g;
        uint _e644 = oclvk_sub_group_local_id;
        uint _e646 = _e644 + 1u;
        uint _e648 = oclvk_sub_group_size;
        masks[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((5uL * _e637) + 2uL)))] = metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e648, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e646, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e648, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e646, 32u) - 32u, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e648, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e646, 64u) - 64u, 32u), 32u - metal::min(0u, 32u)))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e648, 96u) - 96u, 32u), 32u - metal::min(0u, 32u))) & ~(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e646, 96u) - 96u, 32u), 32u - metal::min(0u, 32u)))));
        ulong _e722 = g;
        uint _e729 = oclvk_sub_group_local_id;
        uint _e731 = _e729 + 1u;
        masks[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((5uL * _e722) + 3uL)))] = metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e731, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e731, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e731, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e731, 96u) - 96u, 32u), 32u - metal::min(0u, 32u))));
        ulong _e767 = g;
        uint _e774 = oclvk_sub_group_local_id;
        masks[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((5uL * _e767) + 4uL)))] = metal::uint4(metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(_e774, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e774, 32u) - 32u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e774, 64u) - 64u, 32u), 32u - metal::min(0u, 32u))), metal::extract_bits(4294967295u, metal::min(0u, 32u), metal::min(metal::min(metal::max(_e774, 96u) - 96u, 32u), 32u - metal::min(0u, 32u))));
        int _e811 = x;
        if (_e811 > 3) {
            int _e815 = o_index0_;
            int _e819 = x;
            int unnamed_10 = metal::simd_product(_e819);
            int _e822 = x;
            int unnamed_11 = metal::simd_xor(_e822);
            out[as_type<int>(as_type<uint>(_e815) + as_type<uint>(7))] = as_type<int>(as_type<uint>(unnamed_10) + as_type<uint>(unnamed_11));
            int _e828 = o_index0_;
            int _e832 = x;
            metal::uint4 unnamed_12 = metal::uint4((uint64_t)metal::simd_ballot(true), 0, 0, 0);
            local = 0;
            local_1 = 0u;
            while(true) {
                uint _e838 = local_1;
                uint _e840 = oclvk_sub_group_size;
                if (_e838 >= _e840) {
                    break;
                }
                int unnamed_13 = metal::simd_shuffle(_e832, _e838);
                uint _e844 = oclvk_sub_group_local_id;
                int _e859 = local;
                local = ((_e838 <= _e844) && (((unnamed_12[(_e838 >> 5u) & 3u] >> (_e838 & 31u)) & 1u) != 0u)) ? (_e859 | unnamed_13) : _e859;
                local_1 = _e838 + 1u;
            }
            int _e864 = local;
            out[as_type<int>(as_type<uint>(_e828) + as_type<uint>(8))] = _e864;
            int _e868 = o_index0_;
            int _e872 = x;
            metal::uint4 unnamed_14 = metal::uint4((uint64_t)metal::simd_ballot(true), 0, 0, 0);
            local_2 = 2147483647;
            local_3 = 0u;
            while(true) {
                uint _e878 = local_3;
                uint _e880 = oclvk_sub_group_size;
                if (_e878 >= _e880) {
                    break;
                }
                int unnamed_15 = metal::simd_shuffle(_e872, _e878);
                uint _e884 = oclvk_sub_group_local_id;
                int _e899 = local_2;
                local_2 = ((_e878 < _e884) && (((unnamed_14[(_e878 >> 5u) & 3u] >> (_e878 & 31u)) & 1u) != 0u)) ? metal::min(_e899, unnamed_15) : _e899;
                local_3 = _e878 + 1u;
            }
            int _e904 = local_2;
            out[as_type<int>(as_type<uint>(_e868) + as_type<uint>(9))] = _e904;
            int _e908 = o_index0_;
            int _e912 = x;
            uint unnamed_16 = metal::simd_and(((_e912 & 1) != 0) ? 1u : 0u);
            int _e926 = x;
            metal::uint4 unnamed_17 = metal::uint4((uint64_t)metal::simd_ballot(true), 0, 0, 0);
            local_4 = 0u;
            local_5 = 0u;
            while(true) {
                uint _e939 = local_5;
                uint _e941 = oclvk_sub_group_size;
                if (_e939 >= _e941) {
                    break;
                }
                uint unnamed_18 = metal::simd_shuffle(((_e926 & 2) != 0) ? 1u : 0u, _e939);
                uint _e945 = oclvk_sub_group_local_id;
                uint _e960 = local_4;
                local_4 = ((_e939 <= _e945) && (((unnamed_17[(_e939 >> 5u) & 3u] >> (_e939 & 31u)) & 1u) != 0u)) ? (_e960 ^ unnamed_18) : _e960;
                local_5 = _e939 + 1u;
            }
            uint _e965 = local_4;
            out[as_type<int>(as_type<uint>(_e908) + as_type<uint>(10))] = as_type<int>(as_type<uint>(as_type<int>(unnamed_16 & 1u)) + as_type<uint>(as_type<int>(as_type<uint>(2) * as_type<uint>(as_type<int>(_e965 & 1u)))));
            ulong _e974 = g;
            ulong _e978 = g;
            float _e983 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e978)))];
            metal::uint4 unnamed_19 = metal::uint4((uint64_t)metal::simd_ballot(true), 0, 0, 0);
            local_6 = as_type<float>(4286578688u);
            local_7 = 0u;
            while(true) {
                uint _e990 = local_7;
                uint _e992 = oclvk_sub_group_size;
                if (_e990 >= _e992) {
                    break;
                }
                float unnamed_20 = metal::simd_shuffle(_e983, _e990);
                uint _e996 = oclvk_sub_group_local_id;
                float _e1011 = local_6;
                local_6 = ((_e990 <= _e996) && (((unnamed_19[(_e990 >> 5u) & 3u] >> (_e990 & 31u)) & 1u) != 0u)) ? (((as_type<uint>(_e1011) & 2147483647u) > 2139095040u) ? unnamed_20 : (((as_type<uint>(unnamed_20) & 2147483647u) > 2139095040u) ? _e1011 : metal::max(_e1011, unnamed_20))) : _e1011;
                local_7 = _e990 + 1u;
            }
            float _e1028 = local_6;
            ulong _e1030 = g;
            float _e1035 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e1030)))];
            float unnamed_21 = metal::simd_prefix_exclusive_product(_e1035);
            f[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e974)))] = _e1028 + unnamed_21;
            ulong _e1041 = g;
            int _e1043 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e1041)));
            ulong _e1045 = g;
            int _e1047 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e1045)));
            uint _e1057 = metal::atomic_load_explicit(&s[_e1047 >> 1u], metal::memory_order_relaxed);
            int unnamed_22 = metal::simd_sum(as_type<int>(_e1057 << (16u - (as_type<uint>(_e1047 & 1) * 16u))) >> 16u);
            int _e1069 = _e1043 >> 1u;
            uint _e1074 = as_type<uint>(_e1043 & 1) * 16u;
            metal::atomic_fetch_and_explicit(&s[_e1069], ~((65535u << _e1074)), metal::memory_order_relaxed);
            metal::atomic_fetch_or_explicit(&s[_e1069], (as_type<uint>((unnamed_22 << 16u) >> 16u) & 65535u) << _e1074, metal::memory_order_relaxed);
        }
        int _e1087 = o_index0_;
        int _e1091 = x;
        metal::uint4 unnamed_23 = metal::uint4((uint64_t)metal::simd_ballot(true), 0, 0, 0);
        local_8 = _e1091;
        uint _e1095 = oclvk_sub_group_local_id;
        uint _e1099 = (_e1095 ^ 1u) & 4294967295u;
        uint _e1107 = _e1099 & 31u;
        uint _e1109 = metal::extract_bits(unnamed_23[(_e1099 >> 5u) & 3u], metal::min(_e1107, 32u), metal::min(1u, 32u - metal::min(_e1107, 32u)));
        int _e1113 = local_8;
        int unnamed_24 = metal::simd_shuffle(_e1113, _e1099 + (((metal::ctz(_e1109) + 1) % 33) - 1));
        local_8 = (_e1109 != 0u) ? (((_e1095 & 1u) != 0u) ? as_type<int>(as_type<uint>(unnamed_24) + as_type<uint>(_e1113)) : as_type<int>(as_type<uint>(_e1113) + as_type<uint>(unnamed_24))) : _e1113;
        uint _e1123 = oclvk_sub_group_local_id;
        uint _e1127 = (_e1123 ^ 2u) & 4294967294u;
        uint _e1135 = _e1127 & 31u;
        uint _e1137 = metal::extract_bits(unnamed_23[(_e1127 >> 5u) & 3u], metal::min(_e1135, 32u), metal::min(2u, 32u - metal::min(_e1135, 32u)));
        int _e1141 = local_8;
        int unnamed_25 = metal::simd_shuffle(_e1141, _e1127 + (((metal::ctz(_e1137) + 1) % 33) - 1));
        local_8 = (_e1137 != 0u) ? (((_e1123 & 2u) != 0u) ? as_type<int>(as_type<uint>(unnamed_25) + as_type<uint>(_e1141)) : as_type<int>(as_type<uint>(_e1141) + as_type<uint>(unnamed_25))) : _e1141;
        int _e1150 = local_8;
        int _e1152 = x;
        metal::uint4 unnamed_26 = metal::uint4((uint64_t)metal::simd_ballot(true), 0, 0, 0);
        local_9 = _e1152;
        int _e1155 = local_9;
        out[as_type<int>(as_type<uint>(_e1087) + as_type<uint>(11))] = as_type<int>(as_type<uint>(_e1150) + as_type<uint>(_e1155));
        int _e1160 = o_index0_;
        int _e1164 = x;
        metal::uint4 unnamed_27 = metal::uint4((uint64_t)metal::simd_ballot(true), 0, 0, 0);
        local_10 = (_e1164 != 0) ? 1u : 0u;
        uint _e1173 = oclvk_sub_group_local_id;
        uint _e1177 = (_e1173 ^ 1u) & 4294967295u;
        uint _e1185 = _e1177 & 31u;
        uint _e1187 = metal::extract_bits(unnamed_27[(_e1177 >> 5u) & 3u], metal::min(_e1185, 32u), metal::min(1u, 32u - metal::min(_e1185, 32u)));
        uint _e1191 = local_10;
        uint unnamed_28 = metal::simd_shuffle(_e1191, _e1177 + (((metal::ctz(_e1187) + 1) % 33) - 1));
        local_10 = (_e1187 != 0u) ? (((_e1173 & 1u) != 0u) ? (unnamed_28 | _e1191) : (_e1191 | unnamed_28)) : _e1191;
        uint _e1201 = oclvk_sub_group_local_id;
        uint _e1205 = (_e1201 ^ 2u) & 4294967294u;
        uint _e1213 = _e1205 & 31u;
        uint _e1215 = metal::extract_bits(unnamed_27[(_e1205 >> 5u) & 3u], metal::min(_e1213, 32u), metal::min(2u, 32u - metal::min(_e1213, 32u)));
        uint _e1219 = local_10;
        uint unnamed_29 = metal::simd_shuffle(_e1219, _e1205 + (((metal::ctz(_e1215) + 1) % 33) - 1));
        local_10 = (_e1215 != 0u) ? (((_e1201 & 2u) != 0u) ? (unnamed_29 | _e1219) : (_e1219 | unnamed_29)) : _e1219;
        uint _e1229 = oclvk_sub_group_local_id;
        uint _e1233 = (_e1229 ^ 4u) & 4294967292u;
        uint _e1241 = _e1233 & 31u;
        uint _e1243 = metal::extract_bits(unnamed_27[(_e1233 >> 5u) & 3u], metal::min(_e1241, 32u), metal::min(4u, 32u - metal::min(_e1241, 32u)));
        uint _e1247 = local_10;
        uint unnamed_30 = metal::simd_shuffle(_e1247, _e1233 + (((metal::ctz(_e1243) + 1) % 33) - 1));
        local_10 = (_e1243 != 0u) ? (((_e1229 & 4u) != 0u) ? (unnamed_30 | _e1247) : (_e1247 | unnamed_30)) : _e1247;
        uint _e1257 = oclvk_sub_group_local_id;
        uint _e1261 = (_e1257 ^ 8u) & 4294967288u;
        uint _e1269 = _e1261 & 31u;
        uint _e1271 = metal::extract_bits(unnamed_27[(_e1261 >> 5u) & 3u], metal::min(_e1269, 32u), metal::min(8u, 32u - metal::min(_e1269, 32u)));
        uint _e1275 = local_10;
        uint unnamed_31 = metal::simd_shuffle(_e1275, _e1261 + (((metal::ctz(_e1271) + 1) % 33) - 1));
        local_10 = (_e1271 != 0u) ? (((_e1257 & 8u) != 0u) ? (unnamed_31 | _e1275) : (_e1275 | unnamed_31)) : _e1275;
        uint _e1285 = oclvk_sub_group_local_id;
        uint _e1289 = (_e1285 ^ 16u) & 4294967280u;
        uint _e1297 = _e1289 & 31u;
        uint _e1299 = metal::extract_bits(unnamed_27[(_e1289 >> 5u) & 3u], metal::min(_e1297, 32u), metal::min(16u, 32u - metal::min(_e1297, 32u)));
        uint _e1303 = local_10;
        uint unnamed_32 = metal::simd_shuffle(_e1303, _e1289 + (((metal::ctz(_e1299) + 1) % 33) - 1));
        local_10 = (_e1299 != 0u) ? (((_e1285 & 16u) != 0u) ? (unnamed_32 | _e1303) : (_e1303 | unnamed_32)) : _e1303;
        uint _e1313 = oclvk_sub_group_local_id;
        uint _e1317 = (_e1313 ^ 32u) & 4294967264u;
        uint _e1327 = local_10;
        uint unnamed_33 = metal::simd_shuffle(_e1327, _e1317 + (((metal::ctz(unnamed_27[(_e1317 >> 5u) & 3u]) + 1) % 33) - 1));
        local_10 = (unnamed_27[(_e1317 >> 5u) & 3u] != 0u) ? (((_e1313 & 32u) != 0u) ? (unnamed_33 | _e1327) : (_e1327 | unnamed_33)) : _e1327;
        uint _e1336 = local_10;
        out[as_type<int>(as_type<uint>(_e1160) + as_type<uint>(12))] = as_type<int>(_e1336 & 1u);
        int _e1343 = o_index0_;
        int _e1347 = x;
        uint _e1349 = lid;
        int unnamed_34 = metal::simd_shuffle(_e1347, _e1349 ^ 1u);
        out[as_type<int>(as_type<uint>(_e1343) + as_type<uint>(13))] = unnamed_34;
        int _e1356 = o_index0_;
        int _e1360 = x;
        int unnamed_35 = metal::simd_shuffle_xor(_e1360, 2u);
        out[as_type<int>(as_type<uint>(_e1356) + as_type<uint>(14))] = unnamed_35;
        int _e1366 = o_index0_;
        int _e1370 = x;
        int unnamed_36 = metal::simd_shuffle_up(_e1370, 1u);
        out[as_type<int>(as_type<uint>(_e1366) + as_type<uint>(15))] = unnamed_36;
        int _e1376 = o_index0_;
        int _e1380 = x;
        int unnamed_37 = metal::simd_shuffle_down(_e1380, 1u);
        out[as_type<int>(as_type<uint>(_e1376) + as_type<uint>(16))] = unnamed_37;
        int _e1386 = o_index0_;
        int _e1390 = x;
        uint _e1394 = oclvk_sub_group_local_id;
        uint _e1397 = oclvk_sub_group_size;
        int unnamed_38 = metal::simd_shuffle(_e1390, (_e1394 + 3u) % _e1397);
        out[as_type<int>(as_type<uint>(_e1386) + as_type<uint>(17))] = unnamed_38;
        int _e1403 = o_index0_;
        int _e1407 = x;
        uint _e1412 = oclvk_sub_group_local_id;
        int unnamed_39 = metal::simd_shuffle(_e1407, (_e1412 & 4294967288u) | ((_e1412 + 4294967295u) & 7u));
        out[as_type<int>(as_type<uint>(_e1403) + as_type<uint>(18))] = unnamed_39;
        ulong _e1423 = g;
        int _e1425 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e1423)));
        ulong _e1427 = g;
        int _e1429 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e1427)));
        uint _e1436 = as_type<uint>(_e1429 & 3) * 8u;
        uint _e1439 = metal::atomic_load_explicit(&c[_e1429 >> 2u], metal::memory_order_relaxed);
        uint unnamed_40 = metal::simd_shuffle(metal::extract_bits(_e1439, metal::min(_e1436, 32u), metal::min(8u, 32u - metal::min(_e1436, 32u))), 0u);
        ulong _e1447 = g;
        int _e1449 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e1447)));
        uint _e1456 = as_type<uint>(_e1449 & 3) * 8u;
        uint _e1459 = metal::atomic_load_explicit(&c[_e1449 >> 2u], metal::memory_order_relaxed);
        metal::uint2 unnamed_41 = metal::simd_shuffle(metal::uint2(metal::extract_bits(_e1459, metal::min(_e1456, 32u), metal::min(8u, 32u - metal::min(_e1456, 32u))), 1u), 1u);
        int _e1474 = _e1425 >> 2u;
        uint _e1479 = as_type<uint>(_e1425 & 3) * 8u;
        metal::atomic_fetch_and_explicit(&c[_e1474], ~((255u << _e1479)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&c[_e1474], (static_cast<uint>(as_type<int>(as_type<uint>(static_cast<int>(unnamed_40)) + as_type<uint>(static_cast<int>(unnamed_41.y)))) & 255u) << _e1479, metal::memory_order_relaxed);
    }
}
