// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_1 {
    metal::uint4 inner[3];
};

metal::float4 at(
    metal::float2 f_1,
    metal::texture2d<float, metal::access::sample> src,
    metal::sampler s
) {
    metal::float2 local_4 = {};
    {
        local_4 = f_1;
        metal::float2 _e4 = local_4;
        metal::float4 _e9 = src.sample(s, metal::float2(_e4.x, _e4.y));
        return _e9;
    }
    return metal::float4 {};
}

metal::float4 at_1(
    metal::float2 f_2,
    metal::texture2d<float, metal::access::sample> src,
    metal::sampler smooth
) {
    metal::float2 local_5 = {};
    {
        local_5 = f_2;
        metal::float2 _e4 = local_5;
        metal::float4 _e9 = src.sample(smooth, metal::float2(_e4.x, _e4.y));
        return _e9;
    }
    return metal::float4 {};
}
int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct combinedInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void combined(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& combined_args [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> src [[user(fake0)]]
, metal::sampler s [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> table [[user(fake0)]]
, metal::texture2d<uint, metal::access::sample> counts [[user(fake0)]]
, metal::texture2d<float, metal::access::write> dst [[user(fake0)]]
, metal::sampler smooth [[user(fake0)]]
, metal::sampler pixels [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    metal::int2 c = {};
    metal::float2 size = {};
    metal::float2 f = {};
    metal::int2 d = {};
    metal::uint4 n = {};
    metal::float2 local = {};
    metal::int2 local_1 = {};
    metal::float2 local_2 = {};
    metal::int2 local_3 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = combined_args.inner[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = combined_args.inner[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = combined_args.inner[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = combined_args.inner[0].z;
        c = metal::int2(as_type<int>(static_cast<uint>(static_cast<ulong>((((_e6 + _e10) * _e14) + _e17) + _e23))), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e30 + _e34) * _e38) + _e41) + _e47))));
        metal::uint2 _e55 = metal::uint2(src.get_width(), src.get_height());
        metal::uint2 _e61 = metal::uint2(src.get_width(), src.get_height());
        size = metal::float2(static_cast<float>(static_cast<int>(_e55.x)), static_cast<float>(static_cast<int>(_e61.y)));
        metal::int2 _e69 = c;
        metal::int2 _e73 = c;
        metal::float2 _e81 = size;
        f = (metal::float2(static_cast<float>(_e69.x), static_cast<float>(_e73.y)) + metal::float2(0.25)) / _e81;
        metal::uint2 _e85 = metal::uint2(table.get_width(), table.get_height());
        d = metal::int2(static_cast<int>(_e85.x), static_cast<int>(_e85.y));
        metal::float2 _e94 = f;
        local = _e94;
        metal::float2 _e97 = local;
        metal::int2 _e101 = static_cast<metal::int2>(metal::uint2(counts.get_width(), counts.get_height()));
        int _e111 = naga_f2i32(metal::floor((_e97.x - metal::floor(_e97.x)) * static_cast<float>(_e101.x)));
        int _e122 = naga_f2i32(metal::floor((_e97.y - metal::floor(_e97.y)) * static_cast<float>(_e101.y)));
        metal::uint4 _e128 = counts.read(metal::uint2(metal::int2((_e111 > as_type<int>(as_type<uint>(_e101.x) - as_type<uint>(1))) ? as_type<int>(as_type<uint>(_e111) - as_type<uint>(_e101.x)) : _e111, (_e122 > as_type<int>(as_type<uint>(_e101.y) - as_type<uint>(1))) ? as_type<int>(as_type<uint>(_e122) - as_type<uint>(_e101.y)) : _e122)), 0);
        n = _e128;
        metal::int2 _e132 = c;
        local_1 = _e132;
        metal::int2 _e135 = local_1;
        metal::float2 _e137 = f;
        metal::float4 _e138 = at(_e137, src, s);
        metal::float2 _e140 = f;
        metal::float4 _e141 = at_1(_e140, src, smooth);
        metal::int2 _e145 = c;
        metal::int2 _e151 = c;
        local_2 = metal::float2(static_cast<float>(_e145.x) - 0.5, static_cast<float>(_e151.y) + 0.75);
        metal::float2 _e159 = local_2;
        metal::float2 _e163 = static_cast<metal::float2>(metal::uint2(src.get_width(), src.get_height()));
        metal::float4 _e175 = src.sample(pixels, metal::float2((metal::floor(_e159.x) + 0.5) / _e163.x, (metal::floor(_e159.y) + 0.5) / _e163.y));
        metal::int2 _e179 = c;
        local_3 = _e179;
        metal::int2 _e182 = local_3;
        metal::float4 _e184 = table.read(metal::uint2(_e182), 0);
        metal::int2 _e187 = d;
        metal::int2 _e190 = d;
        metal::uint4 _e197 = n;
        dst.write(((((_e138 + _e141) + _e175) + _e184) + metal::float4(static_cast<float>(as_type<int>(as_type<uint>(_e187.x) * as_type<uint>(_e190.y))))) + metal::float4(static_cast<float>(_e197.x)), metal::uint2(_e135));
    }
}
