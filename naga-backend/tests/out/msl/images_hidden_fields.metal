// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size2;
    uint size8;
    uint size13;
};

struct type_1 {
    metal::uint4 inner[2];
};
typedef int type_4[1];
struct type_6 {
    metal::uint4 inner[4];
};
typedef metal::float4 type_9[1];
typedef metal::int4 type_13[1];

struct formatsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void formats(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& formats_args [[user(fake0)]]
, device type_4& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = formats_args.inner[0].x;
    {
        uint _e16 = formats_args.inner[1].x;
        out[0] = as_type<int>(as_type<uint>(static_cast<int>(_e16)) + as_type<uint>(as_type<int>(_e7)));
        uint _e27 = formats_args.inner[1].y;
        out[1] = static_cast<int>(_e27);
    }
}


struct unnormalizedInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void unnormalized(
  metal::uint3 local_id_1 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_1 [[threadgroup_position_in_grid]]
, constant type_6& unnormalized_args [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> img_1 [[user(fake0)]]
, metal::sampler s [[user(fake0)]]
, device type_9& out_1 [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    metal::float2 local = {};
    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e7 = oclvk_group_id.x;
        uint _e11 = unnormalized_args.inner[2].x;
        uint _e15 = oclvk_local_size.x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = unnormalized_args.inner[0].z;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e7 + _e11) * _e15) + _e18) + _e24)));
        int _e31 = i;
        int _e35 = i;
        local = metal::float2((static_cast<float>(_e35) * 0.75) + 0.3, 0.5);
        metal::float2 _e45 = local;
        uint _e51 = unnormalized_args.inner[3].y;
        bool _e55 = (_e51 & 1u) == 1u;
        bool _e59 = (_e51 & 48u) == 32u;
        metal::float2 _e61 = static_cast<metal::float2>(metal::uint2(img_1.get_width(), img_1.get_height()));
        metal::float4 _e77 = img_1.sample(s, metal::float2(_e55 ? _e45.x : ((_e59 ? _e45.x : (metal::floor(_e45.x) + 0.5)) / _e61.x), _e55 ? _e45.y : ((_e59 ? _e45.y : (metal::floor(_e45.y) + 0.5)) / _e61.y)));
        uint _e81 = unnormalized_args.inner[3].x;
        out_1[as_type<int>(as_type<uint>(0) + as_type<uint>(_e31))] = metal::float4(_e77.x, _e77.y, _e77.z, ((((_e81 == 4272u) || (_e81 == 4274u)) || (_e81 == 4276u)) || (_e81 == 4281u)) ? 1.0 : _e77.w);
    }
}

int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct int_sampler_argumentInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void int_sampler_argument(
  metal::uint3 local_id_2 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_2 [[threadgroup_position_in_grid]]
, constant type_6& int_sampler_argument_args [[user(fake0)]]
, metal::texture2d<int, metal::access::sample> img_2 [[user(fake0)]]
, device type_13& out_2 [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i_1 = {};
    metal::float2 local_1 = {};
    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        uint _e7 = oclvk_group_id.x;
        uint _e11 = int_sampler_argument_args.inner[2].x;
        uint _e15 = oclvk_local_size.x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = int_sampler_argument_args.inner[0].z;
        i_1 = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e7 + _e11) * _e15) + _e18) + _e24)));
        int _e31 = i_1;
        uint _e37 = int_sampler_argument_args.inner[3].y;
        int _e39 = i_1;
        local_1 = metal::float2((static_cast<float>(_e39) * 0.3) - 0.5, 0.5);
        metal::float2 _e49 = local_1;
        bool _e55 = (_e37 & 1u) == 1u;
        bool _e59 = (_e37 & 14u) == 6u;
        bool _e63 = (_e37 & 14u) == 8u;
        metal::int2 _e69 = static_cast<metal::int2>(metal::uint2(img_2.get_width(), img_2.get_height()));
        metal::int2 _e79 = static_cast<metal::int2>(metal::uint2(img_2.get_width(), img_2.get_height()));
        int _e85 = naga_f2i32(metal::floor(_e55 ? (_e49.x * static_cast<float>(_e69.x)) : _e49.x));
        int _e92 = naga_f2i32(metal::floor(_e55 ? (_e49.y * static_cast<float>(_e69.y)) : _e49.y));
        int _e106 = naga_f2i32(metal::floor((_e49.x - metal::floor(_e49.x)) * static_cast<float>(_e69.x)));
        int _e133 = naga_f2i32(metal::floor((_e49.y - metal::floor(_e49.y)) * static_cast<float>(_e69.y)));
        metal::int4 _e157 = img_2.read(metal::uint2(metal::int2(_e59 ? ((_e106 > as_type<int>(as_type<uint>(_e69.x) - as_type<uint>(1))) ? as_type<int>(as_type<uint>(_e106) - as_type<uint>(_e69.x)) : _e106) : (_e63 ? metal::min(naga_f2i32(metal::floor(metal::abs(_e49.x - (2.0 * metal::rint(0.5 * _e49.x))) * static_cast<float>(_e69.x))), as_type<int>(as_type<uint>(_e69.x) - as_type<uint>(1))) : metal::clamp(_e85, 0, as_type<int>(as_type<uint>(_e79.x) - as_type<uint>(1)))), _e59 ? ((_e133 > as_type<int>(as_type<uint>(_e69.y) - as_type<uint>(1))) ? as_type<int>(as_type<uint>(_e133) - as_type<uint>(_e69.y)) : _e133) : (_e63 ? metal::min(naga_f2i32(metal::floor(metal::abs(_e49.y - (2.0 * metal::rint(0.5 * _e49.y))) * static_cast<float>(_e69.y))), as_type<int>(as_type<uint>(_e69.y) - as_type<uint>(1))) : metal::clamp(_e92, 0, as_type<int>(as_type<uint>(_e79.y) - as_type<uint>(1)))))), 0);
        metal::int4 _e159 = ((((_e85 >= 0) && (_e85 < _e79.x)) && ((_e92 >= 0) && (_e92 < _e79.y))) || !(((_e37 & 14u) == 4u))) ? _e157 : metal::int4 {};
        uint _e163 = int_sampler_argument_args.inner[3].x;
        out_2[as_type<int>(as_type<uint>(0) + as_type<uint>(_e31))] = metal::int4(_e159.x, _e159.y, _e159.z, ((((_e163 == 4272u) || (_e163 == 4274u)) || (_e163 == 4276u)) || (_e163 == 4281u)) ? 1 : _e159.w);
    }
}
