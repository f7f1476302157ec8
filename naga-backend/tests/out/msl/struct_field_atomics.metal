// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
    uint size8;
    uint size9;
    uint size12;
    uint size13;
};

struct type_1 {
    metal::uint4 inner[4];
};
typedef int type_3[1];
typedef uint type_5[1];
struct Plain {
    int first;
    int second;
};
typedef Plain type_6[1];
typedef metal::atomic_uint type_10[1];
struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
    char _pad2[3];
};
struct Bin {
    int count;
    uint bits;
    int lo;
    float scale;
};
struct type_13 {
    metal::uint4 inner[1];
};
struct type_14 {
    uint inner[16];
};
struct type_15 {
    metal::atomic_uint inner[16];
};
struct type_16 {
    uint inner[4];
};
struct oclvk_program_globals_t {
    type_16 program_bin;
};
struct type_17 {
    metal::atomic_uint inner[4];
};
struct oclvk_program_globals_t_1 {
    type_17 program_bin;
};

template <typename A>
_atomic_compare_exchange_result_Uint_4_ naga_atomic_compare_exchange_weak_explicit(
    device A *atomic_ptr,
    uint cmp,
    uint v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Uint_4_{cmp, swapped};
}
template <typename A>
_atomic_compare_exchange_result_Uint_4_ naga_atomic_compare_exchange_weak_explicit(
    threadgroup A *atomic_ptr,
    uint cmp,
    uint v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Uint_4_{cmp, swapped};
}

void tally(
    int count_index0_,
    device type_10& bins,
    constant _mslBufferSizes& _buffer_sizes
) {
    {
        uint _e9 = metal::atomic_fetch_add_explicit(&bins[as_type<int>(as_type<uint>(count_index0_) * as_type<uint>(16)) >> 2u], as_type<uint>(1u), metal::memory_order_relaxed);
    }
}
int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct buffer_binsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void buffer_bins(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& buffer_bins_args [[user(fake0)]]
, device type_3 const& in [[user(fake0)]]
, device type_10& bins [[user(fake0)]]
, device type_6& plain [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    int x = {};
    uint local = {};
    Plain p = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = buffer_bins_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = buffer_bins_args.inner[1].z;
        i = static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26);
        ulong _e31 = i;
        int _e36 = in[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e31)))];
        x = _e36;
        ulong _e39 = i;
        tally(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e39 & 7uL))), bins, _buffer_sizes);
        ulong _e45 = i;
        int _e58 = x;
        uint _e68 = metal::atomic_fetch_or_explicit(&bins[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e45 & 7uL)))) * as_type<uint>(16))) + as_type<uint>(4)) >> 2u], as_type<uint>(1u << (static_cast<uint>(_e58 & 31) & 31u)), metal::memory_order_relaxed);
        ulong _e71 = i;
        int _e81 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e71 & 7uL)))) * as_type<uint>(16))) + as_type<uint>(8)) >> 2u;
        int _e83 = x;
        uint _e86 = metal::atomic_load_explicit(&bins[_e81], metal::memory_order_relaxed);
        local = _e86;
        while(true) {
            uint _e89 = local;
            uint _e92 = as_type<uint>(metal::min(as_type<int>(_e89), _e83));
            if (_e92 == _e89) {
                break;
            }
            _atomic_compare_exchange_result_Uint_4_ _e94 = naga_atomic_compare_exchange_weak_explicit(&bins[_e81], _e89, _e92);
            local = _e94.old_value;
            if (_e94.exchanged) {
                break;
            }
        }
        uint _e101 = local;
        ulong _e104 = i;
        uint _e113 = metal::atomic_load_explicit(&bins[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e104)))) * as_type<uint>(16)) >> 2u], metal::memory_order_relaxed);
        p.first = as_type<int>(_e113);
        ulong _e118 = i;
        uint _e129 = metal::atomic_load_explicit(&bins[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e118)))) * as_type<uint>(16))) + as_type<uint>(12)) >> 2u], metal::memory_order_relaxed);
        p.second = naga_f2i32(as_type<float>(_e129));
        ulong _e135 = i;
        Plain _e139 = p;
        plain[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e135)))] = _e139;
        ulong _e143 = i;
        ulong _e149 = i;
        int _e153 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e149)))) * as_type<uint>(16));
        uint _e158 = metal::atomic_load_explicit(&bins[_e153 >> 2u], metal::memory_order_relaxed);
        uint _e166 = metal::atomic_load_explicit(&bins[as_type<int>(as_type<uint>(_e153) + as_type<uint>(4)) >> 2u], metal::memory_order_relaxed);
        uint _e174 = metal::atomic_load_explicit(&bins[as_type<int>(as_type<uint>(_e153) + as_type<uint>(8)) >> 2u], metal::memory_order_relaxed);
        uint _e182 = metal::atomic_load_explicit(&bins[as_type<int>(as_type<uint>(_e153) + as_type<uint>(12)) >> 2u], metal::memory_order_relaxed);
        Bin _e184 = Bin {as_type<int>(_e158), as_type<uint>(_e166), as_type<int>(_e174), as_type<float>(_e182)};
        int _e186 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e143 + 8uL)))) * as_type<uint>(16));
        metal::atomic_store_explicit(&bins[_e186 >> 2u], as_type<uint>(_e184.count), metal::memory_order_relaxed);
        metal::atomic_store_explicit(&bins[as_type<int>(as_type<uint>(_e186) + as_type<uint>(4)) >> 2u], as_type<uint>(_e184.bits), metal::memory_order_relaxed);
        metal::atomic_store_explicit(&bins[as_type<int>(as_type<uint>(_e186) + as_type<uint>(8)) >> 2u], as_type<uint>(_e184.lo), metal::memory_order_relaxed);
        metal::atomic_store_explicit(&bins[as_type<int>(as_type<uint>(_e186) + as_type<uint>(12)) >> 2u], as_type<uint>(_e184.scale), metal::memory_order_relaxed);
    }
}


struct local_binsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void local_bins(
  metal::uint3 local_id_1 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_1 [[threadgroup_position_in_grid]]
, device type_3 const& in_1 [[user(fake0)]]
, device type_5& out [[user(fake0)]]
, threadgroup type_15& tile
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    ulong l = {};
    Bin start = {};
    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e8 = oclvk_local_id.x;
        l = static_cast<ulong>(_e8);
        ulong _e12 = l;
        if (_e12 < 4uL) {
            start.count = 0;
            start.bits = 0u;
            start.lo = 0;
            start.scale = 1.5;
            ulong _e28 = l;
            Bin _e31 = start;
            int _e33 = as_type<int>(as_type<uint>(static_cast<int>(_e28)) * as_type<uint>(16));
            metal::atomic_store_explicit(&tile.inner[_e33 >> 2u], as_type<uint>(_e31.count), metal::memory_order_relaxed);
            metal::atomic_store_explicit(&tile.inner[as_type<int>(as_type<uint>(_e33) + as_type<uint>(4)) >> 2u], as_type<uint>(_e31.bits), metal::memory_order_relaxed);
            metal::atomic_store_explicit(&tile.inner[as_type<int>(as_type<uint>(_e33) + as_type<uint>(8)) >> 2u], as_type<uint>(_e31.lo), metal::memory_order_relaxed);
            metal::atomic_store_explicit(&tile.inner[as_type<int>(as_type<uint>(_e33) + as_type<uint>(12)) >> 2u], as_type<uint>(_e31.scale), metal::memory_order_relaxed);
        }
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        ulong _e65 = l;
        int _e70 = in_1[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e65)))];
        uint _e81 = metal::atomic_fetch_add_explicit(&tile.inner[as_type<int>(as_type<uint>(_e70 & 3) * as_type<uint>(16)) >> 2u], as_type<uint>(1), metal::memory_order_relaxed);
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        ulong _e84 = l;
        if (_e84 < 4uL) {
            ulong _e88 = l;
            ulong _e92 = l;
            int _e95 = as_type<int>(as_type<uint>(static_cast<int>(_e92)) * as_type<uint>(16));
            uint _e100 = metal::atomic_load_explicit(&tile.inner[_e95 >> 2u], metal::memory_order_relaxed);
            uint _e108 = metal::atomic_load_explicit(&tile.inner[as_type<int>(as_type<uint>(_e95) + as_type<uint>(4)) >> 2u], metal::memory_order_relaxed);
            uint _e116 = metal::atomic_load_explicit(&tile.inner[as_type<int>(as_type<uint>(_e95) + as_type<uint>(8)) >> 2u], metal::memory_order_relaxed);
            uint _e124 = metal::atomic_load_explicit(&tile.inner[as_type<int>(as_type<uint>(_e95) + as_type<uint>(12)) >> 2u], metal::memory_order_relaxed);
            Bin _e126 = Bin {as_type<int>(_e100), as_type<uint>(_e108), as_type<int>(_e116), as_type<float>(_e124)};
            int _e128 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e88)))) * as_type<uint>(16));
            out[_e128 >> 2u] = as_type<uint>(_e126.count);
            out[as_type<int>(as_type<uint>(_e128) + as_type<uint>(4)) >> 2u] = as_type<uint>(_e126.bits);
            out[as_type<int>(as_type<uint>(_e128) + as_type<uint>(8)) >> 2u] = as_type<uint>(_e126.lo);
            out[as_type<int>(as_type<uint>(_e128) + as_type<uint>(12)) >> 2u] = as_type<uint>(_e126.scale);
        }
    }
}


struct program_scopeInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void program_scope(
  metal::uint3 local_id_2 [[thread_position_in_threadgroup]]
, metal::uint3 group_id_2 [[threadgroup_position_in_grid]]
, constant type_1& program_scope_args [[user(fake0)]]
, device type_5& out_1 [[user(fake0)]]
, device type_10& counters [[user(fake0)]]
, device oclvk_program_globals_t_1& oclvk_program_globals [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    uint local_1 = {};
    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = program_scope_args.inner[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = program_scope_args.inner[1].x;
        uint _e34 = metal::atomic_load_explicit(&oclvk_program_globals.program_bin.inner[2], metal::memory_order_relaxed);
        local_1 = _e34;
        while(true) {
            uint _e37 = local_1;
            uint _e40 = as_type<uint>(metal::max(as_type<int>(_e37), as_type<int>(static_cast<uint>(static_cast<ulong>((((_e9 + _e13) * _e17) + _e20) + _e26)))));
            if (_e40 == _e37) {
                break;
            }
            _atomic_compare_exchange_result_Uint_4_ _e42 = naga_atomic_compare_exchange_weak_explicit(&oclvk_program_globals.program_bin.inner[2], _e37, _e40);
            local_1 = _e42.old_value;
            if (_e42.exchanged) {
                break;
            }
        }
        uint _e50 = local_1;
        uint _e54 = oclvk_group_id.x;
        uint _e58 = program_scope_args.inner[3].x;
        uint _e62 = oclvk_local_size.x;
        uint _e65 = oclvk_local_id.x;
        uint _e71 = program_scope_args.inner[1].x;
        uint _e86 = metal::atomic_fetch_add_explicit(&counters[as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(static_cast<ulong>((((_e54 + _e58) * _e62) + _e65) + _e71) & 1uL)))) * as_type<uint>(8)) >> 2u], as_type<uint>(2), metal::memory_order_relaxed);
        metal::atomic_store_explicit(&counters[1], as_type<uint>(5), metal::memory_order_relaxed);
        uint _e101 = metal::atomic_load_explicit(&oclvk_program_globals.program_bin.inner[0], metal::memory_order_relaxed);
        uint _e107 = metal::atomic_load_explicit(&oclvk_program_globals.program_bin.inner[1], metal::memory_order_relaxed);
        uint _e113 = metal::atomic_load_explicit(&oclvk_program_globals.program_bin.inner[2], metal::memory_order_relaxed);
        uint _e119 = metal::atomic_load_explicit(&oclvk_program_globals.program_bin.inner[3], metal::memory_order_relaxed);
        Bin _e121 = Bin {as_type<int>(_e101), as_type<uint>(_e107), as_type<int>(_e113), as_type<float>(_e119)};
        out_1[0] = as_type<uint>(_e121.count);
        out_1[1] = as_type<uint>(_e121.bits);
        out_1[2] = as_type<uint>(_e121.lo);
        out_1[3] = as_type<uint>(_e121.scale);
    }
}
