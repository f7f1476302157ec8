// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
    uint size4;
};

struct type_1 {
    metal::uint4 inner[5];
};
typedef float type_3[1];
typedef int type_5[1];
int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
}


struct exact_mathInput {
};
[[max_total_threads_per_threadgroup(64)]] kernel void exact_math(
  metal::uint3 local_id [[thread_position_in_threadgroup]]
, metal::uint3 group_id [[threadgroup_position_in_grid]]
, constant type_1& exact_math_args [[user(fake0)]]
, device type_3 const& x [[user(fake0)]]
, device type_3 const& y [[user(fake0)]]
, device type_3& out [[user(fake0)]]
, device type_5& quo [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    metal::uint3 oclvk_local_id = {};
    metal::uint3 oclvk_group_id = {};
    metal::uint3 oclvk_local_size = metal::uint3(64u, 1u, 1u);
    int i = {};
    uint local = {};
    uint local_1 = {};
    int local_2 = {};
    uint local_3 = {};
    uint local_4 = {};
    int local_5 = {};
    int q = {};
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = exact_math_args.inner[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = exact_math_args.inner[2].x;
        i = as_type<int>(static_cast<uint>(static_cast<ulong>((((_e10 + _e14) * _e18) + _e21) + _e27)));
        int _e35 = i;
        int _e39 = i;
        float _e43 = x[as_type<int>(as_type<uint>(0) + as_type<uint>(_e39))];
        int _e45 = i;
        float _e49 = y[as_type<int>(as_type<uint>(0) + as_type<uint>(_e45))];
        uint _e50 = as_type<uint>(_e43);
        uint _e52 = _e50 & 2147483647u;
        bool _e54 = _e50 >= 2147483648u;
        uint _e55 = as_type<uint>(_e49);
        uint _e57 = _e55 & 2147483647u;
        uint _e61 = _e52 >> 23u;
        uint _e63 = _e52 & 8388607u;
        uint _e73 = _e57 >> 23u;
        uint _e75 = _e57 & 8388607u;
        int _e83 = metal::max(static_cast<int>(_e73), 1);
        int _e84 = as_type<int>(as_type<uint>(metal::max(static_cast<int>(_e61), 1)) - as_type<uint>(_e83));
        uint _e89 = (_e84 == -1) ? 1u : 0u;
        uint _e90 = ((_e73 != 0u) ? (_e75 | 8388608u) : _e75) << _e89;
        bool _e93 = _e84 < -1;
        local = 0u;
        local_1 = 0u;
        local_2 = 0;
        while(true) {
            int _e107 = local_2;
            bool _e108 = _e107 < (_e93 ? 0 : as_type<int>(as_type<uint>(metal::max(_e84, 0)) + as_type<uint>(24)));
            if (_e108) {
            } else {
                break;
            }
            int _e110 = as_type<int>(as_type<uint>(23) - as_type<uint>(_e107));
            uint _e119 = local;
            uint _e121 = (_e119 << 1u) | ((_e110 >= 0) ? ((((_e61 != 0u) ? (_e63 | 8388608u) : _e63) >> as_type<uint>(metal::max(_e110, 0))) & 1u) : 0u);
            bool _e122 = _e121 >= _e90;
            uint _e126 = local_1;
            uint _e132 = local;
            local = _e108 ? (_e122 ? (_e121 - _e90) : _e121) : _e132;
            local_1 = _e108 ? (((_e126 << 1u) | (_e122 ? 1u : 0u)) & 127u) : _e126;
            local_2 = as_type<int>(as_type<uint>(_e107) + as_type<uint>(1));
        }
        uint _e141 = local;
        uint _e143 = local_1;
        uint _e144 = _e141 << 1u;
        uint _e149 = (_e144 == _e90) ? (_e143 & 1u) : ((_e144 > _e90) ? 1u : 0u);
        bool _e150 = _e149 != 0u;
        uint _e152 = _e150 ? (_e90 - _e141) : _e141;
        uint _e157 = as_type<uint>(static_cast<float>(_e152));
        int _e159 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e83) - as_type<uint>(as_type<int>(_e89)))) - as_type<uint>(1));
        uint _e182 = _e93 ? _e52 : ((_e152 == 0u) ? 0u : ((as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e159) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e157 >> 23u)) - as_type<uint>(127))))) + as_type<uint>(-22)) < 1) ? (_e152 << as_type<uint>(metal::min(_e159, 23))) : (_e157 + (as_type<uint>(as_type<int>(as_type<uint>(_e159) + as_type<uint>(-149))) << 23u))));
        int _e192 = as_type<int>(_e93 ? 0u : ((_e150 ? (_e143 + 1u) : _e143) & 127u));
        bool _e197 = _e57 == 2139095040u;
        float _e201 = as_type<float>(2143289344u);
        bool _e203 = _e57 == 0u;
        bool _e204 = _e52 >= 2139095040u;
        bool _e205 = _e57 > 2139095040u;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e35))))] = _e205 ? _e201 : (_e204 ? _e201 : (_e203 ? _e201 : (_e197 ? _e43 : as_type<float>((((_e54 ? 1u : 0u) ^ (_e93 ? 0u : _e149)) != 0u) ? (_e182 | 2147483648u) : _e182))));
        int _e216 = i;
        int _e222 = i;
        float _e226 = x[as_type<int>(as_type<uint>(0) + as_type<uint>(_e222))];
        int _e228 = i;
        float _e232 = y[as_type<int>(as_type<uint>(0) + as_type<uint>(_e228))];
        uint _e233 = as_type<uint>(_e226);
        uint _e235 = _e233 & 2147483647u;
        bool _e237 = _e233 >= 2147483648u;
        uint _e238 = as_type<uint>(_e232);
        uint _e240 = _e238 & 2147483647u;
        uint _e244 = _e235 >> 23u;
        uint _e246 = _e235 & 8388607u;
        uint _e256 = _e240 >> 23u;
        uint _e258 = _e240 & 8388607u;
        int _e266 = metal::max(static_cast<int>(_e256), 1);
        int _e267 = as_type<int>(as_type<uint>(metal::max(static_cast<int>(_e244), 1)) - as_type<uint>(_e266));
        uint _e272 = (_e267 == -1) ? 1u : 0u;
        uint _e273 = ((_e256 != 0u) ? (_e258 | 8388608u) : _e258) << _e272;
        bool _e276 = _e267 < -1;
        local_3 = 0u;
        local_4 = 0u;
        local_5 = 0;
        while(true) {
            int _e290 = local_5;
            bool _e291 = _e290 < (_e276 ? 0 : as_type<int>(as_type<uint>(metal::max(_e267, 0)) + as_type<uint>(24)));
            if (_e291) {
            } else {
                break;
            }
            int _e293 = as_type<int>(as_type<uint>(23) - as_type<uint>(_e290));
            uint _e302 = local_3;
            uint _e304 = (_e302 << 1u) | ((_e293 >= 0) ? ((((_e244 != 0u) ? (_e246 | 8388608u) : _e246) >> as_type<uint>(metal::max(_e293, 0))) & 1u) : 0u);
            bool _e305 = _e304 >= _e273;
            uint _e309 = local_4;
            uint _e315 = local_3;
            local_3 = _e291 ? (_e305 ? (_e304 - _e273) : _e304) : _e315;
            local_4 = _e291 ? (((_e309 << 1u) | (_e305 ? 1u : 0u)) & 127u) : _e309;
            local_5 = as_type<int>(as_type<uint>(_e290) + as_type<uint>(1));
        }
        uint _e324 = local_3;
        uint _e326 = local_4;
        uint _e327 = _e324 << 1u;
        uint _e332 = (_e327 == _e273) ? (_e326 & 1u) : ((_e327 > _e273) ? 1u : 0u);
        bool _e333 = _e332 != 0u;
        uint _e335 = _e333 ? (_e273 - _e324) : _e324;
        uint _e340 = as_type<uint>(static_cast<float>(_e335));
        int _e342 = as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e266) - as_type<uint>(as_type<int>(_e272)))) - as_type<uint>(1));
        uint _e365 = _e276 ? _e235 : ((_e335 == 0u) ? 0u : ((as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e342) + as_type<uint>(as_type<int>(as_type<uint>(static_cast<int>(_e340 >> 23u)) - as_type<uint>(127))))) + as_type<uint>(-22)) < 1) ? (_e335 << as_type<uint>(metal::min(_e342, 23))) : (_e340 + (as_type<uint>(as_type<int>(as_type<uint>(_e342) + as_type<uint>(-149))) << 23u))));
        int _e375 = as_type<int>(_e276 ? 0u : ((_e333 ? (_e326 + 1u) : _e326) & 127u));
        bool _e380 = _e240 == 2139095040u;
        float _e384 = as_type<float>(2143289344u);
        bool _e386 = _e240 == 0u;
        bool _e387 = _e235 >= 2139095040u;
        bool _e388 = _e240 > 2139095040u;
        q = _e388 ? 0 : (_e387 ? 0 : (_e386 ? 0 : (_e380 ? 0 : ((_e237 != (_e238 >= 2147483648u)) ? naga_neg(_e375) : _e375))));
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e216))) + as_type<uint>(1))))] = _e388 ? _e384 : (_e387 ? _e384 : (_e386 ? _e384 : (_e380 ? _e226 : as_type<float>((((_e237 ? 1u : 0u) ^ (_e276 ? 0u : _e332)) != 0u) ? (_e365 | 2147483648u) : _e365))));
        int _e400 = i;
        int _e406 = i;
        float _e410 = x[as_type<int>(as_type<uint>(0) + as_type<uint>(_e406))];
        int _e412 = i;
        float _e416 = y[as_type<int>(as_type<uint>(0) + as_type<uint>(_e412))];
        uint _e417 = as_type<uint>(_e410);
        uint _e419 = _e417 & 2147483647u;
        int _e422 = as_type<int>(_e419);
        int _e424 = (_e417 >= 2147483648u) ? naga_neg(_e422) : _e422;
        uint _e425 = as_type<uint>(_e416);
        uint _e427 = _e425 & 2147483647u;
        int _e430 = as_type<int>(_e427);
        int _e432 = (_e425 >= 2147483648u) ? naga_neg(_e430) : _e430;
        int _e437 = (_e424 < _e432) ? as_type<int>(as_type<uint>(_e424) + as_type<uint>(1)) : as_type<int>(as_type<uint>(_e424) - as_type<uint>(1));
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e400))) + as_type<uint>(2))))] = (_e419 > 2139095040u) ? _e410 : ((_e427 > 2139095040u) ? _e416 : ((_e424 == _e432) ? _e416 : as_type<float>((_e437 == 0) ? (as_type<uint>(_e410) & 2147483648u) : ((_e437 < 0) ? (as_type<uint>(naga_neg(_e437)) | 2147483648u) : as_type<uint>(_e437)))));
        int _e462 = i;
        int _e468 = i;
        float _e472 = x[as_type<int>(as_type<uint>(0) + as_type<uint>(_e468))];
        int _e474 = i;
        float _e478 = y[as_type<int>(as_type<uint>(0) + as_type<uint>(_e474))];
        uint _e479 = as_type<uint>(_e472);
        uint _e481 = _e479 & 2147483647u;
        uint _e484 = as_type<uint>(_e478);
        uint _e486 = _e484 & 2147483647u;
        int _e500 = i;
        float _e504 = x[as_type<int>(as_type<uint>(0) + as_type<uint>(_e500))];
        int _e506 = i;
        float _e510 = y[as_type<int>(as_type<uint>(0) + as_type<uint>(_e506))];
        uint _e511 = as_type<uint>(_e504);
        uint _e513 = _e511 & 2147483647u;
        uint _e516 = as_type<uint>(_e510);
        uint _e518 = _e516 & 2147483647u;
        out[as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(4) * as_type<uint>(_e462))) + as_type<uint>(3))))] = ((_e481 > 2139095040u) ? _e478 : ((_e486 > 2139095040u) ? _e472 : ((_e481 > _e486) ? _e472 : ((_e481 < _e486) ? _e478 : ((_e479 >= 2147483648u) ? _e478 : _e472))))) + ((_e513 > 2139095040u) ? _e510 : ((_e518 > 2139095040u) ? _e504 : ((_e518 > _e513) ? _e504 : ((_e518 < _e513) ? _e510 : ((_e511 >= 2147483648u) ? _e504 : _e510)))));
        int _e535 = i;
        int _e538 = q;
        quo[as_type<int>(as_type<uint>(0) + as_type<uint>(_e535))] = _e538;
    }
}
