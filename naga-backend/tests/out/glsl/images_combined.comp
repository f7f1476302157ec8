#version 450 core
#extension GL_ARB_compute_shader : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

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
        uint _e10 = _group_0_binding_0_cs[3].y;
        bool _e14 = ((_e10 & 1u) == 1u);
        bool _e18 = ((_e10 & 48u) == 32u);
        vec2 _e20 = vec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec4 _e36 = textureLod(_group_0_binding_1_cs, vec2(vec2((_e14 ? _e4.x : ((_e18 ? _e4.x : (floor(_e4.x) + 0.5)) / _e20.x)), (_e14 ? _e4.y : ((_e18 ? _e4.y : (floor(_e4.y) + 0.5)) / _e20.y)))), 0.0);
        uint _e40 = _group_0_binding_0_cs[3].x;
        return vec4(_e36.x, _e36.y, _e36.z, (((((_e40 == 4272u) || (_e40 == 4274u)) || (_e40 == 4276u)) || (_e40 == 4281u)) ? 1.0 : _e36.w));
    }
    return vec4(0.0);
}

vec4 at_1(vec2 f_2) {
    vec2 local_5 = vec2(0.0);
    {
        local_5 = f_2;
        vec2 _e5 = local_5;
        vec4 _e10 = textureLod(_group_0_binding_8_cs, vec2(vec2(_e5.x, _e5.y)), 0.0);
        uint _e14 = _group_0_binding_0_cs[3].x;
        return vec4(_e10.x, _e10.y, _e10.z, (((((_e14 == 4272u) || (_e14 == 4274u)) || (_e14 == 4276u)) || (_e14 == 4281u)) ? 1.0 : _e10.w));
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
        uint _e128 = _group_0_binding_0_cs[3].w;
        n = uvec4(_e124.x, _e124.y, _e124.z, (((((_e128 == 4272u) || (_e128 == 4274u)) || (_e128 == 4276u)) || (_e128 == 4281u)) ? 1u : _e124.w));
        ivec2 _e150 = c;
        local_1 = _e150;
        ivec2 _e153 = local_1;
        vec2 _e155 = f;
        vec4 _e156 = at(_e155);
        vec2 _e158 = f;
        vec4 _e159 = at_1(_e158);
        ivec2 _e164 = c;
        ivec2 _e170 = c;
        local_2 = vec2((float(_e164.x) - 0.5), (float(_e170.y) + 0.75));
        vec2 _e178 = local_2;
        vec2 _e182 = vec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec4 _e194 = textureLod(_group_0_binding_10_cs, vec2(vec2(((floor(_e178.x) + 0.5) / _e182.x), ((floor(_e178.y) + 0.5) / _e182.y))), 0.0);
        uint _e198 = _group_0_binding_0_cs[3].x;
        ivec2 _e220 = c;
        local_3 = _e220;
        ivec2 _e223 = local_3;
        vec4 _e225 = texelFetch(_group_0_binding_3_cs, _e223, 0);
        ivec2 _e228 = d;
        ivec2 _e231 = d;
        uvec4 _e238 = n;
        imageStore(_group_0_binding_5_cs, _e153, (((((_e156 + _e159) + vec4(_e194.x, _e194.y, _e194.z, (((((_e198 == 4272u) || (_e198 == 4274u)) || (_e198 == 4276u)) || (_e198 == 4281u)) ? 1.0 : _e194.w))) + _e225) + vec4(float((_e228.x * _e231.y)))) + vec4(float(_e238.x))));
    }
}

