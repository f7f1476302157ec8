cbuffer extensions_args : register(b0) { uint4 extensions_args[6]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
RWByteAddressBuffer masks : register(u3);
RWByteAddressBuffer f : register(u4);
RWByteAddressBuffer s : register(u5);
RWByteAddressBuffer c : register(u6);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint oclvk_sub_group_size = (uint)0;
static uint oclvk_sub_group_local_id = (uint)0;
static uint oclvk_sub_group_id = (uint)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

struct ComputeInput_extensions {
    uint3 local_id_1 : SV_GroupThreadID;
    uint3 group_id_1 : SV_GroupID;
    uint local_invocation_index : SV_GroupIndex;
};

uint naga_extractBits(
    uint e,
    uint offset,
    uint count
) {
    uint w = 32;
    uint o = min(offset, w);
    uint c = min(count, w - o);
    return (c == 0 ? 0 : (e << (w - c - o)) >> (w - c));
}
uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void extensions(ComputeInput_extensions computeinput_extensions)
{
    uint3 local_id = computeinput_extensions.local_id_1;
    uint3 group_id = computeinput_extensions.group_id_1;
    uint sub_group_size = WaveGetLaneCount();
    uint sub_group_local_id = WaveGetLaneIndex();
    uint sub_group_id = computeinput_extensions.local_invocation_index / WaveGetLaneCount();
    uint64_t g = (uint64_t)0;
    int x = (int)0;
    uint lid = (uint)0;
    int o_index0_ = (int)0;
    uint4 odd = (uint4)0;
    int local = (int)0;
    uint local_1 = (uint)0;
    int local_2 = (int)0;
    uint local_3 = (uint)0;
    uint local_4 = (uint)0;
    uint local_5 = (uint)0;
    float local_6 = (float)0;
    uint local_7 = (uint)0;
    int local_8 = (int)0;
    int local_9 = (int)0;
    uint local_10 = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e18 = oclvk_group_id.x;
        uint _e22 = extensions_args[5].x;
        uint _e26 = oclvk_local_size.x;
        uint _e29 = oclvk_local_id.x;
        uint _e35 = extensions_args[3].x;
        g = uint64_t(((((_e18 + _e22) * _e26) + _e29) + _e35));
        uint64_t _e40 = g;
        int _e45 = asint(in_.Load(asint(asuint(int(0)) + asuint(int(_e40)))*4));
        x = _e45;
        uint _e48 = oclvk_sub_group_local_id;
        lid = _e48;
        uint64_t _e52 = g;
        o_index0_ = asint(asuint(int(0)) + asuint(int((24uL * _e52))));
        int _e58 = o_index0_;
        uint _e62 = oclvk_sub_group_local_id;
        const uint _e63 = WaveReadLaneFirst(_e62);
        int _e70 = x;
        const bool _e73 = WaveActiveAllTrue((_e70 != int(0)));
        int _e81 = x;
        const bool _e84 = WaveActiveAnyTrue((_e81 != int(0)));
        out_.Store(asint(asuint(_e58) + asuint(int(0)))*4, asuint(asint(asuint(asint(asuint(((_e62 == _e63) ? int(1) : int(0))) + asuint(asint(asuint(int(2)) * asuint((_e73 ? int(1) : int(0))))))) + asuint(asint(asuint(int(4)) * asuint((_e84 ? int(1) : int(0))))))));
        int _e93 = o_index0_;
        int _e97 = x;
        const int _e98 = WaveReadLaneFirst(_e97);
        const bool _e100 = WaveActiveAllTrue((_e97 == _e98));
        int _e106 = x;
        int _e109 = ((_e106 << 24u) >> 24u);
        const int _e110 = WaveReadLaneFirst(_e109);
        const bool _e112 = WaveActiveAllTrue((_e109 == _e110));
        out_.Store(asint(asuint(_e93) + asuint(int(1)))*4, asuint(asint(asuint((_e100 ? int(1) : int(0))) + asuint(asint(asuint(int(2)) * asuint((_e112 ? int(1) : int(0))))))));
        int _e121 = o_index0_;
        int _e125 = x;
        const int _e127 = WaveReadLaneAt(_e125, 0u);
        int _e129 = x;
        const int _e130 = WaveReadLaneFirst(_e129);
        out_.Store(asint(asuint(_e121) + asuint(int(2)))*4, asuint(asint(asuint(_e127) + asuint(_e130))));
        int _e135 = x;
        const uint4 _e140 = WaveActiveBallot(((_e135 & int(1)) != int(0)));
        odd = _e140;
        int _e143 = o_index0_;
        uint4 _e147 = odd;
        uint _e149 = oclvk_sub_group_local_id;
        uint4 _e167 = odd;
        out_.Store(asint(asuint(_e143) + asuint(int(3)))*4, asuint(asint(asuint(((((_e147[((_e149 >> 5u) & 3u)] >> (_e149 & 31u)) & 1u) != 0u) ? int(1) : int(0))) + asuint(asint(asuint(int(2)) * asuint(((((_e167[0u] >> 3u) & 1u) != 0u) ? int(1) : int(0))))))));
        int _e189 = o_index0_;
        uint4 _e193 = odd;
        uint _e195 = oclvk_sub_group_size;
        uint4 _e228 = countbits((_e193 & uint4(naga_extractBits(4294967295u, 0u, min(_e195, 32u)), naga_extractBits(4294967295u, 0u, min((max(_e195, 32u) - 32u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e195, 64u) - 64u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e195, 96u) - 96u), 32u)))));
        uint4 _e237 = odd;
        uint _e239 = oclvk_sub_group_local_id;
        uint _e241 = (_e239 + 1u);
        uint4 _e274 = countbits((_e237 & uint4(naga_extractBits(4294967295u, 0u, min(_e241, 32u)), naga_extractBits(4294967295u, 0u, min((max(_e241, 32u) - 32u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e241, 64u) - 64u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e241, 96u) - 96u), 32u)))));
        out_.Store(asint(asuint(_e189) + asuint(int(4)))*4, asuint(int(((((_e228.x + _e228.y) + _e228.z) + _e228.w) + (((_e274.x + _e274.y) + _e274.z) + _e274.w)))));
        int _e287 = o_index0_;
        uint4 _e291 = odd;
        uint _e293 = oclvk_sub_group_local_id;
        uint4 _e326 = countbits((_e291 & uint4(naga_extractBits(4294967295u, 0u, min(_e293, 32u)), naga_extractBits(4294967295u, 0u, min((max(_e293, 32u) - 32u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e293, 64u) - 64u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e293, 96u) - 96u), 32u)))));
        out_.Store(asint(asuint(_e287) + asuint(int(5)))*4, asuint(int((((_e326.x + _e326.y) + _e326.z) + _e326.w))));
        int _e338 = o_index0_;
        uint4 _e342 = odd;
        uint _e344 = oclvk_sub_group_size;
        uint4 _e376 = (_e342 & uint4(naga_extractBits(4294967295u, 0u, min(_e344, 32u)), naga_extractBits(4294967295u, 0u, min((max(_e344, 32u) - 32u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e344, 64u) - 64u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e344, 96u) - 96u), 32u))));
        uint4 _e404 = odd;
        uint _e406 = oclvk_sub_group_size;
        uint4 _e438 = (_e404 & uint4(naga_extractBits(4294967295u, 0u, min(_e406, 32u)), naga_extractBits(4294967295u, 0u, min((max(_e406, 32u) - 32u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e406, 64u) - 64u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e406, 96u) - 96u), 32u))));
        out_.Store(asint(asuint(_e338) + asuint(int(6)))*4, asuint(int((((_e376.x != 0u) ? (0u + firstbitlow(_e376.x)) : ((_e376.y != 0u) ? (32u + firstbitlow(_e376.y)) : ((_e376.z != 0u) ? (64u + firstbitlow(_e376.z)) : (96u + firstbitlow(_e376.w))))) + (100u * ((_e438.w != 0u) ? (96u + firstbithigh(_e438.w)) : ((_e438.z != 0u) ? (64u + firstbithigh(_e438.z)) : ((_e438.y != 0u) ? (32u + firstbithigh(_e438.y)) : (0u + firstbithigh(_e438.x))))))))));
        uint64_t _e471 = g;
        uint _e476 = oclvk_sub_group_local_id;
        uint _e478 = (_e476 + 1u);
        masks.Store4(asint(asuint(int(0)) + asuint(int((5uL * _e471))))*16, asuint(uint4((naga_extractBits(4294967295u, 0u, min(_e478, 32u)) & ~(naga_extractBits(4294967295u, 0u, min(_e476, 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e478, 32u) - 32u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e476, 32u) - 32u), 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e478, 64u) - 64u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e476, 64u) - 64u), 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e478, 96u) - 96u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e476, 96u) - 96u), 32u)))))));
        uint64_t _e552 = g;
        uint _e559 = oclvk_sub_group_local_id;
        uint _e563 = oclvk_sub_group_size;
        masks.Store4(asint(asuint(int(0)) + asuint(int(((5uL * _e552) + 1uL))))*16, asuint(uint4((naga_extractBits(4294967295u, 0u, min(_e563, 32u)) & ~(naga_extractBits(4294967295u, 0u, min(_e559, 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e563, 32u) - 32u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e559, 32u) - 32u), 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e563, 64u) - 64u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e559, 64u) - 64u), 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e563, 96u) - 96u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e559, 96u) - 96u), 32u)))))));
        uint64_t _e637 = g;
        uint _e644 = oclvk_sub_group_local_id;
        uint _e646 = (_e644 + 1u);
        uint _e648 = oclvk_sub_group_size;
        masks.Store4(asint(asuint(int(0)) + asuint(int(((5uL * _e637) + 2uL))))*16, asuint(uint4((naga_extractBits(4294967295u, 0u, min(_e648, 32u)) & ~(naga_extractBits(4294967295u, 0u, min(_e646, 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e648, 32u) - 32u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e646, 32u) - 32u), 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e648, 64u) - 64u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e646, 64u) - 64u), 32u)))), (naga_extractBits(4294967295u, 0u, min((max(_e648, 96u) - 96u), 32u)) & ~(naga_extractBits(4294967295u, 0u, min((max(_e646, 96u) - 96u), 32u)))))));
        uint64_t _e722 = g;
        uint _e729 = oclvk_sub_group_local_id;
        uint _e731 = (_e729 + 1u);
        masks.Store4(asint(asuint(int(0)) + asuint(int(((5uL * _e722) + 3uL))))*16, asuint(uint4(naga_extractBits(4294967295u, 0u, min(_e731, 32u)), naga_extractBits(4294967295u, 0u, min((max(_e731, 32u) - 32u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e731, 64u) - 64u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e731, 96u) - 96u), 32u)))));
        uint64_t _e767 = g;
        uint _e774 = oclvk_sub_group_local_id;
        masks.Store4(asint(asuint(int(0)) + asuint(int(((5uL * _e767) + 4uL))))*16, asuint(uint4(naga_extractBits(4294967295u, 0u, min(_e774, 32u)), naga_extractBits(4294967295u, 0u, min((max(_e774, 32u) - 32u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e774, 64u) - 64u), 32u)), naga_extractBits(4294967295u, 0u, min((max(_e774, 96u) - 96u), 32u)))));
        int _e811 = x;
        if ((_e811 > int(3))) {
            int _e815 = o_index0_;
            int _e819 = x;
            const int _e820 = WaveActiveProduct(_e819);
            int _e822 = x;
            const int _e823 = WaveActiveBitXor(_e822);
            out_.Store(asint(asuint(_e815) + asuint(int(7)))*4, asuint(asint(asuint(_e820) + asuint(_e823))));
            int _e828 = o_index0_;
            int _e832 = x;
            const uint4 _e833 = WaveActiveBallot(true);
            local = int(0);
            local_1 = 0u;
            while(true) {
                uint _e838 = local_1;
                uint _e840 = oclvk_sub_group_size;
                if ((_e838 >= _e840)) {
                    break;
                }
                const int _e842 = WaveReadLaneAt(_e832, _e838);
                uint _e844 = oclvk_sub_group_local_id;
                int _e859 = local;
                local = (((_e838 <= _e844) && (((_e833[((_e838 >> 5u) & 3u)] >> (_e838 & 31u)) & 1u) != 0u)) ? (_e859 | _e842) : _e859);
                local_1 = (_e838 + 1u);
            }
            int _e864 = local;
            out_.Store(asint(asuint(_e828) + asuint(int(8)))*4, asuint(_e864));
            int _e868 = o_index0_;
            int _e872 = x;
            const uint4 _e873 = WaveActiveBallot(true);
            local_2 = int(2147483647);
            local_3 = 0u;
            while(true) {
                uint _e878 = local_3;
                uint _e880 = oclvk_sub_group_size;
                if ((_e878 >= _e880)) {
                    break;
                }
                const int _e882 = WaveReadLaneAt(_e872, _e878);
                uint _e884 = oclvk_sub_group_local_id;
                int _e899 = local_2;
                local_2 = (((_e878 < _e884) && (((_e873[((_e878 >> 5u) & 3u)] >> (_e878 & 31u)) & 1u) != 0u)) ? min(_e899, _e882) : _e899);
                local_3 = (_e878 + 1u);
            }
            int _e904 = local_2;
            out_.Store(asint(asuint(_e868) + asuint(int(9)))*4, asuint(_e904));
            int _e908 = o_index0_;
            int _e912 = x;
            const uint _e920 = WaveActiveBitAnd((((_e912 & int(1)) != int(0)) ? 1u : 0u));
            int _e924 = x;
            const uint4 _e932 = WaveActiveBallot(true);
            local_4 = 0u;
            local_5 = 0u;
            while(true) {
                uint _e937 = local_5;
                uint _e939 = oclvk_sub_group_size;
                if ((_e937 >= _e939)) {
                    break;
                }
                const uint _e941 = WaveReadLaneAt((((_e924 & int(2)) != int(0)) ? 1u : 0u), _e937);
                uint _e943 = oclvk_sub_group_local_id;
                uint _e958 = local_4;
                local_4 = (((_e937 <= _e943) && (((_e932[((_e937 >> 5u) & 3u)] >> (_e937 & 31u)) & 1u) != 0u)) ? (_e958 ^ _e941) : _e958);
                local_5 = (_e937 + 1u);
            }
            uint _e963 = local_4;
            out_.Store(asint(asuint(_e908) + asuint(int(10)))*4, asuint(asint(asuint(asint(_e920)) + asuint(asint(asuint(int(2)) * asuint(asint(_e963)))))));
            uint64_t _e970 = g;
            uint64_t _e974 = g;
            float _e979 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e974)))*4));
            const uint4 _e980 = WaveActiveBallot(true);
            local_6 = asfloat(4286578688u);
            local_7 = 0u;
            while(true) {
                uint _e986 = local_7;
                uint _e988 = oclvk_sub_group_size;
                if ((_e986 >= _e988)) {
                    break;
                }
                const float _e990 = WaveReadLaneAt(_e979, _e986);
                uint _e992 = oclvk_sub_group_local_id;
                float _e1007 = local_6;
                local_6 = (((_e986 <= _e992) && (((_e980[((_e986 >> 5u) & 3u)] >> (_e986 & 31u)) & 1u) != 0u)) ? (((asuint(_e1007) & 2147483647u) > 2139095040u) ? _e990 : (((asuint(_e990) & 2147483647u) > 2139095040u) ? _e1007 : max(_e1007, _e990))) : _e1007);
                local_7 = (_e986 + 1u);
            }
            float _e1024 = local_6;
            uint64_t _e1026 = g;
            float _e1031 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e1026)))*4));
            const float _e1032 = WavePrefixProduct(_e1031);
            f.Store(asint(asuint(int(0)) + asuint(int(_e970)))*4, asuint((_e1024 + _e1032)));
            uint64_t _e1037 = g;
            int _e1039 = asint(asuint(int(0)) + asuint(int(_e1037)));
            uint64_t _e1041 = g;
            int _e1043 = asint(asuint(int(0)) + asuint(int(_e1041)));
            uint _e1053; s.InterlockedOr((_e1043 >> 1u)*4, 0, _e1053);
            const int _e1060 = WaveActiveSum((asint((_e1053 << (16u - (asuint((_e1043 & int(1))) * 16u)))) >> 16u));
            int _e1065 = (_e1039 >> 1u);
            uint _e1070 = (asuint((_e1039 & int(1))) * 16u);
            s.InterlockedAnd(_e1065*4, ~((65535u << _e1070)));
            s.InterlockedOr(_e1065*4, ((asuint(((_e1060 << 16u) >> 16u)) & 65535u) << _e1070));
        }
        int _e1083 = o_index0_;
        int _e1087 = x;
        const uint4 _e1088 = WaveActiveBallot(true);
        local_8 = _e1087;
        uint _e1091 = oclvk_sub_group_local_id;
        uint _e1095 = ((_e1091 ^ 1u) & 4294967295u);
        uint _e1105 = naga_extractBits(_e1088[((_e1095 >> 5u) & 3u)], (_e1095 & 31u), 1u);
        int _e1109 = local_8;
        const int _e1110 = WaveReadLaneAt(_e1109, (_e1095 + firstbitlow(_e1105)));
        local_8 = ((_e1105 != 0u) ? (((_e1091 & 1u) != 0u) ? asint(asuint(_e1110) + asuint(_e1109)) : asint(asuint(_e1109) + asuint(_e1110))) : _e1109);
        uint _e1119 = oclvk_sub_group_local_id;
        uint _e1123 = ((_e1119 ^ 2u) & 4294967294u);
        uint _e1133 = naga_extractBits(_e1088[((_e1123 >> 5u) & 3u)], (_e1123 & 31u), 2u);
        int _e1137 = local_8;
        const int _e1138 = WaveReadLaneAt(_e1137, (_e1123 + firstbitlow(_e1133)));
        local_8 = ((_e1133 != 0u) ? (((_e1119 & 2u) != 0u) ? asint(asuint(_e1138) + asuint(_e1137)) : asint(asuint(_e1137) + asuint(_e1138))) : _e1137);
        int _e1146 = local_8;
        int _e1148 = x;
        const uint4 _e1149 = WaveActiveBallot(true);
        local_9 = _e1148;
        int _e1151 = local_9;
        out_.Store(asint(asuint(_e1083) + asuint(int(11)))*4, asuint(asint(asuint(_e1146) + asuint(_e1151))));
        int _e1156 = o_index0_;
        int _e1160 = x;
        const uint4 _e1166 = WaveActiveBallot(true);
        local_10 = ((_e1160 != int(0)) ? 1u : 0u);
        uint _e1169 = oclvk_sub_group_local_id;
        uint _e1173 = ((_e1169 ^ 1u) & 4294967295u);
        uint _e1183 = naga_extractBits(_e1166[((_e1173 >> 5u) & 3u)], (_e1173 & 31u), 1u);
        uint _e1187 = local_10;
        const uint _e1188 = WaveReadLaneAt(_e1187, (_e1173 + firstbitlow(_e1183)));
        local_10 = ((_e1183 != 0u) ? (((_e1169 & 1u) != 0u) ? (_e1188 | _e1187) : (_e1187 | _e1188)) : _e1187);
        uint _e1197 = oclvk_sub_group_local_id;
        uint _e1201 = ((_e1197 ^ 2u) & 4294967294u);
        uint _e1211 = naga_extractBits(_e1166[((_e1201 >> 5u) & 3u)], (_e1201 & 31u), 2u);
        uint _e1215 = local_10;
        const uint _e1216 = WaveReadLaneAt(_e1215, (_e1201 + firstbitlow(_e1211)));
        local_10 = ((_e1211 != 0u) ? (((_e1197 & 2u) != 0u) ? (_e1216 | _e1215) : (_e1215 | _e1216)) : _e1215);
        uint _e1225 = oclvk_sub_group_local_id;
        uint _e1229 = ((_e1225 ^ 4u) & 4294967292u);
        uint _e1239 = naga_extractBits(_e1166[((_e1229 >> 5u) & 3u)], (_e1229 & 31u), 4u);
        uint _e1243 = local_10;
        const uint _e1244 = WaveReadLaneAt(_e1243, (_e1229 + firstbitlow(_e1239)));
        local_10 = ((_e1239 != 0u) ? (((_e1225 & 4u) != 0u) ? (_e1244 | _e1243) : (_e1243 | _e1244)) : _e1243);
        uint _e1253 = oclvk_sub_group_local_id;
        uint _e1257 = ((_e1253 ^ 8u) & 4294967288u);
        uint _e1267 = naga_extractBits(_e1166[((_e1257 >> 5u) & 3u)], (_e1257 & 31u), 8u);
        uint _e1271 = local_10;
        const uint _e1272 = WaveReadLaneAt(_e1271, (_e1257 + firstbitlow(_e1267)));
        local_10 = ((_e1267 != 0u) ? (((_e1253 & 8u) != 0u) ? (_e1272 | _e1271) : (_e1271 | _e1272)) : _e1271);
        uint _e1281 = oclvk_sub_group_local_id;
        uint _e1285 = ((_e1281 ^ 16u) & 4294967280u);
        uint _e1295 = naga_extractBits(_e1166[((_e1285 >> 5u) & 3u)], (_e1285 & 31u), 16u);
        uint _e1299 = local_10;
        const uint _e1300 = WaveReadLaneAt(_e1299, (_e1285 + firstbitlow(_e1295)));
        local_10 = ((_e1295 != 0u) ? (((_e1281 & 16u) != 0u) ? (_e1300 | _e1299) : (_e1299 | _e1300)) : _e1299);
        uint _e1309 = oclvk_sub_group_local_id;
        uint _e1313 = ((_e1309 ^ 32u) & 4294967264u);
        uint _e1323 = local_10;
        const uint _e1324 = WaveReadLaneAt(_e1323, (_e1313 + firstbitlow(_e1166[((_e1313 >> 5u) & 3u)])));
        local_10 = ((_e1166[((_e1313 >> 5u) & 3u)] != 0u) ? (((_e1309 & 32u) != 0u) ? (_e1324 | _e1323) : (_e1323 | _e1324)) : _e1323);
        uint _e1332 = local_10;
        out_.Store(asint(asuint(_e1156) + asuint(int(12)))*4, asuint(asint(_e1332)));
        int _e1337 = o_index0_;
        int _e1341 = x;
        uint _e1343 = lid;
        const int _e1346 = WaveReadLaneAt(_e1341, (_e1343 ^ 1u));
        out_.Store(asint(asuint(_e1337) + asuint(int(13)))*4, asuint(_e1346));
        int _e1350 = o_index0_;
        int _e1354 = x;
        const int _e1356 = WaveReadLaneAt(_e1354, WaveGetLaneIndex() ^ 2u);
        out_.Store(asint(asuint(_e1350) + asuint(int(14)))*4, asuint(_e1356));
        int _e1360 = o_index0_;
        int _e1364 = x;
        const int _e1366 = WaveReadLaneAt(_e1364, WaveGetLaneIndex() - 1u);
        out_.Store(asint(asuint(_e1360) + asuint(int(15)))*4, asuint(_e1366));
        int _e1370 = o_index0_;
        int _e1374 = x;
        const int _e1376 = WaveReadLaneAt(_e1374, WaveGetLaneIndex() + 1u);
        out_.Store(asint(asuint(_e1370) + asuint(int(16)))*4, asuint(_e1376));
        int _e1380 = o_index0_;
        int _e1384 = x;
        uint _e1388 = oclvk_sub_group_local_id;
        uint _e1391 = oclvk_sub_group_size;
        const int _e1393 = WaveReadLaneAt(_e1384, naga_mod((_e1388 + 3u), _e1391));
        out_.Store(asint(asuint(_e1380) + asuint(int(17)))*4, asuint(_e1393));
        int _e1397 = o_index0_;
        int _e1401 = x;
        uint _e1406 = oclvk_sub_group_local_id;
        const int _e1413 = WaveReadLaneAt(_e1401, ((_e1406 & 4294967288u) | ((_e1406 + 4294967295u) & 7u)));
        out_.Store(asint(asuint(_e1397) + asuint(int(18)))*4, asuint(_e1413));
        uint64_t _e1417 = g;
        int _e1419 = asint(asuint(int(0)) + asuint(int(_e1417)));
        uint64_t _e1421 = g;
        int _e1423 = asint(asuint(int(0)) + asuint(int(_e1421)));
        uint _e1433; c.InterlockedOr((_e1423 >> 2u)*4, 0, _e1433);
        const uint _e1438 = WaveReadLaneAt(naga_extractBits(_e1433, (asuint((_e1423 & int(3))) * 8u), 8u), 0u);
        uint64_t _e1441 = g;
        int _e1443 = asint(asuint(int(0)) + asuint(int(_e1441)));
        uint _e1453; c.InterlockedOr((_e1443 >> 2u)*4, 0, _e1453);
        const uint2 _e1460 = WaveReadLaneAt(uint2(naga_extractBits(_e1453, (asuint((_e1443 & int(3))) * 8u), 8u), 1u), 1u);
        int _e1468 = (_e1419 >> 2u);
        uint _e1473 = (asuint((_e1419 & int(3))) * 8u);
        c.InterlockedAnd(_e1468*4, ~((255u << _e1473)));
        c.InterlockedOr(_e1468*4, ((uint(asint(asuint(int(_e1438)) + asuint(int(_e1460.y)))) & 255u) << _e1473));
    }
}
