// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[6];
};
struct Particle {
    metal::float2 position;
    float mass;
    int id;
};
typedef Particle type_5[1];
typedef metal::float4 type_7[1];
struct Params {
    float scale;
    int offset;
    char _pad2[8];
    metal::float4 bias;
};

struct struct_argsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void struct_args(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& struct_args_args [[user(fake0)]]
, device type_5 const& particles [[user(fake0)]]
, device type_7& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    Particle q = {};
    metal::float4 v = {};
    Params local = {};
    Params local_1 = {};
    Params local_2 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = struct_args_args.inner[0].x;
    uint _e12 = struct_args_args.inner[0].y;
    uint _e17 = struct_args_args.inner[1].x;
    uint _e22 = struct_args_args.inner[1].y;
    uint _e27 = struct_args_args.inner[1].z;
    uint _e32 = struct_args_args.inner[1].w;
    Params _e35 = Params {as_type<float>(_e7), as_type<int>(_e12), {}, metal::float4(as_type<float>(_e17), as_type<float>(_e22), as_type<float>(_e27), as_type<float>(_e32))};
    uint _e41 = struct_args_args.inner[3].x;
    {
        uint _e45 = oclvk_group_id.x;
        uint _e49 = struct_args_args.inner[5].x;
        uint _e53 = oclvk_local_size.x;
        uint _e56 = oclvk_local_id.x;
        uint _e62 = struct_args_args.inner[3].z;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e45 + _e49) * _e53) + _e56) + _e62)));
        int _e69 = i;
        if (_e69 >= as_type<int>(_e41)) {
            return;
        }
        int _e72 = i;
        Particle _e76 = particles[as_type<int>(as_type<uint>(0) + as_type<uint>(_e72))];
        q = _e76;
        metal::float2 _e80 = q.position;
        float _e83 = q.mass;
        int _e86 = q.id;
        local = _e35;
        int _e90 = local.offset;
        v = metal::float4(_e80, _e83, static_cast<float>(as_type<int>(as_type<uint>(_e86) + as_type<uint>(_e90))));
        int _e96 = i;
        metal::float4 _e99 = v;
        local_1 = _e35;
        float _e103 = local_1.scale;
        local_2 = _e35;
        metal::float4 _e109 = local_2.bias;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(_e96))] = (_e99 * metal::float4(_e103)) + _e109;
    }
}
