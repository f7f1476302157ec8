#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { float _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void put(int dst_index0_, int i_1, vec4 v_1) {
    {
        int _e7 = (dst_index0_ + (int(uint(i_1)) * 4));
        _group_0_binding_2_cs[(_e7 + 0)] = v_1.x;
        _group_0_binding_2_cs[(_e7 + 1)] = v_1.y;
        _group_0_binding_2_cs[(_e7 + 2)] = v_1.z;
        _group_0_binding_2_cs[(_e7 + 3)] = v_1.w;
    }
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    vec4 v = vec4(0.0);
    vec3 p = vec3(0.0);
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
        int _e36 = (0 + (int(uint(_e31)) * 4));
        float _e41 = _group_0_binding_1_cs[(_e36 + 0)];
        float _e46 = _group_0_binding_1_cs[(_e36 + 1)];
        float _e51 = _group_0_binding_1_cs[(_e36 + 2)];
        float _e56 = _group_0_binding_1_cs[(_e36 + 3)];
        v = vec4(_e41, _e46, _e51, _e56);
        int _e60 = i;
        int _e65 = (0 + (int(uint(_e60)) * 3));
        float _e70 = _group_0_binding_3_cs[(_e65 + 0)];
        float _e75 = _group_0_binding_3_cs[(_e65 + 1)];
        float _e80 = _group_0_binding_3_cs[(_e65 + 2)];
        p = vec3(_e70, _e75, _e80);
        int _e84 = i;
        vec4 _e86 = v;
        vec3 _e91 = p;
        put(0, _e84, ((_e86 * vec4(2.0)) + vec4(_e91, 1.0)));
        vec3 _e96 = p;
        vec3 _e97 = _e96.zyx;
        int _e99 = i;
        int _e104 = (0 + (int(uint(_e99)) * 3));
        _group_0_binding_3_cs[(_e104 + 0)] = _e97.x;
        _group_0_binding_3_cs[(_e104 + 1)] = _e97.y;
        _group_0_binding_3_cs[(_e104 + 2)] = _e97.z;
    }
}

