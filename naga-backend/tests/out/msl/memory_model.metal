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
struct type_7 {
    int inner[64];
};
struct type_8 {
    float inner[8];
};
struct type_10 {
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

void fill(
    thread type_8& p,
    int p_index0_,
    int n,
    float v_1
) {
    int i = {};
    int _oclvk_unrolled_limit = {};
    int local_2 = {};
    {
        {
            i = 0;
            int _e6 = i;
            if (_e6 < n) {
                int _e9 = i;
                int _e13 = i;
                local_2 = static_cast<int>(static_cast<uint>(_e9) + ((static_cast<uint>(n) - static_cast<uint>(_e13)) & 4294967292u));
            } else {
                int _e22 = i;
                local_2 = _e22;
            }
            int _e25 = local_2;
            _oclvk_unrolled_limit = _e25;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e69 = i;
                    i = as_type<int>(as_type<uint>(_e69) + as_type<uint>(1));
                }
                loop_init = false;
                int _e28 = i;
                int _e30 = _oclvk_unrolled_limit;
                if (!((_e28 < _e30))) {
                    break;
                }
                int _e34 = i;
                p.inner[as_type<int>(as_type<uint>(p_index0_) + as_type<uint>(_e34))] = v_1;
                int _e39 = i;
                i = as_type<int>(as_type<uint>(_e39) + as_type<uint>(1));
                int _e44 = i;
                p.inner[as_type<int>(as_type<uint>(p_index0_) + as_type<uint>(_e44))] = v_1;
                int _e49 = i;
                i = as_type<int>(as_type<uint>(_e49) + as_type<uint>(1));
                int _e54 = i;
                p.inner[as_type<int>(as_type<uint>(p_index0_) + as_type<uint>(_e54))] = v_1;
                int _e59 = i;
                i = as_type<int>(as_type<uint>(_e59) + as_type<uint>(1));
                int _e64 = i;
                p.inner[as_type<int>(as_type<uint>(p_index0_) + as_type<uint>(_e64))] = v_1;
            }
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    int _e83 = i;
                    i = as_type<int>(as_type<uint>(_e83) + as_type<uint>(1));
                }
                loop_init_1 = false;
                int _e74 = i;
                if (!((_e74 < n))) {
                    break;
                }
                int _e78 = i;
                p.inner[as_type<int>(as_type<uint>(p_index0_) + as_type<uint>(_e78))] = v_1;
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
        while(true) {
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
    threadgroup type_7& tmp
) {
    int s = {};
    int i_1 = {};
    int _oclvk_unrolled_limit_1 = {};
    int local_3 = {};
    {
        s = 0;
        {
            i_1 = 0;
            int _e7 = i_1;
            if (_e7 < n_1) {
                int _e10 = i_1;
                int _e14 = i_1;
                local_3 = static_cast<int>(static_cast<uint>(_e10) + ((static_cast<uint>(n_1) - static_cast<uint>(_e14)) & 4294967292u));
            } else {
                int _e23 = i_1;
                local_3 = _e23;
            }
            int _e26 = local_3;
            _oclvk_unrolled_limit_1 = _e26;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    int _e90 = i_1;
                    i_1 = as_type<int>(as_type<uint>(_e90) + as_type<uint>(1));
                }
                loop_init_2 = false;
                int _e29 = i_1;
                int _e31 = _oclvk_unrolled_limit_1;
                if (!((_e29 < _e31))) {
                    break;
                }
                int _e35 = s;
                int _e37 = i_1;
                int _e41 = tmp.inner[as_type<int>(as_type<uint>(p_index0_3) + as_type<uint>(_e37))];
                s = as_type<int>(as_type<uint>(_e35) + as_type<uint>(_e41));
                int _e45 = i_1;
                i_1 = as_type<int>(as_type<uint>(_e45) + as_type<uint>(1));
                int _e50 = s;
                int _e52 = i_1;
                int _e56 = tmp.inner[as_type<int>(as_type<uint>(p_index0_3) + as_type<uint>(_e52))];
                s = as_type<int>(as_type<uint>(_e50) + as_type<uint>(_e56));
                int _e60 = i_1;
                i_1 = as_type<int>(as_type<uint>(_e60) + as_type<uint>(1));
                int _e65 = s;
                int _e67 = i_1;
                int _e71 = tmp.inner[as_type<int>(as_type<uint>(p_index0_3) + as_type<uint>(_e67))];
                s = as_type<int>(as_type<uint>(_e65) + as_type<uint>(_e71));
                int _e75 = i_1;
                i_1 = as_type<int>(as_type<uint>(_e75) + as_type<uint>(1));
                int _e80 = s;
                int _e82 = i_1;
                int _e86 = tmp.inner[as_type<int>(as_type<uint>(p_index0_3) + as_type<uint>(_e82))];
                s = as_type<int>(as_type<uint>(_e80) + as_type<uint>(_e86));
            }
            bool loop_init_3 = true;
            while(true) {
                if (!loop_init_3) {
                    int _e109 = i_1;
                    i_1 = as_type<int>(as_type<uint>(_e109) + as_type<uint>(1));
                }
                loop_init_3 = false;
                int _e95 = i_1;
                if (!((_e95 < n_1))) {
                    break;
                }
                int _e99 = s;
                int _e101 = i_1;
                int _e105 = tmp.inner[as_type<int>(as_type<uint>(p_index0_3) + as_type<uint>(_e101))];
                s = as_type<int>(as_type<uint>(_e99) + as_type<uint>(_e105));
            }
        }
        int _e114 = s;
        return _e114;
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
, constant type_1& memory_model_args [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, device type_5& f [[user(fake0)]]
, device type_15& counters [[user(fake0)]]
, threadgroup type_7& tmp
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    type_10 table = type_10 {{1.0, 2.0, 4.0, 8.0}};
    int gid = {};
    type_8 priv = {};
    int acc = {};
    int k = {};
    int c = {};
    uint u = {};
    int sh = {};
    metal::int4 v = {};
    metal::float4 fv = {};
    int old = {};
    int local = {};
    bool local_1 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = memory_model_args.inner[1].z;
    int _e11 = as_type<int>(_e10);
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = memory_model_args.inner[4].x;
        uint _e22 = oclvk_local_size.x;
        uint _e25 = oclvk_local_id.x;
        uint _e31 = memory_model_args.inner[2].x;
        gid = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e14 + _e18) * _e22) + _e25) + _e31)));
        uint _e39 = oclvk_local_id.x;
        int _e43 = gid;
        tmp.inner[static_cast<int>(static_cast<ulong>(_e39))] = _e43;
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        fill(priv, 0, 8, 0.5);
        int _e56 = gid;
        float _e61 = table.inner[_e56 & 3];
        fill(priv, 2, 3, _e61);
        acc = 0;
        int _e65 = gid;
        switch(_e65 & 7) {
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
                    int _e75 = acc;
                    acc = as_type<int>(as_type<uint>(_e75) + as_type<uint>(4));
                    break;
                }
                break;
            }
            case 4: {
                {
                    int _e80 = acc;
                    acc = as_type<int>(as_type<uint>(_e80) + as_type<uint>(4));
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
        bool loop_init_4 = true;
        while(true) {
            if (!loop_init_4) {
                int _e103 = k;
                if (!((k < 20))) {
                    break;
                }
            }
            loop_init_4 = false;
            int _e90 = k;
            k = as_type<int>(as_type<uint>(_e90) + as_type<uint>(2));
            int _e95 = k;
            if (_e95 == 6) {
                continue;
            }
            int _e99 = k;
            if (_e99 > 10) {
                break;
            }
        }
        int _e108 = gid;
        if (_e108 == 0) {
            bump(64, 68, out, _buffer_sizes);
        }
        int _e116 = gid;
        c = (_e116 << 24u) >> 24u;
        int _e122 = c;
        c = (as_type<int>(as_type<uint>(_e122) + as_type<uint>(100)) << 24u) >> 24u;
        int _e130 = gid;
        u = static_cast<uint>(as_type<int>(as_type<uint>(_e130) * as_type<uint>(3))) & 255u;
        int _e138 = gid;
        sh = (as_type<int>(as_type<uint>(_e138) * as_type<uint>(1000)) << 16u) >> 16u;
        int _e146 = gid;
        v = metal::int4(_e146, 1, 2, 3);
        metal::int4 _e153 = v;
        metal::int2 _e157 = as_type<metal::int2>(as_type<metal::uint2>(_e153.yz) + as_type<metal::uint2>(metal::int2(5)));
        metal::int4 _e159 = v;
        v = metal::int4(_e159.x, _e157.x, _e157.y, _e159.w);
        metal::int4 _e167 = v;
        fv = static_cast<metal::float4>(_e167);
        metal::float4 _e171 = fv;
        metal::float4 _e174 = fv;
        fv = metal::float4(_e174.x, _e174.y, _e174.z, _e171.x);
        int _e183 = gid;
        while(true) {
            _atomic_compare_exchange_result_Sint_4_ _e187 = naga_atomic_compare_exchange_weak_explicit(&counters[0], 0, _e183);
            local = _e187.old_value;
            if (_e187.exchanged || (_e187.old_value != 0)) {
                break;
            }
        }
        int _e194 = local;
        int _e198 = gid;
        int _e201 = metal::atomic_fetch_min_explicit(&counters[1], _e198, metal::memory_order_relaxed);
        int _e208 = metal::atomic_fetch_add_explicit(&counters[2], 1, metal::memory_order_relaxed);
        old = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e194) + as_type<uint>(_e201))) + as_type<uint>(_e208));
        int _e212 = gid;
        int _e215 = acc;
        int _e217 = k;
        int _e221 = sum_local(0, 4, tmp);
        float _e226 = priv.inner[3];
        int _e230 = c;
        uint _e233 = u;
        int _e237 = sh;
        metal::int4 _e240 = v;
        metal::int4 _e244 = v;
        metal::float4 _e248 = fv;
        int _e253 = gid;
        float _e257 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(_e253))];
        float _e259 = _e257 * 10000000000.0;
        int _e276 = gid;
        float _e280 = f[as_type<int>(as_type<uint>(0) + as_type<uint>(_e276))];
        int _e285 = gid;
        int _e299 = old;
        int _e305 = gid;
        int _e315 = gid;
        bool _e317 = _e315 != 0;
        local_1 = _e317;
        if (_e317) {
            local_1 = _e11 != 0;
        }
        bool _e323 = local_1;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(_e212))] = static_cast<int>(((((static_cast<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e215) + as_type<uint>(_e217))) + as_type<uint>(_e221))) + as_type<uint>(naga_f2i32(_e226)))) + as_type<uint>(_e230))) + as_type<uint>(static_cast<int>(_e233)))) + as_type<uint>(_e237))) + as_type<uint>(_e240.x))) + as_type<uint>(_e244.y))) + as_type<uint>(naga_f2i32(_e248.w)))) + as_type<uint>(((as_type<uint>(_e259) & 2147483647u) > 2139095040u) ? 0 : ((_e259 >= 2147483600.0) ? 2147483647 : naga_f2i32(metal::max(_e259, -2147483600.0)))))) + as_type<uint>(as_type<int>(_e280)))) + as_type<uint>(naga_abs(as_type<int>(as_type<uint>(_e285) - as_type<uint>(5))))) + static_cast<uint>((_e11 > 3) ? 1 : 2)) + static_cast<uint>(_e299)) + static_cast<uint>((static_cast<int>(_e305 > 3) != 0) ? 2 : 1)) + static_cast<uint>(static_cast<int>(_e323)));
        int _e331 = gid;
        metal::float4 _e334 = fv;
        float _e341 = priv.inner[0];
        metal::float4 _e353 = fv;
        metal::float4 _e358 = fv;
        f[as_type<int>(as_type<uint>(0) + as_type<uint>(_e331))] = (((((_e334.x * 0.5) + _e341) + static_cast<float>(static_cast<uint>(_e11))) + metal::mix(1.0, 2.0, 0.5)) + metal::step(0.5, _e353.z)) + metal::length(_e358);
    }
}
