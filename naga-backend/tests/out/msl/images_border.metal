// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_1 {
    metal::uint4 inner[4];
};

struct float_borderInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void float_border(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& float_border_args [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> src [[user(fake0)]]
, metal::texture2d<float, metal::access::write> dst [[user(fake0)]]
, metal::sampler border [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    metal::int2 c = {};
    metal::int2 local = {};
    metal::int2 local_1 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = float_border_args.inner[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = float_border_args.inner[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = float_border_args.inner[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = float_border_args.inner[0].z;
        c = metal::int2(as_type<int>(static_cast<uint>(static_cast<ulong>((((_e6 + _e10) * _e14) + _e17) + _e23))), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e30 + _e34) * _e38) + _e41) + _e47))));
        metal::int2 _e56 = c;
        local = _e56;
        metal::int2 _e59 = local;
        metal::int2 _e62 = c;
        local_1 = as_type<metal::int2>(as_type<metal::uint2>(_e62) - as_type<metal::uint2>(metal::int2(1)));
        metal::int2 _e68 = local_1;
        metal::int2 _e72 = static_cast<metal::int2>(metal::uint2(src.get_width(), src.get_height()));
        metal::float2 _e91 = static_cast<metal::float2>(metal::uint2(src.get_width(), src.get_height()));
        metal::float4 _e103 = src.sample(border, metal::float2((metal::floor(static_cast<float>(_e68.x)) + 0.5) / _e91.x, (metal::floor(static_cast<float>(_e68.y)) + 0.5) / _e91.y));
        metal::float4 _e105 = (((_e68.x >= 0) && (_e68.x < _e72.x)) && ((_e68.y >= 0) && (_e68.y < _e72.y))) ? _e103 : metal::float4 {};
        uint _e109 = float_border_args.inner[3].x;
        dst.write(metal::float4(_e105.x, _e105.y, _e105.z, ((((_e109 == 4272u) || (_e109 == 4274u)) || (_e109 == 4276u)) || (_e109 == 4281u)) ? 1.0 : _e105.w), metal::uint2(_e59));
    }
}

int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct uint_borderInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void uint_border(
  metal::uint3 local_id_1 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_1 [[threadgroup_position_in_grid]]
, constant type_1& uint_border_args [[user(fake0)]]
, metal::texture2d<uint, metal::access::sample> src_1 [[user(fake0)]]
, metal::texture2d<uint, metal::access::write> dst_1 [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    metal::int2 c_1 = {};
    metal::int2 local_2 = {};
    metal::int2 local_3 = {};
    metal::float2 local_4 = {};
    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = uint_border_args.inner[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = uint_border_args.inner[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = uint_border_args.inner[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = uint_border_args.inner[0].z;
        c_1 = metal::int2(as_type<int>(static_cast<uint>(static_cast<ulong>((((_e6 + _e10) * _e14) + _e17) + _e23))), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e30 + _e34) * _e38) + _e41) + _e47))));
        metal::int2 _e56 = c_1;
        local_2 = _e56;
        metal::int2 _e59 = local_2;
        metal::int2 _e62 = c_1;
        local_3 = as_type<metal::int2>(as_type<metal::uint2>(_e62) - as_type<metal::uint2>(metal::int2(1)));
        metal::int2 _e68 = local_3;
        metal::int2 _e72 = static_cast<metal::int2>(metal::uint2(src_1.get_width(), src_1.get_height()));
        metal::uint4 _e90 = src_1.read(metal::uint2(metal::int2(metal::clamp(_e68.x, 0, as_type<int>(as_type<uint>(_e72.x) - as_type<uint>(1))), metal::clamp(_e68.y, 0, as_type<int>(as_type<uint>(_e72.y) - as_type<uint>(1))))), 0);
        metal::uint4 _e92 = (((_e68.x >= 0) && (_e68.x < _e72.x)) && ((_e68.y >= 0) && (_e68.y < _e72.y))) ? _e90 : metal::uint4 {};
        uint _e96 = uint_border_args.inner[3].x;
        metal::int2 _e117 = c_1;
        local_4 = metal::float2(static_cast<float>(_e117.x) + 0.5, 0.5);
        metal::float2 _e126 = local_4;
        metal::int2 _e130 = static_cast<metal::int2>(metal::uint2(src_1.get_width(), src_1.get_height()));
        int _e136 = naga_f2i32(metal::floor(_e126.x));
        int _e143 = naga_f2i32(metal::floor(_e126.y));
        metal::uint4 _e152 = src_1.read(metal::uint2(metal::int2(metal::clamp(_e136, 0, as_type<int>(as_type<uint>(_e130.x) - as_type<uint>(1))), metal::clamp(_e143, 0, as_type<int>(as_type<uint>(_e130.y) - as_type<uint>(1))))), 0);
        uint _e156 = uint_border_args.inner[3].x;
        dst_1.write(metal::uint4(_e92.x, _e92.y, _e92.z, ((((_e96 == 4272u) || (_e96 == 4274u)) || (_e96 == 4276u)) || (_e96 == 4281u)) ? 1u : _e92.w) + metal::uint4(_e152.x, _e152.y, _e152.z, ((((_e156 == 4272u) || (_e156 == 4274u)) || (_e156 == 4276u)) || (_e156 == 4281u)) ? 1u : _e152.w), metal::uint2(_e59));
    }
}
