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
        int _e114 = (_e111 + 0);
        int _e116 = (_e114 >> 1u);
        uint _e121 = (uint((_e114 & 1)) * 16u);
        uint _e123 = floatBitsToUint(_e105.x);
        uint _e129 = (_e123 & 2147483647u);
        uint _e131 = (_e129 - 939524096u);
        atomicAnd(_group_0_binding_2_cs[_e116], ~((65535u << _e121)));
        atomicOr(_group_0_binding_2_cs[_e116], ((((_e123 >> 16u) & 32768u) | ((_e129 > 2139095040u) ? (32256u | ((_e129 >> 13u) & 1023u)) : ((_e129 >= 1199566848u) ? 31744u : ((_e129 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e129) * 16777216.0))) : (((_e131 + 4095u) + ((_e131 >> 13u) & 1u)) >> 13u))))) << _e121));
        int _e171 = (_e111 + 1);
        int _e173 = (_e171 >> 1u);
        uint _e178 = (uint((_e171 & 1)) * 16u);
        uint _e180 = floatBitsToUint(_e105.y);
        uint _e186 = (_e180 & 2147483647u);
        uint _e188 = (_e186 - 939524096u);
        atomicAnd(_group_0_binding_2_cs[_e173], ~((65535u << _e178)));
        atomicOr(_group_0_binding_2_cs[_e173], ((((_e180 >> 16u) & 32768u) | ((_e186 > 2139095040u) ? (32256u | ((_e186 >> 13u) & 1023u)) : ((_e186 >= 1199566848u) ? 31744u : ((_e186 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e186) * 16777216.0))) : (((_e188 + 4095u) + ((_e188 >> 13u) & 1u)) >> 13u))))) << _e178));
        int _e228 = (_e111 + 2);
        int _e230 = (_e228 >> 1u);
        uint _e235 = (uint((_e228 & 1)) * 16u);
        uint _e237 = floatBitsToUint(_e105.z);
        uint _e243 = (_e237 & 2147483647u);
        uint _e245 = (_e243 - 939524096u);
        atomicAnd(_group_0_binding_2_cs[_e230], ~((65535u << _e235)));
        atomicOr(_group_0_binding_2_cs[_e230], ((((_e237 >> 16u) & 32768u) | ((_e243 > 2139095040u) ? (32256u | ((_e243 >> 13u) & 1023u)) : ((_e243 >= 1199566848u) ? 31744u : ((_e243 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e243) * 16777216.0))) : (((_e245 + 4095u) + ((_e245 >> 13u) & 1u)) >> 13u))))) << _e235));
        int _e285 = (_e111 + 3);
        int _e287 = (_e285 >> 1u);
        uint _e292 = (uint((_e285 & 1)) * 16u);
        uint _e294 = floatBitsToUint(_e105.w);
        uint _e300 = (_e294 & 2147483647u);
        uint _e302 = (_e300 - 939524096u);
        atomicAnd(_group_0_binding_2_cs[_e287], ~((65535u << _e292)));
        atomicOr(_group_0_binding_2_cs[_e287], ((((_e294 >> 16u) & 32768u) | ((_e300 > 2139095040u) ? (32256u | ((_e300 >> 13u) & 1023u)) : ((_e300 >= 1199566848u) ? 31744u : ((_e300 < 947912704u) ? uint(roundEven((uintBitsToFloat(_e300) * 16777216.0))) : (((_e302 + 4095u) + ((_e302 >> 13u) & 1u)) >> 13u))))) << _e292));
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

