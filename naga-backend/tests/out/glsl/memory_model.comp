#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _atomic_compare_exchange_result_Sint_4_ {
    int old_value;
    bool exchanged;
};
const uint oclvk_local_size_x = 64u;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) buffer type_3_block_1Compute { int _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_15_block_3Compute { int _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

shared int tmp[64];

float table[4] = float[4](1.0, 2.0, 4.0, 8.0);


void fill(inout float p[8], int p_index0_, int n, float v_1) {
    int i = 0;
    {
        {
            i = 0;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e15 = i;
                    i = (_e15 + 1);
                }
                loop_init = false;
                int _e6 = i;
                if (!((_e6 < n))) {
                    break;
                }
                int _e10 = i;
                p[(p_index0_ + _e10)] = v_1;
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
    {
        s = 0;
        {
            i_1 = 0;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    int _e21 = i_1;
                    i_1 = (_e21 + 1);
                }
                loop_init_1 = false;
                int _e7 = i_1;
                if (!((_e7 < n_1))) {
                    break;
                }
                int _e11 = s;
                int _e13 = i_1;
                int _e17 = tmp[(p_index0_3 + _e13)];
                s = (_e11 + _e17);
            }
        }
        int _e26 = s;
        return _e26;
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
    int local_1 = 0;
    bool local_2 = false;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = _group_0_binding_0_cs[1].z;
    int _e11 = int(_e10);
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = _group_0_binding_0_cs[4].x;
        uint _e23 = oclvk_local_id.x;
        uint _e29 = _group_0_binding_0_cs[2].x;
        gid = int(((((_e14 + _e18) * oclvk_local_size_x) + _e23) + _e29));
        uint _e35 = oclvk_local_id.x;
        int _e38 = gid;
        tmp[int(_e35)] = _e38;
        memoryBarrierShared();
        barrier();
        fill(priv, 0, 8, 0.5);
        int _e51 = gid;
        float _e56 = table[(_e51 & 3)];
        fill(priv, 2, 3, _e56);
        acc = 0;
        int _e60 = gid;
        switch((_e60 & 7)) {
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
                    int _e70 = acc;
                    acc = (_e70 + 4);
                    break;
                }
                break;
            }
            case 4: {
                {
                    int _e75 = acc;
                    acc = (_e75 + 4);
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
        bool loop_init_2 = true;
        while(true) {
            if (!loop_init_2) {
                int _e98 = k;
                if (!((_e98 < 20))) {
                    break;
                }
            }
            loop_init_2 = false;
            int _e85 = k;
            k = (_e85 + 2);
            int _e90 = k;
            if ((_e90 == 6)) {
                continue;
            }
            int _e94 = k;
            if ((_e94 > 10)) {
                break;
            }
        }
        int _e103 = gid;
        if ((_e103 == 0)) {
            bump(64, 68);
        }
        int _e111 = gid;
        c = ((_e111 << 24u) >> 24u);
        int _e117 = c;
        c = (((_e117 + 100) << 24u) >> 24u);
        int _e125 = gid;
        u = (uint((_e125 * 3)) & 255u);
        int _e133 = gid;
        sh = (((_e133 * 1000) << 16u) >> 16u);
        int _e141 = gid;
        v = ivec4(_e141, 1, 2, 3);
        ivec4 _e148 = v;
        ivec2 _e152 = (_e148.yz + ivec2(5));
        ivec4 _e154 = v;
        v = ivec4(_e154.x, _e152.x, _e152.y, _e154.w);
        ivec4 _e161 = v;
        fv = vec4(_e161);
        vec4 _e165 = fv;
        vec4 _e168 = fv;
        fv = vec4(_e168.x, _e168.y, _e168.z, _e165.x);
        int _e176 = gid;
        while(true) {
            _atomic_compare_exchange_result_Sint_4_ _e180; _e180.old_value = atomicCompSwap(_group_0_binding_3_cs[0], 0, _e176);
            _e180.exchanged = (_e180.old_value == 0);
            local = _e180.old_value;
            if ((_e180.exchanged || (_e180.old_value != 0))) {
                break;
            }
        }
        int _e187 = local;
        int _e191 = gid;
        int _e194 = atomicMin(_group_0_binding_3_cs[1], _e191);
        int _e201 = atomicAdd(_group_0_binding_3_cs[2], 1);
        old = ((_e187 + _e194) + _e201);
        int _e205 = gid;
        int _e208 = acc;
        int _e210 = k;
        int _e214 = sum_local(0, 4);
        float _e219 = priv[3];
        int _e223 = c;
        uint _e226 = u;
        int _e230 = sh;
        ivec4 _e233 = v;
        ivec4 _e237 = v;
        vec4 _e241 = fv;
        int _e246 = gid;
        float _e250 = _group_0_binding_2_cs[(0 + _e246)];
        int _e256 = gid;
        float _e260 = _group_0_binding_2_cs[(0 + _e256)];
        int _e265 = gid;
        if ((_e11 > 3)) {
            local_1 = 1;
        } else {
            local_1 = 2;
        }
        int _e278 = local_1;
        int _e282 = old;
        int _e288 = gid;
        int _e298 = gid;
        bool _e300 = (_e298 != 0);
        local_2 = _e300;
        if (_e300) {
            local_2 = (_e11 != 0);
        }
        bool _e306 = local_2;
        _group_0_binding_1_cs[(0 + _e205)] = int((((((uint((((((((((((_e208 + _e210) + _e214) + int(_e219)) + _e223) + int(_e226)) + _e230) + _e233.x) + _e237.y) + int(_e241.w)) + int((_e250 * 10000000000.0))) + floatBitsToInt(_e260))) + uint(abs((_e265 - 5)))) + uint(_e278)) + uint(_e282)) + uint(((int((_e288 > 3)) != 0) ? 2 : 1))) + uint(int(_e306))));
        int _e314 = gid;
        vec4 _e317 = fv;
        float _e324 = priv[0];
        vec4 _e336 = fv;
        vec4 _e341 = fv;
        _group_0_binding_2_cs[(0 + _e314)] = ((((((_e317.x * 0.5) + _e324) + float(uint(_e11))) + mix(1.0, 2.0, 0.5)) + step(0.5, _e336.z)) + length(_e341));
    }
}

