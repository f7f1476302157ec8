#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { vec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { vec4 _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_5_block_3Compute { ivec4 _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


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
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = _group_0_binding_0_cs[1].z;
        i = int(((((_e9 + _e13) * _e17) + _e20) + _e26));
        int _e31 = i;
        vec4 _e35 = _group_0_binding_1_cs[(0 + _e31)];
        v = _e35;
        vec4 _e38 = v;
        lo = _e38.xy;
        vec4 _e42 = v;
        hi = _e42.zw;
        vec2 _e46 = hi;
        vec2 _e49 = lo;
        w = vec4(_e46.yx, _e49);
        vec4 _e53 = w;
        vec2 _e57 = (_e53.zx * vec2(2.0));
        vec4 _e59 = w;
        w = vec4(_e57.x, _e59.y, _e57.y, _e59.w);
        vec4 _e67 = v;
        vec4 _e70 = w;
        c = cross(_e67.xyz, _e70.xyz);
        int _e75 = i;
        vec3 _e78 = c;
        vec4 _e80 = v;
        vec4 _e82 = w;
        vec4 _e86 = v;
        _group_0_binding_2_cs[(0 + _e75)] = (vec4(_e78, dot(_e80, _e82)) + _e86.wzyx);
        int _e92 = i;
        vec4 _e95 = v;
        vec4 _e97 = w;
        _group_0_binding_3_cs[(0 + _e92)] = mix(ivec4(0), ivec4(-1), greaterThan(_e95, _e97));
    }
}

