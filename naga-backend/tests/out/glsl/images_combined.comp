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


vec4 at(vec2 f_1) {
    vec2 local_4 = vec2(0.0);
    {
        local_4 = f_1;
        vec2 _e4 = local_4;
        vec4 _e9 = textureLod(_group_0_binding_1_cs, vec2(vec2(_e4.x, _e4.y)), 0.0);
        return _e9;
    }
    return vec4(0.0);
}

vec4 at_1(vec2 f_2) {
    vec2 local_5 = vec2(0.0);
    {
        local_5 = f_2;
        vec2 _e5 = local_5;
        vec4 _e10 = textureLod(_group_0_binding_8_cs, vec2(vec2(_e5.x, _e5.y)), 0.0);
        return _e10;
    }
    return vec4(0.0);
}

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
    ivec2 local_3 = ivec2(0);
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
        vec2 _e133 = f;
        vec4 _e134 = at(_e133);
        vec2 _e136 = f;
        vec4 _e137 = at_1(_e136);
        ivec2 _e142 = c;
        ivec2 _e148 = c;
        local_2 = vec2((float(_e142.x) - 0.5), (float(_e148.y) + 0.75));
        vec2 _e156 = local_2;
        vec2 _e160 = vec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec4 _e172 = textureLod(_group_0_binding_10_cs, vec2(vec2(((floor(_e156.x) + 0.5) / _e160.x), ((floor(_e156.y) + 0.5) / _e160.y))), 0.0);
        ivec2 _e176 = c;
        local_3 = _e176;
        ivec2 _e179 = local_3;
        vec4 _e181 = texelFetch(_group_0_binding_3_cs, _e179, 0);
        ivec2 _e184 = d;
        ivec2 _e187 = d;
        uvec4 _e194 = n;
        imageStore(_group_0_binding_5_cs, _e131, (((((_e134 + _e137) + _e172) + _e181) + vec4(float((_e184.x * _e187.y)))) + vec4(float(_e194.x))));
    }
}

