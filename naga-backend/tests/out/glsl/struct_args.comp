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
const uint oclvk_local_size_x = 64u;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[6]; };

layout(std430, binding = 1) readonly buffer type_5_block_1Compute { Particle _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_7_block_2Compute { vec4 _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);


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
        uint _e54 = oclvk_local_id.x;
        uint _e60 = _group_0_binding_0_cs[3].z;
        i = int(((((_e45 + _e49) * oclvk_local_size_x) + _e54) + _e60));
        int _e65 = i;
        if ((_e65 >= int(_e41))) {
            return;
        }
        int _e68 = i;
        Particle _e72 = _group_0_binding_1_cs[(0 + _e68)];
        q = _e72;
        vec2 _e76 = q.position;
        float _e79 = q.mass;
        int _e82 = q.id;
        local = _e35;
        int _e86 = local.offset;
        v = vec4(_e76, _e79, float((_e82 + _e86)));
        int _e92 = i;
        vec4 _e95 = v;
        local_1 = _e35;
        float _e99 = local_1.scale;
        local_2 = _e35;
        vec4 _e105 = local_2.bias;
        _group_0_binding_2_cs[(0 + _e92)] = ((_e95 * vec4(_e99)) + _e105);
    }
}

