#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[3]; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_cs;

layout(binding = 2) uniform isampler2D _group_0_binding_2_cs;

layout(std430, binding = 4) buffer type_6_block_1Compute { vec4 _group_0_binding_4_cs[]; };

layout(std430, binding = 5) buffer type_8_block_2Compute { ivec4 _group_0_binding_5_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

layout(binding = 7) uniform sampler2D _group_0_binding_7_cs;


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    vec2 local = vec2(0.0);
    ivec2 local_1 = ivec2(0);
    vec2 local_2 = vec2(0.0);
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        local = vec2(1.5, 0.5);
        vec2 _e14 = local;
        uint _e20 = _group_0_binding_0_cs[2].x;
        bool _e24 = ((_e20 & 1u) == 1u);
        bool _e28 = ((_e20 & 48u) == 32u);
        vec2 _e30 = vec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec4 _e46 = textureLod(_group_0_binding_1_cs, vec2(vec2((_e24 ? _e14.x : ((_e28 ? _e14.x : (floor(_e14.x) + 0.5)) / _e30.x)), (_e24 ? _e14.y : ((_e28 ? _e14.y : (floor(_e14.y) + 0.5)) / _e30.y)))), 0.0);
        uint _e50 = _group_0_binding_0_cs[1].y;
        _group_0_binding_4_cs[0] = vec4(_e46.x, _e46.y, _e46.z, (((((_e50 == 4272u) || (_e50 == 4274u)) || (_e50 == 4276u)) || (_e50 == 4281u)) ? 1.0 : _e46.w));
        local_1 = ivec2(-1, 0);
        ivec2 _e81 = local_1;
        ivec2 _e85 = ivec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec2 _e104 = vec2(uvec2(textureSize(_group_0_binding_1_cs, 0).xy));
        vec4 _e116 = textureLod(_group_0_binding_7_cs, vec2(vec2(((floor(float(_e81.x)) + 0.5) / _e104.x), ((floor(float(_e81.y)) + 0.5) / _e104.y))), 0.0);
        vec4 _e118 = ((((_e81.x >= 0) && (_e81.x < _e85.x)) && ((_e81.y >= 0) && (_e81.y < _e85.y))) ? _e116 : vec4(0.0));
        uint _e122 = _group_0_binding_0_cs[1].y;
        _group_0_binding_4_cs[1] = vec4(_e118.x, _e118.y, _e118.z, (((((_e122 == 4272u) || (_e122 == 4274u)) || (_e122 == 4276u)) || (_e122 == 4281u)) ? 1.0 : _e118.w));
        uint _e149 = _group_0_binding_0_cs[2].x;
        local_2 = vec2(0.5, 0.5);
        vec2 _e155 = local_2;
        bool _e161 = ((_e149 & 1u) == 1u);
        bool _e165 = ((_e149 & 14u) == 6u);
        bool _e169 = ((_e149 & 14u) == 8u);
        ivec2 _e175 = ivec2(uvec2(textureSize(_group_0_binding_2_cs, 0).xy));
        ivec2 _e185 = ivec2(uvec2(textureSize(_group_0_binding_2_cs, 0).xy));
        int _e191 = int(floor((_e161 ? (_e155.x * float(_e175.x)) : _e155.x)));
        int _e198 = int(floor((_e161 ? (_e155.y * float(_e175.y)) : _e155.y)));
        int _e212 = int(floor(((_e155.x - floor(_e155.x)) * float(_e175.x))));
        int _e239 = int(floor(((_e155.y - floor(_e155.y)) * float(_e175.y))));
        ivec4 _e263 = texelFetch(_group_0_binding_2_cs, ivec2((_e165 ? ((_e212 > (_e175.x - 1)) ? (_e212 - _e175.x) : _e212) : (_e169 ? min(int(floor((abs((_e155.x - (2.0 * roundEven((0.5 * _e155.x))))) * float(_e175.x)))), (_e175.x - 1)) : min(max(_e191, 0), (_e185.x - 1)))), (_e165 ? ((_e239 > (_e175.y - 1)) ? (_e239 - _e175.y) : _e239) : (_e169 ? min(int(floor((abs((_e155.y - (2.0 * roundEven((0.5 * _e155.y))))) * float(_e175.y)))), (_e175.y - 1)) : min(max(_e198, 0), (_e185.y - 1))))), 0);
        ivec4 _e265 = (((((_e191 >= 0) && (_e191 < _e185.x)) && ((_e198 >= 0) && (_e198 < _e185.y))) || !(((_e149 & 14u) == 4u))) ? _e263 : ivec4(0));
        uint _e269 = _group_0_binding_0_cs[1].w;
        _group_0_binding_5_cs[0] = ivec4(_e265.x, _e265.y, _e265.z, (((((_e269 == 4272u) || (_e269 == 4274u)) || (_e269 == 4276u)) || (_e269 == 4281u)) ? 1 : _e265.w));
        uint _e296 = _group_0_binding_0_cs[1].x;
        uint _e302 = _group_0_binding_0_cs[1].y;
        _group_0_binding_5_cs[1] = ivec4(int(_e296), int(_e302), 0, 0);
    }
}

