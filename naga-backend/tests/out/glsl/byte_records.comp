#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct Tagged {
    uint tag;
    int s;
    int v;
};
layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) buffer type_8_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { int _group_0_binding_2_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);

shared uint tile[32];


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint i = 0u;
    uint l = 0u;
    Tagged t = Tagged(0u, 0, 0);
    Tagged local = Tagged(0u, 0, 0);
    Tagged local_1 = Tagged(0u, 0, 0);
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e7 = _group_0_binding_0_cs[0].x;
    uint _e15 = _group_0_binding_0_cs[0].x;
    uint _e27 = _group_0_binding_0_cs[0].y;
    Tagged _e29 = Tagged(((_e7 & 255u) & 255u), ((int(((_e15 >> 16u) & 65535u)) << 16u) >> 16u), int(_e27));
    {
        uint _e34 = oclvk_group_id.x;
        uint _e38 = _group_0_binding_0_cs[3].x;
        uint _e42 = oclvk_local_size.x;
        uint _e45 = oclvk_local_id.x;
        uint _e51 = _group_0_binding_0_cs[1].z;
        i = ((((_e34 + _e38) * _e42) + _e45) + _e51);
        uint _e56 = oclvk_local_id.x;
        l = _e56;
        uint _e59 = i;
        uint _e63 = i;
        int _e72 = (((0 + int(_e59)) * 8) >> 2u);
        atomicAnd(_group_0_binding_1_cs[_e72], 4294967040u);
        atomicOr(_group_0_binding_1_cs[_e72], ((_e63 & 255u) & 255u));
        uint _e80 = l;
        uint _e85 = i;
        int _e89 = ((0 + int(_e85)) * 8);
        uint _e94 = atomicOr(_group_0_binding_1_cs[(_e89 >> 2u)], 0u);
        uint _e104 = atomicOr(_group_0_binding_1_cs[((_e89 + 2) >> 2u)], 0u);
        uint _e117 = atomicOr(_group_0_binding_1_cs[((_e89 + 4) >> 2u)], 0u);
        Tagged _e119 = Tagged(bitfieldExtract(_e94, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), (int((_e104 << 0u)) >> 16u), int(_e117));
        int _e121 = (int((_e80 % 16u)) * 8);
        tile[(_e121 >> 2u)] = ((_e119.tag & 255u) | ((uint(_e119.s) & 65535u) << 16u));
        tile[((_e121 + 4) >> 2u)] = uint(_e119.v);
        memoryBarrierShared();
        barrier();
        uint _e147 = l;
        int _e153 = (int((15u - (_e147 % 16u))) * 8);
        uint _e158 = tile[(_e153 >> 2u)];
        uint _e168 = tile[((_e153 + 2) >> 2u)];
        uint _e181 = tile[((_e153 + 4) >> 2u)];
        t = Tagged(bitfieldExtract(_e158, int(min(0u, 32u)), int(min(8u, 32u - min(0u, 32u)))), (int((_e168 << 0u)) >> 16u), int(_e181));
        int _e187 = t.s;
        local = _e29;
        int _e191 = local.s;
        t.s = (((_e187 + _e191) << 16u) >> 16u);
        uint _e199 = i;
        Tagged _e203 = t;
        int _e205 = ((0 + int(_e199)) * 8);
        atomicExchange(_group_0_binding_1_cs[(_e205 >> 2u)], ((_e203.tag & 255u) | ((uint(_e203.s) & 65535u) << 16u)));
        atomicExchange(_group_0_binding_1_cs[((_e205 + 4) >> 2u)], uint(_e203.v));
        uint _e230 = i;
        uint _e235 = t.tag;
        int _e239 = t.v;
        local_1 = _e29;
        uint _e244 = local_1.tag;
        _group_0_binding_2_cs[(0 + int(_e230))] = ((int(_e235) + _e239) + int(_e244));
    }
}

