// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
    uint size4;
    uint size5;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef ulong type_3[1];
typedef metal::atomic_ulong type_5[1];
typedef uint type_7[1];
struct type_11 {
    ulong inner[2];
};
struct oclvk_program_globals_t {
    ulong peak_seen;
    type_11 lows_seen;
};
struct oclvk_program_globals_t_1 {
    metal::atomic_ulong peak_seen;
    type_11 lows_seen;
};
struct type_12 {
    metal::atomic_ulong inner[2];
};
struct oclvk_program_globals_t_2 {
    metal::atomic_ulong peak_seen;
    type_12 lows_seen;
};

void note_peak(
    int peaks_index0_,
    ulong v,
    device type_5& peaks,
    constant _mslBufferSizes& _buffer_sizes
) {
    {
        metal::atomic_max_explicit(&peaks[as_type<int>(as_type<uint>(peaks_index0_) + as_type<uint>(static_cast<int>(v & 3uL)))], v, metal::memory_order_relaxed);
    }
}

struct atomics64_min_maxInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void atomics64_min_max(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& atomics64_min_max_args [[user(fake0)]]
, device type_5& lows [[user(fake0)]]
, device type_5& peaks [[user(fake0)]]
, device type_5& c11_lows [[user(fake0)]]
, device type_5& c11_peaks [[user(fake0)]]
, device type_7& count [[user(fake0)]]
, device oclvk_program_globals_t_2& oclvk_program_globals [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    long id = {};
    int k = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e11 = oclvk_group_id.x;
        uint _e15 = atomics64_min_max_args.inner[4].x;
        uint _e19 = oclvk_local_size.x;
        uint _e22 = oclvk_local_id.x;
        uint _e28 = atomics64_min_max_args.inner[2].z;
        id = static_cast<long>(static_cast<ulong>((((_e11 + _e15) * _e19) + _e22) + _e28));
        long _e34 = id;
        long _e40 = id;
        metal::atomic_min_explicit(&lows[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e34 & 1L)))], static_cast<ulong>(_e40) << 33u, metal::memory_order_relaxed);
        long _e52 = id;
        metal::atomic_max_explicit(&peaks[0], static_cast<ulong>(_e52) << 40u, metal::memory_order_relaxed);
        long _e62 = id;
        note_peak(0, static_cast<ulong>(_e62), peaks, _buffer_sizes);
        long _e67 = id;
        metal::atomic_min_explicit(&c11_lows[0], static_cast<ulong>(_e67), metal::memory_order_relaxed);
        long _e72 = id;
        long _e78 = id;
        metal::atomic_max_explicit(&c11_peaks[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e72 & 1L)))], static_cast<ulong>(_e78) << 36u, metal::memory_order_relaxed);
        long _e90 = id;
        metal::atomic_min_explicit(&c11_lows[1], static_cast<ulong>(_e90) - 5uL, metal::memory_order_relaxed);
        long _e97 = id;
        metal::atomic_max_explicit(&oclvk_program_globals.peak_seen, static_cast<ulong>(_e97) * 4294967297uL, metal::memory_order_relaxed);
        long _e104 = id;
        long _e109 = id;
        metal::atomic_min_explicit(&oclvk_program_globals.lows_seen.inner[static_cast<int>(_e104 & 1L)], static_cast<ulong>(_e109) - 4294967296uL, metal::memory_order_relaxed);
        {
            k = 0;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e139 = k;
                    metal::atomic_max_explicit(&peaks[1], as_type<ulong>(static_cast<long>(_e139)), metal::memory_order_relaxed);
                    int _e145 = k;
                    k = as_type<int>(as_type<uint>(_e145) + as_type<uint>(1));
                }
                loop_init = false;
                int _e119 = k;
                if (!((_e119 < 2))) {
                    break;
                }
                long _e124 = id;
                int _e126 = as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e124)));
                uint _e129 = count[_e126];
                int _e131 = k;
                count[_e126] = _e129 + static_cast<uint>(_e131);
            }
        }
        long _e150 = id;
        long _e154 = id;
        count[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e150)))] = as_type<uint>(static_cast<int>(_e154));
    }
}
