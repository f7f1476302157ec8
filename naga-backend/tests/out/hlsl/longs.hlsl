cbuffer longs_args : register(b0) { uint4 longs_args[5]; }
ByteAddressBuffer a : register(t1);
ByteAddressBuffer b : register(t2);
RWByteAddressBuffer out_ : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint64_t naga_mod(uint64_t lhs, uint64_t rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
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
        uint64_t _e51 = i;
        int _e56 = asint(a.Load(asint(asuint(int(0)) + asuint(int(_e51)))*4));
        x = (uint64_t((uint(_e44) & 65535u)) - uint64_t((uint((_e56 >> 16u)) & 65535u)));
        uint64_t _e70 = i;
        uint _e75 = asuint(b.Load(asint(asuint(int(0)) + asuint(int(_e70)))*4));
        y = uint64_t(_e75);
        uint64_t _e79 = y;
        p = (_e79 * 2654435761uL);
        uint64_t _e85 = i;
        uint64_t _e90 = p;
        int64_t _e94 = x;
        int64_t _e96 = x;
        uint64_t _e101 = p;
        uint64_t _e112 = y;
        out_.Store(asint(asuint(int(0)) + asuint(int((4uL * _e85))))*4, asuint((((asint(uint(_e90)) ^ int((_e94 * _e96))) ^ asint(uint((~(_e101) << 2u)))) ^ asint(uint((_e112 >> 3u))))));
        uint64_t _e125 = i;
        int64_t _e132 = x;
        uint64_t _e140 = y;
        uint64_t _e147 = y;
        int64_t _e154 = x;
        bool _e157 = (_e154 < 0L);
        int64_t _e166 = naga_mod((_e157 ? -(_e154) : _e154), ((9L < 0L) ? -9L : 9L));
        out_.Store(asint(asuint(int(0)) + asuint(int(((4uL * _e125) + 1uL))))*4, asuint(asint(asuint(asint(asuint(asint(asuint(int((_e132 < -5L))) + asuint(asint(asuint(int(2)) * asuint(int((_e140 >= 2147483648uL))))))) + asuint(asint(uint(naga_div(_e147, 3uL)))))) + asuint(int((_e157 ? -(_e166) : _e166))))));
        uint64_t _e175 = i;
        uint64_t _e182 = i;
        uint64_t _e188 = y;
        uint64_t _e195 = y;
        out_.Store(asint(asuint(int(0)) + asuint(int(((4uL * _e175) + 2uL))))*4, asuint(asint(asuint(asint(asuint(asint(uint(min(_e182, 100uL)))) + asuint(naga_f2i32((float(_e188) * 0.5))))) + asuint(asint(uint(min(_e195, 2147483647uL)))))));
        uint64_t _e205 = i;
        int64_t _e212 = x;
        uint64_t _e220 = y;
        int64_t _e232 = x;
        uint _e234 = asuint(int(_e232));
        out_.Store(asint(asuint(int(0)) + asuint(int(((4uL * _e205) + 3uL))))*4, asuint(((int((_e212 >> 4u)) ^ int(uint(((uint64_t(uint(_e220)) * 3uL) >> 32u)))) ^ int(((_e234 << 5u) | (_e234 >> 27u))))));
    }
}
