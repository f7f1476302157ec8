#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[6]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { int _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_3_block_2Compute { int _group_0_binding_2_cs[]; };

layout(std430, binding = 3) readonly buffer type_5_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430, binding = 4) buffer type_5_block_4Compute { float _group_0_binding_4_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);

shared int oclvk_collective_0_[64];

shared uint oclvk_collective_1_[64];

shared float oclvk_collective_2_[64];


void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    uint g = 0u;
    int x = 0;
    uint local = 0u;
    uint local_1 = 0u;
    uint local_2 = 0u;
    uint local_3 = 0u;
    uint local_4 = 0u;
    uint local_5 = 0u;
    uint local_6 = 0u;
    uint local_7 = 0u;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e10 = oclvk_group_id.x;
        uint _e14 = _group_0_binding_0_cs[4].x;
        uint _e18 = oclvk_local_size.x;
        uint _e21 = oclvk_local_id.x;
        uint _e27 = _group_0_binding_0_cs[2].x;
        uint _e32 = _group_0_binding_0_cs[2].x;
        uint _e36 = oclvk_group_id.y;
        uint _e40 = _group_0_binding_0_cs[4].y;
        uint _e44 = oclvk_local_size.y;
        uint _e47 = oclvk_local_id.y;
        uint _e53 = _group_0_binding_0_cs[2].z;
        uint _e58 = _group_0_binding_0_cs[2].z;
        uint _e62 = oclvk_group_id.z;
        uint _e66 = _group_0_binding_0_cs[4].z;
        uint _e70 = oclvk_local_size.z;
        uint _e73 = oclvk_local_id.z;
        uint _e79 = _group_0_binding_0_cs[3].x;
        uint _e84 = _group_0_binding_0_cs[3].x;
        uint _e89 = _group_0_binding_0_cs[5].x;
        uint _e93 = _group_0_binding_0_cs[5].y;
        g = (((((((((_e62 + _e66) * _e70) + _e73) + _e79) - _e84) * _e93) + (((((_e36 + _e40) * _e44) + _e47) + _e53) - _e58)) * _e89) + (((((_e10 + _e14) * _e18) + _e21) + _e27) - _e32));
        uint _e100 = g;
        int _e105 = _group_0_binding_1_cs[(0 + int(_e100))];
        x = _e105;
        uint _e109 = g;
        int _e114 = x;
        uint _e117 = oclvk_local_size.x;
        uint _e120 = oclvk_local_size.y;
        uint _e123 = oclvk_local_size.z;
        uint _e126 = oclvk_local_id.x;
        uint _e129 = oclvk_local_id.y;
        uint _e132 = oclvk_local_id.z;
        uint _e138 = ((_e117 * ((_e120 * _e132) + _e129)) + _e126);
        oclvk_collective_0_[_e138] = _e114;
        memoryBarrierShared();
        barrier();
        local = ((_e117 * _e120) * _e123);
        while(true) {
            uint _e142 = local;
            if ((_e142 <= 1u)) {
                break;
            }
            uint _e146 = ((_e142 + 1u) >> 1u);
            uint _e147 = (_e138 + _e146);
            if ((_e147 < _e142)) {
                int _e151 = oclvk_collective_0_[_e138];
                int _e154 = oclvk_collective_0_[_e147];
                oclvk_collective_0_[_e138] = (_e151 + _e154);
            }
            memoryBarrierShared();
            barrier();
            local = _e146;
        }
        int _e161 = oclvk_collective_0_[0u];
        memoryBarrierShared();
        barrier();
        _group_0_binding_2_cs[(0 + int((6u * _e109)))] = _e161;
        uint _e166 = g;
        int _e173 = x;
        uint _e176 = oclvk_local_size.x;
        uint _e179 = oclvk_local_size.y;
        uint _e182 = oclvk_local_size.z;
        uint _e185 = oclvk_local_id.x;
        uint _e188 = oclvk_local_id.y;
        uint _e191 = oclvk_local_id.z;
        uint _e197 = ((_e176 * ((_e179 * _e191) + _e188)) + _e185);
        oclvk_collective_0_[_e197] = _e173;
        memoryBarrierShared();
        barrier();
        local_1 = 1u;
        while(true) {
            uint _e202 = local_1;
            if ((_e202 >= ((_e176 * _e179) * _e182))) {
                break;
            }
            int _e206 = oclvk_collective_0_[_e197];
            bool _e207 = (_e197 >= _e202);
            int _e213 = oclvk_collective_0_[(_e207 ? (_e197 - _e202) : 0u)];
            memoryBarrierShared();
            barrier();
            oclvk_collective_0_[_e197] = (_e207 ? min(_e213, _e206) : _e206);
            memoryBarrierShared();
            barrier();
            local_1 = (_e202 << 1u);
        }
        int _e222 = oclvk_collective_0_[_e197];
        memoryBarrierShared();
        barrier();
        _group_0_binding_2_cs[(0 + int(((6u * _e166) + 1u)))] = _e222;
        uint _e227 = g;
        int _e234 = x;
        uint _e237 = oclvk_local_size.x;
        uint _e240 = oclvk_local_size.y;
        uint _e243 = oclvk_local_size.z;
        uint _e246 = oclvk_local_id.x;
        uint _e249 = oclvk_local_id.y;
        uint _e252 = oclvk_local_id.z;
        uint _e258 = ((_e237 * ((_e240 * _e252) + _e249)) + _e246);
        oclvk_collective_0_[_e258] = _e234;
        memoryBarrierShared();
        barrier();
        local_2 = 1u;
        while(true) {
            uint _e263 = local_2;
            if ((_e263 >= ((_e237 * _e240) * _e243))) {
                break;
            }
            int _e267 = oclvk_collective_0_[_e258];
            bool _e268 = (_e258 >= _e263);
            int _e274 = oclvk_collective_0_[(_e268 ? (_e258 - _e263) : 0u)];
            memoryBarrierShared();
            barrier();
            oclvk_collective_0_[_e258] = (_e268 ? max(_e274, _e267) : _e267);
            memoryBarrierShared();
            barrier();
            local_2 = (_e263 << 1u);
        }
        bool _e282 = (_e258 > 0u);
        int _e287 = oclvk_collective_0_[(_e282 ? (_e258 - 1u) : 0u)];
        memoryBarrierShared();
        barrier();
        _group_0_binding_2_cs[(0 + int(((6u * _e227) + 2u)))] = (_e282 ? _e287 : -2147483648);
        uint _e294 = g;
        int _e301 = x;
        uint _e304 = oclvk_local_size.x;
        uint _e307 = oclvk_local_size.y;
        uint _e310 = oclvk_local_size.z;
        uint _e313 = oclvk_local_id.x;
        uint _e316 = oclvk_local_id.y;
        uint _e319 = oclvk_local_id.z;
        uint _e328 = oclvk_local_size.x;
        uint _e334 = oclvk_local_size.x;
        if ((((_e304 * ((_e307 * _e319) + _e316)) + _e313) == ((_e328 - 1u) + (_e334 * 0u)))) {
            oclvk_collective_0_[0u] = _e301;
        }
        memoryBarrierShared();
        barrier();
        int _e343 = oclvk_collective_0_[0u];
        memoryBarrierShared();
        barrier();
        _group_0_binding_2_cs[(0 + int(((6u * _e294) + 3u)))] = _e343;
        uint _e348 = g;
        int _e355 = x;
        uint _e363 = oclvk_local_size.x;
        uint _e366 = oclvk_local_size.y;
        uint _e369 = oclvk_local_size.z;
        uint _e372 = oclvk_local_id.x;
        uint _e375 = oclvk_local_id.y;
        uint _e378 = oclvk_local_id.z;
        uint _e384 = ((_e363 * ((_e366 * _e378) + _e375)) + _e372);
        oclvk_collective_1_[_e384] = ((_e355 != 0) ? 1u : 0u);
        memoryBarrierShared();
        barrier();
        local_3 = ((_e363 * _e366) * _e369);
        while(true) {
            uint _e388 = local_3;
            if ((_e388 <= 1u)) {
                break;
            }
            uint _e392 = ((_e388 + 1u) >> 1u);
            uint _e393 = (_e384 + _e392);
            if ((_e393 < _e388)) {
                uint _e397 = oclvk_collective_1_[_e384];
                uint _e400 = oclvk_collective_1_[_e393];
                oclvk_collective_1_[_e384] = min(_e397, _e400);
            }
            memoryBarrierShared();
            barrier();
            local_3 = _e392;
        }
        uint _e407 = oclvk_collective_1_[0u];
        memoryBarrierShared();
        barrier();
        int _e411 = x;
        uint _e419 = oclvk_local_size.x;
        uint _e422 = oclvk_local_size.y;
        uint _e425 = oclvk_local_size.z;
        uint _e428 = oclvk_local_id.x;
        uint _e431 = oclvk_local_id.y;
        uint _e434 = oclvk_local_id.z;
        uint _e440 = ((_e419 * ((_e422 * _e434) + _e431)) + _e428);
        oclvk_collective_1_[_e440] = ((_e411 != 0) ? 1u : 0u);
        memoryBarrierShared();
        barrier();
        local_4 = ((_e419 * _e422) * _e425);
        while(true) {
            uint _e444 = local_4;
            if ((_e444 <= 1u)) {
                break;
            }
            uint _e448 = ((_e444 + 1u) >> 1u);
            uint _e449 = (_e440 + _e448);
            if ((_e449 < _e444)) {
                uint _e453 = oclvk_collective_1_[_e440];
                uint _e456 = oclvk_collective_1_[_e449];
                oclvk_collective_1_[_e440] = max(_e453, _e456);
            }
            memoryBarrierShared();
            barrier();
            local_4 = _e448;
        }
        uint _e463 = oclvk_collective_1_[0u];
        memoryBarrierShared();
        barrier();
        _group_0_binding_2_cs[(0 + int(((6u * _e348) + 4u)))] = (int(_e407) + (2 * int(_e463)));
        uint _e471 = g;
        int _e478 = x;
        uint _e482 = oclvk_local_size.x;
        uint _e485 = oclvk_local_size.y;
        uint _e488 = oclvk_local_size.z;
        uint _e491 = oclvk_local_id.x;
        uint _e494 = oclvk_local_id.y;
        uint _e497 = oclvk_local_id.z;
        uint _e503 = ((_e482 * ((_e485 * _e497) + _e494)) + _e491);
        oclvk_collective_1_[_e503] = uint(_e478);
        memoryBarrierShared();
        barrier();
        local_5 = ((_e482 * _e485) * _e488);
        while(true) {
            uint _e507 = local_5;
            if ((_e507 <= 1u)) {
                break;
            }
            uint _e511 = ((_e507 + 1u) >> 1u);
            uint _e512 = (_e503 + _e511);
            if ((_e512 < _e507)) {
                uint _e516 = oclvk_collective_1_[_e503];
                uint _e519 = oclvk_collective_1_[_e512];
                oclvk_collective_1_[_e503] = max(_e516, _e519);
            }
            memoryBarrierShared();
            barrier();
            local_5 = _e511;
        }
        uint _e526 = oclvk_collective_1_[0u];
        memoryBarrierShared();
        barrier();
        _group_0_binding_2_cs[(0 + int(((6u * _e471) + 5u)))] = int(_e526);
        uint _e531 = g;
        uint _e535 = g;
        float _e540 = _group_0_binding_3_cs[(0 + int(_e535))];
        uint _e543 = oclvk_local_size.x;
        uint _e546 = oclvk_local_size.y;
        uint _e549 = oclvk_local_size.z;
        uint _e552 = oclvk_local_id.x;
        uint _e555 = oclvk_local_id.y;
        uint _e558 = oclvk_local_id.z;
        uint _e564 = ((_e543 * ((_e546 * _e558) + _e555)) + _e552);
        oclvk_collective_2_[_e564] = _e540;
        memoryBarrierShared();
        barrier();
        local_6 = ((_e543 * _e546) * _e549);
        while(true) {
            uint _e568 = local_6;
            if ((_e568 <= 1u)) {
                break;
            }
            uint _e572 = ((_e568 + 1u) >> 1u);
            uint _e573 = (_e564 + _e572);
            if ((_e573 < _e568)) {
                float _e577 = oclvk_collective_2_[_e564];
                float _e580 = oclvk_collective_2_[_e573];
                oclvk_collective_2_[_e564] = (((floatBitsToUint(_e577) & 2147483647u) > 2139095040u) ? _e580 : (((floatBitsToUint(_e580) & 2147483647u) > 2139095040u) ? _e577 : min(_e577, _e580)));
            }
            memoryBarrierShared();
            barrier();
            local_6 = _e572;
        }
        float _e599 = oclvk_collective_2_[0u];
        memoryBarrierShared();
        barrier();
        uint _e601 = g;
        float _e606 = _group_0_binding_3_cs[(0 + int(_e601))];
        uint _e609 = oclvk_local_size.x;
        uint _e612 = oclvk_local_size.y;
        uint _e615 = oclvk_local_size.z;
        uint _e618 = oclvk_local_id.x;
        uint _e621 = oclvk_local_id.y;
        uint _e624 = oclvk_local_id.z;
        uint _e630 = ((_e609 * ((_e612 * _e624) + _e621)) + _e618);
        oclvk_collective_2_[_e630] = _e606;
        memoryBarrierShared();
        barrier();
        local_7 = 1u;
        while(true) {
            uint _e635 = local_7;
            if ((_e635 >= ((_e609 * _e612) * _e615))) {
                break;
            }
            float _e639 = oclvk_collective_2_[_e630];
            bool _e640 = (_e630 >= _e635);
            float _e646 = oclvk_collective_2_[(_e640 ? (_e630 - _e635) : 0u)];
            memoryBarrierShared();
            barrier();
            oclvk_collective_2_[_e630] = (_e640 ? (_e646 + _e639) : _e639);
            memoryBarrierShared();
            barrier();
            local_7 = (_e635 << 1u);
        }
        bool _e654 = (_e630 > 0u);
        float _e659 = oclvk_collective_2_[(_e654 ? (_e630 - 1u) : 0u)];
        memoryBarrierShared();
        barrier();
        _group_0_binding_4_cs[(0 + int(_e531))] = (_e599 + (_e654 ? _e659 : 0.0));
    }
}

