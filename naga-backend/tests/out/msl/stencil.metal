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
        x = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e28 + _e32) * _e36) + _e39) + _e45)));
        uint _e53 = oclvk_group_id.y;
        uint _e57 = stencil_args.inner[4].y;
        uint _e61 = oclvk_local_size.y;
        uint _e64 = oclvk_local_id.y;
        uint _e70 = stencil_args.inner[2].z;
        y = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e53 + _e57) * _e61) + _e64) + _e70)));
        int _e77 = x;
        bool _e78 = _e77 >= _e10;
        local = _e78;
        if (_e78) {
        } else {
            int _e81 = y;
            local = _e81 >= _e15;
        }
        bool _e85 = local;
        if (_e85) {
            return;
        }
        int _e87 = y;
        dst_index0_ = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(_e87) * as_type<uint>(_e10))));
        int _e92 = x;
        bool _e94 = _e92 == 0;
        local_3 = _e94;
        if (_e94) {
        } else {
            int _e97 = y;
            local_3 = _e97 == 0;
        }
        bool _e102 = local_3;
        local_2 = _e102;
        if (_e102) {
        } else {
            int _e105 = x;
            local_2 = _e105 == as_type<int>(as_type<uint>(_e10) - as_type<uint>(1));
        }
        bool _e111 = local_2;
        local_1 = _e111;
        if (_e111) {
        } else {
            int _e114 = y;
            local_1 = _e114 == as_type<int>(as_type<uint>(_e15) - as_type<uint>(1));
        }
        bool _e120 = local_1;
        if (_e120) {
            int _e122 = dst_index0_;
            int _e124 = x;
            int _e127 = x;
            int _e129 = y;
            float _e130 = at(0, _e127, _e129, _e10, in, _buffer_sizes);
            out[as_type<int>(as_type<uint>(_e122) + as_type<uint>(_e124))] = _e130;
            return;
        }
        int _e134 = x;
        int _e138 = y;
        float _e139 = at(0, as_type<int>(as_type<uint>(_e134) - as_type<uint>(1)), _e138, _e10, in, _buffer_sizes);
        int _e141 = x;
        int _e145 = y;
        float _e146 = at(0, as_type<int>(as_type<uint>(_e141) + as_type<uint>(1)), _e145, _e10, in, _buffer_sizes);
        int _e149 = x;
        int _e151 = y;
        float _e154 = at(0, _e149, as_type<int>(as_type<uint>(_e151) - as_type<uint>(1)), _e10, in, _buffer_sizes);
        int _e157 = x;
        int _e159 = y;
        float _e162 = at(0, _e157, as_type<int>(as_type<uint>(_e159) + as_type<uint>(1)), _e10, in, _buffer_sizes);
        sum = ((_e139 + _e146) + _e154) + _e162;
        int _e166 = dst_index0_;
        int _e168 = x;
        int _e171 = x;
        int _e173 = y;
        float _e174 = at(0, _e171, _e173, _e10, in, _buffer_sizes);
        float _e177 = sum;
        out[as_type<int>(as_type<uint>(_e166) + as_type<uint>(_e168))] = (as_type<float>(_e19) * _e174) + (as_type<float>(_e24) * _e177);
    }
}
