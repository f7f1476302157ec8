// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
};

struct type_1 {
    metal::uint4 inner[4];
};
typedef uint type_3[1];
typedef float type_5[1];
typedef metal::atomic_uint type_10[1];
uint naga_f2u32(float value) {
    return static_cast<uint>(metal::clamp(value, 0.0, 4294967000.0));
}


struct halvesInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void halves(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& halves_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_10& out [[user(fake0)]]
, device type_5& f [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    metal::float4 v = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = halves_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = halves_args.inner[1].z;
        i = static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26);
        ulong _e31 = i;
        int _e35 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e31)) * as_type<uint>(4))));
        int _e37 = as_type<int>(as_type<uint>(_e35) + as_type<uint>(0));
        uint _e44 = as_type<uint>(_e37 & 1) * 16u;
        uint _e47 = in[_e37 >> 1u];
        int _e53 = as_type<int>(as_type<uint>(_e35) + as_type<uint>(1));
        uint _e60 = as_type<uint>(_e53 & 1) * 16u;
        uint _e63 = in[_e53 >> 1u];
        int _e69 = as_type<int>(as_type<uint>(_e35) + as_type<uint>(2));
        uint _e76 = as_type<uint>(_e69 & 1) * 16u;
        uint _e79 = in[_e69 >> 1u];
        int _e85 = as_type<int>(as_type<uint>(_e35) + as_type<uint>(3));
        uint _e92 = as_type<uint>(_e85 & 1) * 16u;
        uint _e95 = in[_e85 >> 1u];
        v = metal::float4(float2(as_type<half2>(metal::extract_bits(_e47, metal::min(_e44, 32u), metal::min(16u, 32u - metal::min(_e44, 32u))))).x, float2(as_type<half2>(metal::extract_bits(_e63, metal::min(_e60, 32u), metal::min(16u, 32u - metal::min(_e60, 32u))))).x, float2(as_type<half2>(metal::extract_bits(_e79, metal::min(_e76, 32u), metal::min(16u, 32u - metal::min(_e76, 32u))))).x, float2(as_type<half2>(metal::extract_bits(_e95, metal::min(_e92, 32u), metal::min(16u, 32u - metal::min(_e92, 32u))))).x);
        metal::float4 _e103 = v;
        metal::float4 _e106 = _e103 * metal::float4(2.0);
        ulong _e108 = i;
        int _e112 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e108)) * as_type<uint>(4))));
        int _e115 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(0));
        int _e117 = _e115 >> 1u;
        uint _e122 = as_type<uint>(_e115 & 1) * 16u;
        uint _e124 = as_type<uint>(_e106.x);
        uint _e130 = _e124 & 2147483647u;
        uint _e132 = _e130 - 939524096u;
        metal::atomic_fetch_and_explicit(&out[_e117], ~((65535u << _e122)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e117], (((_e124 >> 16u) & 32768u) | ((_e130 > 2139095040u) ? (32256u | ((_e130 >> 13u) & 1023u)) : ((_e130 >= 1199566848u) ? 31744u : ((_e130 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e130) * 16777216.0)) : (((_e132 + 4095u) + ((_e132 >> 13u) & 1u)) >> 13u))))) << _e122, metal::memory_order_relaxed);
        int _e172 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(1));
        int _e174 = _e172 >> 1u;
        uint _e179 = as_type<uint>(_e172 & 1) * 16u;
        uint _e181 = as_type<uint>(_e106.y);
        uint _e187 = _e181 & 2147483647u;
        uint _e189 = _e187 - 939524096u;
        metal::atomic_fetch_and_explicit(&out[_e174], ~((65535u << _e179)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e174], (((_e181 >> 16u) & 32768u) | ((_e187 > 2139095040u) ? (32256u | ((_e187 >> 13u) & 1023u)) : ((_e187 >= 1199566848u) ? 31744u : ((_e187 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e187) * 16777216.0)) : (((_e189 + 4095u) + ((_e189 >> 13u) & 1u)) >> 13u))))) << _e179, metal::memory_order_relaxed);
        int _e229 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(2));
        int _e231 = _e229 >> 1u;
        uint _e236 = as_type<uint>(_e229 & 1) * 16u;
        uint _e238 = as_type<uint>(_e106.z);
        uint _e244 = _e238 & 2147483647u;
        uint _e246 = _e244 - 939524096u;
        metal::atomic_fetch_and_explicit(&out[_e231], ~((65535u << _e236)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e231], (((_e238 >> 16u) & 32768u) | ((_e244 > 2139095040u) ? (32256u | ((_e244 >> 13u) & 1023u)) : ((_e244 >= 1199566848u) ? 31744u : ((_e244 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e244) * 16777216.0)) : (((_e246 + 4095u) + ((_e246 >> 13u) & 1u)) >> 13u))))) << _e236, metal::memory_order_relaxed);
        int _e286 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(3));
        int _e288 = _e286 >> 1u;
        uint _e293 = as_type<uint>(_e286 & 1) * 16u;
        uint _e295 = as_type<uint>(_e106.w);
        uint _e301 = _e295 & 2147483647u;
        uint _e303 = _e301 - 939524096u;
        metal::atomic_fetch_and_explicit(&out[_e288], ~((65535u << _e293)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e288], (((_e295 >> 16u) & 32768u) | ((_e301 > 2139095040u) ? (32256u | ((_e301 >> 13u) & 1023u)) : ((_e301 >= 1199566848u) ? 31744u : ((_e301 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e301) * 16777216.0)) : (((_e303 + 4095u) + ((_e303 >> 13u) & 1u)) >> 13u))))) << _e293, metal::memory_order_relaxed);
        ulong _e342 = i;
        ulong _e347 = i;
        int _e356 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>((4uL * _e347) + 1uL)) * as_type<uint>(1))))) + as_type<uint>(0));
        uint _e363 = as_type<uint>(_e356 & 1) * 16u;
        uint _e366 = in[_e356 >> 1u];
        ulong _e372 = i;
        int _e376 = as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e372)) * as_type<uint>(2))));
        int _e378 = as_type<int>(as_type<uint>(_e376) + as_type<uint>(0));
        uint _e385 = as_type<uint>(_e378 & 1) * 16u;
        uint _e388 = in[_e378 >> 1u];
        int _e394 = as_type<int>(as_type<uint>(_e376) + as_type<uint>(1));
        uint _e401 = as_type<uint>(_e394 & 1) * 16u;
        uint _e404 = in[_e394 >> 1u];
        f[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e342)))] = float2(as_type<half2>(metal::extract_bits(_e366, metal::min(_e363, 32u), metal::min(16u, 32u - metal::min(_e363, 32u))))).x + metal::float2(float2(as_type<half2>(metal::extract_bits(_e388, metal::min(_e385, 32u), metal::min(16u, 32u - metal::min(_e385, 32u))))).x, float2(as_type<half2>(metal::extract_bits(_e404, metal::min(_e401, 32u), metal::min(16u, 32u - metal::min(_e401, 32u))))).x).y;
    }
}
