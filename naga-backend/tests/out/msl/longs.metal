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
typedef uint type_5[1];
int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct longsInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void longs(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& longs_args [[user(fake0)]]
, device type_3 const& a [[user(fake0)]]
, device type_5 const& b [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    ulong i = {};
    long x = {};
    ulong y = {};
    ulong p = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = longs_args.inner[1].z;
    {
        uint _e13 = oclvk_group_id.x;
        uint _e17 = longs_args.inner[4].x;
        uint _e21 = oclvk_local_size.x;
        uint _e24 = oclvk_local_id.x;
        uint _e30 = longs_args.inner[2].x;
        i = static_cast<ulong>((((_e13 + _e17) * _e21) + _e24) + _e30);
        ulong _e35 = i;
        if (_e35 >= static_cast<ulong>(_e10)) {
            return;
        }
        ulong _e39 = i;
        int _e44 = a[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e39)))];
        ulong _e51 = i;
        int _e56 = a[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e51)))];
        x = as_type<long>(as_type<ulong>(as_type<long>(static_cast<ulong>(static_cast<uint>(_e44) & 65535u))) - as_type<ulong>(as_type<long>(static_cast<ulong>(static_cast<uint>(_e56 >> 16u) & 65535u))));
        ulong _e70 = i;
        uint _e75 = b[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e70)))];
        y = static_cast<ulong>(_e75);
        ulong _e79 = y;
        p = _e79 * 2654435761uL;
        ulong _e85 = i;
        ulong _e90 = p;
        long _e94 = x;
        long _e96 = x;
        ulong _e101 = p;
        ulong _e112 = y;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(4uL * _e85)))] = ((as_type<int>(static_cast<uint>(_e90)) ^ static_cast<int>(as_type<long>(as_type<ulong>(_e94) * as_type<ulong>(_e96)))) ^ as_type<int>(static_cast<uint>(~(_e101) << 2u))) ^ as_type<int>(static_cast<uint>(_e112 >> 3u));
        ulong _e125 = i;
        long _e132 = x;
        ulong _e140 = y;
        ulong _e147 = y;
        long _e154 = x;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((4uL * _e125) + 1uL)))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e132 < -5L)) + as_type<uint>(as_type<int>(as_type<uint>(2) * as_type<uint>(static_cast<int>(_e140 >= 2147483648uL)))))) + as_type<uint>(as_type<int>(static_cast<uint>(_e147 / 3uL))))) + as_type<uint>(static_cast<int>(_e154 % 9L)));
        ulong _e163 = i;
        ulong _e170 = i;
        ulong _e176 = y;
        ulong _e183 = y;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((4uL * _e163) + 2uL)))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(static_cast<uint>(metal::min(_e170, 100uL)))) + as_type<uint>(naga_f2i32(static_cast<float>(_e176) * 0.5)))) + as_type<uint>(as_type<int>(static_cast<uint>(metal::min(_e183, 2147483647uL)))));
        ulong _e193 = i;
        long _e200 = x;
        ulong _e208 = y;
        long _e220 = x;
        uint _e222 = as_type<uint>(static_cast<int>(_e220));
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((4uL * _e193) + 3uL)))] = (static_cast<int>(_e200 >> 4u) ^ static_cast<int>(static_cast<uint>((static_cast<ulong>(static_cast<uint>(_e208)) * 3uL) >> 32u))) ^ static_cast<int>((_e222 << 5u) | (_e222 >> 27u));
    }
}
