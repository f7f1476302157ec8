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
int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
}

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
        ulong _e50 = i;
        int _e55 = a[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e50)))];
        x = as_type<long>(as_type<ulong>(static_cast<long>(static_cast<uint>(_e44) & 65535u)) - as_type<ulong>(static_cast<long>(static_cast<uint>(_e55 >> static_cast<uint>(16 & 31)) & 65535u)));
        ulong _e68 = i;
        uint _e73 = b[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(_e68)))];
        y = static_cast<ulong>(_e73);
        ulong _e77 = y;
        p = _e77 * 2654435761uL;
        ulong _e83 = i;
        ulong _e88 = p;
        long _e91 = x;
        long _e93 = x;
        ulong _e98 = p;
        ulong _e108 = y;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>(4uL * _e83)))] = ((static_cast<int>(_e88) ^ static_cast<int>(as_type<long>(as_type<ulong>(_e91) * as_type<ulong>(_e93)))) ^ static_cast<int>(~(_e98) << static_cast<uint>(2uL & 63uL))) ^ static_cast<int>(_e108 >> static_cast<uint>(3uL & 63uL));
        ulong _e120 = i;
        long _e127 = x;
        ulong _e135 = y;
        ulong _e142 = y;
        long _e148 = x;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((4uL * _e120) + 1uL)))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e127 < static_cast<long>(naga_neg(5)))) + as_type<uint>(as_type<int>(as_type<uint>(2) * as_type<uint>(static_cast<int>(_e135 >= 2147483648uL)))))) + as_type<uint>(static_cast<int>(_e142 / 3uL)))) + as_type<uint>(static_cast<int>(_e148 % 9L)));
        ulong _e157 = i;
        ulong _e164 = i;
        ulong _e169 = y;
        ulong _e176 = y;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((4uL * _e157) + 2uL)))] = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(metal::min(_e164, 100uL))) + as_type<uint>(naga_f2i32(static_cast<float>(_e169) * 0.5)))) + as_type<uint>(static_cast<int>(metal::min(_e176, 2147483647uL))));
        ulong _e185 = i;
        long _e192 = x;
        ulong _e200 = y;
        long _e212 = x;
        uint _e213 = static_cast<uint>(_e212);
        uint _e216 = 5u & 31u;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(static_cast<int>((4uL * _e185) + 3uL)))] = (static_cast<int>(_e192 >> static_cast<uint>(4L & 63L)) ^ static_cast<int>(static_cast<uint>((static_cast<ulong>(static_cast<uint>(_e200)) * 3uL) >> 32u))) ^ static_cast<int>((_e213 << _e216) | (_e213 >> ((32u - _e216) & 31u)));
    }
}
