#version 450 core
#extension GL_ARB_compute_shader : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[3]; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_cs;

layout(binding = 3) uniform sampler2D _group_0_binding_3_cs;

layout(binding = 4) uniform usampler2D _group_0_binding_4_cs;

layout(binding = 5,rgba32f) writeonly uniform image2D _group_0_binding_5_cs;

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);

layout(binding = 8) uniform sampler2D _group_0_binding_8_cs;

layout(binding = 10) uniform sampler2D _group_0_binding_10_cs;


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    ivec2 c = ivec2(0);
    vec2 size = vec2(0.0);
    vec2 f = vec2(0.0);
    ivec2 d = ivec2(0);
    uvec4 n = uvec4(0u);
    vec2 local = vec2(0.0);
    ivec2 local_1 = ivec2(0);
    vec2 local_2 = vec2(0.0);
    vec2 local_3 = vec2(0.0);
    vec2 local_4 = vec2(0.0);
    ivec2 local_5 = ivec2(0);
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e6 = oclvk_group_id.x;
        uint _e10 = _group_0_binding_0_cs[2].x;
        uint _e14 = oclvk_local_size.x;
        uint _e17 = oclvk_local_id.x;
        uint _e23 = _group_0_binding_0_cs[0].x;
        uint _e28 = oclvk_group_id.y;
        uint _e32 = _group_0_binding_0_cs[2].y;
        uint _e36 = oclvk_local_size.y;
        uint _e39 = oclvk_local_id.y;
        uint _e45 = _group_0_binding_0_cs[0].z;
        c = ivec2(int(((((_e6 + _e10) * _e14) + _e17) + _e23)), int(((((_e28 + _e32) * _e36) + _e39) + _e45)));
        uvec2 _e51 = uvec2(textureSize(_group_0_binding_1_cs, 0).xy);
        uvec2 _e57 = uvec2(textureSize(_group_0_binding_1_cs, 0).xy);
        size = vec2(float(int(_e51.x)), float(int(_e57.y)));
        ivec2 _e65 = c;
        ivec2 _e69 = c;
        vec2 _e77 = size;
        f = ((vec2(float(_e65.x), float(_e69.y)) + vec2(0.25)) / _e77);
        uvec2 _e81 = uvec2(textureSize(_group_0_binding_3_cs, 0).xy);
        d = ivec2(int(_e81.x), int(_e81.y));
        vec2 _e90 = f;
        local = _e90;
        vec2 _e93 = local;
        ivec2 _e97 = ivec2(uvec2(textureSize(_group_0_binding_4_cs, 0).xy));
        int _e107 = int(floor(((_e93.x - floor(_e93.x)) * float(_e97.x))));
        int _e118 = int(floor(((_e93.y - floor(_e93.y)) * float(_e97.y))));
        uvec4 _e124 = texelFetch(_group_0_binding_4_cs, ivec2(((_e107 > (_e97.x - 1)) ? (_e107 - _e97.x) : _e107), ((_e118 > (_e97.y - 1)) ? (_e118 - _e97.y) : _e118)), 0);
        n = _e124;
        ivec2 _e128 = c;
        local_1 = _e128;
        ivec2 _e131 = local_1;
        vec2 _e134 = f;
        local_2 = _e134;
        vec2 _e137 = local_2;
        vec4 _e142 = textureLod(_group_0_binding_1_cs, vec2(vec2(_e137.x, _e137.y)), 0.0);
        vec2 _e146 = f;
        local_3 = _e146;
        vec2 _e149 = local_3;
        vec4 _e154 = textureLod(_group_0_binding_8_cs, vec2(vec2(_e149.x, _e149.y)), 0.0);
        ivec2 _e159 = c;
        ivec2 _e165 = c;
        local_4 = vec2((float(_e159.x) - 0.5), (float(_e165.y) + 0.75));
        vec2 _e173 = local_4;
        vec2 _e177 = vec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec4 _e189 = textureLod(_group_0_binding_10_cs, vec2(vec2(((floor(_e173.x) + 0.5) / _e177.x), ((floor(_e173.y) + 0.5) / _e177.y))), 0.0);
        ivec2 _e193 = c;
        local_5 = _e193;
        ivec2 _e196 = local_5;
        vec4 _e198 = texelFetch(_group_0_binding_3_cs, _e196, 0);
        ivec2 _e201 = d;
        ivec2 _e204 = d;
        uvec4 _e211 = n;
        imageStore(_group_0_binding_5_cs, _e131, (((((_e142 + _e154) + _e189) + _e198) + vec4(float((_e201.x * _e204.y)))) + vec4(float(_e211.x))));
    }
}

