// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_1 {
    metal::uint4 inner[4];
};

metal::float4 at(
    metal::float2 f_1,
    constant type_1& combined_args,
    metal::texture2d<float, metal::access::sample> src,
    metal::sampler s
) {
    metal::float2 local_4 = {};
    {
        local_4 = f_1;
        metal::float2 _e4 = local_4;
        uint _e10 = combined_args.inner[3].y;
        bool _e14 = (_e10 & 1u) == 1u;
        bool _e18 = (_e10 & 48u) == 32u;
        metal::float2 _e20 = static_cast<metal::float2>(metal::uint2(src.get_width(), src.get_height()));
        metal::float4 _e36 = src.sample(s, metal::float2(_e14 ? _e4.x : ((_e18 ? _e4.x : (metal::floor(_e4.x) + 0.5)) / _e20.x), _e14 ? _e4.y : ((_e18 ? _e4.y : (metal::floor(_e4.y) + 0.5)) / _e20.y)));
        uint _e40 = combined_args.inner[3].x;
        return metal::float4(_e36.x, _e36.y, _e36.z, ((((_e40 == 4272u) || (_e40 == 4274u)) || (_e40 == 4276u)) || (_e40 == 4281u)) ? 1.0 : _e36.w);
    }
    return metal::float4 {};
}

metal::float4 at_1(
    metal::float2 f_2,
    constant type_1& combined_args,
    metal::texture2d<float, metal::access::sample> src,
    metal::sampler smooth
) {
    metal::float2 local_5 = {};
    {
        local_5 = f_2;
        metal::float2 _e4 = local_5;
        metal::float4 _e9 = src.sample(smooth, metal::float2(_e4.x, _e4.y));
        uint _e13 = combined_args.inner[3].x;
        return metal::float4(_e9.x, _e9.y, _e9.z, ((((_e13 == 4272u) || (_e13 == 4274u)) || (_e13 == 4276u)) || (_e13 == 4281u)) ? 1.0 : _e9.w);
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
        uint _e132 = combined_args.inner[3].w;
        n = metal::uint4(_e128.x, _e128.y, _e128.z, ((((_e132 == 4272u) || (_e132 == 4274u)) || (_e132 == 4276u)) || (_e132 == 4281u)) ? 1u : _e128.w);
        metal::int2 _e154 = c;
        local_1 = _e154;
        metal::int2 _e157 = local_1;
        metal::float2 _e159 = f;
        metal::float4 _e160 = at(_e159, combined_args, src, s);
        metal::float2 _e162 = f;
        metal::float4 _e163 = at_1(_e162, combined_args, src, smooth);
        metal::int2 _e167 = c;
        metal::int2 _e173 = c;
        local_2 = metal::float2(static_cast<float>(_e167.x) - 0.5, static_cast<float>(_e173.y) + 0.75);
        metal::float2 _e181 = local_2;
        metal::float2 _e185 = static_cast<metal::float2>(metal::uint2(src.get_width(), src.get_height()));
        metal::float4 _e197 = src.sample(pixels, metal::float2((metal::floor(_e181.x) + 0.5) / _e185.x, (metal::floor(_e181.y) + 0.5) / _e185.y));
        uint _e201 = combined_args.inner[3].x;
        metal::int2 _e223 = c;
        local_3 = _e223;
        metal::int2 _e226 = local_3;
        metal::float4 _e228 = table.read(metal::uint2(_e226), 0);
        metal::int2 _e231 = d;
        metal::int2 _e234 = d;
        metal::uint4 _e241 = n;
        dst.write(((((_e160 + _e163) + metal::float4(_e197.x, _e197.y, _e197.z, ((((_e201 == 4272u) || (_e201 == 4274u)) || (_e201 == 4276u)) || (_e201 == 4281u)) ? 1.0 : _e197.w)) + _e228) + metal::float4(static_cast<float>(as_type<int>(as_type<uint>(_e231.x) * as_type<uint>(_e234.y))))) + metal::float4(static_cast<float>(_e241.x)), metal::uint2(_e157));
    }
}
