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
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
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
        uint _e36 = oclvk_local_size.x;
        uint _e39 = oclvk_local_id.x;
        uint _e45 = stencil_args.inner[2].x;
        x = static_cast<int>(static_cast<ulong>((((_e28 + _e32) * _e36) + _e39) + _e45));
        uint _e52 = oclvk_group_id.y;
        uint _e56 = stencil_args.inner[4].y;
        uint _e60 = oclvk_local_size.y;
        uint _e63 = oclvk_local_id.y;
        uint _e69 = stencil_args.inner[2].z;
        y = static_cast<int>(static_cast<ulong>((((_e52 + _e56) * _e60) + _e63) + _e69));
        int _e75 = x;
        bool _e76 = _e75 >= _e10;
        local = _e76;
        if (_e76) {
        } else {
            int _e79 = y;
            local = _e79 >= _e15;
        }
        bool _e83 = local;
        if (_e83) {
            return;
        }
        int _e85 = y;
        dst_index0_ = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(_e85) * as_type<uint>(_e10))));
        int _e90 = x;
        bool _e92 = _e90 == 0;
        local_3 = _e92;
        if (_e92) {
        } else {
            int _e95 = y;
            local_3 = _e95 == 0;
        }
        bool _e100 = local_3;
        local_2 = _e100;
        if (_e100) {
        } else {
            int _e103 = x;
            local_2 = _e103 == as_type<int>(as_type<uint>(_e10) - as_type<uint>(1));
        }
        bool _e109 = local_2;
        local_1 = _e109;
        if (_e109) {
        } else {
            int _e112 = y;
            local_1 = _e112 == as_type<int>(as_type<uint>(_e15) - as_type<uint>(1));
        }
        bool _e118 = local_1;
        if (_e118) {
            int _e120 = dst_index0_;
            int _e122 = x;
            int _e125 = x;
            int _e127 = y;
            float _e128 = at(0, _e125, _e127, _e10, in, _buffer_sizes);
            out[as_type<int>(as_type<uint>(_e120) + as_type<uint>(_e122))] = _e128;
            return;
        }
        int _e132 = x;
        int _e136 = y;
        float _e137 = at(0, as_type<int>(as_type<uint>(_e132) - as_type<uint>(1)), _e136, _e10, in, _buffer_sizes);
        int _e139 = x;
        int _e143 = y;
        float _e144 = at(0, as_type<int>(as_type<uint>(_e139) + as_type<uint>(1)), _e143, _e10, in, _buffer_sizes);
        int _e147 = x;
        int _e149 = y;
        float _e152 = at(0, _e147, as_type<int>(as_type<uint>(_e149) - as_type<uint>(1)), _e10, in, _buffer_sizes);
        int _e155 = x;
        int _e157 = y;
        float _e160 = at(0, _e155, as_type<int>(as_type<uint>(_e157) + as_type<uint>(1)), _e10, in, _buffer_sizes);
        sum = ((_e137 + _e144) + _e152) + _e160;
        int _e164 = dst_index0_;
        int _e166 = x;
        int _e169 = x;
        int _e171 = y;
        float _e172 = at(0, _e169, _e171, _e10, in, _buffer_sizes);
        float _e175 = sum;
        out[as_type<int>(as_type<uint>(_e164) + as_type<uint>(_e166))] = (as_type<float>(_e19) * _e172) + (as_type<float>(_e24) * _e175);
    }
}
