// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size18;
};

struct type_1 {
    metal::uint4 inner[3];
};
struct type_11 {
    metal::uint4 inner[4];
};
typedef metal::float4 type_16[1];

metal::float4 fetch(
    metal::int2 c_3,
    metal::texture2d<float, metal::access::sample> src
) {
    metal::int2 local_10 = {};
    {
        local_10 = c_3;
        metal::int2 _e4 = local_10;
        metal::float4 _e6 = src.read(metal::uint2(_e4), 0);
        return _e6;
    }
    return metal::float4 {};
}

struct copyInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void copy(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& copy_args [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> src [[user(fake0)]]
, metal::texture2d<float, metal::access::write> dst [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    metal::int2 c = {};
    metal::int2 local = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = copy_args.inner[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = copy_args.inner[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = copy_args.inner[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = copy_args.inner[0].z;
        c = metal::int2(as_type<int>(static_cast<uint>(static_cast<ulong>((((_e6 + _e10) * _e14) + _e17) + _e23))), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e30 + _e34) * _e38) + _e41) + _e47))));
        metal::int2 _e56 = c;
        local = _e56;
        metal::int2 _e59 = local;
        metal::int2 _e61 = c;
        metal::float4 _e62 = fetch(_e61, src);
        dst.write(_e62 * metal::float4(2.0), metal::uint2(_e59));
    }
}


struct copy_intsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void copy_ints(
  metal::uint3 local_id_1 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_1 [[threadgroup_position_in_grid]]
, constant type_1& copy_ints_args [[user(fake0)]]
, metal::texture2d<int, metal::access::sample> src_1 [[user(fake0)]]
, metal::texture2d<int, metal::access::write> dst_1 [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    metal::int2 c_1 = {};
    metal::int2 local_1 = {};
    metal::int2 local_2 = {};
    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = copy_ints_args.inner[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = copy_ints_args.inner[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = copy_ints_args.inner[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = copy_ints_args.inner[0].z;
        c_1 = metal::int2(as_type<int>(static_cast<uint>(static_cast<ulong>((((_e6 + _e10) * _e14) + _e17) + _e23))), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e30 + _e34) * _e38) + _e41) + _e47))));
        metal::int2 _e56 = c_1;
        local_1 = _e56;
        metal::int2 _e59 = local_1;
        metal::int2 _e62 = c_1;
        local_2 = _e62;
        metal::int2 _e65 = local_2;
        metal::int4 _e67 = src_1.read(metal::uint2(_e65), 0);
        dst_1.write(as_type<metal::int4>(as_type<metal::uint4>(_e67) - as_type<metal::uint4>(metal::int4(1, 2, 3, 4))), metal::uint2(_e59));
    }
}


struct sampledInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void sampled(
  metal::uint3 local_id_2 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_2 [[threadgroup_position_in_grid]]
, constant type_11& sampled_args [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> src_2 [[user(fake0)]]
, metal::sampler s [[user(fake0)]]
, metal::texture2d<float, metal::access::write> dst_2 [[user(fake0)]]
, metal::sampler smooth [[user(fake0)]]
, metal::sampler pixels [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    metal::int2 c_2 = {};
    metal::float2 size = {};
    metal::float2 f = {};
    metal::int2 local_3 = {};
    metal::float2 local_4 = {};
    metal::float2 local_5 = {};
    metal::float2 local_6 = {};
    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = sampled_args.inner[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = sampled_args.inner[0].x;
        uint _e30 = oclvk_group_id.y;
        uint _e34 = sampled_args.inner[2].y;
        uint _e38 = oclvk_local_size.y;
        uint _e41 = oclvk_local_id.y;
        uint _e47 = sampled_args.inner[0].z;
        c_2 = metal::int2(as_type<int>(static_cast<uint>(static_cast<ulong>((((_e6 + _e10) * _e14) + _e17) + _e23))), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e30 + _e34) * _e38) + _e41) + _e47))));
        metal::uint2 _e55 = metal::uint2(src_2.get_width(), src_2.get_height());
        metal::uint2 _e61 = metal::uint2(src_2.get_width(), src_2.get_height());
        size = metal::float2(static_cast<float>(static_cast<int>(_e55.x)), static_cast<float>(static_cast<int>(_e61.y)));
        metal::int2 _e69 = c_2;
        metal::int2 _e73 = c_2;
        metal::float2 _e81 = size;
        f = (metal::float2(static_cast<float>(_e69.x), static_cast<float>(_e73.y)) + metal::float2(0.25)) / _e81;
        metal::int2 _e86 = c_2;
        local_3 = _e86;
        metal::int2 _e89 = local_3;
        metal::float2 _e92 = f;
        local_4 = _e92;
        metal::float2 _e95 = local_4;
        uint _e101 = sampled_args.inner[3].y;
        bool _e105 = (_e101 & 1u) == 1u;
        bool _e109 = (_e101 & 48u) == 32u;
        metal::float2 _e111 = static_cast<metal::float2>(metal::uint2(src_2.get_width(), src_2.get_height()));
        metal::float4 _e127 = src_2.sample(s, metal::float2(_e105 ? _e95.x : ((_e109 ? _e95.x : (metal::floor(_e95.x) + 0.5)) / _e111.x), _e105 ? _e95.y : ((_e109 ? _e95.y : (metal::floor(_e95.y) + 0.5)) / _e111.y)));
        uint _e131 = sampled_args.inner[3].x;
        metal::float2 _e152 = f;
        local_5 = _e152;
        metal::float2 _e155 = local_5;
        metal::float4 _e160 = src_2.sample(smooth, metal::float2(_e155.x, _e155.y));
        uint _e164 = sampled_args.inner[3].x;
        metal::int2 _e186 = c_2;
        metal::int2 _e192 = c_2;
        local_6 = metal::float2(static_cast<float>(_e186.x) - 0.5, static_cast<float>(_e192.y) + 0.75);
        metal::float2 _e200 = local_6;
        metal::float2 _e204 = static_cast<metal::float2>(metal::uint2(src_2.get_width(), src_2.get_height()));
        metal::float4 _e216 = src_2.sample(pixels, metal::float2((metal::floor(_e200.x) + 0.5) / _e204.x, (metal::floor(_e200.y) + 0.5) / _e204.y));
        uint _e220 = sampled_args.inner[3].x;
        dst_2.write((metal::float4(_e127.x, _e127.y, _e127.z, ((((_e131 == 4272u) || (_e131 == 4274u)) || (_e131 == 4276u)) || (_e131 == 4281u)) ? 1.0 : _e127.w) + metal::float4(_e160.x, _e160.y, _e160.z, ((((_e164 == 4272u) || (_e164 == 4274u)) || (_e164 == 4276u)) || (_e164 == 4281u)) ? 1.0 : _e160.w)) + metal::float4(_e216.x, _e216.y, _e216.z, ((((_e220 == 4272u) || (_e220 == 4274u)) || (_e220 == 4276u)) || (_e220 == 4281u)) ? 1.0 : _e216.w), metal::uint2(_e89));
    }
}

int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct volumesInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void volumes(
  metal::uint3 local_id_3 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_3 [[threadgroup_position_in_grid]]
, metal::sampler smooth [[user(fake0)]]
, constant type_11& volumes_args [[user(fake0)]]
, metal::texture3d<float, metal::access::sample> vol [[user(fake0)]]
, metal::texture2d_array<float, metal::access::sample> layers [[user(fake0)]]
, device type_16& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    metal::int4 d = {};
    metal::int4 local_7 = {};
    metal::float4 local_8 = {};
    metal::int4 local_9 = {};
    oclvk_local_id = local_id_3;
    oclvk_group_id = group_id_3;
    {
        uint _e7 = oclvk_group_id.x;
        uint _e11 = volumes_args.inner[2].x;
        uint _e15 = oclvk_local_size.x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = volumes_args.inner[0].z;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e7 + _e11) * _e15) + _e18) + _e24)));
        metal::uint3 _e31 = metal::uint3(vol.get_width(), vol.get_height(), vol.get_depth());
        d = metal::int4(static_cast<int>(_e31.x), static_cast<int>(_e31.y), static_cast<int>(_e31.z), 0);
        int _e42 = i;
        int _e46 = i;
        local_7 = metal::int4(_e46, 0, 1, 0);
        metal::int4 _e53 = local_7;
        metal::float4 _e56 = vol.read(metal::uint3(_e53.xyz), 0);
        int _e61 = i;
        local_8 = metal::float4(0.5, 0.5, static_cast<float>(_e61), 0.0);
        metal::float4 _e67 = local_8;
        metal::float4 _e81 = layers.sample(smooth, metal::float2(_e67.x, _e67.y), metal::clamp(naga_f2i32(metal::rint(_e67.z)), 0, as_type<int>(as_type<uint>(static_cast<int>(layers.get_array_size())) - as_type<uint>(1))));
        uint _e85 = volumes_args.inner[3].x;
        int _e109 = i;
        local_9 = metal::int4(0, 0, _e109, 0);
        metal::int4 _e114 = local_9;
        metal::float4 _e118 = layers.read(metal::uint2(_e114.xy), _e114.z, 0);
        metal::uint3 _e121 = metal::uint3(vol.get_width(), vol.get_height(), vol.get_depth());
        metal::uint2 _e128 = metal::uint2(layers.get_width(), layers.get_height());
        metal::int4 _e135 = d;
        metal::int4 _e139 = d;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(_e42))] = ((_e56 + metal::float4(_e81.x, _e81.y, _e81.z, ((((_e85 == 4272u) || (_e85 == 4274u)) || (_e85 == 4276u)) || (_e85 == 4281u)) ? 1.0 : _e81.w)) + _e118) + metal::float4(static_cast<float>(static_cast<int>(_e121.z)), static_cast<float>(static_cast<ulong>(layers.get_array_size())), static_cast<float>(_e135.x), static_cast<float>(_e139.w));
    }
}
