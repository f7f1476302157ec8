// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[3];
};
typedef float type_3[1];
struct type_7 {
    float inner[17];
};
struct type_8 {
    type_7 inner[16];
};

struct transposeInput {
};
[[max_total_threads_per_threadgroup(256)]] kernel void transpose(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& transpose_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, threadgroup type_8& tile
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    int x = {};
    int y = {};
    bool local = {};
    bool local_1 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = transpose_args.inner[1].x;
    int _e10 = as_type<int>(_e9);
    uint _e14 = transpose_args.inner[1].y;
    int _e15 = as_type<int>(_e14);
    {
        uint _e18 = oclvk_group_id.x;
        uint _e22 = transpose_args.inner[2].x;
        uint _e29 = oclvk_local_id.x;
        x = static_cast<int>((static_cast<ulong>(_e18 + _e22) * 16uL) + static_cast<ulong>(_e29));
        uint _e36 = oclvk_group_id.y;
        uint _e40 = transpose_args.inner[2].y;
        uint _e47 = oclvk_local_id.y;
        y = static_cast<int>((static_cast<ulong>(_e36 + _e40) * 16uL) + static_cast<ulong>(_e47));
        int _e53 = x;
        bool _e54 = _e53 < _e10;
        local = _e54;
        if (_e54) {
            int _e57 = y;
            local = _e57 < _e15;
        }
        bool _e61 = local;
        if (_e61) {
            uint _e64 = oclvk_local_id.y;
            uint _e69 = oclvk_local_id.x;
            int _e73 = y;
            int _e76 = x;
            float _e81 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e73) * as_type<uint>(_e10))) + as_type<uint>(_e76))))];
            tile.inner[static_cast<int>(static_cast<ulong>(_e64))].inner[static_cast<int>(static_cast<ulong>(_e69))] = _e81;
        }
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        uint _e87 = oclvk_group_id.y;
        uint _e91 = transpose_args.inner[2].y;
        uint _e98 = oclvk_local_id.x;
        x = static_cast<int>((static_cast<ulong>(_e87 + _e91) * 16uL) + static_cast<ulong>(_e98));
        uint _e105 = oclvk_group_id.x;
        uint _e109 = transpose_args.inner[2].x;
        uint _e116 = oclvk_local_id.y;
        y = static_cast<int>((static_cast<ulong>(_e105 + _e109) * 16uL) + static_cast<ulong>(_e116));
        int _e122 = x;
        bool _e123 = _e122 < _e15;
        local_1 = _e123;
        if (_e123) {
            int _e126 = y;
            local_1 = _e126 < _e10;
        }
        bool _e130 = local_1;
        if (_e130) {
            int _e132 = y;
            int _e135 = x;
            uint _e140 = oclvk_local_id.x;
            uint _e145 = oclvk_local_id.y;
            float _e151 = tile.inner[static_cast<int>(static_cast<ulong>(_e140))].inner[static_cast<int>(static_cast<ulong>(_e145))];
            out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e132) * as_type<uint>(_e15))) + as_type<uint>(_e135))))] = _e151;
        }
    }
}
