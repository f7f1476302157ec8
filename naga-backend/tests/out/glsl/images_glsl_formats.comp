#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(binding = 1,rgba32f) writeonly uniform image2D _group_0_binding_1_cs;

layout(std430, binding = 2) buffer type_4_block_1Compute { int _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    ivec2 local = ivec2(0);
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = _group_0_binding_0_cs[0].x;
    {
        uint _e16 = _group_0_binding_0_cs[4].x;
        _group_0_binding_2_cs[0] = (int(_e16) + int(_e7));
        uint _e27 = _group_0_binding_0_cs[3].w;
        _group_0_binding_2_cs[1] = int(_e27);
        uint _e34 = oclvk_group_id.x;
        uint _e38 = _group_0_binding_0_cs[3].x;
        uint _e42 = oclvk_local_size.x;
        uint _e45 = oclvk_local_id.x;
        uint _e51 = _group_0_binding_0_cs[1].x;
        local = ivec2(int(((((_e34 + _e38) * _e42) + _e45) + _e51)), 0);
        ivec2 _e58 = local;
        imageStore(_group_0_binding_1_cs, _e58, vec4(1.0));
    }
}

