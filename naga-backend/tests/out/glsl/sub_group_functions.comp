#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[5]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { int _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { int _group_0_binding_2_cs[]; };

layout(std430, binding = 3) readonly buffer type_5_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430, binding = 4) buffer type_5_block_4Compute { float _group_0_binding_4_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uint oclvk_sub_group_size = 0u;

uint oclvk_sub_group_local_id = 0u;

uint oclvk_sub_group_id = 0u;

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint sub_group_size = gl_SubgroupSize;
    uint sub_group_local_id = gl_SubgroupInvocationID;
    uint sub_group_id = gl_SubgroupID;
    uint g = 0u;
    int x = 0;
    int local = 0;
    uint local_1 = 0u;
    uint local_2 = 0u;
    uint local_3 = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e16 = oclvk_group_id.x;
        uint _e20 = _group_0_binding_0_cs[4].x;
        uint _e24 = oclvk_local_size.x;
        uint _e27 = oclvk_local_id.x;
        uint _e33 = _group_0_binding_0_cs[2].x;
        g = ((((_e16 + _e20) * _e24) + _e27) + _e33);
        uint _e37 = g;
        int _e42 = _group_0_binding_1_cs[(0 + int(_e37))];
        x = _e42;
        uint _e46 = g;
        uint _e52 = oclvk_local_size.x;
        uint _e55 = oclvk_local_size.y;
        uint _e58 = oclvk_local_size.z;
        uint _e62 = oclvk_sub_group_size;
        uint _e64 = oclvk_sub_group_id;
        uint _e70 = oclvk_sub_group_size;
        _group_0_binding_2_cs[(0 + int((8u * _e46)))] = int((min(_e62, (((_e52 * _e55) * _e58) - (_e64 * _e62))) + (100u * _e70)));
        uint _e78 = g;
        uint _e86 = oclvk_local_size.x;
        uint _e89 = oclvk_local_size.y;
        uint _e92 = oclvk_local_size.z;
        uint _e96 = oclvk_sub_group_size;
        uint _e103 = oclvk_sub_group_id;
        _group_0_binding_2_cs[(0 + int(((8u * _e78) + 1u)))] = int(((((((_e86 * _e89) * _e92) + _e96) - 1u) / _e96) + (100u * _e103)));
        uint _e111 = g;
        uint _e118 = oclvk_sub_group_local_id;
        _group_0_binding_2_cs[(0 + int(((8u * _e111) + 2u)))] = int(_e118);
        uint _e124 = g;
        int _e131 = x;
        bool _e134 = subgroupAll((_e131 != 0));
        int _e140 = x;
        bool _e143 = subgroupAny((_e140 != 0));
        _group_0_binding_2_cs[(0 + int(((8u * _e124) + 3u)))] = ((_e134 ? 1 : 0) + (2 * (_e143 ? 1 : 0)));
        uint _e153 = g;
        int _e160 = x;
        int _e162 = subgroupShuffle(_e160, 1u);
        _group_0_binding_2_cs[(0 + int(((8u * _e153) + 4u)))] = _e162;
        uint _e167 = g;
        int _e174 = x;
        int _e175 = subgroupAdd(_e174);
        _group_0_binding_2_cs[(0 + int(((8u * _e167) + 5u)))] = _e175;
        uint _e180 = g;
        int _e187 = x;
        local = _e187;
        local_1 = 1u;
        while(true) {
            uint _e191 = local_1;
            uint _e193 = oclvk_sub_group_size;
            if ((_e191 >= _e193)) {
                break;
            }
            int _e195 = local;
            int _e196 = subgroupShuffleUp(_e195, _e191);
            uint _e198 = oclvk_sub_group_local_id;
            local = ((_e198 >= _e191) ? min(_e196, _e195) : _e195);
            local_1 = (_e191 << 1u);
        }
        int _e204 = local;
        _group_0_binding_2_cs[(0 + int(((8u * _e180) + 6u)))] = _e204;
        uint _e209 = g;
        int _e216 = x;
        local_2 = uint(_e216);
        local_3 = 1u;
        while(true) {
            uint _e221 = local_3;
            uint _e223 = oclvk_sub_group_size;
            if ((_e221 >= _e223)) {
                break;
            }
            uint _e225 = local_2;
            uint _e226 = subgroupShuffleUp(_e225, _e221);
            uint _e228 = oclvk_sub_group_local_id;
            local_2 = ((_e228 >= _e221) ? max(_e226, _e225) : _e225);
            local_3 = (_e221 << 1u);
        }
        uint _e234 = local_2;
        uint _e235 = subgroupShuffleUp(_e234, 1u);
        uint _e237 = oclvk_sub_group_local_id;
        _group_0_binding_2_cs[(0 + int(((8u * _e209) + 7u)))] = int(((_e237 > 0u) ? _e235 : 0u));
        uint _e246 = g;
        uint _e250 = g;
        float _e255 = _group_0_binding_3_cs[(0 + int(_e250))];
        float _e256 = subgroupMax(_e255);
        uint _e258 = g;
        float _e263 = _group_0_binding_3_cs[(0 + int(_e258))];
        float _e264 = subgroupInclusiveAdd(_e263);
        _group_0_binding_4_cs[(0 + int(_e246))] = (_e256 + _e264);
    }
}

