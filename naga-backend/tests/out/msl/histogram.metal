// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef uint type_3[1];
struct type_5 {
    uint inner[256];
};
struct type_7 {
    metal::atomic_uint inner[256];
};
typedef metal::atomic_uint type_8[1];

struct histogramInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void histogram(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& histogram_args [[user(fake0)]]
, device type_3 const& data [[user(fake0)]]
, device type_8& bins [[user(fake0)]]
, threadgroup type_7& local_bins
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    uint lid = {};
    uint b = {};
    uint i = {};
    uint b_1 = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e8 = histogram_args.inner[0].z;
    {
        uint _e12 = oclvk_local_id.x;
        lid = static_cast<uint>(static_cast<ulong>(_e12));
        {
            uint _e17 = lid;
            b = _e17;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e31 = b;
                    uint _e35 = oclvk_local_size.x;
                    b = static_cast<uint>(static_cast<ulong>(_e31) + static_cast<ulong>(_e35));
                }
                loop_init = false;
                uint _e20 = b;
                if (!((_e20 < 256u))) {
                    break;
                }
                uint _e25 = b;
                metal::atomic_store_explicit(&local_bins.inner[static_cast<int>(_e25)], 0u, metal::memory_order_relaxed);
            }
        }
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        {
            uint _e42 = oclvk_group_id.x;
            uint _e46 = histogram_args.inner[3].x;
            uint _e50 = oclvk_local_size.x;
            uint _e53 = oclvk_local_id.x;
            uint _e59 = histogram_args.inner[1].z;
            i = static_cast<uint>(static_cast<ulong>((((_e42 + _e46) * _e50) + _e53) + _e59));
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e83 = i;
                    uint _e88 = histogram_args.inner[4].x;
                    i = static_cast<uint>(static_cast<ulong>(_e83) + static_cast<ulong>(_e88));
                }
                loop_init_1 = false;
                uint _e65 = i;
                if (!((_e65 < _e8))) {
                    break;
                }
                uint _e69 = i;
                uint _e74 = data[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e69)))];
                uint _e81 = metal::atomic_fetch_add_explicit(&local_bins.inner[static_cast<int>(_e74 & 255u)], 1u, metal::memory_order_relaxed);
            }
        }
        metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        {
            uint _e94 = lid;
            b_1 = _e94;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    uint _e115 = b_1;
                    uint _e119 = oclvk_local_size.x;
                    b_1 = static_cast<uint>(static_cast<ulong>(_e115) + static_cast<ulong>(_e119));
                }
                loop_init_2 = false;
                uint _e97 = b_1;
                if (!((_e97 < 256u))) {
                    break;
                }
                uint _e102 = b_1;
                uint _e106 = b_1;
                uint _e110 = metal::atomic_load_explicit(&local_bins.inner[static_cast<int>(_e106)], metal::memory_order_relaxed);
                uint _e113 = metal::atomic_fetch_add_explicit(&bins[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e102)))], _e110, metal::memory_order_relaxed);
            }
        }
    }
}
