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
        uint _e114 = as_type<uint>(_e106.x);
        uint _e120 = _e114 & 2147483647u;
        uint _e122 = _e120 - 939524096u;
        int _e153 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(0));
        int _e155 = _e153 >> 1u;
        uint _e160 = as_type<uint>(_e153 & 1) * 16u;
        metal::atomic_fetch_and_explicit(&out[_e155], ~((65535u << _e160)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e155], (((_e114 >> 16u) & 32768u) | ((_e120 > 2139095040u) ? (32256u | ((_e120 >> 13u) & 1023u)) : ((_e120 >= 1199566848u) ? 31744u : ((_e120 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e120) * 16777216.0)) : (((_e122 + 4095u) + ((_e122 >> 13u) & 1u)) >> 13u))))) << _e160, metal::memory_order_relaxed);
        uint _e171 = as_type<uint>(_e106.y);
        uint _e177 = _e171 & 2147483647u;
        uint _e179 = _e177 - 939524096u;
        int _e210 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(1));
        int _e212 = _e210 >> 1u;
        uint _e217 = as_type<uint>(_e210 & 1) * 16u;
        metal::atomic_fetch_and_explicit(&out[_e212], ~((65535u << _e217)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e212], (((_e171 >> 16u) & 32768u) | ((_e177 > 2139095040u) ? (32256u | ((_e177 >> 13u) & 1023u)) : ((_e177 >= 1199566848u) ? 31744u : ((_e177 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e177) * 16777216.0)) : (((_e179 + 4095u) + ((_e179 >> 13u) & 1u)) >> 13u))))) << _e217, metal::memory_order_relaxed);
        uint _e228 = as_type<uint>(_e106.z);
        uint _e234 = _e228 & 2147483647u;
        uint _e236 = _e234 - 939524096u;
        int _e267 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(2));
        int _e269 = _e267 >> 1u;
        uint _e274 = as_type<uint>(_e267 & 1) * 16u;
        metal::atomic_fetch_and_explicit(&out[_e269], ~((65535u << _e274)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e269], (((_e228 >> 16u) & 32768u) | ((_e234 > 2139095040u) ? (32256u | ((_e234 >> 13u) & 1023u)) : ((_e234 >= 1199566848u) ? 31744u : ((_e234 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e234) * 16777216.0)) : (((_e236 + 4095u) + ((_e236 >> 13u) & 1u)) >> 13u))))) << _e274, metal::memory_order_relaxed);
        uint _e285 = as_type<uint>(_e106.w);
        uint _e291 = _e285 & 2147483647u;
        uint _e293 = _e291 - 939524096u;
        int _e324 = as_type<int>(as_type<uint>(_e112) + as_type<uint>(3));
        int _e326 = _e324 >> 1u;
        uint _e331 = as_type<uint>(_e324 & 1) * 16u;
        metal::atomic_fetch_and_explicit(&out[_e326], ~((65535u << _e331)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&out[_e326], (((_e285 >> 16u) & 32768u) | ((_e291 > 2139095040u) ? (32256u | ((_e291 >> 13u) & 1023u)) : ((_e291 >= 1199566848u) ? 31744u : ((_e291 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e291) * 16777216.0)) : (((_e293 + 4095u) + ((_e293 >> 13u) & 1u)) >> 13u))))) << _e331, metal::memory_order_relaxed);
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
