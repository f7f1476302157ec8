cbuffer exact_math_args : register(b0) { uint4 exact_math_args[5]; }
ByteAddressBuffer x : register(t1);
ByteAddressBuffer y : register(t2);
RWByteAddressBuffer out_ : register(u3);
RWByteAddressBuffer quo : register(u4);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

int naga_neg(int val) {
    return asint(-asuint(val));
}

[numthreads(64, 1, 1)]
void exact_math(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;
    uint local = (uint)0;
    uint local_1 = (uint)0;
    int local_2 = (int)0;
    uint local_3 = (uint)0;
    uint local_4 = (uint)0;
    int local_5 = (int)0;
    int q = (int)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = exact_math_args[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = exact_math_args[2].x;
        i = asint(uint(uint64_t(((((_e10 + _e14) * _e18) + _e21) + _e27))));
        int _e35 = i;
        int _e39 = i;
        float _e43 = asfloat(x.Load(asint(asuint(int(0)) + asuint(_e39))*4));
        int _e45 = i;
        float _e49 = asfloat(y.Load(asint(asuint(int(0)) + asuint(_e45))*4));
        uint _e50 = asuint(_e43);
        uint _e52 = (_e50 & 2147483647u);
        bool _e54 = (_e50 >= 2147483648u);
        uint _e55 = asuint(_e49);
        uint _e57 = (_e55 & 2147483647u);
        uint _e61 = (_e52 >> 23u);
        uint _e63 = (_e52 & 8388607u);
        uint _e73 = (_e57 >> 23u);
        uint _e75 = (_e57 & 8388607u);
        int _e83 = max(int(_e73), int(1));
        int _e84 = asint(asuint(max(int(_e61), int(1))) - asuint(_e83));
        uint _e89 = ((_e84 == int(-1)) ? 1u : 0u);
        uint _e90 = (((_e73 != 0u) ? (_e75 | 8388608u) : _e75) << _e89);
        bool _e93 = (_e84 < int(-1));
        local = 0u;
        local_1 = 0u;
        local_2 = int(0);
        while(true) {
            int _e107 = local_2;
            bool _e108 = (_e107 < (_e93 ? int(0) : asint(asuint(max(_e84, int(0))) + asuint(int(24)))));
            if (_e108) {
            } else {
                break;
            }
            int _e110 = asint(asuint(int(23)) - asuint(_e107));
            uint _e119 = local;
            uint _e121 = ((_e119 << 1u) | ((_e110 >= int(0)) ? ((((_e61 != 0u) ? (_e63 | 8388608u) : _e63) >> asuint(max(_e110, int(0)))) & 1u) : 0u));
            bool _e122 = (_e121 >= _e90);
            uint _e126 = local_1;
            uint _e132 = local;
            local = (_e108 ? (_e122 ? (_e121 - _e90) : _e121) : _e132);
            local_1 = (_e108 ? (((_e126 << 1u) | (_e122 ? 1u : 0u)) & 127u) : _e126);
            local_2 = asint(asuint(_e107) + asuint(int(1)));
        }
        uint _e141 = local;
        uint _e143 = local_1;
        uint _e144 = (_e141 << 1u);
        uint _e149 = ((_e144 == _e90) ? (_e143 & 1u) : ((_e144 > _e90) ? 1u : 0u));
        bool _e150 = (_e149 != 0u);
        uint _e152 = (_e150 ? (_e90 - _e141) : _e141);
        uint _e157 = asuint(float(_e152));
        int _e159 = asint(asuint(asint(asuint(_e83) - asuint(asint(_e89)))) - asuint(int(1)));
        uint _e182 = (_e93 ? _e52 : ((_e152 == 0u) ? 0u : ((asint(asuint(asint(asuint(_e159) + asuint(asint(asuint(int((_e157 >> 23u))) - asuint(int(127)))))) + asuint(int(-22))) < int(1)) ? (_e152 << asuint(min(_e159, int(23)))) : (_e157 + (asuint(asint(asuint(_e159) + asuint(int(-149)))) << 23u)))));
        int _e192 = asint((_e93 ? 0u : ((_e150 ? (_e143 + 1u) : _e143) & 127u)));
        bool _e197 = (_e57 == 2139095040u);
        float _e201 = asfloat(2143289344u);
        bool _e203 = (_e57 == 0u);
        bool _e204 = (_e52 >= 2139095040u);
        bool _e205 = (_e57 > 2139095040u);
        out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(int(4)) * asuint(_e35))))*4, asuint((_e205 ? _e201 : (_e204 ? _e201 : (_e203 ? _e201 : (_e197 ? _e43 : asfloat(((((_e54 ? 1u : 0u) ^ (_e93 ? 0u : _e149)) != 0u) ? (_e182 | 2147483648u) : _e182))))))));
        int _e216 = i;
        int _e222 = i;
        float _e226 = asfloat(x.Load(asint(asuint(int(0)) + asuint(_e222))*4));
        int _e228 = i;
        float _e232 = asfloat(y.Load(asint(asuint(int(0)) + asuint(_e228))*4));
        uint _e233 = asuint(_e226);
        uint _e235 = (_e233 & 2147483647u);
        bool _e237 = (_e233 >= 2147483648u);
        uint _e238 = asuint(_e232);
        uint _e240 = (_e238 & 2147483647u);
        uint _e244 = (_e235 >> 23u);
        uint _e246 = (_e235 & 8388607u);
        uint _e256 = (_e240 >> 23u);
        uint _e258 = (_e240 & 8388607u);
        int _e266 = max(int(_e256), int(1));
        int _e267 = asint(asuint(max(int(_e244), int(1))) - asuint(_e266));
        uint _e272 = ((_e267 == int(-1)) ? 1u : 0u);
        uint _e273 = (((_e256 != 0u) ? (_e258 | 8388608u) : _e258) << _e272);
        bool _e276 = (_e267 < int(-1));
        local_3 = 0u;
        local_4 = 0u;
        local_5 = int(0);
        while(true) {
            int _e290 = local_5;
            bool _e291 = (_e290 < (_e276 ? int(0) : asint(asuint(max(_e267, int(0))) + asuint(int(24)))));
            if (_e291) {
            } else {
                break;
            }
            int _e293 = asint(asuint(int(23)) - asuint(_e290));
            uint _e302 = local_3;
            uint _e304 = ((_e302 << 1u) | ((_e293 >= int(0)) ? ((((_e244 != 0u) ? (_e246 | 8388608u) : _e246) >> asuint(max(_e293, int(0)))) & 1u) : 0u));
            bool _e305 = (_e304 >= _e273);
            uint _e309 = local_4;
            uint _e315 = local_3;
            local_3 = (_e291 ? (_e305 ? (_e304 - _e273) : _e304) : _e315);
            local_4 = (_e291 ? (((_e309 << 1u) | (_e305 ? 1u : 0u)) & 127u) : _e309);
            local_5 = asint(asuint(_e290) + asuint(int(1)));
        }
        uint _e324 = local_3;
        uint _e326 = local_4;
        uint _e327 = (_e324 << 1u);
        uint _e332 = ((_e327 == _e273) ? (_e326 & 1u) : ((_e327 > _e273) ? 1u : 0u));
        bool _e333 = (_e332 != 0u);
        uint _e335 = (_e333 ? (_e273 - _e324) : _e324);
        uint _e340 = asuint(float(_e335));
        int _e342 = asint(asuint(asint(asuint(_e266) - asuint(asint(_e272)))) - asuint(int(1)));
        uint _e365 = (_e276 ? _e235 : ((_e335 == 0u) ? 0u : ((asint(asuint(asint(asuint(_e342) + asuint(asint(asuint(int((_e340 >> 23u))) - asuint(int(127)))))) + asuint(int(-22))) < int(1)) ? (_e335 << asuint(min(_e342, int(23)))) : (_e340 + (asuint(asint(asuint(_e342) + asuint(int(-149)))) << 23u)))));
        int _e375 = asint((_e276 ? 0u : ((_e333 ? (_e326 + 1u) : _e326) & 127u)));
        bool _e380 = (_e240 == 2139095040u);
        float _e384 = asfloat(2143289344u);
        bool _e386 = (_e240 == 0u);
        bool _e387 = (_e235 >= 2139095040u);
        bool _e388 = (_e240 > 2139095040u);
        q = (_e388 ? int(0) : (_e387 ? int(0) : (_e386 ? int(0) : (_e380 ? int(0) : ((_e237 != (_e238 >= 2147483648u)) ? naga_neg(_e375) : _e375)))));
        out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e216))) + asuint(int(1)))))*4, asuint((_e388 ? _e384 : (_e387 ? _e384 : (_e386 ? _e384 : (_e380 ? _e226 : asfloat(((((_e237 ? 1u : 0u) ^ (_e276 ? 0u : _e332)) != 0u) ? (_e365 | 2147483648u) : _e365))))))));
        int _e400 = i;
        int _e406 = i;
        float _e410 = asfloat(x.Load(asint(asuint(int(0)) + asuint(_e406))*4));
        int _e412 = i;
        float _e416 = asfloat(y.Load(asint(asuint(int(0)) + asuint(_e412))*4));
        uint _e417 = asuint(_e410);
        uint _e419 = (_e417 & 2147483647u);
        int _e422 = asint(_e419);
        int _e424 = ((_e417 >= 2147483648u) ? naga_neg(_e422) : _e422);
        uint _e425 = asuint(_e416);
        uint _e427 = (_e425 & 2147483647u);
        int _e430 = asint(_e427);
        int _e432 = ((_e425 >= 2147483648u) ? naga_neg(_e430) : _e430);
        int _e437 = ((_e424 < _e432) ? asint(asuint(_e424) + asuint(int(1))) : asint(asuint(_e424) - asuint(int(1))));
        out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e400))) + asuint(int(2)))))*4, asuint(((_e419 > 2139095040u) ? _e410 : ((_e427 > 2139095040u) ? _e416 : ((_e424 == _e432) ? _e416 : asfloat(((_e437 == int(0)) ? (asuint(_e410) & 2147483648u) : ((_e437 < int(0)) ? (asuint(naga_neg(_e437)) | 2147483648u) : asuint(_e437)))))))));
        int _e462 = i;
        int _e468 = i;
        float _e472 = asfloat(x.Load(asint(asuint(int(0)) + asuint(_e468))*4));
        int _e474 = i;
        float _e478 = asfloat(y.Load(asint(asuint(int(0)) + asuint(_e474))*4));
        uint _e479 = asuint(_e472);
        uint _e481 = (_e479 & 2147483647u);
        uint _e484 = asuint(_e478);
        uint _e486 = (_e484 & 2147483647u);
        int _e500 = i;
        float _e504 = asfloat(x.Load(asint(asuint(int(0)) + asuint(_e500))*4));
        int _e506 = i;
        float _e510 = asfloat(y.Load(asint(asuint(int(0)) + asuint(_e506))*4));
        uint _e511 = asuint(_e504);
        uint _e513 = (_e511 & 2147483647u);
        uint _e516 = asuint(_e510);
        uint _e518 = (_e516 & 2147483647u);
        out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(4)) * asuint(_e462))) + asuint(int(3)))))*4, asuint((((_e481 > 2139095040u) ? _e478 : ((_e486 > 2139095040u) ? _e472 : ((_e481 > _e486) ? _e472 : ((_e481 < _e486) ? _e478 : ((_e479 >= 2147483648u) ? _e478 : _e472))))) + ((_e513 > 2139095040u) ? _e510 : ((_e518 > 2139095040u) ? _e504 : ((_e518 > _e513) ? _e504 : ((_e518 < _e513) ? _e510 : ((_e511 >= 2147483648u) ? _e504 : _e510))))))));
        int _e535 = i;
        int _e538 = q;
        quo.Store(asint(asuint(int(0)) + asuint(_e535))*4, asuint(_e538));
    }
}
