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
typedef int type_3[1];
typedef float type_5[1];
struct type_8 {
    int inner[64];
};
struct type_9 {
    float inner[8];
};
struct type_11 {
    float inner[4];
};
typedef metal::atomic_int type_15[1];
struct _atomic_compare_exchange_result_Sint_4_ {
    int old_value;
    bool exchanged;
    char _pad2[3];
};

template <typename A>
_atomic_compare_exchange_result_Sint_4_ naga_atomic_compare_exchange_weak_explicit(
    device A *atomic_ptr,
    int cmp,
    int v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Sint_4_{cmp, swapped};
}
template <typename A>
_atomic_compare_exchange_result_Sint_4_ naga_atomic_compare_exchange_weak_explicit(
    threadgroup A *atomic_ptr,
    int cmp,
    int v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Sint_4_{cmp, swapped};
}
constant uint oclvk_local_size_x = 64u;

void fill(
    thread type_9& p,
    int p_index0_,
    int n,
    float v_1
) {
    int i = {};
    {
        {
            i = 0;
            uint2 loop_bound = uint2(4294967295u);
            bool loop_init = true;
            while(true) {
                if (metal::all(loop_bound == uint2(0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                if (!loop_init) {
                    int _e15 = i;
                    i = as_type<int>(as_type<uint>(_e15) + as_type<uint>(1));
                }
                loop_init = false;
                int _e6 = i;
                if (!((_e6 < n))) {
                    break;
                }
                int _e10 = i;
                p.inner[as_type<int>(as_type<uint>(p_index0_) + as_type<uint>(_e10))] = v_1;
            }
        }
    }
}

void bump(
    int p_index0_1,
    int end_index0_,
    device type_3& out,
    constant _mslBufferSizes& _buffer_sizes
) {
    int p_index0_2 = {};
    p_index0_2 = p_index0_1;
    {
        uint2 loop_bound_1 = uint2(4294967295u);
        while(true) {
            if (metal::all(loop_bound_1 == uint2(0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            int _e4 = p_index0_2;
            if (!((_e4 < end_index0_))) {
                break;
            }
            int _e8 = p_index0_2;
            p_index0_2 = as_type<int>(as_type<uint>(_e8) + as_type<uint>(1));
            int _e14 = out[_e8];
            out[_e8] = as_type<int>(as_type<uint>(_e14) + as_type<uint>(1));
        }
    }
}

int sum_local(
    int p_index0_3,
    int n_1,
    threadgroup type_8& tmp
) {
    int s = {};
    int i_1 = {};
    {
        s = 0;
        {
            i_1 = 0;
            uint2 loop_bound_2 = uint2(4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (metal::all(loop_bound_2 == uint2(0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init_1) {
                    int _e21 = i_1;
                    i_1 = as_type<int>(as_type<uint>(_e21) + as_type<uint>(1));
                }
                loop_init_1 = false;
                int _e7 = i_1;
                if (!((_e7 < n_1))) {
                    break;
                }
                int _e11 = s;
                int _e13 = i_1;
                int _e17 = tmp.inner[as_type<int>(as_type<uint>(p_index0_3) + as_type<uint>(_e13))];
                s = as_type<int>(as_type<uint>(_e11) + as_type<uint>(_e17));
            }
        }
        int _e26 = s;
        return _e26;
    }
    return int {};
}
int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}

int naga_abs(int val) {
    return metal::select(as_type<int>(-as_type<uint>(val)), val, val >= 0);
}


struct memory_modelInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void memory_model(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, uint __local_invocation_index [[thread_index_in_threadgroup]]
, constant type_1& memory_model_args [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, device type_5& f [[user(fake0)]]
, device type_15& counters [[user(fake0)]]
, threadgroup type_8& tmp
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    type_11 table = type_11 {{1.0, 2.0, 4.0, 8.0}};
    if (__local_invocation_index == 0u) {
        tmp = {};
    }
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    int gid = {};
    type_9 priv = {};
    int acc = {};
    int k = {};
    int c = {};
    uint u = {};
    int sh = {};
    metal::int4 v = {};
    metal::float4 fv = {};
    int old = {};
    int local = {};
    int local_1 = {};
    bool local_2 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = memory_model_args.inner[1].z;
    int _e11 = as_type<int>(_e10);
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = memory_model_args.inner[4].x;
        uint _e23 = oclvk_local_id.x;
        uint _e29 = memory_model_args.inner[2].x;
        gid = static_cast<int>(static_cast<ulong>((((_e14 + _e18) * oclvk_local_size_x) + _e23) + _e29));
        uint _e36 = oclvk_local_id.x;
        int _e40 = gid;
        tmp.inner[static_cast<int>(static_cast<ulong>(_e36))] = _e40;
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        fill(priv, 0, 8, 0.5);
        int _e53 = gid;
        float _e58 = table.inner[_e53 & 3];
        fill(priv, 2, 3, _e58);
        acc = 0;
        int _e62 = gid;
        switch(_e62 & 7) {
            case 0: {
                {
                    acc = 1;
                    break;
                }
                break;
            }
            case 1:
            case 2: {
                {
                    acc = 2;
                    break;
                }
                break;
            }
            case 3: {
                {
                    acc = 3;
                }
                {
                    int _e72 = acc;
                    acc = as_type<int>(as_type<uint>(_e72) + as_type<uint>(4));
                    break;
                }
                break;
            }
            case 4: {
                {
                    int _e77 = acc;
                    acc = as_type<int>(as_type<uint>(_e77) + as_type<uint>(4));
                    break;
                }
                break;
            }
            default: {
                {
                    acc = -1;
                }
                break;
            }
        }
        k = 0;
        uint2 loop_bound_3 = uint2(4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (metal::all(loop_bound_3 == uint2(0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_2) {
                int _e100 = k;
                if (!((k < 20))) {
                    break;
                }
            }
            loop_init_2 = false;
            int _e87 = k;
            k = as_type<int>(as_type<uint>(_e87) + as_type<uint>(2));
            int _e92 = k;
            if (_e92 == 6) {
                continue;
            }
            int _e96 = k;
            if (_e96 > 10) {
                break;
            }
        }
        int _e105 = gid;
        if (_e105 == 0) {
            bump(64, 68, out, _buffer_sizes);
        }
        int _e113 = gid;
        c = (_e113 << 24u) >> 24u;
        int _e119 = c;
        c = (as_type<int>(as_type<uint>(_e119) + as_type<uint>(100)) << 24u) >> 24u;
        int _e127 = gid;
        u = static_cast<uint>(as_type<int>(as_type<uint>(_e127) * as_type<uint>(3))) & 255u;
        int _e135 = gid;
        sh = (as_type<int>(as_type<uint>(_e135) * as_type<uint>(1000)) << 16u) >> 16u;
        int _e143 = gid;
        v = metal::int4(_e143, 1, 2, 3);
        metal::int4 _e150 = v;
        metal::int2 _e154 = as_type<metal::int2>(as_type<metal::uint2>(_e150.yz) + as_type<metal::uint2>(metal::int2(5)));
        metal::int4 _e156 = v;
        v = metal::int4(_e156.x, _e154.x, _e154.y, _e156.w);
        metal::int4 _e163 = v;
        fv = static_cast<metal::float4>(_e163);
        metal::float4 _e167 = fv;
        metal::float4 _e170 = fv;
        fv = metal::float4(_e170.x, _e170.y, _e170.z, _e167.x);
        int _e178 = gid;
        uint2 loop_bound_4 = uint2(4294967295u);
        while(true) {
            if (metal::all(loop_bound_4 == uint2(0u))) { break; }
            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
            _atomic_compare_exchange_result_Sint_4_ _e182 = naga_atomic_compare_exchange_weak_explicit(&counters[0], 0, _e178);
            local = _e182.old_value;
            if (_e182.exchanged || (_e182.old_value != 0)) {
                break;
            }
        }
        int _e189 = local;
        int _e193 = gid;
        int _e196 = metal::atomic_fetch_min_explicit(&counters[1], _e193, metal::memory_order_relaxed);
        int _e203 = metal::atomic_fetch_add_explicit(&counters[2], 1, metal::memory_order_relaxed);
        old = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e189) + as_type<uint>(_e196))) + as_type<uint>(_e203));
        int _e207 = gid;
        int _e210 = acc;
        int _e212 = k;
        int _e216 = sum_local(0, 4, tmp);
        float _e221 = priv.inner[3];
        int _e225 = c;
        uint _e228 = u;
        int _e232 = sh;
        metal::int4 _e235 = v;
        metal::int4 _e239 = v;
        metal::float4 _e243 = fv;
        int _e248 = gid;
        float _e252 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(_e248))];
        int _e258 = gid;
        float _e262 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(_e258))];
        int _e267 = gid;
        if (_e11 > 3) {
            local_1 = 1;
        } else {
            local_1 = 2;
        }
        int _e280 = local_1;
        int _e284 = old;
        int _e290 = gid;
        int _e300 = gid;
        bool _e302 = _e300 != 0;
        local_2 = _e302;
        if (_e302) {
            local_2 = _e11 != 0;
        }
        bool _e308 = local_2;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(_e207))] = static_cast<int>(((((static_cast<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e210) + as_type<uint>(_e212))) + as_type<uint>(_e216))) + as_type<uint>(naga_f2i32(_e221)))) + as_type<uint>(_e225))) + as_type<uint>(static_cast<int>(_e228)))) + as_type<uint>(_e232))) + as_type<uint>(_e235.x))) + as_type<uint>(_e239.y))) + as_type<uint>(naga_f2i32(_e243.w)))) + as_type<uint>(naga_f2i32(_e252 * 10000000000.0)))) + as_type<uint>(as_type<int>(_e262)))) + as_type<uint>(naga_abs(as_type<int>(as_type<uint>(_e267) - as_type<uint>(5))))) + static_cast<uint>(_e280)) + static_cast<uint>(_e284)) + static_cast<uint>((static_cast<int>(_e290 > 3) != 0) ? 2 : 1)) + static_cast<uint>(static_cast<int>(_e308)));
        int _e316 = gid;
        metal::float4 _e319 = fv;
        float _e326 = priv.inner[0];
        metal::float4 _e338 = fv;
        metal::float4 _e343 = fv;
        f[as_type<int>(as_type<uint>(0) + as_type<uint>(_e316))] = (((((_e319.x * 0.5) + _e326) + static_cast<float>(static_cast<uint>(_e11))) + metal::mix(1.0, 2.0, 0.5)) + metal::step(0.5, _e338.z)) + metal::length(_e343);
    }
}
