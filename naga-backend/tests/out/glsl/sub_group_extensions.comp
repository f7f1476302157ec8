#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[6]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { int _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { int _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_4_block_3Compute { uvec4 _group_0_binding_3_cs[]; };

layout(std430, binding = 4) buffer type_6_block_4Compute { float _group_0_binding_4_cs[]; };

layout(std430, binding = 5) buffer type_12_block_5Compute { uint _group_0_binding_5_cs[]; };

layout(std430, binding = 6) buffer type_12_block_6Compute { uint _group_0_binding_6_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uint oclvk_sub_group_size = 0u;

uint oclvk_sub_group_local_id = 0u;

uint oclvk_sub_group_id = 0u;

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint sub_group_size = gl_SubgroupSize;
    uint sub_group_local_id = gl_SubgroupInvocationID;
    uint sub_group_id = gl_SubgroupID;
    uint g = 0u;
    int x = 0;
    uint lid = 0u;
    int o_index0_ = 0;
    uvec4 odd = uvec4(0u);
    int local = 0;
    uint local_1 = 0u;
    int local_2 = 0;
    uint local_3 = 0u;
    uint local_4 = 0u;
    uint local_5 = 0u;
    float local_6 = 0.0;
    uint local_7 = 0u;
    int local_8 = 0;
    int local_9 = 0;
    uint local_10 = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e18 = oclvk_group_id.x;
        uint _e22 = _group_0_binding_0_cs[5].x;
        uint _e26 = oclvk_local_size.x;
        uint _e29 = oclvk_local_id.x;
        uint _e35 = _group_0_binding_0_cs[3].x;
        g = ((((_e18 + _e22) * _e26) + _e29) + _e35);
        uint _e39 = g;
        int _e44 = _group_0_binding_1_cs[(0 + int(_e39))];
        x = _e44;
        uint _e47 = oclvk_sub_group_local_id;
        lid = _e47;
        uint _e51 = g;
        o_index0_ = (0 + int((24u * _e51)));
        int _e57 = o_index0_;
        uint _e61 = oclvk_sub_group_local_id;
        uint _e62 = subgroupBroadcastFirst(_e61);
        int _e69 = x;
        bool _e72 = subgroupAll((_e69 != 0));
        int _e80 = x;
        bool _e83 = subgroupAny((_e80 != 0));
        _group_0_binding_2_cs[(_e57 + 0)] = ((((_e61 == _e62) ? 1 : 0) + (2 * (_e72 ? 1 : 0))) + (4 * (_e83 ? 1 : 0)));
        int _e92 = o_index0_;
        int _e96 = x;
        int _e97 = subgroupBroadcastFirst(_e96);
        bool _e99 = subgroupAll((_e96 == _e97));
        int _e105 = x;
        int _e108 = ((_e105 << 24u) >> 24u);
        int _e109 = subgroupBroadcastFirst(_e108);
        bool _e111 = subgroupAll((_e108 == _e109));
        _group_0_binding_2_cs[(_e92 + 1)] = ((_e99 ? 1 : 0) + (2 * (_e111 ? 1 : 0)));
        int _e120 = o_index0_;
        int _e124 = x;
        int _e126 = subgroupShuffle(_e124, 0u);
        int _e128 = x;
        int _e129 = subgroupBroadcastFirst(_e128);
        _group_0_binding_2_cs[(_e120 + 2)] = (_e126 + _e129);
        int _e134 = x;
        uvec4 _e139 = subgroupBallot(((_e134 & 1) != 0));
        odd = _e139;
        int _e142 = o_index0_;
        uvec4 _e146 = odd;
        uint _e148 = oclvk_sub_group_local_id;
        uvec4 _e166 = odd;
        _group_0_binding_2_cs[(_e142 + 3)] = (((((_e146[((_e148 >> 5u) & 3u)] >> (_e148 & 31u)) & 1u) != 0u) ? 1 : 0) + (2 * ((((_e166[0u] >> 3u) & 1u) != 0u) ? 1 : 0)));
        int _e188 = o_index0_;
        uvec4 _e192 = odd;
        uint _e194 = oclvk_sub_group_size;
        uvec4 _e227 = uvec4(bitCount((_e192 & uvec4(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e194, 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e194, 32u) - 32u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e194, 64u) - 64u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e194, 96u) - 96u), 32u), 32u - min(0u, 32u))))))));
        uvec4 _e236 = odd;
        uint _e238 = oclvk_sub_group_local_id;
        uint _e240 = (_e238 + 1u);
        uvec4 _e273 = uvec4(bitCount((_e236 & uvec4(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e240, 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e240, 32u) - 32u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e240, 64u) - 64u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e240, 96u) - 96u), 32u), 32u - min(0u, 32u))))))));
        _group_0_binding_2_cs[(_e188 + 4)] = int(((((_e227.x + _e227.y) + _e227.z) + _e227.w) + (((_e273.x + _e273.y) + _e273.z) + _e273.w)));
        int _e286 = o_index0_;
        uvec4 _e290 = odd;
        uint _e292 = oclvk_sub_group_local_id;
        uvec4 _e325 = uvec4(bitCount((_e290 & uvec4(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e292, 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e292, 32u) - 32u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e292, 64u) - 64u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e292, 96u) - 96u), 32u), 32u - min(0u, 32u))))))));
        _group_0_binding_2_cs[(_e286 + 5)] = int((((_e325.x + _e325.y) + _e325.z) + _e325.w));
        int _e337 = o_index0_;
        uvec4 _e341 = odd;
        uint _e343 = oclvk_sub_group_size;
        uvec4 _e375 = (_e341 & uvec4(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e343, 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e343, 32u) - 32u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e343, 64u) - 64u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e343, 96u) - 96u), 32u), 32u - min(0u, 32u))))));
        uvec4 _e403 = odd;
        uint _e405 = oclvk_sub_group_size;
        uvec4 _e437 = (_e403 & uvec4(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e405, 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e405, 32u) - 32u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e405, 64u) - 64u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e405, 96u) - 96u), 32u), 32u - min(0u, 32u))))));
        _group_0_binding_2_cs[(_e337 + 6)] = int((((_e375.x != 0u) ? (0u + uint(findLSB(_e375.x))) : ((_e375.y != 0u) ? (32u + uint(findLSB(_e375.y))) : ((_e375.z != 0u) ? (64u + uint(findLSB(_e375.z))) : (96u + uint(findLSB(_e375.w)))))) + (100u * ((_e437.w != 0u) ? (96u + uint(findMSB(_e437.w))) : ((_e437.z != 0u) ? (64u + uint(findMSB(_e437.z))) : ((_e437.y != 0u) ? (32u + uint(findMSB(_e437.y))) : (0u + uint(findMSB(_e437.x)))))))));
        uint _e470 = g;
        uint _e475 = oclvk_sub_group_local_id;
        uint _e477 = (_e475 + 1u);
        _group_0_binding_3_cs[(0 + int((5u * _e470)))] = uvec4((bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e477, 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e475, 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e477, 32u) - 32u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e475, 32u) - 32u), 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e477, 64u) - 64u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e475, 64u) - 64u), 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e477, 96u) - 96u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e475, 96u) - 96u), 32u), 32u - min(0u, 32u)))))));
        uint _e551 = g;
        uint _e558 = oclvk_sub_group_local_id;
        uint _e562 = oclvk_sub_group_size;
        _group_0_binding_3_cs[(0 + int(((5u * _e551) + 1u)))] = uvec4((bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e562, 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e558, 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e562, 32u) - 32u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e558, 32u) - 32u), 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e562, 64u) - 64u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e558, 64u) - 64u), 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e562, 96u) - 96u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e558, 96u) - 96u), 32u), 32u - min(0u, 32u)))))));
        uint _e636 = g;
        uint _e643 = oclvk_sub_group_local_id;
        uint _e645 = (_e643 + 1u);
        uint _e647 = oclvk_sub_group_size;
        _group_0_binding_3_cs[(0 + int(((5u * _e636) + 2u)))] = uvec4((bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e647, 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e645, 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e647, 32u) - 32u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e645, 32u) - 32u), 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e647, 64u) - 64u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e645, 64u) - 64u), 32u), 32u - min(0u, 32u)))))), (bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e647, 96u) - 96u), 32u), 32u - min(0u, 32u)))) & ~(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e645, 96u) - 96u), 32u), 32u - min(0u, 32u)))))));
        uint _e721 = g;
        uint _e728 = oclvk_sub_group_local_id;
        uint _e730 = (_e728 + 1u);
        _group_0_binding_3_cs[(0 + int(((5u * _e721) + 3u)))] = uvec4(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e730, 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e730, 32u) - 32u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e730, 64u) - 64u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e730, 96u) - 96u), 32u), 32u - min(0u, 32u)))));
        uint _e766 = g;
        uint _e773 = oclvk_sub_group_local_id;
        _group_0_binding_3_cs[(0 + int(((5u * _e766) + 4u)))] = uvec4(bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min(_e773, 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e773, 32u) - 32u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e773, 64u) - 64u), 32u), 32u - min(0u, 32u)))), bitfieldExtract(4294967295u, int(min(0u, 32u)), int(min(min((max(_e773, 96u) - 96u), 32u), 32u - min(0u, 32u)))));
        int _e810 = x;
        if ((_e810 > 3)) {
            int _e814 = o_index0_;
            int _e818 = x;
            int _e819 = subgroupMul(_e818);
            int _e821 = x;
            int _e822 = subgroupXor(_e821);
            _group_0_binding_2_cs[(_e814 + 7)] = (_e819 + _e822);
            int _e827 = o_index0_;
            int _e831 = x;
            uvec4 _e832 = subgroupBallot(true);
            local = 0;
            local_1 = 0u;
            while(true) {
                uint _e837 = local_1;
                uint _e839 = oclvk_sub_group_size;
                if ((_e837 >= _e839)) {
                    break;
                }
                int _e841 = subgroupShuffle(_e831, _e837);
                uint _e843 = oclvk_sub_group_local_id;
                int _e858 = local;
                local = (((_e837 <= _e843) && (((_e832[((_e837 >> 5u) & 3u)] >> (_e837 & 31u)) & 1u) != 0u)) ? (_e858 | _e841) : _e858);
                local_1 = (_e837 + 1u);
            }
            int _e863 = local;
            _group_0_binding_2_cs[(_e827 + 8)] = _e863;
            int _e867 = o_index0_;
            int _e871 = x;
            uvec4 _e872 = subgroupBallot(true);
            local_2 = 2147483647;
            local_3 = 0u;
            while(true) {
                uint _e877 = local_3;
                uint _e879 = oclvk_sub_group_size;
                if ((_e877 >= _e879)) {
                    break;
                }
                int _e881 = subgroupShuffle(_e871, _e877);
                uint _e883 = oclvk_sub_group_local_id;
                int _e898 = local_2;
                local_2 = (((_e877 < _e883) && (((_e872[((_e877 >> 5u) & 3u)] >> (_e877 & 31u)) & 1u) != 0u)) ? min(_e898, _e881) : _e898);
                local_3 = (_e877 + 1u);
            }
            int _e903 = local_2;
            _group_0_binding_2_cs[(_e867 + 9)] = _e903;
            int _e907 = o_index0_;
            int _e911 = x;
            uint _e919 = subgroupAnd((((_e911 & 1) != 0) ? 1u : 0u));
            int _e923 = x;
            uvec4 _e931 = subgroupBallot(true);
            local_4 = 0u;
            local_5 = 0u;
            while(true) {
                uint _e936 = local_5;
                uint _e938 = oclvk_sub_group_size;
                if ((_e936 >= _e938)) {
                    break;
                }
                uint _e940 = subgroupShuffle((((_e923 & 2) != 0) ? 1u : 0u), _e936);
                uint _e942 = oclvk_sub_group_local_id;
                uint _e957 = local_4;
                local_4 = (((_e936 <= _e942) && (((_e931[((_e936 >> 5u) & 3u)] >> (_e936 & 31u)) & 1u) != 0u)) ? (_e957 ^ _e940) : _e957);
                local_5 = (_e936 + 1u);
            }
            uint _e962 = local_4;
            _group_0_binding_2_cs[(_e907 + 10)] = (int(_e919) + (2 * int(_e962)));
            uint _e969 = g;
            uint _e973 = g;
            float _e978 = _group_0_binding_4_cs[(0 + int(_e973))];
            uvec4 _e979 = subgroupBallot(true);
            local_6 = uintBitsToFloat(4286578688u);
            local_7 = 0u;
            while(true) {
                uint _e985 = local_7;
                uint _e987 = oclvk_sub_group_size;
                if ((_e985 >= _e987)) {
                    break;
                }
                float _e989 = subgroupShuffle(_e978, _e985);
                uint _e991 = oclvk_sub_group_local_id;
                float _e1006 = local_6;
                local_6 = (((_e985 <= _e991) && (((_e979[((_e985 >> 5u) & 3u)] >> (_e985 & 31u)) & 1u) != 0u)) ? (((floatBitsToUint(_e1006) & 2147483647u) > 2139095040u) ? _e989 : (((floatBitsToUint(_e989) & 2147483647u) > 2139095040u) ? _e1006 : max(_e1006, _e989))) : _e1006);
                local_7 = (_e985 + 1u);
            }
            float _e1023 = local_6;
            uint _e1025 = g;
            float _e1030 = _group_0_binding_4_cs[(0 + int(_e1025))];
            float _e1031 = subgroupExclusiveMul(_e1030);
            _group_0_binding_4_cs[(0 + int(_e969))] = (_e1023 + _e1031);
            uint _e1036 = g;
            int _e1038 = (0 + int(_e1036));
            uint _e1040 = g;
            int _e1042 = (0 + int(_e1040));
            uint _e1052 = atomicOr(_group_0_binding_5_cs[(_e1042 >> 1u)], 0u);
            int _e1059 = subgroupAdd((int((_e1052 << (16u - (uint((_e1042 & 1)) * 16u)))) >> 16u));
            int _e1064 = (_e1038 >> 1u);
            uint _e1069 = (uint((_e1038 & 1)) * 16u);
            atomicAnd(_group_0_binding_5_cs[_e1064], ~((65535u << _e1069)));
            atomicOr(_group_0_binding_5_cs[_e1064], ((uint(((_e1059 << 16u) >> 16u)) & 65535u) << _e1069));
        }
        int _e1082 = o_index0_;
        int _e1086 = x;
        uvec4 _e1087 = subgroupBallot(true);
        local_8 = _e1086;
        uint _e1090 = oclvk_sub_group_local_id;
        uint _e1094 = ((_e1090 ^ 1u) & 4294967295u);
        uint _e1102 = (_e1094 & 31u);
        uint _e1104 = bitfieldExtract(_e1087[((_e1094 >> 5u) & 3u)], int(min(_e1102, 32u)), int(min(1u, 32u - min(_e1102, 32u))));
        int _e1108 = local_8;
        int _e1109 = subgroupShuffle(_e1108, (_e1094 + uint(findLSB(_e1104))));
        local_8 = ((_e1104 != 0u) ? (((_e1090 & 1u) != 0u) ? (_e1109 + _e1108) : (_e1108 + _e1109)) : _e1108);
        uint _e1118 = oclvk_sub_group_local_id;
        uint _e1122 = ((_e1118 ^ 2u) & 4294967294u);
        uint _e1130 = (_e1122 & 31u);
        uint _e1132 = bitfieldExtract(_e1087[((_e1122 >> 5u) & 3u)], int(min(_e1130, 32u)), int(min(2u, 32u - min(_e1130, 32u))));
        int _e1136 = local_8;
        int _e1137 = subgroupShuffle(_e1136, (_e1122 + uint(findLSB(_e1132))));
        local_8 = ((_e1132 != 0u) ? (((_e1118 & 2u) != 0u) ? (_e1137 + _e1136) : (_e1136 + _e1137)) : _e1136);
        int _e1145 = local_8;
        int _e1147 = x;
        uvec4 _e1148 = subgroupBallot(true);
        local_9 = _e1147;
        int _e1150 = local_9;
        _group_0_binding_2_cs[(_e1082 + 11)] = (_e1145 + _e1150);
        int _e1155 = o_index0_;
        int _e1159 = x;
        uvec4 _e1165 = subgroupBallot(true);
        local_10 = ((_e1159 != 0) ? 1u : 0u);
        uint _e1168 = oclvk_sub_group_local_id;
        uint _e1172 = ((_e1168 ^ 1u) & 4294967295u);
        uint _e1180 = (_e1172 & 31u);
        uint _e1182 = bitfieldExtract(_e1165[((_e1172 >> 5u) & 3u)], int(min(_e1180, 32u)), int(min(1u, 32u - min(_e1180, 32u))));
        uint _e1186 = local_10;
        uint _e1187 = subgroupShuffle(_e1186, (_e1172 + uint(findLSB(_e1182))));
        local_10 = ((_e1182 != 0u) ? (((_e1168 & 1u) != 0u) ? (_e1187 | _e1186) : (_e1186 | _e1187)) : _e1186);
        uint _e1196 = oclvk_sub_group_local_id;
        uint _e1200 = ((_e1196 ^ 2u) & 4294967294u);
        uint _e1208 = (_e1200 & 31u);
        uint _e1210 = bitfieldExtract(_e1165[((_e1200 >> 5u) & 3u)], int(min(_e1208, 32u)), int(min(2u, 32u - min(_e1208, 32u))));
        uint _e1214 = local_10;
        uint _e1215 = subgroupShuffle(_e1214, (_e1200 + uint(findLSB(_e1210))));
        local_10 = ((_e1210 != 0u) ? (((_e1196 & 2u) != 0u) ? (_e1215 | _e1214) : (_e1214 | _e1215)) : _e1214);
        uint _e1224 = oclvk_sub_group_local_id;
        uint _e1228 = ((_e1224 ^ 4u) & 4294967292u);
        uint _e1236 = (_e1228 & 31u);
        uint _e1238 = bitfieldExtract(_e1165[((_e1228 >> 5u) & 3u)], int(min(_e1236, 32u)), int(min(4u, 32u - min(_e1236, 32u))));
        uint _e1242 = local_10;
        uint _e1243 = subgroupShuffle(_e1242, (_e1228 + uint(findLSB(_e1238))));
        local_10 = ((_e1238 != 0u) ? (((_e1224 & 4u) != 0u) ? (_e1243 | _e1242) : (_e1242 | _e1243)) : _e1242);
        uint _e1252 = oclvk_sub_group_local_id;
        uint _e1256 = ((_e1252 ^ 8u) & 4294967288u);
        uint _e1264 = (_e1256 & 31u);
        uint _e1266 = bitfieldExtract(_e1165[((_e1256 >> 5u) & 3u)], int(min(_e1264, 32u)), int(min(8u, 32u - min(_e1264, 32u))));
        uint _e1270 = local_10;
        uint _e1271 = subgroupShuffle(_e1270, (_e1256 + uint(findLSB(_e1266))));
        local_10 = ((_e1266 != 0u) ? (((_e1252 & 8u) != 0u) ? (_e1271 | _e1270) : (_e1270 | _e1271)) : _e1270);
        uint _e1280 = oclvk_sub_group_local_id;
        uint _e1284 = ((_e1280 ^ 16u) & 4294967280u);
        uint _e1292 = (_e1284 & 31u);
        uint _e1294 = bitfieldExtract(_e1165[((_e1284 >> 5u) & 3u)], int(min(_e1292, 32u)), int(min(16u, 32u - min(_e1292, 32u))));
        uint _e1298 = local_10;
        uint _e1299 = subgroupShuffle(_e1298, (_e1284 + uint(findLSB(_e1294))));
        local_10 = ((_e1294 != 0u) ? (((_e1280 & 16u) != 0u) ? (_e1299 | _e1298) : (_e1298 | _e1299)) : _e1298);
        uint _e1308 = oclvk_sub_group_local_id;
        uint _e1312 = ((_e1308 ^ 32u) & 4294967264u);
        uint _e1322 = local_10;
        uint _e1323 = subgroupShuffle(_e1322, (_e1312 + uint(findLSB(_e1165[((_e1312 >> 5u) & 3u)]))));
        local_10 = ((_e1165[((_e1312 >> 5u) & 3u)] != 0u) ? (((_e1308 & 32u) != 0u) ? (_e1323 | _e1322) : (_e1322 | _e1323)) : _e1322);
        uint _e1331 = local_10;
        _group_0_binding_2_cs[(_e1155 + 12)] = int(_e1331);
        int _e1336 = o_index0_;
        int _e1340 = x;
        uint _e1342 = lid;
        int _e1345 = subgroupShuffle(_e1340, (_e1342 ^ 1u));
        _group_0_binding_2_cs[(_e1336 + 13)] = _e1345;
        int _e1349 = o_index0_;
        int _e1353 = x;
        int _e1355 = subgroupShuffleXor(_e1353, 2u);
        _group_0_binding_2_cs[(_e1349 + 14)] = _e1355;
        int _e1359 = o_index0_;
        int _e1363 = x;
        int _e1365 = subgroupShuffleUp(_e1363, 1u);
        _group_0_binding_2_cs[(_e1359 + 15)] = _e1365;
        int _e1369 = o_index0_;
        int _e1373 = x;
        int _e1375 = subgroupShuffleDown(_e1373, 1u);
        _group_0_binding_2_cs[(_e1369 + 16)] = _e1375;
        int _e1379 = o_index0_;
        int _e1383 = x;
        uint _e1387 = oclvk_sub_group_local_id;
        uint _e1390 = oclvk_sub_group_size;
        int _e1392 = subgroupShuffle(_e1383, ((_e1387 + 3u) % _e1390));
        _group_0_binding_2_cs[(_e1379 + 17)] = _e1392;
        int _e1396 = o_index0_;
        int _e1400 = x;
        uint _e1405 = oclvk_sub_group_local_id;
        int _e1412 = subgroupShuffle(_e1400, ((_e1405 & 4294967288u) | ((_e1405 + 4294967295u) & 7u)));
        _group_0_binding_2_cs[(_e1396 + 18)] = _e1412;
        uint _e1416 = g;
        int _e1418 = (0 + int(_e1416));
        uint _e1420 = g;
        int _e1422 = (0 + int(_e1420));
        uint _e1429 = (uint((_e1422 & 3)) * 8u);
        uint _e1432 = atomicOr(_group_0_binding_6_cs[(_e1422 >> 2u)], 0u);
        uint _e1437 = subgroupShuffle(bitfieldExtract(_e1432, int(min(_e1429, 32u)), int(min(8u, 32u - min(_e1429, 32u)))), 0u);
        uint _e1440 = g;
        int _e1442 = (0 + int(_e1440));
        uint _e1449 = (uint((_e1442 & 3)) * 8u);
        uint _e1452 = atomicOr(_group_0_binding_6_cs[(_e1442 >> 2u)], 0u);
        uvec2 _e1459 = subgroupShuffle(uvec2(bitfieldExtract(_e1452, int(min(_e1449, 32u)), int(min(8u, 32u - min(_e1449, 32u)))), 1u), 1u);
        int _e1467 = (_e1418 >> 2u);
        uint _e1472 = (uint((_e1418 & 3)) * 8u);
        atomicAnd(_group_0_binding_6_cs[_e1467], ~((255u << _e1472)));
        atomicOr(_group_0_binding_6_cs[_e1467], ((uint((int(_e1437) + int(_e1459.y))) & 255u) << _e1472));
    }
}

