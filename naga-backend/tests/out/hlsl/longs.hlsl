cbuffer longs_args : register(b0) { uint4 longs_args[5]; }
ByteAddressBuffer a : register(t1);
ByteAddressBuffer b : register(t2);
RWByteAddressBuffer out_ : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

int naga_neg(int val) {
    return asint(-asuint(val));
}

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

int64_t naga_mod(int64_t lhs, int64_t rhs) {
    int64_t divisor = ((lhs == (-9223372036854775807L - 1L) & rhs == -1) | (rhs == 0)) ? 1 : rhs;
    return lhs - (lhs / divisor) * divisor;
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

[numthreads(64, 1, 1)]
void longs(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    int64_t x = (int64_t)0;
    uint64_t y = (uint64_t)0;
    uint64_t p = (uint64_t)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = longs_args[1].z;
    {
        uint _e13 = oclvk_group_id.x;
        uint _e17 = longs_args[4].x;
        uint _e21 = oclvk_local_size.x;
        uint _e24 = oclvk_local_id.x;
        uint _e30 = longs_args[2].x;
        i = uint64_t(((((_e13 + _e17) * _e21) + _e24) + _e30));
        uint64_t _e35 = i;
        if ((_e35 >= uint64_t(_e10))) {
            return;
        }
        uint64_t _e39 = i;
        int _e44 = asint(a.Load(asint(asuint(int(0)) + asuint(int(_e39)))*4));
        uint64_t _e50 = i;
        int _e55 = asint(a.Load(asint(asuint(int(0)) + asuint(int(_e50)))*4));
        x = (int64_t((uint(_e44) & 65535u)) - int64_t((uint((_e55 >> uint((int(16) & int(31))))) & 65535u)));
        uint64_t _e68 = i;
        uint _e73 = asuint(b.Load(asint(asuint(int(0)) + asuint(int(_e68)))*4));
        y = uint64_t(_e73);
        uint64_t _e77 = y;
        p = (_e77 * 2654435761uL);
        uint64_t _e83 = i;
        uint64_t _e88 = p;
        int64_t _e91 = x;
        int64_t _e93 = x;
        uint64_t _e98 = p;
        uint64_t _e108 = y;
        out_.Store(asint(asuint(int(0)) + asuint(int((4uL * _e83))))*4, asuint((((int(_e88) ^ int((_e91 * _e93))) ^ int((~(_e98) << uint((2uL & 63uL))))) ^ int((_e108 >> uint((3uL & 63uL)))))));
        uint64_t _e120 = i;
        int64_t _e127 = x;
        uint64_t _e135 = y;
        uint64_t _e142 = y;
        int64_t _e148 = x;
        out_.Store(asint(asuint(int(0)) + asuint(int(((4uL * _e120) + 1uL))))*4, asuint(asint(asuint(asint(asuint(asint(asuint(int((_e127 < int64_t(naga_neg(int(5)))))) + asuint(asint(asuint(int(2)) * asuint(int((_e135 >= 2147483648uL))))))) + asuint(int(naga_div(_e142, 3uL))))) + asuint(int(naga_mod(_e148, 9L))))));
        uint64_t _e157 = i;
        uint64_t _e164 = i;
        uint64_t _e169 = y;
        uint64_t _e176 = y;
        out_.Store(asint(asuint(int(0)) + asuint(int(((4uL * _e157) + 2uL))))*4, asuint(asint(asuint(asint(asuint(int(min(_e164, 100uL))) + asuint(naga_f2i32((float(_e169) * 0.5))))) + asuint(int(min(_e176, 2147483647uL))))));
        uint64_t _e185 = i;
        int64_t _e192 = x;
        uint64_t _e200 = y;
        int64_t _e212 = x;
        uint _e213 = uint(_e212);
        uint _e216 = (5u & 31u);
        out_.Store(asint(asuint(int(0)) + asuint(int(((4uL * _e185) + 3uL))))*4, asuint(((int((_e192 >> uint((4L & 63L)))) ^ int(uint(((uint64_t(uint(_e200)) * 3uL) >> 32u)))) ^ int(((_e213 << _e216) | (_e213 >> ((32u - _e216) & 31u)))))));
    }
}
