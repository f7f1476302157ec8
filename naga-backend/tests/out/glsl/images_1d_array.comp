#version 450 core
#extension GL_ARB_compute_shader : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(binding = 1) uniform sampler2DArray _group_0_binding_1_cs;

layout(binding = 2) uniform isampler2DArray _group_0_binding_2_cs;

layout(binding = 4,rgba32f) writeonly uniform image2DArray _group_0_binding_4_cs;

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);

layout(binding = 6) uniform sampler2DArray _group_0_binding_6_cs;


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    ivec2 c = ivec2(0);
    float x = 0.0;
    ivec2 local = ivec2(0);
    ivec2 local_1 = ivec2(0);
    vec2 local_2 = vec2(0.0);
    vec2 local_3 = vec2(0.0);
    vec2 local_4 = vec2(0.0);
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
        ivec2 _e51 = c;
        uvec2 _e57 = uvec2(textureSize(_group_0_binding_1_cs, 0).xy);
        x = ((float(_e51.x) + 0.5) / float(int(_e57.x)));
        ivec2 _e66 = c;
        local = _e66;
        ivec2 _e69 = local;
        ivec2 _e76 = c;
        local_1 = _e76;
        ivec2 _e79 = local_1;
        vec4 _e85 = texelFetch(_group_0_binding_1_cs, ivec3(ivec2(_e79.x, 0), _e79.y), 0);
        float _e88 = x;
        ivec2 _e90 = c;
        local_2 = vec2(_e88, float(_e90.y));
        vec2 _e96 = local_2;
        vec4 _e110 = textureLod(_group_0_binding_1_cs, vec3(vec2(_e96.x, 0.5), min(max(int(roundEven(_e96.y)), 0), (int(uint(textureSize(_group_0_binding_1_cs, 0).z)) - 1))), 0.0);
        uint _e114 = _group_0_binding_0_cs[3].x;
        float _e137 = x;
        ivec2 _e139 = c;
        local_3 = vec2(_e137, float(_e139.y));
        vec2 _e145 = local_3;
        uint _e151 = _group_0_binding_0_cs[3].w;
        vec2 _e161 = vec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec4 _e181 = textureLod(_group_0_binding_6_cs, vec3(vec2((((_e151 & 1u) == 1u) ? _e145.x : ((((_e151 & 48u) == 32u) ? _e145.x : (floor(_e145.x) + 0.5)) / _e161.x)), 0.5), min(max(int(roundEven(_e145.y)), 0), (int(uint(textureSize(_group_0_binding_1_cs, 0).z)) - 1))), 0.0);
        uint _e185 = _group_0_binding_0_cs[3].x;
        uint _e209 = _group_0_binding_0_cs[3].w;
        float _e211 = x;
        ivec2 _e213 = c;
        local_4 = vec2(_e211, float(_e213.y));
        vec2 _e219 = local_4;
        ivec2 _e239 = ivec2(uvec2(textureSize(_group_0_binding_2_cs, 0).xy));
        ivec2 _e246 = ivec2(uvec2(textureSize(_group_0_binding_2_cs, 0).xy));
        int _e252 = int(floor((((_e209 & 1u) == 1u) ? (_e219.x * float(_e239.x)) : _e219.x)));
        int _e265 = int(floor(((_e219.x - floor(_e219.x)) * float(_e239.x))));
        ivec4 _e298 = texelFetch(_group_0_binding_2_cs, ivec3(ivec2((((_e209 & 14u) == 6u) ? ((_e265 > (_e239.x - 1)) ? (_e265 - _e239.x) : _e265) : (((_e209 & 14u) == 8u) ? min(int(floor((abs((_e219.x - (2.0 * roundEven((0.5 * _e219.x))))) * float(_e239.x)))), (_e239.x - 1)) : min(max(_e252, 0), (_e246.x - 1)))), 0), min(max(int(roundEven(_e219.y)), 0), (int(uint(textureSize(_group_0_binding_2_cs, 0).z)) - 1))), 0);
        ivec4 _e300 = ((((_e252 >= 0) && (_e252 < _e246.x)) || !(((_e209 & 14u) == 4u))) ? _e298 : ivec4(0));
        uint _e304 = _group_0_binding_0_cs[3].z;
        uvec2 _e326 = uvec2(textureSize(_group_0_binding_1_cs, 0).xy);
        imageStore(_group_0_binding_4_cs, ivec3(ivec2(_e69.x, 0), _e69.y), ((((_e85 + vec4(_e110.x, _e110.y, _e110.z, (((((_e114 == 4272u) || (_e114 == 4274u)) || (_e114 == 4276u)) || (_e114 == 4281u)) ? 1.0 : _e110.w))) + vec4(_e181.x, _e181.y, _e181.z, (((((_e185 == 4272u) || (_e185 == 4274u)) || (_e185 == 4276u)) || (_e185 == 4281u)) ? 1.0 : _e181.w))) + vec4(ivec4(_e300.x, _e300.y, _e300.z, (((((_e304 == 4272u) || (_e304 == 4274u)) || (_e304 == 4276u)) || (_e304 == 4281u)) ? 1 : _e300.w)))) + vec4(float(uint(uint(textureSize(_group_0_binding_1_cs, 0).z))))));
    }
}

