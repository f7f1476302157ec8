// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef float type_3[1];
constant uint oclvk_local_size_x = 64u;
constant uint oclvk_local_size_y = 1u;

float at(
    int grid_index0_,
    int x_1,
    int y_1,
    int width,
    device type_3 const& in,
    constant _mslBufferSizes& _buffer_sizes
) {
    {
        float _e9 = in[as_type<int>(as_type<uint>(grid_index0_) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(y_1) * as_type<uint>(width))) + as_type<uint>(x_1))))];
        return _e9;
    }
    return float {};
}

struct stencilInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void stencil(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& stencil_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    int x = {};
    int y = {};
    bool local = {};
    int dst_index0_ = {};
    bool local_1 = {};
    bool local_2 = {};
    bool local_3 = {};
    float sum = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = stencil_args.inner[1].x;
    int _e10 = as_type<int>(_e9);
    uint _e14 = stencil_args.inner[1].y;
    int _e15 = as_type<int>(_e14);
    uint _e19 = stencil_args.inner[1].z;
    uint _e24 = stencil_args.inner[1].w;
    {
        uint _e28 = oclvk_group_id.x;
        uint _e32 = stencil_args.inner[4].x;
        uint _e37 = oclvk_local_id.x;
        uint _e43 = stencil_args.inner[2].x;
        x = static_cast<int>(static_cast<ulong>((((_e28 + _e32) * oclvk_local_size_x) + _e37) + _e43));
        uint _e50 = oclvk_group_id.y;
        uint _e54 = stencil_args.inner[4].y;
        uint _e59 = oclvk_local_id.y;
        uint _e65 = stencil_args.inner[2].z;
        y = static_cast<int>(static_cast<ulong>((((_e50 + _e54) * oclvk_local_size_y) + _e59) + _e65));
        int _e71 = x;
        bool _e72 = _e71 >= _e10;
        local = _e72;
        if (_e72) {
        } else {
            int _e75 = y;
            local = _e75 >= _e15;
        }
        bool _e79 = local;
        if (_e79) {
            return;
        }
        int _e81 = y;
        dst_index0_ = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(_e81) * as_type<uint>(_e10))));
        int _e86 = x;
        bool _e88 = _e86 == 0;
        local_3 = _e88;
        if (_e88) {
        } else {
            int _e91 = y;
            local_3 = _e91 == 0;
        }
        bool _e96 = local_3;
        local_2 = _e96;
        if (_e96) {
        } else {
            int _e99 = x;
            local_2 = _e99 == as_type<int>(as_type<uint>(_e10) - as_type<uint>(1));
        }
        bool _e105 = local_2;
        local_1 = _e105;
        if (_e105) {
        } else {
            int _e108 = y;
            local_1 = _e108 == as_type<int>(as_type<uint>(_e15) - as_type<uint>(1));
        }
        bool _e114 = local_1;
        if (_e114) {
            int _e116 = dst_index0_;
            int _e118 = x;
            int _e121 = x;
            int _e123 = y;
            float _e124 = at(0, _e121, _e123, _e10, in, _buffer_sizes);
            out[as_type<int>(as_type<uint>(_e116) + as_type<uint>(_e118))] = _e124;
            return;
        }
        int _e128 = x;
        int _e132 = y;
        float _e133 = at(0, as_type<int>(as_type<uint>(_e128) - as_type<uint>(1)), _e132, _e10, in, _buffer_sizes);
        int _e135 = x;
        int _e139 = y;
        float _e140 = at(0, as_type<int>(as_type<uint>(_e135) + as_type<uint>(1)), _e139, _e10, in, _buffer_sizes);
        int _e143 = x;
        int _e145 = y;
        float _e148 = at(0, _e143, as_type<int>(as_type<uint>(_e145) - as_type<uint>(1)), _e10, in, _buffer_sizes);
        int _e151 = x;
        int _e153 = y;
        float _e156 = at(0, _e151, as_type<int>(as_type<uint>(_e153) + as_type<uint>(1)), _e10, in, _buffer_sizes);
        sum = ((_e133 + _e140) + _e148) + _e156;
        int _e160 = dst_index0_;
        int _e162 = x;
        int _e165 = x;
        int _e167 = y;
        float _e168 = at(0, _e165, _e167, _e10, in, _buffer_sizes);
        float _e171 = sum;
        out[as_type<int>(as_type<uint>(_e160) + as_type<uint>(_e162))] = (as_type<float>(_e19) * _e168) + (as_type<float>(_e24) * _e171);
    }
}
