#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

const uint oclvk_local_size_x = 64u;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { vec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { vec4 _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_5_block_3Compute { ivec4 _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    vec4 v = vec4(0.0);
    vec2 lo = vec2(0.0);
    vec2 hi = vec2(0.0);
    vec4 w = vec4(0.0);
    vec3 c = vec3(0.0);
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = _group_0_binding_0_cs[3].x;
        uint _e18 = oclvk_local_id.x;
        uint _e24 = _group_0_binding_0_cs[1].z;
        i = int(((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24));
        int _e29 = i;
        vec4 _e33 = _group_0_binding_1_cs[(0 + _e29)];
        v = _e33;
        vec4 _e36 = v;
        lo = _e36.xy;
        vec4 _e40 = v;
        hi = _e40.zw;
        vec2 _e44 = hi;
        vec2 _e47 = lo;
        w = vec4(_e44.yx, _e47);
        vec4 _e51 = w;
        vec2 _e55 = (_e51.zx * vec2(2.0));
        vec4 _e57 = w;
        w = vec4(_e55.x, _e57.y, _e55.y, _e57.w);
        vec4 _e64 = v;
        vec4 _e67 = w;
        c = cross(_e64.xyz, _e67.xyz);
        int _e72 = i;
        vec3 _e75 = c;
        vec4 _e77 = v;
        vec4 _e79 = w;
        vec4 _e83 = v;
        _group_0_binding_2_cs[(0 + _e72)] = (vec4(_e75, dot(_e77, _e79)) + _e83.wzyx);
        int _e89 = i;
        vec4 _e92 = v;
        vec4 _e94 = w;
        _group_0_binding_3_cs[(0 + _e89)] = mix(ivec4(0), ivec4(-1), greaterThan(_e92, _e94));
    }
}

