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
        x = as_type<int>(static_cast<uint>((static_cast<ulong>(_e18 + _e22) * 16uL) + static_cast<ulong>(_e29)));
        uint _e37 = oclvk_group_id.y;
        uint _e41 = transpose_args.inner[2].y;
        uint _e48 = oclvk_local_id.y;
        y = as_type<int>(static_cast<uint>((static_cast<ulong>(_e37 + _e41) * 16uL) + static_cast<ulong>(_e48)));
        int _e55 = x;
        bool _e56 = _e55 < _e10;
        local = _e56;
        if (_e56) {
            int _e59 = y;
            local = _e59 < _e15;
        }
        bool _e63 = local;
        if (_e63) {
            uint _e66 = oclvk_local_id.y;
            uint _e71 = oclvk_local_id.x;
            int _e75 = y;
            int _e78 = x;
            float _e83 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e75) * as_type<uint>(_e10))) + as_type<uint>(_e78))))];
            tile.inner[static_cast<int>(static_cast<ulong>(_e66))].inner[static_cast<int>(static_cast<ulong>(_e71))] = _e83;
        }
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        uint _e89 = oclvk_group_id.y;
        uint _e93 = transpose_args.inner[2].y;
        uint _e100 = oclvk_local_id.x;
        x = as_type<int>(static_cast<uint>((static_cast<ulong>(_e89 + _e93) * 16uL) + static_cast<ulong>(_e100)));
        uint _e108 = oclvk_group_id.x;
        uint _e112 = transpose_args.inner[2].x;
        uint _e119 = oclvk_local_id.y;
        y = as_type<int>(static_cast<uint>((static_cast<ulong>(_e108 + _e112) * 16uL) + static_cast<ulong>(_e119)));
        int _e126 = x;
        bool _e127 = _e126 < _e15;
        local_1 = _e127;
        if (_e127) {
            int _e130 = y;
            local_1 = _e130 < _e10;
        }
        bool _e134 = local_1;
        if (_e134) {
            int _e136 = y;
            int _e139 = x;
            uint _e144 = oclvk_local_id.x;
            uint _e149 = oclvk_local_id.y;
            float _e155 = tile.inner[static_cast<int>(static_cast<ulong>(_e144))].inner[static_cast<int>(static_cast<ulong>(_e149))];
            out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e136) * as_type<uint>(_e15))) + as_type<uint>(_e139))))] = _e155;
        }
    }
}
