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
            int _e925 = x;
            uvec4 _e933 = subgroupBallot(true);
            local_4 = 0u;
            local_5 = 0u;
            while(true) {
                uint _e938 = local_5;
                uint _e940 = oclvk_sub_group_size;
                if ((_e938 >= _e940)) {
                    break;
                }
                uint _e942 = subgroupShuffle((((_e925 & 2) != 0) ? 1u : 0u), _e938);
                uint _e944 = oclvk_sub_group_local_id;
                uint _e959 = local_4;
                local_4 = (((_e938 <= _e944) && (((_e933[((_e938 >> 5u) & 3u)] >> (_e938 & 31u)) & 1u) != 0u)) ? (_e959 ^ _e942) : _e959);
                local_5 = (_e938 + 1u);
            }
            uint _e964 = local_4;
            _group_0_binding_2_cs[(_e907 + 10)] = (int((_e919 & 1u)) + (2 * int((_e964 & 1u))));
            uint _e973 = g;
            uint _e977 = g;
            float _e982 = _group_0_binding_4_cs[(0 + int(_e977))];
            uvec4 _e983 = subgroupBallot(true);
            local_6 = uintBitsToFloat(4286578688u);
            local_7 = 0u;
            while(true) {
                uint _e989 = local_7;
                uint _e991 = oclvk_sub_group_size;
                if ((_e989 >= _e991)) {
                    break;
                }
                float _e993 = subgroupShuffle(_e982, _e989);
                uint _e995 = oclvk_sub_group_local_id;
                float _e1010 = local_6;
                local_6 = (((_e989 <= _e995) && (((_e983[((_e989 >> 5u) & 3u)] >> (_e989 & 31u)) & 1u) != 0u)) ? (((floatBitsToUint(_e1010) & 2147483647u) > 2139095040u) ? _e993 : (((floatBitsToUint(_e993) & 2147483647u) > 2139095040u) ? _e1010 : max(_e1010, _e993))) : _e1010);
                local_7 = (_e989 + 1u);
            }
            float _e1027 = local_6;
            uint _e1029 = g;
            float _e1034 = _group_0_binding_4_cs[(0 + int(_e1029))];
            float _e1035 = subgroupExclusiveMul(_e1034);
            _group_0_binding_4_cs[(0 + int(_e973))] = (_e1027 + _e1035);
            uint _e1040 = g;
            int _e1042 = (0 + int(_e1040));
            uint _e1044 = g;
            int _e1046 = (0 + int(_e1044));
            uint _e1056 = atomicOr(_group_0_binding_5_cs[(_e1046 >> 1u)], 0u);
            int _e1063 = subgroupAdd((int((_e1056 << (16u - (uint((_e1046 & 1)) * 16u)))) >> 16u));
            int _e1068 = (_e1042 >> 1u);
            uint _e1073 = (uint((_e1042 & 1)) * 16u);
            atomicAnd(_group_0_binding_5_cs[_e1068], ~((65535u << _e1073)));
            atomicOr(_group_0_binding_5_cs[_e1068], ((uint(((_e1063 << 16u) >> 16u)) & 65535u) << _e1073));
        }
        int _e1086 = o_index0_;
        int _e1090 = x;
        uvec4 _e1091 = subgroupBallot(true);
        local_8 = _e1090;
        uint _e1094 = oclvk_sub_group_local_id;
        uint _e1098 = ((_e1094 ^ 1u) & 4294967295u);
        uint _e1106 = (_e1098 & 31u);
        uint _e1108 = bitfieldExtract(_e1091[((_e1098 >> 5u) & 3u)], int(min(_e1106, 32u)), int(min(1u, 32u - min(_e1106, 32u))));
        int _e1112 = local_8;
        int _e1113 = subgroupShuffle(_e1112, (_e1098 + uint(findLSB(_e1108))));
        local_8 = ((_e1108 != 0u) ? (((_e1094 & 1u) != 0u) ? (_e1113 + _e1112) : (_e1112 + _e1113)) : _e1112);
        uint _e1122 = oclvk_sub_group_local_id;
        uint _e1126 = ((_e1122 ^ 2u) & 4294967294u);
        uint _e1134 = (_e1126 & 31u);
        uint _e1136 = bitfieldExtract(_e1091[((_e1126 >> 5u) & 3u)], int(min(_e1134, 32u)), int(min(2u, 32u - min(_e1134, 32u))));
        int _e1140 = local_8;
        int _e1141 = subgroupShuffle(_e1140, (_e1126 + uint(findLSB(_e1136))));
        local_8 = ((_e1136 != 0u) ? (((_e1122 & 2u) != 0u) ? (_e1141 + _e1140) : (_e1140 + _e1141)) : _e1140);
        int _e1149 = local_8;
        int _e1151 = x;
        uvec4 _e1152 = subgroupBallot(true);
        local_9 = _e1151;
        int _e1154 = local_9;
        _group_0_binding_2_cs[(_e1086 + 11)] = (_e1149 + _e1154);
        int _e1159 = o_index0_;
        int _e1163 = x;
        uvec4 _e1169 = subgroupBallot(true);
        local_10 = ((_e1163 != 0) ? 1u : 0u);
        uint _e1172 = oclvk_sub_group_local_id;
        uint _e1176 = ((_e1172 ^ 1u) & 4294967295u);
        uint _e1184 = (_e1176 & 31u);
        uint _e1186 = bitfieldExtract(_e1169[((_e1176 >> 5u) & 3u)], int(min(_e1184, 32u)), int(min(1u, 32u - min(_e1184, 32u))));
        uint _e1190 = local_10;
        uint _e1191 = subgroupShuffle(_e1190, (_e1176 + uint(findLSB(_e1186))));
        local_10 = ((_e1186 != 0u) ? (((_e1172 & 1u) != 0u) ? (_e1191 | _e1190) : (_e1190 | _e1191)) : _e1190);
        uint _e1200 = oclvk_sub_group_local_id;
        uint _e1204 = ((_e1200 ^ 2u) & 4294967294u);
        uint _e1212 = (_e1204 & 31u);
        uint _e1214 = bitfieldExtract(_e1169[((_e1204 >> 5u) & 3u)], int(min(_e1212, 32u)), int(min(2u, 32u - min(_e1212, 32u))));
        uint _e1218 = local_10;
        uint _e1219 = subgroupShuffle(_e1218, (_e1204 + uint(findLSB(_e1214))));
        local_10 = ((_e1214 != 0u) ? (((_e1200 & 2u) != 0u) ? (_e1219 | _e1218) : (_e1218 | _e1219)) : _e1218);
        uint _e1228 = oclvk_sub_group_local_id;
        uint _e1232 = ((_e1228 ^ 4u) & 4294967292u);
        uint _e1240 = (_e1232 & 31u);
        uint _e1242 = bitfieldExtract(_e1169[((_e1232 >> 5u) & 3u)], int(min(_e1240, 32u)), int(min(4u, 32u - min(_e1240, 32u))));
        uint _e1246 = local_10;
        uint _e1247 = subgroupShuffle(_e1246, (_e1232 + uint(findLSB(_e1242))));
        local_10 = ((_e1242 != 0u) ? (((_e1228 & 4u) != 0u) ? (_e1247 | _e1246) : (_e1246 | _e1247)) : _e1246);
        uint _e1256 = oclvk_sub_group_local_id;
        uint _e1260 = ((_e1256 ^ 8u) & 4294967288u);
        uint _e1268 = (_e1260 & 31u);
        uint _e1270 = bitfieldExtract(_e1169[((_e1260 >> 5u) & 3u)], int(min(_e1268, 32u)), int(min(8u, 32u - min(_e1268, 32u))));
        uint _e1274 = local_10;
        uint _e1275 = subgroupShuffle(_e1274, (_e1260 + uint(findLSB(_e1270))));
        local_10 = ((_e1270 != 0u) ? (((_e1256 & 8u) != 0u) ? (_e1275 | _e1274) : (_e1274 | _e1275)) : _e1274);
        uint _e1284 = oclvk_sub_group_local_id;
        uint _e1288 = ((_e1284 ^ 16u) & 4294967280u);
        uint _e1296 = (_e1288 & 31u);
        uint _e1298 = bitfieldExtract(_e1169[((_e1288 >> 5u) & 3u)], int(min(_e1296, 32u)), int(min(16u, 32u - min(_e1296, 32u))));
        uint _e1302 = local_10;
        uint _e1303 = subgroupShuffle(_e1302, (_e1288 + uint(findLSB(_e1298))));
        local_10 = ((_e1298 != 0u) ? (((_e1284 & 16u) != 0u) ? (_e1303 | _e1302) : (_e1302 | _e1303)) : _e1302);
        uint _e1312 = oclvk_sub_group_local_id;
        uint _e1316 = ((_e1312 ^ 32u) & 4294967264u);
        uint _e1326 = local_10;
        uint _e1327 = subgroupShuffle(_e1326, (_e1316 + uint(findLSB(_e1169[((_e1316 >> 5u) & 3u)]))));
        local_10 = ((_e1169[((_e1316 >> 5u) & 3u)] != 0u) ? (((_e1312 & 32u) != 0u) ? (_e1327 | _e1326) : (_e1326 | _e1327)) : _e1326);
        uint _e1335 = local_10;
        _group_0_binding_2_cs[(_e1159 + 12)] = int((_e1335 & 1u));
        int _e1342 = o_index0_;
        int _e1346 = x;
        uint _e1348 = lid;
        int _e1351 = subgroupShuffle(_e1346, (_e1348 ^ 1u));
        _group_0_binding_2_cs[(_e1342 + 13)] = _e1351;
        int _e1355 = o_index0_;
        int _e1359 = x;
        int _e1361 = subgroupShuffleXor(_e1359, 2u);
        _group_0_binding_2_cs[(_e1355 + 14)] = _e1361;
        int _e1365 = o_index0_;
        int _e1369 = x;
        int _e1371 = subgroupShuffleUp(_e1369, 1u);
        _group_0_binding_2_cs[(_e1365 + 15)] = _e1371;
        int _e1375 = o_index0_;
        int _e1379 = x;
        int _e1381 = subgroupShuffleDown(_e1379, 1u);
        _group_0_binding_2_cs[(_e1375 + 16)] = _e1381;
        int _e1385 = o_index0_;
        int _e1389 = x;
        uint _e1393 = oclvk_sub_group_local_id;
        uint _e1396 = oclvk_sub_group_size;
        int _e1398 = subgroupShuffle(_e1389, ((_e1393 + 3u) % _e1396));
        _group_0_binding_2_cs[(_e1385 + 17)] = _e1398;
        int _e1402 = o_index0_;
        int _e1406 = x;
        uint _e1411 = oclvk_sub_group_local_id;
        int _e1418 = subgroupShuffle(_e1406, ((_e1411 & 4294967288u) | ((_e1411 + 4294967295u) & 7u)));
        _group_0_binding_2_cs[(_e1402 + 18)] = _e1418;
        uint _e1422 = g;
        int _e1424 = (0 + int(_e1422));
        uint _e1426 = g;
        int _e1428 = (0 + int(_e1426));
        uint _e1435 = (uint((_e1428 & 3)) * 8u);
        uint _e1438 = atomicOr(_group_0_binding_6_cs[(_e1428 >> 2u)], 0u);
        uint _e1443 = subgroupShuffle(bitfieldExtract(_e1438, int(min(_e1435, 32u)), int(min(8u, 32u - min(_e1435, 32u)))), 0u);
        uint _e1446 = g;
        int _e1448 = (0 + int(_e1446));
        uint _e1455 = (uint((_e1448 & 3)) * 8u);
        uint _e1458 = atomicOr(_group_0_binding_6_cs[(_e1448 >> 2u)], 0u);
        uvec2 _e1465 = subgroupShuffle(uvec2(bitfieldExtract(_e1458, int(min(_e1455, 32u)), int(min(8u, 32u - min(_e1455, 32u)))), 1u), 1u);
        int _e1473 = (_e1424 >> 2u);
        uint _e1478 = (uint((_e1424 & 3)) * 8u);
        atomicAnd(_group_0_binding_6_cs[_e1473], ~((255u << _e1478)));
        atomicOr(_group_0_binding_6_cs[_e1473], ((uint((int(_e1443) + int(_e1465.y))) & 255u) << _e1478));
    }
}

