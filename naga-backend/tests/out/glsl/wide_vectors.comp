#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct Tagged {
    float x;
    vec4 v[2];
};
layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[6]; };

layout(std430, binding = 1) buffer type_4_block_1Compute { vec4 _group_0_binding_1_cs[][2]; };

layout(std430, binding = 2) readonly buffer type_6_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_9_block_3Compute { ivec4 _group_0_binding_3_cs[][4]; };

layout(std430, binding = 4) buffer type_11_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430, binding = 5) readonly buffer type_12_block_5Compute { Tagged _group_0_binding_5_cs[]; };

layout(std430, binding = 6) buffer type_6_block_6Compute { float _group_0_binding_6_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


vec4[2] swapped(vec4 v[2]) {
    vec4 v_u002e_parts[2] = vec4[2](vec4(0.0), vec4(0.0));
    v_u002e_parts = v;
    {
        vec4 _e9 = v_u002e_parts[1];
        vec4 _e13 = v_u002e_parts[0];
        return vec4[2](_e9, _e13);
    }
    return vec4[2](vec4(0.0), vec4(0.0));
}

uint _oclvk_fb_abs_bits(float x_1) {
    {
        return (floatBitsToUint(x_1) & 2147483647u);
    }
    return 0u;
}

float _oclvk_fb_copysign(float m, float s) {
    {
        uint _e2 = _oclvk_fb_abs_bits(m);
        return uintBitsToFloat((_e2 | (floatBitsToUint(s) & 2147483648u)));
    }
    return 0.0;
}

bool _oclvk_fb_isnan(float x_2) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_2);
        return (int((_e1 > 2139095040u)) != 0);
    }
    return false;
}

bool _oclvk_fb_signbit(float x_3) {
    {
        return (int((floatBitsToInt(x_3) < 0)) != 0);
    }
    return false;
}

bool _oclvk_fb_isinf(float x_4) {
    {
        uint _e1 = _oclvk_fb_abs_bits(x_4);
        return (int((_e1 == 2139095040u)) != 0);
    }
    return false;
}

int _oclvk_f32_exponent(float x_5) {
    uint b = 0u;
    int e = 0;
    {
        b = (floatBitsToUint(x_5) & 2147483647u);
        uint _e6 = b;
        e = int((_e6 >> 23u));
        int _e14 = e;
        if ((_e14 == 0)) {
            uint _e20 = b;
            return (-118 - int(uint(31 - findMSB(_e20))));
        }
        int _e25 = e;
        return (_e25 - 127);
    }
    return 0;
}

uint _oclvk_f32_mantissa(float x_6) {
    uint b_1 = 0u;
    {
        b_1 = (floatBitsToUint(x_6) & 2147483647u);
        uint _e6 = b_1;
        if (((_e6 >> 23u) == 0u)) {
            uint _e14 = b_1;
            uint _e16 = b_1;
            return (_e14 << ((uint(31 - findMSB(_e16)) - 8u) & 31u));
        }
        uint _e24 = b_1;
        return ((_e24 & 8388607u) | 8388608u);
    }
    return 0u;
}

float _oclvk_f32_with_exponent(float x_7, int e_1) {
    {
        uint _e9 = _oclvk_f32_mantissa(x_7);
        return uintBitsToFloat(((uint((e_1 + 127)) << 23u) | (_e9 & 8388607u)));
    }
    return 0.0;
}

float _oclvk_f32_pow2i(int k) {
    {
        return uintBitsToFloat((uint((k + 127)) << 23u));
    }
    return 0.0;
}

bool _oclvk_fma_is_fused() {
    {
        return false;
    }
    return false;
}

vec2 _oclvk_f32_two_prod(float a, float b_2) {
    float p = 0.0;
    float ca = 0.0;
    float ah = 0.0;
    float al = 0.0;
    float cb = 0.0;
    float bh = 0.0;
    float bl = 0.0;
    float e_2 = 0.0;
    {
        uint _e7 = _group_0_binding_0_cs[5].w;
        p = uintBitsToFloat((floatBitsToUint((a * b_2)) ^ (_e7 >> 2u)));
        bool _e15 = _oclvk_fma_is_fused();
        if (_e15) {
            float _e17 = p;
            float _e19 = p;
            return vec2(_e17, fma(a, b_2, -(_e19)));
        }
        uint _e29 = _group_0_binding_0_cs[5].w;
        ca = uintBitsToFloat((floatBitsToUint((4097.0 * a)) ^ (_e29 >> 2u)));
        float _e38 = ca;
        float _e40 = ca;
        uint _e46 = _group_0_binding_0_cs[5].w;
        uint _e58 = _group_0_binding_0_cs[5].w;
        ah = uintBitsToFloat((floatBitsToUint((_e38 - uintBitsToFloat((floatBitsToUint((_e40 - a)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        float _e67 = ah;
        al = (a - _e67);
        uint _e76 = _group_0_binding_0_cs[5].w;
        cb = uintBitsToFloat((floatBitsToUint((4097.0 * b_2)) ^ (_e76 >> 2u)));
        float _e85 = cb;
        float _e87 = cb;
        uint _e93 = _group_0_binding_0_cs[5].w;
        uint _e105 = _group_0_binding_0_cs[5].w;
        bh = uintBitsToFloat((floatBitsToUint((_e85 - uintBitsToFloat((floatBitsToUint((_e87 - b_2)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        float _e114 = bh;
        bl = (b_2 - _e114);
        float _e118 = ah;
        float _e120 = bh;
        float _e123 = p;
        uint _e129 = _group_0_binding_0_cs[5].w;
        float _e137 = ah;
        float _e139 = bl;
        uint _e146 = _group_0_binding_0_cs[5].w;
        float _e154 = al;
        float _e156 = bh;
        uint _e163 = _group_0_binding_0_cs[5].w;
        float _e171 = al;
        float _e173 = bl;
        e_2 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint((uintBitsToFloat((floatBitsToUint(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        float _e178 = p;
        float _e180 = e_2;
        return vec2(_e178, _e180);
    }
    return vec2(0.0);
}

float _oclvk_sqrt_f32_(float x_8) {
    bool local = false;
    float y = 0.0;
    float back = 0.0;
    int e_3 = 0;
    bool local_1 = false;
    int shift = 0;
    int local_2 = 0;
    float r = 0.0;
    float s_1 = 0.0;
    vec2 sq = vec2(0.0);
    float res = 0.0;
    float up = 0.0;
    vec2 hi = vec2(0.0);
    float dh = 0.0;
    float down = 0.0;
    vec2 lo = vec2(0.0);
    float dl = 0.0;
    {
        if (((floatBitsToUint(x_8) & 2147483647u) == 0u)) {
            float _e7 = _oclvk_fb_copysign(0.0, x_8);
            return _e7;
        }
        bool _e8 = _oclvk_fb_isnan(x_8);
        local = _e8;
        if (_e8) {
        } else {
            bool _e10 = _oclvk_fb_signbit(x_8);
            local = _e10;
        }
        bool _e13 = local;
        if (_e13) {
            return uintBitsToFloat(2143289344u);
        }
        bool _e16 = _oclvk_fb_isinf(x_8);
        if (_e16) {
            return x_8;
        }
        y = x_8;
        back = 1.0;
        int _e20 = _oclvk_f32_exponent(x_8);
        e_3 = _e20;
        int _e23 = e_3;
        bool _e26 = (_e23 < -64);
        local_1 = _e26;
        if (_e26) {
        } else {
            int _e29 = e_3;
            local_1 = (_e29 >= 64);
        }
        bool _e34 = local_1;
        if (_e34) {
            int _e36 = e_3;
            if ((_e36 < -64)) {
                local_2 = 80;
            } else {
                local_2 = -64;
            }
            int _e46 = local_2;
            shift = _e46;
            int _e49 = e_3;
            int _e51 = shift;
            float _e53 = _oclvk_f32_with_exponent(x_8, (_e49 + _e51));
            y = _e53;
            int _e56 = shift;
            int _e57 = -(_e56);
            bool _e60 = (_e57 < 0);
            bool _e64 = (2 < 0);
            int _e69 = int((uint((_e60 ? -(_e57) : _e57)) / uint((_e64 ? -2 : 2))));
            float _e73 = _oclvk_f32_pow2i(((_e60 != _e64) ? -(_e69) : _e69));
            back = _e73;
        }
        float _e76 = y;
        r = inversesqrt(_e76);
        float _e80 = y;
        float _e82 = r;
        s_1 = (_e80 * _e82);
        float _e86 = s_1;
        float _e88 = s_1;
        vec2 _e89 = _oclvk_f32_two_prod(_e86, _e88);
        sq = _e89;
        float _e92 = y;
        vec2 _e94 = sq;
        uint _e101 = _group_0_binding_0_cs[5].w;
        vec2 _e109 = sq;
        res = (uintBitsToFloat((floatBitsToUint((_e92 - _e94.x)) ^ (_e101 >> 2u))) - _e109.y);
        float _e114 = s_1;
        float _e116 = res;
        float _e119 = r;
        s_1 = (_e114 + (_e116 * (0.5 * _e119)));
        float _e125 = s_1;
        up = uintBitsToFloat((floatBitsToUint(_e125) + 1u));
        float _e132 = s_1;
        float _e134 = up;
        vec2 _e135 = _oclvk_f32_two_prod(_e132, _e134);
        hi = _e135;
        float _e138 = y;
        vec2 _e140 = hi;
        dh = (_e138 - _e140.x);
        float _e145 = dh;
        vec2 _e147 = hi;
        if ((_e145 > _e147.y)) {
            float _e151 = up;
            s_1 = _e151;
        } else {
            float _e154 = s_1;
            down = uintBitsToFloat((floatBitsToUint(_e154) - 1u));
            float _e161 = down;
            float _e163 = s_1;
            vec2 _e164 = _oclvk_f32_two_prod(_e161, _e163);
            lo = _e164;
            float _e167 = y;
            vec2 _e169 = lo;
            dl = (_e167 - _e169.x);
            float _e174 = dl;
            vec2 _e176 = lo;
            if ((_e174 <= _e176.y)) {
                float _e180 = down;
                s_1 = _e180;
            }
        }
        float _e183 = s_1;
        float _e185 = back;
        return (_e183 * _e185);
    }
    return 0.0;
}

vec4 _oclvk_sqrt_f32_x4_(vec4 x0_) {
    float a0_[4] = float[4](0.0, 0.0, 0.0, 0.0);
    uint pending = 0u;
    float r_1[4] = float[4](0.0, 0.0, 0.0, 0.0);
    a0_[0] = x0_.x;
    a0_[1] = x0_.y;
    a0_[2] = x0_.z;
    a0_[3] = x0_.w;
    pending = 15u;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            uint _e43 = pending;
            uint _e45 = pending;
            pending = (_e43 & (_e45 - 1u));
        }
        loop_init = false;
        uint _e24 = pending;
        if (!((_e24 != 0u))) {
            break;
        }
        uint _e29 = pending;
        uint _e33 = pending;
        float _e38 = a0_[int(min(uint(findLSB(_e33)), 32u))];
        float _e39 = _oclvk_sqrt_f32_(_e38);
        r_1[int(min(uint(findLSB(_e29)), 32u))] = _e39;
    }
    float _e54 = r_1[0];
    float _e59 = r_1[1];
    float _e64 = r_1[2];
    float _e69 = r_1[3];
    return vec4(_e54, _e59, _e64, _e69);
    return vec4(0.0);
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint g = 0u;
    vec4 x[2] = vec4[2](vec4(0.0), vec4(0.0));
    vec4 wide_u002e_parts[2] = vec4[2](vec4(0.0), vec4(0.0));
    vec4 w[4] = vec4[4](vec4(0.0), vec4(0.0), vec4(0.0), vec4(0.0));
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e13 = _group_0_binding_0_cs[3].x;
    {
        uint _e17 = oclvk_group_id.x;
        uint _e21 = _group_0_binding_0_cs[5].x;
        uint _e25 = oclvk_local_size.x;
        uint _e28 = oclvk_local_id.x;
        uint _e34 = _group_0_binding_0_cs[3].z;
        g = ((((_e17 + _e21) * _e25) + _e28) + _e34);
        uint _e38 = g;
        int _e40 = (0 + int(_e38));
        vec4 _e45 = _group_0_binding_1_cs[_e40][0];
        vec4 _e50 = _group_0_binding_1_cs[_e40][1];
        uint _e52 = g;
        int _e54 = (0 + int(_e52));
        vec4 _e60 = _group_0_binding_5_cs[_e54].v[0];
        vec4 _e66 = _group_0_binding_5_cs[_e54].v[1];
        float _e68 = -(1.0);
        uint _e70 = g;
        float _e76 = _group_0_binding_5_cs[(0 + int(_e70))].x;
        vec4 _e83 = ((_e45 * clamp(_e60, vec4(_e68), vec4(1.0))) + vec4(_e76));
        vec4 _e90 = ((_e50 * clamp(_e66, vec4(_e68), vec4(1.0))) + vec4(_e76));
        x[0] = _e83;
        x[1] = _e90;
        vec4 _e101 = x[0];
        vec4 _e105 = x[1];
        vec4 _e107[2] = swapped(vec4[2](_e101, _e105));
        wide_u002e_parts = _e107;
        vec4 _e112 = wide_u002e_parts[0];
        vec4 _e116 = wide_u002e_parts[1];
        vec4 _e119 = vec4(_e112.xz, _e116.xz);
        vec2 _e121 = _e119.xy;
        vec4 _e124 = x[0];
        x[0] = vec4(_e124.x, _e121.x, _e124.z, _e121.y);
        vec2 _e133 = _e119.zw;
        vec4 _e136 = x[1];
        x[1] = vec4(_e136.x, _e133.x, _e136.z, _e133.y);
        uint _e145 = g;
        int _e153 = (0 + (int(((_e145 * 4u) + 0u)) * 4));
        float _e158 = _group_0_binding_2_cs[(_e153 + 0)];
        float _e163 = _group_0_binding_2_cs[(_e153 + 1)];
        float _e168 = _group_0_binding_2_cs[(_e153 + 2)];
        float _e173 = _group_0_binding_2_cs[(_e153 + 3)];
        vec4 _e174 = vec4(_e158, _e163, _e168, _e173);
        int _e182 = (0 + (int(((_e145 * 4u) + 1u)) * 4));
        float _e187 = _group_0_binding_2_cs[(_e182 + 0)];
        float _e192 = _group_0_binding_2_cs[(_e182 + 1)];
        float _e197 = _group_0_binding_2_cs[(_e182 + 2)];
        float _e202 = _group_0_binding_2_cs[(_e182 + 3)];
        vec4 _e203 = vec4(_e187, _e192, _e197, _e202);
        int _e211 = (0 + (int(((_e145 * 4u) + 2u)) * 4));
        float _e216 = _group_0_binding_2_cs[(_e211 + 0)];
        float _e221 = _group_0_binding_2_cs[(_e211 + 1)];
        float _e226 = _group_0_binding_2_cs[(_e211 + 2)];
        float _e231 = _group_0_binding_2_cs[(_e211 + 3)];
        vec4 _e232 = vec4(_e216, _e221, _e226, _e231);
        int _e240 = (0 + (int(((_e145 * 4u) + 3u)) * 4));
        float _e245 = _group_0_binding_2_cs[(_e240 + 0)];
        float _e250 = _group_0_binding_2_cs[(_e240 + 1)];
        float _e255 = _group_0_binding_2_cs[(_e240 + 2)];
        float _e260 = _group_0_binding_2_cs[(_e240 + 3)];
        vec4 _e261 = vec4(_e245, _e250, _e255, _e260);
        w[0] = _e174;
        w[1] = _e203;
        w[2] = _e232;
        w[3] = _e261;
        uint _e276 = g;
        int _e278 = (0 + int(_e276));
        vec4 _e282 = w[0];
        vec4 _e286 = w[1];
        vec4 _e290 = w[2];
        vec4 _e294 = w[3];
        vec4 _e298 = x[0];
        vec4 _e302 = x[1];
        vec4 _e320 = x[0];
        vec4 _e324 = x[1];
        vec4 _e341 = (_e282 * vec4(8.0));
        ivec4 _e362 = (mix(mix(ivec4(max(_e341, vec4(-2147483600.0))), ivec4(2147483647), greaterThanEqual(_e341, vec4(2147483600.0))), ivec4(0), greaterThan((floatBitsToUint(_e341) & uvec4(2147483647u)), uvec4(2139095040u))) + mix(ivec4(0), ivec4(-1), greaterThan(_e298, vec4(0.5))));
        vec4 _e365 = (_e286 * vec4(8.0));
        ivec4 _e386 = (mix(mix(ivec4(max(_e365, vec4(-2147483600.0))), ivec4(2147483647), greaterThanEqual(_e365, vec4(2147483600.0))), ivec4(0), greaterThan((floatBitsToUint(_e365) & uvec4(2147483647u)), uvec4(2139095040u))) + mix(ivec4(0), ivec4(-1), greaterThan(_e302, vec4(0.5))));
        vec4 _e389 = (_e290 * vec4(8.0));
        ivec4 _e410 = (mix(mix(ivec4(max(_e389, vec4(-2147483600.0))), ivec4(2147483647), greaterThanEqual(_e389, vec4(2147483600.0))), ivec4(0), greaterThan((floatBitsToUint(_e389) & uvec4(2147483647u)), uvec4(2139095040u))) + mix(ivec4(0), ivec4(-1), lessThan(_e320, vec4(0.25))));
        vec4 _e413 = (_e294 * vec4(8.0));
        ivec4 _e434 = (mix(mix(ivec4(max(_e413, vec4(-2147483600.0))), ivec4(2147483647), greaterThanEqual(_e413, vec4(2147483600.0))), ivec4(0), greaterThan((floatBitsToUint(_e413) & uvec4(2147483647u)), uvec4(2139095040u))) + mix(ivec4(0), ivec4(-1), lessThan(_e324, vec4(0.25))));
        _group_0_binding_3_cs[_e278][0] = _e362;
        _group_0_binding_3_cs[_e278][1] = _e386;
        _group_0_binding_3_cs[_e278][2] = _e410;
        _group_0_binding_3_cs[_e278][3] = _e434;
        uint _e453 = g;
        int _e455 = (0 + int(_e453));
        vec4 _e459 = x[0];
        vec4 _e463 = x[1];
        vec4 _e467 = x[0];
        vec4 _e471 = x[1];
        uint _e473 = g;
        int _e475 = (0 + int(_e473));
        ivec4 _e480 = _group_0_binding_3_cs[_e475][0];
        ivec4 _e485 = _group_0_binding_3_cs[_e475][1];
        int _e497 = (int(_e13) & 15);
        float _e508 = w[(_e497 >> 2u)][(_e497 & 3)];
        vec4 _e510 = _oclvk_sqrt_f32_x4_(abs(_e467));
        vec4 _e523 = (mix(_e459, _e510, lessThan(mix(ivec4(0), ivec4(-1), lessThan(_e480, ivec4(3))), ivec4(0))) + vec4(_e508));
        vec4 _e525 = _oclvk_sqrt_f32_x4_(abs(_e471));
        vec4 _e538 = (mix(_e463, _e525, lessThan(mix(ivec4(0), ivec4(-1), lessThan(_e485, ivec4(3))), ivec4(0))) + vec4(_e508));
        _group_0_binding_1_cs[_e455][0] = _e523;
        _group_0_binding_1_cs[_e455][1] = _e538;
        uint _e549 = g;
        int _e551 = (0 + int(_e549));
        uint _e553 = g;
        int _e555 = (0 + int(_e553));
        uint _e562 = _group_0_binding_4_cs[((_e555 * 4) + 0)];
        uint _e582 = _group_0_binding_4_cs[((_e555 * 4) + 1)];
        uint _e602 = _group_0_binding_4_cs[((_e555 * 4) + 2)];
        uint _e622 = _group_0_binding_4_cs[((_e555 * 4) + 3)];
        uint _e637 = g;
        int _e639 = (0 + int(_e637));
        uint _e646 = _group_0_binding_4_cs[((_e639 * 4) + 0)];
        uvec4 _e659 = uvec4(bitfieldExtract(_e646, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e646, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e646, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e646, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u)))));
        uint _e666 = _group_0_binding_4_cs[((_e639 * 4) + 1)];
        uvec4 _e679 = uvec4(bitfieldExtract(_e666, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e666, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e666, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e666, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u)))));
        uint _e686 = _group_0_binding_4_cs[((_e639 * 4) + 2)];
        uvec4 _e699 = uvec4(bitfieldExtract(_e686, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e686, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e686, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e686, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u)))));
        uint _e706 = _group_0_binding_4_cs[((_e639 * 4) + 3)];
        uvec4 _e719 = uvec4(bitfieldExtract(_e706, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e706, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e706, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e706, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u)))));
        uint _e721 = g;
        int _e723 = (0 + int(_e721));
        ivec4 _e728 = _group_0_binding_3_cs[_e723][0];
        ivec4 _e733 = _group_0_binding_3_cs[_e723][1];
        ivec4 _e738 = _group_0_binding_3_cs[_e723][2];
        ivec4 _e743 = _group_0_binding_3_cs[_e723][3];
        uvec4 _e750 = ((uvec4(_e728) & uvec4(255u)) & uvec4(15u));
        uvec4 _e757 = ((uvec4(_e733) & uvec4(255u)) & uvec4(15u));
        uvec4 _e764 = ((uvec4(_e738) & uvec4(255u)) & uvec4(15u));
        uvec4 _e771 = ((uvec4(_e743) & uvec4(255u)) & uvec4(15u));
        uint _e776 = ((_e750.x & 15u) & 15u);
        uint _e794 = ((_e750.y & 15u) & 15u);
        uint _e812 = ((_e750.z & 15u) & 15u);
        uint _e830 = ((_e750.w & 15u) & 15u);
        uint _e848 = ((_e757.x & 15u) & 15u);
        uint _e866 = ((_e757.y & 15u) & 15u);
        uint deep884_ = ((_e757.z & 15u) & 15u);
        uint deep898_ = _e757.w;
        uint deep902_ = ((deep898_ & 15u) & 15u);
        uint _e920 = ((_e764.x & 15u) & 15u);
        uint _e938 = ((_e764.y & 15u) & 15u);
        uint _e956 = ((_e764.z & 15u) & 15u);
        uint _e974 = ((_e764.w & 15u) & 15u);
        uint _e992 = ((_e771.x & 15u) & 15u);
        uint _e1010 = ((_e771.y & 15u) & 15u);
        uint _e1028 = ((_e771.z & 15u) & 15u);
        uint _e1046 = ((_e771.w & 15u) & 15u);
        uvec4 _e1069 = (min(max((uvec4(bitfieldExtract(_e562, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e562, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e562, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e562, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u))))) + uvec4(200u)), uvec4(0u)), uvec4(255u)) ^ uvec4(((_e776 < 4u) ? _e659 : ((_e776 < 8u) ? _e679 : ((_e776 < 12u) ? _e699 : _e719)))[int((_e776 & 3u))], ((_e794 < 4u) ? _e659 : ((_e794 < 8u) ? _e679 : ((_e794 < 12u) ? _e699 : _e719)))[int((_e794 & 3u))], ((_e812 < 4u) ? _e659 : ((_e812 < 8u) ? _e679 : ((_e812 < 12u) ? _e699 : _e719)))[int((_e812 & 3u))], ((_e830 < 4u) ? _e659 : ((_e830 < 8u) ? _e679 : ((_e830 < 12u) ? _e699 : _e719)))[int((_e830 & 3u))]));
        uvec4 _e1079 = (min(max((uvec4(bitfieldExtract(_e582, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e582, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e582, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e582, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u))))) + uvec4(200u)), uvec4(0u)), uvec4(255u)) ^ uvec4(((_e848 < 4u) ? _e659 : ((_e848 < 8u) ? _e679 : ((_e848 < 12u) ? _e699 : _e719)))[int((_e848 & 3u))], ((_e866 < 4u) ? _e659 : ((_e866 < 8u) ? _e679 : ((_e866 < 12u) ? _e699 : _e719)))[int((_e866 & 3u))], ((deep884_ < 4u) ? _e659 : ((deep884_ < 8u) ? _e679 : ((deep884_ < 12u) ? _e699 : _e719)))[int((deep884_ & 3u))], ((deep902_ < 4u) ? _e659 : ((deep902_ < 8u) ? _e679 : ((deep902_ < 12u) ? _e699 : _e719)))[int((deep902_ & 3u))]));
        uvec4 _e1089 = (min(max((uvec4(bitfieldExtract(_e602, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e602, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e602, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e602, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u))))) + uvec4(200u)), uvec4(0u)), uvec4(255u)) ^ uvec4(((_e920 < 4u) ? _e659 : ((_e920 < 8u) ? _e679 : ((_e920 < 12u) ? _e699 : _e719)))[int((_e920 & 3u))], ((_e938 < 4u) ? _e659 : ((_e938 < 8u) ? _e679 : ((_e938 < 12u) ? _e699 : _e719)))[int((_e938 & 3u))], ((_e956 < 4u) ? _e659 : ((_e956 < 8u) ? _e679 : ((_e956 < 12u) ? _e699 : _e719)))[int((_e956 & 3u))], ((_e974 < 4u) ? _e659 : ((_e974 < 8u) ? _e679 : ((_e974 < 12u) ? _e699 : _e719)))[int((_e974 & 3u))]));
        uvec4 _e1099 = (min(max((uvec4(bitfieldExtract(_e622, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), bitfieldExtract(_e622, int(min(8u, 32u)), int(min(8u, 32u - min(8u, 32u)))), bitfieldExtract(_e622, int(min(16u, 32u)), int(min(8u, 32u - min(16u, 32u)))), bitfieldExtract(_e622, int(min(24u, 32u)), int(min(8u, 32u - min(24u, 32u))))) + uvec4(200u)), uvec4(0u)), uvec4(255u)) ^ uvec4(((_e992 < 4u) ? _e659 : ((_e992 < 8u) ? _e679 : ((_e992 < 12u) ? _e699 : _e719)))[int((_e992 & 3u))], ((_e1010 < 4u) ? _e659 : ((_e1010 < 8u) ? _e679 : ((_e1010 < 12u) ? _e699 : _e719)))[int((_e1010 & 3u))], ((_e1028 < 4u) ? _e659 : ((_e1028 < 8u) ? _e679 : ((_e1028 < 12u) ? _e699 : _e719)))[int((_e1028 & 3u))], ((_e1046 < 4u) ? _e659 : ((_e1046 < 8u) ? _e679 : ((_e1046 < 12u) ? _e699 : _e719)))[int((_e1046 & 3u))]));
        _group_0_binding_4_cs[((_e551 * 4) + 0)] = (((_e1069.x | (_e1069.y << 8u)) | (_e1069.z << 16u)) | (_e1069.w << 24u));
        _group_0_binding_4_cs[((_e551 * 4) + 1)] = (((_e1079.x | (_e1079.y << 8u)) | (_e1079.z << 16u)) | (_e1079.w << 24u));
        _group_0_binding_4_cs[((_e551 * 4) + 2)] = (((_e1089.x | (_e1089.y << 8u)) | (_e1089.z << 16u)) | (_e1089.w << 24u));
        _group_0_binding_4_cs[((_e551 * 4) + 3)] = (((_e1099.x | (_e1099.y << 8u)) | (_e1099.z << 16u)) | (_e1099.w << 24u));
        uvec4 deep1180_[4] = uvec4[4](_e1069, _e1079, _e1089, _e1099);
        vec4 _e1184 = w[0];
        vec4 _e1188 = w[1];
        vec4 _e1192 = w[2];
        vec4 _e1196 = w[3];
        uint _e1198 = g;
        vec4 _e1199 = _e1196.wzyx;
        int _e1207 = (0 + (int(((_e1198 * 4u) + 0u)) * 4));
        _group_0_binding_6_cs[(_e1207 + 0)] = _e1199.x;
        _group_0_binding_6_cs[(_e1207 + 1)] = _e1199.y;
        _group_0_binding_6_cs[(_e1207 + 2)] = _e1199.z;
        _group_0_binding_6_cs[(_e1207 + 3)] = _e1199.w;
        vec4 _e1228 = _e1192.wzyx;
        int _e1236 = (0 + (int(((_e1198 * 4u) + 1u)) * 4));
        _group_0_binding_6_cs[(_e1236 + 0)] = _e1228.x;
        _group_0_binding_6_cs[(_e1236 + 1)] = _e1228.y;
        _group_0_binding_6_cs[(_e1236 + 2)] = _e1228.z;
        _group_0_binding_6_cs[(_e1236 + 3)] = _e1228.w;
        vec4 _e1257 = _e1188.wzyx;
        int _e1265 = (0 + (int(((_e1198 * 4u) + 2u)) * 4));
        _group_0_binding_6_cs[(_e1265 + 0)] = _e1257.x;
        _group_0_binding_6_cs[(_e1265 + 1)] = _e1257.y;
        _group_0_binding_6_cs[(_e1265 + 2)] = _e1257.z;
        _group_0_binding_6_cs[(_e1265 + 3)] = _e1257.w;
        vec4 _e1286 = _e1184.wzyx;
        int _e1294 = (0 + (int(((_e1198 * 4u) + 3u)) * 4));
        _group_0_binding_6_cs[(_e1294 + 0)] = _e1286.x;
        _group_0_binding_6_cs[(_e1294 + 1)] = _e1286.y;
        _group_0_binding_6_cs[(_e1294 + 2)] = _e1286.z;
        _group_0_binding_6_cs[(_e1294 + 3)] = _e1286.w;
    }
}

