#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) readonly buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430, binding = 4) buffer type_5_block_4Compute { int _group_0_binding_4_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    uint local = 0u;
    uint local_1 = 0u;
    int local_2 = 0;
    uint local_3 = 0u;
    uint local_4 = 0u;
    int local_5 = 0;
    int q = 0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = _group_0_binding_0_cs[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = _group_0_binding_0_cs[2].x;
        i = int(((((_e10 + _e14) * _e18) + _e21) + _e27));
        int _e33 = i;
        int _e37 = i;
        float _e41 = _group_0_binding_1_cs[(0 + _e37)];
        int _e43 = i;
        float _e47 = _group_0_binding_2_cs[(0 + _e43)];
        uint _e48 = floatBitsToUint(_e41);
        uint _e50 = (_e48 & 2147483647u);
        bool _e52 = (_e48 >= 2147483648u);
        uint _e53 = floatBitsToUint(_e47);
        uint _e55 = (_e53 & 2147483647u);
        uint _e59 = (_e50 >> 23u);
        uint _e61 = (_e50 & 8388607u);
        uint _e71 = (_e55 >> 23u);
        uint _e73 = (_e55 & 8388607u);
        int _e81 = max(int(_e71), 1);
        int _e82 = (max(int(_e59), 1) - _e81);
        uint _e87 = ((_e82 == -1) ? 1u : 0u);
        uint _e88 = (((_e71 != 0u) ? (_e73 | 8388608u) : _e73) << _e87);
        bool _e91 = (_e82 < -1);
        local = 0u;
        local_1 = 0u;
        local_2 = 0;
        while(true) {
            int _e105 = local_2;
            bool _e106 = (_e105 < (_e91 ? 0 : (max(_e82, 0) + 24)));
            if (_e106) {
            } else {
                break;
            }
            int _e108 = (23 - _e105);
            uint _e117 = local;
            uint _e119 = ((_e117 << 1u) | ((_e108 >= 0) ? ((((_e59 != 0u) ? (_e61 | 8388608u) : _e61) >> uint(max(_e108, 0))) & 1u) : 0u));
            bool _e120 = (_e119 >= _e88);
            uint _e124 = local_1;
            uint _e130 = local;
            local = (_e106 ? (_e120 ? (_e119 - _e88) : _e119) : _e130);
            local_1 = (_e106 ? (((_e124 << 1u) | (_e120 ? 1u : 0u)) & 127u) : _e124);
            local_2 = (_e105 + 1);
        }
        uint _e139 = local;
        uint _e141 = local_1;
        uint _e142 = (_e139 << 1u);
        uint _e147 = ((_e142 == _e88) ? (_e141 & 1u) : ((_e142 > _e88) ? 1u : 0u));
        bool _e148 = (_e147 != 0u);
        uint _e150 = (_e148 ? (_e88 - _e139) : _e139);
        uint _e155 = floatBitsToUint(float(_e150));
        int _e157 = ((_e81 - int(_e87)) - 1);
        uint _e180 = (_e91 ? _e50 : ((_e150 == 0u) ? 0u : ((((_e157 + (int((_e155 >> 23u)) - 127)) + -22) < 1) ? (_e150 << uint(min(_e157, 23))) : (_e155 + (uint((_e157 + -149)) << 23u)))));
        int _e190 = int((_e91 ? 0u : ((_e148 ? (_e141 + 1u) : _e141) & 127u)));
        bool _e195 = (_e55 == 2139095040u);
        float _e199 = uintBitsToFloat(2143289344u);
        bool _e201 = (_e55 == 0u);
        bool _e202 = (_e50 >= 2139095040u);
        bool _e203 = (_e55 > 2139095040u);
        _group_0_binding_3_cs[(0 + (4 * _e33))] = (_e203 ? _e199 : (_e202 ? _e199 : (_e201 ? _e199 : (_e195 ? _e41 : uintBitsToFloat(((((_e52 ? 1u : 0u) ^ (_e91 ? 0u : _e147)) != 0u) ? (_e180 | 2147483648u) : _e180))))));
        int _e214 = i;
        int _e220 = i;
        float _e224 = _group_0_binding_1_cs[(0 + _e220)];
        int _e226 = i;
        float _e230 = _group_0_binding_2_cs[(0 + _e226)];
        uint _e231 = floatBitsToUint(_e224);
        uint _e233 = (_e231 & 2147483647u);
        bool _e235 = (_e231 >= 2147483648u);
        uint _e236 = floatBitsToUint(_e230);
        uint _e238 = (_e236 & 2147483647u);
        uint _e242 = (_e233 >> 23u);
        uint _e244 = (_e233 & 8388607u);
        uint _e254 = (_e238 >> 23u);
        uint _e256 = (_e238 & 8388607u);
        int _e264 = max(int(_e254), 1);
        int _e265 = (max(int(_e242), 1) - _e264);
        uint _e270 = ((_e265 == -1) ? 1u : 0u);
        uint _e271 = (((_e254 != 0u) ? (_e256 | 8388608u) : _e256) << _e270);
        bool _e274 = (_e265 < -1);
        local_3 = 0u;
        local_4 = 0u;
        local_5 = 0;
        while(true) {
            int _e288 = local_5;
            bool _e289 = (_e288 < (_e274 ? 0 : (max(_e265, 0) + 24)));
            if (_e289) {
            } else {
                break;
            }
            int _e291 = (23 - _e288);
            uint _e300 = local_3;
            uint _e302 = ((_e300 << 1u) | ((_e291 >= 0) ? ((((_e242 != 0u) ? (_e244 | 8388608u) : _e244) >> uint(max(_e291, 0))) & 1u) : 0u));
            bool _e303 = (_e302 >= _e271);
            uint _e307 = local_4;
            uint _e313 = local_3;
            local_3 = (_e289 ? (_e303 ? (_e302 - _e271) : _e302) : _e313);
            local_4 = (_e289 ? (((_e307 << 1u) | (_e303 ? 1u : 0u)) & 127u) : _e307);
            local_5 = (_e288 + 1);
        }
        uint _e322 = local_3;
        uint _e324 = local_4;
        uint _e325 = (_e322 << 1u);
        uint _e330 = ((_e325 == _e271) ? (_e324 & 1u) : ((_e325 > _e271) ? 1u : 0u));
        bool _e331 = (_e330 != 0u);
        uint _e333 = (_e331 ? (_e271 - _e322) : _e322);
        uint _e338 = floatBitsToUint(float(_e333));
        int _e340 = ((_e264 - int(_e270)) - 1);
        uint _e363 = (_e274 ? _e233 : ((_e333 == 0u) ? 0u : ((((_e340 + (int((_e338 >> 23u)) - 127)) + -22) < 1) ? (_e333 << uint(min(_e340, 23))) : (_e338 + (uint((_e340 + -149)) << 23u)))));
        int _e373 = int((_e274 ? 0u : ((_e331 ? (_e324 + 1u) : _e324) & 127u)));
        bool _e378 = (_e238 == 2139095040u);
        float _e382 = uintBitsToFloat(2143289344u);
        bool _e384 = (_e238 == 0u);
        bool _e385 = (_e233 >= 2139095040u);
        bool _e386 = (_e238 > 2139095040u);
        q = (_e386 ? 0 : (_e385 ? 0 : (_e384 ? 0 : (_e378 ? 0 : ((_e235 != (_e236 >= 2147483648u)) ? -(_e373) : _e373)))));
        _group_0_binding_3_cs[(0 + ((4 * _e214) + 1))] = (_e386 ? _e382 : (_e385 ? _e382 : (_e384 ? _e382 : (_e378 ? _e224 : uintBitsToFloat(((((_e235 ? 1u : 0u) ^ (_e274 ? 0u : _e330)) != 0u) ? (_e363 | 2147483648u) : _e363))))));
        int _e398 = i;
        int _e404 = i;
        float _e408 = _group_0_binding_1_cs[(0 + _e404)];
        int _e410 = i;
        float _e414 = _group_0_binding_2_cs[(0 + _e410)];
        uint _e415 = floatBitsToUint(_e408);
        uint _e417 = (_e415 & 2147483647u);
        int _e420 = int(_e417);
        int _e422 = ((_e415 >= 2147483648u) ? -(_e420) : _e420);
        uint _e423 = floatBitsToUint(_e414);
        uint _e425 = (_e423 & 2147483647u);
        int _e428 = int(_e425);
        int _e430 = ((_e423 >= 2147483648u) ? -(_e428) : _e428);
        int _e435 = ((_e422 < _e430) ? (_e422 + 1) : (_e422 - 1));
        _group_0_binding_3_cs[(0 + ((4 * _e398) + 2))] = ((_e417 > 2139095040u) ? _e408 : ((_e425 > 2139095040u) ? _e414 : ((_e422 == _e430) ? _e414 : uintBitsToFloat(((_e435 == 0) ? (floatBitsToUint(_e408) & 2147483648u) : ((_e435 < 0) ? (uint(-(_e435)) | 2147483648u) : uint(_e435)))))));
        int _e460 = i;
        int _e466 = i;
        float _e470 = _group_0_binding_1_cs[(0 + _e466)];
        int _e472 = i;
        float _e476 = _group_0_binding_2_cs[(0 + _e472)];
        uint _e477 = floatBitsToUint(_e470);
        uint _e479 = (_e477 & 2147483647u);
        uint _e482 = floatBitsToUint(_e476);
        uint _e484 = (_e482 & 2147483647u);
        int _e498 = i;
        float _e502 = _group_0_binding_1_cs[(0 + _e498)];
        int _e504 = i;
        float _e508 = _group_0_binding_2_cs[(0 + _e504)];
        uint _e509 = floatBitsToUint(_e502);
        uint _e511 = (_e509 & 2147483647u);
        uint _e514 = floatBitsToUint(_e508);
        uint _e516 = (_e514 & 2147483647u);
        _group_0_binding_3_cs[(0 + ((4 * _e460) + 3))] = (((_e479 > 2139095040u) ? _e476 : ((_e484 > 2139095040u) ? _e470 : ((_e479 > _e484) ? _e470 : ((_e479 < _e484) ? _e476 : ((_e477 >= 2147483648u) ? _e476 : _e470))))) + ((_e511 > 2139095040u) ? _e508 : ((_e516 > 2139095040u) ? _e502 : ((_e516 > _e511) ? _e502 : ((_e516 < _e511) ? _e508 : ((_e509 >= 2147483648u) ? _e502 : _e508))))));
        int _e533 = i;
        int _e536 = q;
        _group_0_binding_4_cs[(0 + _e533)] = _e536;
    }
}

