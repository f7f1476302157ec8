#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_9_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_5_block_3Compute { float _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    vec4 v = vec4(0.0);
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = _group_0_binding_0_cs[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = _group_0_binding_0_cs[1].z;
        i = ((((_e9 + _e13) * _e17) + _e20) + _e26);
        uint _e30 = i;
        int _e34 = (0 + (int(_e30) * 4));
        int _e36 = (_e34 + 0);
        uint _e43 = (uint((_e36 & 1)) * 16u);
        uint _e46 = _group_0_binding_1_cs[(_e36 >> 1u)];
        int _e52 = (_e34 + 1);
        uint _e59 = (uint((_e52 & 1)) * 16u);
        uint _e62 = _group_0_binding_1_cs[(_e52 >> 1u)];
        int _e68 = (_e34 + 2);
        uint _e75 = (uint((_e68 & 1)) * 16u);
        uint _e78 = _group_0_binding_1_cs[(_e68 >> 1u)];
        int _e84 = (_e34 + 3);
        uint _e91 = (uint((_e84 & 1)) * 16u);
        uint _e94 = _group_0_binding_1_cs[(_e84 >> 1u)];
        v = vec4(unpackHalf2x16(bitfieldExtract(_e46, int(min(_e43, 32u)), int(min(16u, 32u - min(_e43, 32u))))).x, unpackHalf2x16(bitfieldExtract(_e62, int(min(_e59, 32u)), int(min(16u, 32u - min(_e59, 32u))))).x, unpackHalf2x16(bitfieldExtract(_e78, int(min(_e75, 32u)), int(min(16u, 32u - min(_e75, 32u))))).x, unpackHalf2x16(bitfieldExtract(_e94, int(min(_e91, 32u)), int(min(16u, 32u - min(_e91, 32u))))).x);
        vec4 _e102 = v;
        vec4 _e105 = (_e102 * vec4(2.0));
        uint _e107 = i;
        int _e111 = (0 + (int(_e107) * 4));
        uint _e113 = floatBitsToUint(_e105.x);
        uint _e119 = (_e113 & 2147483647u);
        uint _e121 = (_e119 - 939524096u);
        int _e152 = (_e111 + 0);
        int _e154 = (_e152 >> 1u);
        uint _e159 = (uint((_e152 & 1)) * 16u);
        atomicAnd(_group_0_binding_2_cs[_e154], ~((65535u << _e159)));
        atomicOr(_group_0_binding_2_cs[_e154], ((((_e113 >> 16u) & 32768u) | ((_e119 > 2139095040u) ? (32256u | ((_e119 >> 13u) & 1023u)) : ((_e119 >= 1199566848u) ? 31744u : ((_e119 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e119) * 16777216.0))) : (((_e121 + 4095u) + ((_e121 >> 13u) & 1u)) >> 13u))))) << _e159));
        uint _e170 = floatBitsToUint(_e105.y);
        uint _e176 = (_e170 & 2147483647u);
        uint _e178 = (_e176 - 939524096u);
        int _e209 = (_e111 + 1);
        int _e211 = (_e209 >> 1u);
        uint _e216 = (uint((_e209 & 1)) * 16u);
        atomicAnd(_group_0_binding_2_cs[_e211], ~((65535u << _e216)));
        atomicOr(_group_0_binding_2_cs[_e211], ((((_e170 >> 16u) & 32768u) | ((_e176 > 2139095040u) ? (32256u | ((_e176 >> 13u) & 1023u)) : ((_e176 >= 1199566848u) ? 31744u : ((_e176 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e176) * 16777216.0))) : (((_e178 + 4095u) + ((_e178 >> 13u) & 1u)) >> 13u))))) << _e216));
        uint _e227 = floatBitsToUint(_e105.z);
        uint _e233 = (_e227 & 2147483647u);
        uint _e235 = (_e233 - 939524096u);
        int _e266 = (_e111 + 2);
        int _e268 = (_e266 >> 1u);
        uint _e273 = (uint((_e266 & 1)) * 16u);
        atomicAnd(_group_0_binding_2_cs[_e268], ~((65535u << _e273)));
        atomicOr(_group_0_binding_2_cs[_e268], ((((_e227 >> 16u) & 32768u) | ((_e233 > 2139095040u) ? (32256u | ((_e233 >> 13u) & 1023u)) : ((_e233 >= 1199566848u) ? 31744u : ((_e233 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e233) * 16777216.0))) : (((_e235 + 4095u) + ((_e235 >> 13u) & 1u)) >> 13u))))) << _e273));
        uint _e284 = floatBitsToUint(_e105.w);
        uint _e290 = (_e284 & 2147483647u);
        uint _e292 = (_e290 - 939524096u);
        int _e323 = (_e111 + 3);
        int _e325 = (_e323 >> 1u);
        uint _e330 = (uint((_e323 & 1)) * 16u);
        atomicAnd(_group_0_binding_2_cs[_e325], ~((65535u << _e330)));
        atomicOr(_group_0_binding_2_cs[_e325], ((((_e284 >> 16u) & 32768u) | ((_e290 > 2139095040u) ? (32256u | ((_e290 >> 13u) & 1023u)) : ((_e290 >= 1199566848u) ? 31744u : ((_e290 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e290) * 16777216.0))) : (((_e292 + 4095u) + ((_e292 >> 13u) & 1u)) >> 13u))))) << _e330));
        uint _e341 = i;
        uint _e346 = i;
        int _e355 = ((0 + (int(((4u * _e346) + 1u)) * 1)) + 0);
        uint _e362 = (uint((_e355 & 1)) * 16u);
        uint _e365 = _group_0_binding_1_cs[(_e355 >> 1u)];
        uint _e371 = i;
        int _e375 = (0 + (int(_e371) * 2));
        int _e377 = (_e375 + 0);
        uint _e384 = (uint((_e377 & 1)) * 16u);
        uint _e387 = _group_0_binding_1_cs[(_e377 >> 1u)];
        int _e393 = (_e375 + 1);
        uint _e400 = (uint((_e393 & 1)) * 16u);
        uint _e403 = _group_0_binding_1_cs[(_e393 >> 1u)];
        _group_0_binding_3_cs[(0 + int(_e341))] = (unpackHalf2x16(bitfieldExtract(_e365, int(min(_e362, 32u)), int(min(16u, 32u - min(_e362, 32u))))).x + vec2(unpackHalf2x16(bitfieldExtract(_e387, int(min(_e384, 32u)), int(min(16u, 32u - min(_e384, 32u))))).x, unpackHalf2x16(bitfieldExtract(_e403, int(min(_e400, 32u)), int(min(16u, 32u - min(_e400, 32u))))).x).y);
    }
}

