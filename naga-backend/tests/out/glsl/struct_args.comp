#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct Particle {
    vec2 position;
    float mass;
    int id;
};
struct Params {
    float scale;
    int offset;
    vec4 bias;
};
layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[6]; };

layout(std430, binding = 1) readonly buffer type_5_block_1Compute { Particle _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_7_block_2Compute { vec4 _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    Particle q = Particle(vec2(0.0), 0.0, 0);
    vec4 v = vec4(0.0);
    Params local = Params(0.0, 0, vec4(0.0));
    Params local_1 = Params(0.0, 0, vec4(0.0));
    Params local_2 = Params(0.0, 0, vec4(0.0));
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = _group_0_binding_0_cs[0].x;
    uint _e12 = _group_0_binding_0_cs[0].y;
    uint _e17 = _group_0_binding_0_cs[1].x;
    uint _e22 = _group_0_binding_0_cs[1].y;
    uint _e27 = _group_0_binding_0_cs[1].z;
    uint _e32 = _group_0_binding_0_cs[1].w;
    Params _e35 = Params(uintBitsToFloat(_e7), int(_e12), vec4(uintBitsToFloat(_e17), uintBitsToFloat(_e22), uintBitsToFloat(_e27), uintBitsToFloat(_e32)));
    uint _e41 = _group_0_binding_0_cs[3].x;
    {
        uint _e45 = oclvk_group_id.x;
        uint _e49 = _group_0_binding_0_cs[5].x;
        uint _e53 = oclvk_local_size.x;
        uint _e56 = oclvk_local_id.x;
        uint _e62 = _group_0_binding_0_cs[3].z;
        i = int(((((_e45 + _e49) * _e53) + _e56) + _e62));
        int _e67 = i;
        if ((_e67 >= int(_e41))) {
            return;
        }
        int _e70 = i;
        Particle _e74 = _group_0_binding_1_cs[(0 + _e70)];
        q = _e74;
        vec2 _e78 = q.position;
        float _e81 = q.mass;
        int _e84 = q.id;
        local = _e35;
        int _e88 = local.offset;
        v = vec4(_e78, _e81, float((_e84 + _e88)));
        int _e94 = i;
        vec4 _e97 = v;
        local_1 = _e35;
        float _e101 = local_1.scale;
        local_2 = _e35;
        vec4 _e107 = local_2.bias;
        _group_0_binding_2_cs[(0 + _e94)] = ((_e97 * vec4(_e101)) + _e107);
    }
}

