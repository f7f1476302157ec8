#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { int _group_0_binding_1_cs[]; };

layout(std430, binding = 2) readonly buffer type_5_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { int _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    int x = 0;
    uint y = 0u;
    uint p = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = _group_0_binding_0_cs[1].z;
    {
        uint _e13 = oclvk_group_id.x;
        uint _e17 = _group_0_binding_0_cs[4].x;
        uint _e21 = oclvk_local_size.x;
        uint _e24 = oclvk_local_id.x;
        uint _e30 = _group_0_binding_0_cs[2].x;
        i = ((((_e13 + _e17) * _e21) + _e24) + _e30);
        uint _e34 = i;
        if ((_e34 >= _e10)) {
            return;
        }
        uint _e37 = i;
        int _e42 = _group_0_binding_1_cs[(0 + int(_e37))];
        uint _e48 = i;
        int _e53 = _group_0_binding_1_cs[(0 + int(_e48))];
        x = (int((uint(_e42) & 65535u)) - int((uint((_e53 >> 16u)) & 65535u)));
        uint _e66 = i;
        uint _e71 = _group_0_binding_2_cs[(0 + int(_e66))];
        y = _e71;
        uint _e74 = y;
        p = (_e74 * 2654435761u);
        uint _e80 = i;
        uint _e85 = p;
        int _e88 = x;
        int _e90 = x;
        uint _e94 = p;
        uint _e103 = y;
        _group_0_binding_3_cs[(0 + int((4u * _e80)))] = (((int(_e85) ^ (_e88 * _e90)) ^ int((~(_e94) << 2u))) ^ int((_e103 >> 3u)));
        uint _e114 = i;
        int _e121 = x;
        uint _e128 = y;
        uint _e135 = y;
        int _e141 = x;
        bool _e144 = (_e141 < 0);
        int _e153 = int((uint((_e144 ? -(_e141) : _e141)) % uint(((9 < 0) ? -9 : 9))));
        _group_0_binding_3_cs[(0 + int(((4u * _e114) + 1u)))] = (((int((_e121 < -5)) + (2 * int((_e128 >= 2147483648u)))) + int((_e135 / 3u))) + (_e144 ? -(_e153) : _e153));
        uint _e161 = i;
        uint _e168 = i;
        uint _e173 = y;
        uint _e180 = y;
        _group_0_binding_3_cs[(0 + int(((4u * _e161) + 2u)))] = ((int(min(_e168, 100u)) + int((float(_e173) * 0.5))) + int(min(_e180, 2147483647u)));
        uint _e189 = i;
        int _e196 = x;
        uint _e203 = y;
        uint _e207 = (_e203 & 65535u);
        uint _e208 = (_e203 >> 16u);
        uint _e212 = (_e207 * 0u);
        uint _e213 = (_e208 * 3u);
        int _e229 = x;
        uint _e230 = uint(_e229);
        _group_0_binding_3_cs[(0 + int(((4u * _e189) + 3u)))] = (((_e196 >> 4u) ^ int(((((_e208 * 0u) + (_e212 >> 16u)) + (_e213 >> 16u)) + (((((_e207 * 3u) >> 16u) + (_e212 & 65535u)) + (_e213 & 65535u)) >> 16u)))) ^ int(((_e230 << 5u) | (_e230 >> 27u))));
    }
}

