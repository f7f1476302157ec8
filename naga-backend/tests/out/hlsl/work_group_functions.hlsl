cbuffer collectives_args : register(b0) { uint4 collectives_args[6]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
ByteAddressBuffer f : register(t3);
RWByteAddressBuffer fout : register(u4);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
groupshared int oclvk_collective_0_[64];
groupshared uint oclvk_collective_1_[64];
groupshared float oclvk_collective_2_[64];

[numthreads(64, 1, 1)]
void collectives(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t g = (uint64_t)0;
    int x = (int)0;
    uint local = (uint)0;
    uint local_1 = (uint)0;
    uint local_2 = (uint)0;
    uint local_3 = (uint)0;
    uint local_4 = (uint)0;
    uint local_5 = (uint)0;
    uint local_6 = (uint)0;
    uint local_7 = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = collectives_args[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = collectives_args[2].x;
        uint _e32 = collectives_args[2].x;
        uint _e36 = oclvk_group_id.y;
        uint _e40 = collectives_args[4].y;
        uint _e44 = oclvk_local_size.y;
        uint _e47 = oclvk_local_id.y;
        uint _e53 = collectives_args[2].z;
        uint _e58 = collectives_args[2].z;
        uint _e62 = oclvk_group_id.z;
        uint _e66 = collectives_args[4].z;
        uint _e70 = oclvk_local_size.z;
        uint _e73 = oclvk_local_id.z;
        uint _e79 = collectives_args[3].x;
        uint _e84 = collectives_args[3].x;
        uint _e89 = collectives_args[5].x;
        uint _e93 = collectives_args[5].y;
        g = uint64_t((((((((((_e62 + _e66) * _e70) + _e73) + _e79) - _e84) * _e93) + (((((_e36 + _e40) * _e44) + _e47) + _e53) - _e58)) * _e89) + (((((_e10 + _e14) * _e18) + _e21) + _e27) - _e32)));
        uint64_t _e101 = g;
        int _e106 = asint(in_.Load(asint(asuint(int(0)) + asuint(int(_e101)))*4));
        x = _e106;
        uint64_t _e110 = g;
        int _e115 = x;
        uint _e118 = oclvk_local_size.x;
        uint _e121 = oclvk_local_size.y;
        uint _e124 = oclvk_local_size.z;
        uint _e127 = oclvk_local_id.x;
        uint _e130 = oclvk_local_id.y;
        uint _e133 = oclvk_local_id.z;
        uint _e139 = ((_e118 * ((_e121 * _e133) + _e130)) + _e127);
        oclvk_collective_0_[_e139] = _e115;
        GroupMemoryBarrierWithGroupSync();
        local = ((_e118 * _e121) * _e124);
        while(true) {
            uint _e143 = local;
            if ((_e143 <= 1u)) {
                break;
            }
            uint _e147 = ((_e143 + 1u) >> 1u);
            uint _e148 = (_e139 + _e147);
            if ((_e148 < _e143)) {
                int _e152 = oclvk_collective_0_[_e139];
                int _e155 = oclvk_collective_0_[_e148];
                oclvk_collective_0_[_e139] = asint(asuint(_e152) + asuint(_e155));
            }
            GroupMemoryBarrierWithGroupSync();
            local = _e147;
        }
        int _e162 = oclvk_collective_0_[0u];
        GroupMemoryBarrierWithGroupSync();
        out_.Store(asint(asuint(int(0)) + asuint(int((6uL * _e110))))*4, asuint(_e162));
        uint64_t _e167 = g;
        int _e174 = x;
        uint _e177 = oclvk_local_size.x;
        uint _e180 = oclvk_local_size.y;
        uint _e183 = oclvk_local_size.z;
        uint _e186 = oclvk_local_id.x;
        uint _e189 = oclvk_local_id.y;
        uint _e192 = oclvk_local_id.z;
        uint _e198 = ((_e177 * ((_e180 * _e192) + _e189)) + _e186);
        oclvk_collective_0_[_e198] = _e174;
        GroupMemoryBarrierWithGroupSync();
        local_1 = 1u;
        while(true) {
            uint _e203 = local_1;
            if ((_e203 >= ((_e177 * _e180) * _e183))) {
                break;
            }
            int _e207 = oclvk_collective_0_[_e198];
            bool _e208 = (_e198 >= _e203);
            int _e214 = oclvk_collective_0_[(_e208 ? (_e198 - _e203) : 0u)];
            GroupMemoryBarrierWithGroupSync();
            oclvk_collective_0_[_e198] = (_e208 ? min(_e214, _e207) : _e207);
            GroupMemoryBarrierWithGroupSync();
            local_1 = (_e203 << 1u);
        }
        int _e223 = oclvk_collective_0_[_e198];
        GroupMemoryBarrierWithGroupSync();
        out_.Store(asint(asuint(int(0)) + asuint(int(((6uL * _e167) + 1uL))))*4, asuint(_e223));
        uint64_t _e228 = g;
        int _e235 = x;
        uint _e238 = oclvk_local_size.x;
        uint _e241 = oclvk_local_size.y;
        uint _e244 = oclvk_local_size.z;
        uint _e247 = oclvk_local_id.x;
        uint _e250 = oclvk_local_id.y;
        uint _e253 = oclvk_local_id.z;
        uint _e259 = ((_e238 * ((_e241 * _e253) + _e250)) + _e247);
        oclvk_collective_0_[_e259] = _e235;
        GroupMemoryBarrierWithGroupSync();
        local_2 = 1u;
        while(true) {
            uint _e264 = local_2;
            if ((_e264 >= ((_e238 * _e241) * _e244))) {
                break;
            }
            int _e268 = oclvk_collective_0_[_e259];
            bool _e269 = (_e259 >= _e264);
            int _e275 = oclvk_collective_0_[(_e269 ? (_e259 - _e264) : 0u)];
            GroupMemoryBarrierWithGroupSync();
            oclvk_collective_0_[_e259] = (_e269 ? max(_e275, _e268) : _e268);
            GroupMemoryBarrierWithGroupSync();
            local_2 = (_e264 << 1u);
        }
        bool _e283 = (_e259 > 0u);
        int _e288 = oclvk_collective_0_[(_e283 ? (_e259 - 1u) : 0u)];
        GroupMemoryBarrierWithGroupSync();
        out_.Store(asint(asuint(int(0)) + asuint(int(((6uL * _e228) + 2uL))))*4, asuint((_e283 ? _e288 : int(-2147483647 - 1))));
        uint64_t _e295 = g;
        int _e302 = x;
        uint _e305 = oclvk_local_size.x;
        uint _e308 = oclvk_local_size.y;
        uint _e311 = oclvk_local_size.z;
        uint _e314 = oclvk_local_id.x;
        uint _e317 = oclvk_local_id.y;
        uint _e320 = oclvk_local_id.z;
        uint _e329 = oclvk_local_size.x;
        uint _e338 = oclvk_local_size.x;
        if ((((_e305 * ((_e308 * _e320) + _e317)) + _e314) == (uint((uint64_t(_e329) - 1uL)) + (_e338 * 0u)))) {
            oclvk_collective_0_[0u] = _e302;
        }
        GroupMemoryBarrierWithGroupSync();
        int _e347 = oclvk_collective_0_[0u];
        GroupMemoryBarrierWithGroupSync();
        out_.Store(asint(asuint(int(0)) + asuint(int(((6uL * _e295) + 3uL))))*4, asuint(_e347));
        uint64_t _e352 = g;
        int _e359 = x;
        uint _e367 = oclvk_local_size.x;
        uint _e370 = oclvk_local_size.y;
        uint _e373 = oclvk_local_size.z;
        uint _e376 = oclvk_local_id.x;
        uint _e379 = oclvk_local_id.y;
        uint _e382 = oclvk_local_id.z;
        uint _e388 = ((_e367 * ((_e370 * _e382) + _e379)) + _e376);
        oclvk_collective_1_[_e388] = ((_e359 != int(0)) ? 1u : 0u);
        GroupMemoryBarrierWithGroupSync();
        local_3 = ((_e367 * _e370) * _e373);
        while(true) {
            uint _e392 = local_3;
            if ((_e392 <= 1u)) {
                break;
            }
            uint _e396 = ((_e392 + 1u) >> 1u);
            uint _e397 = (_e388 + _e396);
            if ((_e397 < _e392)) {
                uint _e401 = oclvk_collective_1_[_e388];
                uint _e404 = oclvk_collective_1_[_e397];
                oclvk_collective_1_[_e388] = min(_e401, _e404);
            }
            GroupMemoryBarrierWithGroupSync();
            local_3 = _e396;
        }
        uint _e411 = oclvk_collective_1_[0u];
        GroupMemoryBarrierWithGroupSync();
        int _e415 = x;
        uint _e423 = oclvk_local_size.x;
        uint _e426 = oclvk_local_size.y;
        uint _e429 = oclvk_local_size.z;
        uint _e432 = oclvk_local_id.x;
        uint _e435 = oclvk_local_id.y;
        uint _e438 = oclvk_local_id.z;
        uint _e444 = ((_e423 * ((_e426 * _e438) + _e435)) + _e432);
        oclvk_collective_1_[_e444] = ((_e415 != int(0)) ? 1u : 0u);
        GroupMemoryBarrierWithGroupSync();
        local_4 = ((_e423 * _e426) * _e429);
        while(true) {
            uint _e448 = local_4;
            if ((_e448 <= 1u)) {
                break;
            }
            uint _e452 = ((_e448 + 1u) >> 1u);
            uint _e453 = (_e444 + _e452);
            if ((_e453 < _e448)) {
                uint _e457 = oclvk_collective_1_[_e444];
                uint _e460 = oclvk_collective_1_[_e453];
                oclvk_collective_1_[_e444] = max(_e457, _e460);
            }
            GroupMemoryBarrierWithGroupSync();
            local_4 = _e452;
        }
        uint _e467 = oclvk_collective_1_[0u];
        GroupMemoryBarrierWithGroupSync();
        out_.Store(asint(asuint(int(0)) + asuint(int(((6uL * _e352) + 4uL))))*4, asuint(asint(asuint(asint(_e411)) + asuint(asint(asuint(int(2)) * asuint(asint(_e467)))))));
        uint64_t _e475 = g;
        int _e482 = x;
        uint _e486 = oclvk_local_size.x;
        uint _e489 = oclvk_local_size.y;
        uint _e492 = oclvk_local_size.z;
        uint _e495 = oclvk_local_id.x;
        uint _e498 = oclvk_local_id.y;
        uint _e501 = oclvk_local_id.z;
        uint _e507 = ((_e486 * ((_e489 * _e501) + _e498)) + _e495);
        oclvk_collective_1_[_e507] = uint(_e482);
        GroupMemoryBarrierWithGroupSync();
        local_5 = ((_e486 * _e489) * _e492);
        while(true) {
            uint _e511 = local_5;
            if ((_e511 <= 1u)) {
                break;
            }
            uint _e515 = ((_e511 + 1u) >> 1u);
            uint _e516 = (_e507 + _e515);
            if ((_e516 < _e511)) {
                uint _e520 = oclvk_collective_1_[_e507];
                uint _e523 = oclvk_collective_1_[_e516];
                oclvk_collective_1_[_e507] = max(_e520, _e523);
            }
            GroupMemoryBarrierWithGroupSync();
            local_5 = _e515;
        }
        uint _e530 = oclvk_collective_1_[0u];
        GroupMemoryBarrierWithGroupSync();
        out_.Store(asint(asuint(int(0)) + asuint(int(((6uL * _e475) + 5uL))))*4, asuint(int(_e530)));
        uint64_t _e535 = g;
        uint64_t _e539 = g;
        float _e544 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e539)))*4));
        uint _e547 = oclvk_local_size.x;
        uint _e550 = oclvk_local_size.y;
        uint _e553 = oclvk_local_size.z;
        uint _e556 = oclvk_local_id.x;
        uint _e559 = oclvk_local_id.y;
        uint _e562 = oclvk_local_id.z;
        uint _e568 = ((_e547 * ((_e550 * _e562) + _e559)) + _e556);
        oclvk_collective_2_[_e568] = _e544;
        GroupMemoryBarrierWithGroupSync();
        local_6 = ((_e547 * _e550) * _e553);
        while(true) {
            uint _e572 = local_6;
            if ((_e572 <= 1u)) {
                break;
            }
            uint _e576 = ((_e572 + 1u) >> 1u);
            uint _e577 = (_e568 + _e576);
            if ((_e577 < _e572)) {
                float _e581 = oclvk_collective_2_[_e568];
                float _e584 = oclvk_collective_2_[_e577];
                oclvk_collective_2_[_e568] = (((asuint(_e581) & 2147483647u) > 2139095040u) ? _e584 : (((asuint(_e584) & 2147483647u) > 2139095040u) ? _e581 : min(_e581, _e584)));
            }
            GroupMemoryBarrierWithGroupSync();
            local_6 = _e576;
        }
        float _e603 = oclvk_collective_2_[0u];
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e605 = g;
        float _e610 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e605)))*4));
        uint _e613 = oclvk_local_size.x;
        uint _e616 = oclvk_local_size.y;
        uint _e619 = oclvk_local_size.z;
        uint _e622 = oclvk_local_id.x;
        uint _e625 = oclvk_local_id.y;
        uint _e628 = oclvk_local_id.z;
        uint _e634 = ((_e613 * ((_e616 * _e628) + _e625)) + _e622);
        oclvk_collective_2_[_e634] = _e610;
        GroupMemoryBarrierWithGroupSync();
        local_7 = 1u;
        while(true) {
            uint _e639 = local_7;
            if ((_e639 >= ((_e613 * _e616) * _e619))) {
                break;
            }
            float _e643 = oclvk_collective_2_[_e634];
            bool _e644 = (_e634 >= _e639);
            float _e650 = oclvk_collective_2_[(_e644 ? (_e634 - _e639) : 0u)];
            GroupMemoryBarrierWithGroupSync();
            oclvk_collective_2_[_e634] = (_e644 ? (_e650 + _e643) : _e643);
            GroupMemoryBarrierWithGroupSync();
            local_7 = (_e639 << 1u);
        }
        bool _e658 = (_e634 > 0u);
        float _e663 = oclvk_collective_2_[(_e658 ? (_e634 - 1u) : 0u)];
        GroupMemoryBarrierWithGroupSync();
        fout.Store(asint(asuint(int(0)) + asuint(int(_e535)))*4, asuint((_e603 + (_e658 ? _e663 : 0.0))));
    }
}
