#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _atomic_compare_exchange_result_Sint_4_ {
    int old_value;
    bool exchanged;
};
layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) buffer type_3_block_1Compute { int _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_15_block_3Compute { int _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);

shared int tmp[64];

float table[4] = float[4](1.0, 2.0, 4.0, 8.0);


void fill(inout float p[8], int p_index0_, int n, float v_1) {
    int i = 0;
    int _oclvk_unrolled_limit = 0;
    int local_2 = 0;
    {
        {
            i = 0;
            int _e6 = i;
            if ((_e6 < n)) {
                int _e9 = i;
                int _e13 = i;
                local_2 = int((uint(_e9) + ((uint(n) - uint(_e13)) & 4294967292u)));
            } else {
                int _e22 = i;
                local_2 = _e22;
            }
            int _e25 = local_2;
            _oclvk_unrolled_limit = _e25;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e69 = i;
                    i = (_e69 + 1);
                }
                loop_init = false;
                int _e28 = i;
                int _e30 = _oclvk_unrolled_limit;
                if (!((_e28 < _e30))) {
                    break;
                }
                int _e34 = i;
                p[(p_index0_ + _e34)] = v_1;
                int _e39 = i;
                i = (_e39 + 1);
                int _e44 = i;
                p[(p_index0_ + _e44)] = v_1;
                int _e49 = i;
                i = (_e49 + 1);
                int _e54 = i;
                p[(p_index0_ + _e54)] = v_1;
                int _e59 = i;
                i = (_e59 + 1);
                int _e64 = i;
                p[(p_index0_ + _e64)] = v_1;
            }
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    int _e83 = i;
                    i = (_e83 + 1);
                }
                loop_init_1 = false;
                int _e74 = i;
                if (!((_e74 < n))) {
                    break;
                }
                int _e78 = i;
                p[(p_index0_ + _e78)] = v_1;
            }
        }
    }
}

void bump(int p_index0_1, int end_index0_) {
    int p_index0_2 = 0;
    p_index0_2 = p_index0_1;
    {
        while(true) {
            int _e4 = p_index0_2;
            if (!((_e4 < end_index0_))) {
                break;
            }
            int _e8 = p_index0_2;
            p_index0_2 = (_e8 + 1);
            int _e14 = _group_0_binding_1_cs[_e8];
            _group_0_binding_1_cs[_e8] = (_e14 + 1);
        }
    }
}

int sum_local(int p_index0_3, int n_1) {
    int s = 0;
    int i_1 = 0;
    int _oclvk_unrolled_limit_1 = 0;
    int local_3 = 0;
    {
        s = 0;
        {
            i_1 = 0;
            int _e7 = i_1;
            if ((_e7 < n_1)) {
                int _e10 = i_1;
                int _e14 = i_1;
                local_3 = int((uint(_e10) + ((uint(n_1) - uint(_e14)) & 4294967292u)));
            } else {
                int _e23 = i_1;
                local_3 = _e23;
            }
            int _e26 = local_3;
            _oclvk_unrolled_limit_1 = _e26;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    int _e90 = i_1;
                    i_1 = (_e90 + 1);
                }
                loop_init_2 = false;
                int _e29 = i_1;
                int _e31 = _oclvk_unrolled_limit_1;
                if (!((_e29 < _e31))) {
                    break;
                }
                int _e35 = s;
                int _e37 = i_1;
                int _e41 = tmp[(p_index0_3 + _e37)];
                s = (_e35 + _e41);
                int _e45 = i_1;
                i_1 = (_e45 + 1);
                int _e50 = s;
                int _e52 = i_1;
                int _e56 = tmp[(p_index0_3 + _e52)];
                s = (_e50 + _e56);
                int _e60 = i_1;
                i_1 = (_e60 + 1);
                int _e65 = s;
                int _e67 = i_1;
                int _e71 = tmp[(p_index0_3 + _e67)];
                s = (_e65 + _e71);
                int _e75 = i_1;
                i_1 = (_e75 + 1);
                int _e80 = s;
                int _e82 = i_1;
                int _e86 = tmp[(p_index0_3 + _e82)];
                s = (_e80 + _e86);
            }
            bool loop_init_3 = true;
            while(true) {
                if (!loop_init_3) {
                    int _e109 = i_1;
                    i_1 = (_e109 + 1);
                }
                loop_init_3 = false;
                int _e95 = i_1;
                if (!((_e95 < n_1))) {
                    break;
                }
                int _e99 = s;
                int _e101 = i_1;
                int _e105 = tmp[(p_index0_3 + _e101)];
                s = (_e99 + _e105);
            }
        }
        int _e114 = s;
        return _e114;
    }
    return 0;
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int gid = 0;
    float priv[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    int acc = 0;
    int k = 0;
    int c = 0;
    uint u = 0u;
    int sh = 0;
    ivec4 v = ivec4(0);
    vec4 fv = vec4(0.0);
    int old = 0;
    int local = 0;
    bool local_1 = false;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = _group_0_binding_0_cs[1].z;
    int _e11 = int(_e10);
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = _group_0_binding_0_cs[4].x;
        uint _e22 = oclvk_local_size.x;
        uint _e25 = oclvk_local_id.x;
        uint _e31 = _group_0_binding_0_cs[2].x;
        gid = int(((((_e14 + _e18) * _e22) + _e25) + _e31));
        uint _e37 = oclvk_local_id.x;
        int _e40 = gid;
        tmp[int(_e37)] = _e40;
        memoryBarrierShared();
        barrier();
        fill(priv, 0, 8, 0.5);
        int _e53 = gid;
        float _e58 = table[(_e53 & 3)];
        fill(priv, 2, 3, _e58);
        acc = 0;
        int _e62 = gid;
        switch((_e62 & 7)) {
            case 0: {
                {
                    acc = 1;
                    break;
                }
                break;
            }
            case 1:
            case 2: {
                {
                    acc = 2;
                    break;
                }
                break;
            }
            case 3: {
                {
                    acc = 3;
                }
                {
                    int _e72 = acc;
                    acc = (_e72 + 4);
                    break;
                }
                break;
            }
            case 4: {
                {
                    int _e77 = acc;
                    acc = (_e77 + 4);
                    break;
                }
                break;
            }
            default: {
                {
                    acc = -1;
                }
                break;
            }
        }
        k = 0;
        bool loop_init_4 = true;
        while(true) {
            if (!loop_init_4) {
                int _e100 = k;
                if (!((_e100 < 20))) {
                    break;
                }
            }
            loop_init_4 = false;
            int _e87 = k;
            k = (_e87 + 2);
            int _e92 = k;
            if ((_e92 == 6)) {
                continue;
            }
            int _e96 = k;
            if ((_e96 > 10)) {
                break;
            }
        }
        int _e105 = gid;
        if ((_e105 == 0)) {
            bump(64, 68);
        }
        int _e113 = gid;
        c = ((_e113 << 24u) >> 24u);
        int _e119 = c;
        c = (((_e119 + 100) << 24u) >> 24u);
        int _e127 = gid;
        u = (uint((_e127 * 3)) & 255u);
        int _e135 = gid;
        sh = (((_e135 * 1000) << 16u) >> 16u);
        int _e143 = gid;
        v = ivec4(_e143, 1, 2, 3);
        ivec4 _e150 = v;
        ivec2 _e154 = (_e150.yz + ivec2(5));
        ivec4 _e156 = v;
        v = ivec4(_e156.x, _e154.x, _e154.y, _e156.w);
        ivec4 _e164 = v;
        fv = vec4(_e164);
        vec4 _e168 = fv;
        vec4 _e171 = fv;
        fv = vec4(_e171.x, _e171.y, _e171.z, _e168.x);
        int _e180 = gid;
        while(true) {
            _atomic_compare_exchange_result_Sint_4_ _e184; _e184.old_value = atomicCompSwap(_group_0_binding_3_cs[0], 0, _e180);
            _e184.exchanged = (_e184.old_value == 0);
            local = _e184.old_value;
            if ((_e184.exchanged || (_e184.old_value != 0))) {
                break;
            }
        }
        int _e191 = local;
        int _e195 = gid;
        int _e198 = atomicMin(_group_0_binding_3_cs[1], _e195);
        int _e205 = atomicAdd(_group_0_binding_3_cs[2], 1);
        old = ((_e191 + _e198) + _e205);
        int _e209 = gid;
        int _e212 = acc;
        int _e214 = k;
        int _e218 = sum_local(0, 4);
        float _e223 = priv[3];
        int _e227 = c;
        uint _e230 = u;
        int _e234 = sh;
        ivec4 _e237 = v;
        ivec4 _e241 = v;
        vec4 _e245 = fv;
        int _e250 = gid;
        float _e254 = _group_0_binding_2_cs[(0 + _e250)];
        float _e256 = (_e254 * 10000000000.0);
        int _e273 = gid;
        float _e277 = _group_0_binding_2_cs[(0 + _e273)];
        int _e282 = gid;
        int _e296 = old;
        int _e302 = gid;
        int _e312 = gid;
        bool _e314 = (_e312 != 0);
        local_1 = _e314;
        if (_e314) {
            local_1 = (_e11 != 0);
        }
        bool _e320 = local_1;
        _group_0_binding_1_cs[(0 + _e209)] = int((((((uint((((((((((((_e212 + _e214) + _e218) + int(_e223)) + _e227) + int(_e230)) + _e234) + _e237.x) + _e241.y) + int(_e245.w)) + (((floatBitsToUint(_e256) & 2147483647u) > 2139095040u) ? 0 : ((_e256 >= 2147483600.0) ? 2147483647 : int(max(_e256, -2147483600.0))))) + floatBitsToInt(_e277))) + uint(abs((_e282 - 5)))) + uint(((_e11 > 3) ? 1 : 2))) + uint(_e296)) + uint(((int((_e302 > 3)) != 0) ? 2 : 1))) + uint(int(_e320))));
        int _e328 = gid;
        vec4 _e331 = fv;
        float _e338 = priv[0];
        vec4 _e350 = fv;
        vec4 _e355 = fv;
        _group_0_binding_2_cs[(0 + _e328)] = ((((((_e331.x * 0.5) + _e338) + float(uint(_e11))) + mix(1.0, 2.0, 0.5)) + step(0.5, _e350.z)) + length(_e355));
    }
}

