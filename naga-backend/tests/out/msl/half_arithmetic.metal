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
    metal::uint4 inner[5];
};
typedef uint type_3[1];
typedef float type_5[1];
typedef metal::atomic_uint type_9[1];

float _oclvk_f16_bits_to_f32_(
    uint b
) {
    uint sign = {};
    uint e = {};
    uint man = {};
    uint exp = {};
    uint local = {};
    {
        sign = ((b >> 15u) & 1u) << 31u;
        e = (b >> 10u) & 31u;
        man = b & 1023u;
        uint _e23 = e;
        if (_e23 == 0u) {
            uint _e27 = man;
            uint _e33 = sign;
            return as_type<float>(as_type<uint>(static_cast<float>(_e27) * 0.000000059604645) | _e33);
        }
        uint _e37 = e;
        if (_e37 == 31u) {
            local = 255u;
        } else {
            uint _e43 = e;
            local = _e43 + 112u;
        }
        uint _e48 = local;
        exp = _e48;
        uint _e51 = sign;
        uint _e53 = exp;
        uint _e60 = man;
        return as_type<float>((_e51 | (_e53 << 23u)) | (_e60 << 13u));
    }
    return float {};
}

int _oclvk_rtz_step(
    bool above,
    bool below,
    bool neg
) {
    int local_1 = {};
    int local_2 = {};
    {
        if (neg) {
            local_1 = static_cast<int>(below);
        } else {
            local_1 = static_cast<int>(above);
        }
        int _e8 = local_1;
        if (_e8 != 0) {
            local_2 = -1;
        } else {
            local_2 = 0;
        }
        int _e17 = local_2;
        return _e17;
    }
    return int {};
}

uint naga_f2u32(float value) {
    return static_cast<uint>(metal::clamp(value, 0.0, 4294967000.0));
}

float _oclvk_cvt_f16_f32_rtz(
    float x
) {
    float r_1 = {};
    uint bits = {};
    float back = {};
    bool nan = {};
    bool above_1 = {};
    bool local_3 = {};
    bool below_1 = {};
    bool local_4 = {};
    bool neg_1 = {};
    int local_5 = {};
    int local_6 = {};
    {
        uint _e1 = as_type<uint>(x);
        uint _e7 = _e1 & 2147483647u;
        uint _e9 = _e7 - 939524096u;
        r_1 = float2(as_type<half2>((((_e1 >> 16u) & 32768u) | ((_e7 > 2139095040u) ? (32256u | ((_e7 >> 13u) & 1023u)) : ((_e7 >= 1199566848u) ? 31744u : ((_e7 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e7) * 16777216.0)) : (((_e9 + 4095u) + ((_e9 >> 13u) & 1u)) >> 13u))))))).x;
        float _e43 = r_1;
        uint _e44 = as_type<uint>(_e43);
        uint _e50 = _e44 & 2147483647u;
        uint _e52 = _e50 - 939524096u;
        bits = ((_e44 >> 16u) & 32768u) | ((_e50 > 2139095040u) ? (32256u | ((_e50 >> 13u) & 1023u)) : ((_e50 >= 1199566848u) ? 31744u : ((_e50 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e50) * 16777216.0)) : (((_e52 + 4095u) + ((_e52 >> 13u) & 1u)) >> 13u))));
        uint _e84 = bits;
        float _e85 = _oclvk_f16_bits_to_f32_(_e84);
        back = _e85;
        uint _e88 = bits;
        nan = static_cast<int>(static_cast<int>(static_cast<uint>(static_cast<int>(_e88) & 32767) & 65535u) > 31744) != 0;
        bool _e113 = nan;
        bool _e114 = !(_e113);
        local_3 = _e114;
        if (_e114) {
            float _e117 = back;
            local_3 = _e117 > x;
        }
        bool _e121 = local_3;
        above_1 = static_cast<int>(_e121) != 0;
        bool _e127 = nan;
        bool _e128 = !(_e127);
        local_4 = _e128;
        if (_e128) {
            float _e131 = back;
            local_4 = _e131 < x;
        }
        bool _e135 = local_4;
        below_1 = static_cast<int>(_e135) != 0;
        uint _e141 = bits;
        neg_1 = static_cast<int>(static_cast<int>(static_cast<uint>(static_cast<int>(_e141) >> 15u) & 65535u) != 0) != 0;
        bool _e159 = above_1;
        bool _e161 = below_1;
        bool _e163 = neg_1;
        int _e164 = _oclvk_rtz_step(_e159, _e161, _e163);
        if (_e164 > 0) {
            uint _e168 = bits;
            local_5 = static_cast<int>(static_cast<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e168)) + as_type<uint>(1))) & 65535u);
        } else {
            bool _e178 = above_1;
            bool _e180 = below_1;
            bool _e182 = neg_1;
            int _e183 = _oclvk_rtz_step(_e178, _e180, _e182);
            if (_e183 < 0) {
                uint _e187 = bits;
                local_6 = static_cast<int>(static_cast<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e187)) - as_type<uint>(1))) & 65535u);
            } else {
                uint _e197 = bits;
                local_6 = static_cast<int>(_e197);
            }
            int _e201 = local_6;
            local_5 = _e201;
        }
        int _e204 = local_5;
        return float2(as_type<half2>((as_type<uint>(static_cast<uint>(_e204) & 65535u) & 65535u))).x;
    }
    return float {};
}

struct axpy_halfInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void axpy_half(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& axpy_half_args [[user(fake0)]]
, device type_3 const& x_1 [[user(fake0)]]
, device type_9& y [[user(fake0)]]
, device type_5& wide [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    float r = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = axpy_half_args.inner[1].z;
    {
        uint _e17 = oclvk_group_id.x;
        uint _e21 = axpy_half_args.inner[4].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = axpy_half_args.inner[2].x;
        i = static_cast<ulong>((((_e17 + _e21) * _e25) + _e28) + _e34);
        ulong _e39 = i;
        int _e41 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e39)));
        uint _e48 = as_type<uint>(_e41 & 1) * 16u;
        uint _e51 = x_1[_e41 >> 1u];
        uint _e58 = as_type<uint>(float2(as_type<half2>((_e10 & 65535u))).x * float2(as_type<half2>(metal::extract_bits(_e51, metal::min(_e48, 32u), metal::min(16u, 32u - metal::min(_e48, 32u))))).x);
        uint _e64 = _e58 & 2147483647u;
        uint _e66 = _e64 - 939524096u;
        ulong _e99 = i;
        int _e101 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e99)));
        uint _e108 = as_type<uint>(_e101 & 1) * 16u;
        uint _e111 = metal::atomic_load_explicit(&y[_e101 >> 1u], metal::memory_order_relaxed);
        uint _e118 = as_type<uint>(float2(as_type<half2>((((_e58 >> 16u) & 32768u) | ((_e64 > 2139095040u) ? (32256u | ((_e64 >> 13u) & 1023u)) : ((_e64 >= 1199566848u) ? 31744u : ((_e64 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e64) * 16777216.0)) : (((_e66 + 4095u) + ((_e66 >> 13u) & 1u)) >> 13u))))))).x + float2(as_type<half2>(metal::extract_bits(_e111, metal::min(_e108, 32u), metal::min(16u, 32u - metal::min(_e108, 32u))))).x);
        uint _e124 = _e118 & 2147483647u;
        uint _e126 = _e124 - 939524096u;
        r = float2(as_type<half2>((((_e118 >> 16u) & 32768u) | ((_e124 > 2139095040u) ? (32256u | ((_e124 >> 13u) & 1023u)) : ((_e124 >= 1199566848u) ? 31744u : ((_e124 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e124) * 16777216.0)) : (((_e126 + 4095u) + ((_e126 >> 13u) & 1u)) >> 13u))))))).x;
        ulong _e160 = i;
        int _e162 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e160)));
        float _e164 = r;
        int _e166 = _e162 >> 1u;
        uint _e171 = as_type<uint>(_e162 & 1) * 16u;
        uint _e173 = as_type<uint>(_e164);
        uint _e179 = _e173 & 2147483647u;
        uint _e181 = _e179 - 939524096u;
        metal::atomic_fetch_and_explicit(&y[_e166], ~((65535u << _e171)), metal::memory_order_relaxed);
        metal::atomic_fetch_or_explicit(&y[_e166], (((_e173 >> 16u) & 32768u) | ((_e179 > 2139095040u) ? (32256u | ((_e179 >> 13u) & 1023u)) : ((_e179 >= 1199566848u) ? 31744u : ((_e179 < 947912704u) ? naga_f2u32(metal::rint(as_type<float>(_e179) * 16777216.0)) : (((_e181 + 4095u) + ((_e181 >> 13u) & 1u)) >> 13u))))) << _e171, metal::memory_order_relaxed);
        ulong _e220 = i;
        float _e224 = r;
        ulong _e226 = i;
        float _e231 = wide[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e226)))];
        float _e232 = _oclvk_cvt_f16_f32_rtz(_e231);
        wide[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e220)))] = _e224 + _e232;
    }
}
