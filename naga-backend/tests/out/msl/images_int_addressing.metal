// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_1 {
    metal::uint4 inner[4];
};
int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct int_repeatsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void int_repeats(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& int_repeats_args [[user(fake0)]]
, metal::texture2d<uint, metal::access::sample> src [[user(fake0)]]
, metal::texture1d<uint, metal::access::sample> row [[user(fake0)]]
, metal::texture2d<uint, metal::access::write> dst [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    metal::int2 c = {};
    metal::float2 f = {};
    metal::int2 local = {};
    metal::float2 local_1 = {};
    metal::float2 local_2 = {};
    float local_3 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = int_repeats_args.inner[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = int_repeats_args.inner[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = int_repeats_args.inner[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = int_repeats_args.inner[0].z;
        c = metal::int2(as_type<int>(static_cast<uint>(static_cast<ulong>((((_e6 + _e10) * _e14) + _e17) + _e23))), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e30 + _e34) * _e38) + _e41) + _e47))));
        metal::int2 _e55 = c;
        metal::int2 _e59 = c;
        metal::uint2 _e70 = metal::uint2(src.get_width(), src.get_height());
        metal::uint2 _e76 = metal::uint2(src.get_width(), src.get_height());
        f = ((metal::float2(static_cast<float>(_e55.x), static_cast<float>(_e59.y)) * metal::float2(2.7)) - metal::float2(5.3)) / metal::float2(static_cast<float>(static_cast<int>(_e70.x)), static_cast<float>(static_cast<int>(_e76.y)));
        metal::int2 _e86 = c;
        local = _e86;
        metal::int2 _e89 = local;
        metal::float2 _e92 = f;
        local_1 = _e92;
        metal::float2 _e95 = local_1;
        metal::int2 _e99 = static_cast<metal::int2>(metal::uint2(src.get_width(), src.get_height()));
        int _e109 = naga_f2i32(metal::floor((_e95.x - metal::floor(_e95.x)) * static_cast<float>(_e99.x)));
        int _e120 = naga_f2i32(metal::floor((_e95.y - metal::floor(_e95.y)) * static_cast<float>(_e99.y)));
        metal::uint4 _e126 = src.read(metal::uint2(metal::int2((_e109 > as_type<int>(as_type<uint>(_e99.x) - as_type<uint>(1))) ? as_type<int>(as_type<uint>(_e109) - as_type<uint>(_e99.x)) : _e109, (_e120 > as_type<int>(as_type<uint>(_e99.y) - as_type<uint>(1))) ? as_type<int>(as_type<uint>(_e120) - as_type<uint>(_e99.y)) : _e120)), 0);
        uint _e130 = int_repeats_args.inner[3].x;
        metal::float2 _e151 = f;
        local_2 = _e151;
        metal::float2 _e154 = local_2;
        metal::int2 _e158 = static_cast<metal::int2>(metal::uint2(src.get_width(), src.get_height()));
        metal::uint4 _e191 = src.read(metal::uint2(metal::int2(metal::min(naga_f2i32(metal::floor(metal::abs(_e154.x - (2.0 * metal::rint(0.5 * _e154.x))) * static_cast<float>(_e158.x))), as_type<int>(as_type<uint>(_e158.x) - as_type<uint>(1))), metal::min(naga_f2i32(metal::floor(metal::abs(_e154.y - (2.0 * metal::rint(0.5 * _e154.y))) * static_cast<float>(_e158.y))), as_type<int>(as_type<uint>(_e158.y) - as_type<uint>(1))))), 0);
        uint _e195 = int_repeats_args.inner[3].x;
        metal::float2 _e217 = f;
        local_3 = _e217.x;
        float _e221 = local_3;
        int _e223 = static_cast<int>(row.get_width());
        metal::uint4 _e239 = row.read(uint(metal::min(naga_f2i32(metal::floor(metal::abs(_e221 - (2.0 * metal::rint(0.5 * _e221))) * static_cast<float>(_e223))), as_type<int>(as_type<uint>(_e223) - as_type<uint>(1)))));
        uint _e243 = int_repeats_args.inner[3].z;
        dst.write((metal::uint4(_e126.x, _e126.y, _e126.z, ((((_e130 == 4272u) || (_e130 == 4274u)) || (_e130 == 4276u)) || (_e130 == 4281u)) ? 1u : _e126.w) + metal::uint4(_e191.x, _e191.y, _e191.z, ((((_e195 == 4272u) || (_e195 == 4274u)) || (_e195 == 4276u)) || (_e195 == 4281u)) ? 1u : _e191.w)) + metal::uint4(_e239.x, _e239.y, _e239.z, ((((_e243 == 4272u) || (_e243 == 4274u)) || (_e243 == 4276u)) || (_e243 == 4281u)) ? 1u : _e239.w), metal::uint2(_e89));
    }
}
