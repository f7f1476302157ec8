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
            int _e926 = x;
            const uint4 _e934 = WaveActiveBallot(true);
            local_4 = 0u;
            local_5 = 0u;
            while(true) {
                uint _e939 = local_5;
                uint _e941 = oclvk_sub_group_size;
                if ((_e939 >= _e941)) {
                    break;
                }
                const uint _e943 = WaveReadLaneAt((((_e926 & int(2)) != int(0)) ? 1u : 0u), _e939);
                uint _e945 = oclvk_sub_group_local_id;
                uint _e960 = local_4;
                local_4 = (((_e939 <= _e945) && (((_e934[((_e939 >> 5u) & 3u)] >> (_e939 & 31u)) & 1u) != 0u)) ? (_e960 ^ _e943) : _e960);
                local_5 = (_e939 + 1u);
            }
            uint _e965 = local_4;
            out_.Store(asint(asuint(_e908) + asuint(int(10)))*4, asuint(asint(asuint(asint((_e920 & 1u))) + asuint(asint(asuint(int(2)) * asuint(asint((_e965 & 1u))))))));
            uint64_t _e974 = g;
            uint64_t _e978 = g;
            float _e983 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e978)))*4));
            const uint4 _e984 = WaveActiveBallot(true);
            local_6 = asfloat(4286578688u);
            local_7 = 0u;
            while(true) {
                uint _e990 = local_7;
                uint _e992 = oclvk_sub_group_size;
                if ((_e990 >= _e992)) {
                    break;
                }
                const float _e994 = WaveReadLaneAt(_e983, _e990);
                uint _e996 = oclvk_sub_group_local_id;
                float _e1011 = local_6;
                local_6 = (((_e990 <= _e996) && (((_e984[((_e990 >> 5u) & 3u)] >> (_e990 & 31u)) & 1u) != 0u)) ? (((asuint(_e1011) & 2147483647u) > 2139095040u) ? _e994 : (((asuint(_e994) & 2147483647u) > 2139095040u) ? _e1011 : max(_e1011, _e994))) : _e1011);
                local_7 = (_e990 + 1u);
            }
            float _e1028 = local_6;
            uint64_t _e1030 = g;
            float _e1035 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e1030)))*4));
            const float _e1036 = WavePrefixProduct(_e1035);
            f.Store(asint(asuint(int(0)) + asuint(int(_e974)))*4, asuint((_e1028 + _e1036)));
            uint64_t _e1041 = g;
            int _e1043 = asint(asuint(int(0)) + asuint(int(_e1041)));
            uint64_t _e1045 = g;
            int _e1047 = asint(asuint(int(0)) + asuint(int(_e1045)));
            uint _e1057; s.InterlockedOr((_e1047 >> 1u)*4, 0, _e1057);
            const int _e1064 = WaveActiveSum((asint((_e1057 << (16u - (asuint((_e1047 & int(1))) * 16u)))) >> 16u));
            int _e1069 = (_e1043 >> 1u);
            uint _e1074 = (asuint((_e1043 & int(1))) * 16u);
            s.InterlockedAnd(_e1069*4, ~((65535u << _e1074)));
            s.InterlockedOr(_e1069*4, ((asuint(((_e1064 << 16u) >> 16u)) & 65535u) << _e1074));
        }
        int _e1087 = o_index0_;
        int _e1091 = x;
        const uint4 _e1092 = WaveActiveBallot(true);
        local_8 = _e1091;
        uint _e1095 = oclvk_sub_group_local_id;
        uint _e1099 = ((_e1095 ^ 1u) & 4294967295u);
        uint _e1109 = naga_extractBits(_e1092[((_e1099 >> 5u) & 3u)], (_e1099 & 31u), 1u);
        int _e1113 = local_8;
        const int _e1114 = WaveReadLaneAt(_e1113, (_e1099 + firstbitlow(_e1109)));
        local_8 = ((_e1109 != 0u) ? (((_e1095 & 1u) != 0u) ? asint(asuint(_e1114) + asuint(_e1113)) : asint(asuint(_e1113) + asuint(_e1114))) : _e1113);
        uint _e1123 = oclvk_sub_group_local_id;
        uint _e1127 = ((_e1123 ^ 2u) & 4294967294u);
        uint _e1137 = naga_extractBits(_e1092[((_e1127 >> 5u) & 3u)], (_e1127 & 31u), 2u);
        int _e1141 = local_8;
        const int _e1142 = WaveReadLaneAt(_e1141, (_e1127 + firstbitlow(_e1137)));
        local_8 = ((_e1137 != 0u) ? (((_e1123 & 2u) != 0u) ? asint(asuint(_e1142) + asuint(_e1141)) : asint(asuint(_e1141) + asuint(_e1142))) : _e1141);
        int _e1150 = local_8;
        int _e1152 = x;
        const uint4 _e1153 = WaveActiveBallot(true);
        local_9 = _e1152;
        int _e1155 = local_9;
        out_.Store(asint(asuint(_e1087) + asuint(int(11)))*4, asuint(asint(asuint(_e1150) + asuint(_e1155))));
        int _e1160 = o_index0_;
        int _e1164 = x;
        const uint4 _e1170 = WaveActiveBallot(true);
        local_10 = ((_e1164 != int(0)) ? 1u : 0u);
        uint _e1173 = oclvk_sub_group_local_id;
        uint _e1177 = ((_e1173 ^ 1u) & 4294967295u);
        uint _e1187 = naga_extractBits(_e1170[((_e1177 >> 5u) & 3u)], (_e1177 & 31u), 1u);
        uint _e1191 = local_10;
        const uint _e1192 = WaveReadLaneAt(_e1191, (_e1177 + firstbitlow(_e1187)));
        local_10 = ((_e1187 != 0u) ? (((_e1173 & 1u) != 0u) ? (_e1192 | _e1191) : (_e1191 | _e1192)) : _e1191);
        uint _e1201 = oclvk_sub_group_local_id;
        uint _e1205 = ((_e1201 ^ 2u) & 4294967294u);
        uint _e1215 = naga_extractBits(_e1170[((_e1205 >> 5u) & 3u)], (_e1205 & 31u), 2u);
        uint _e1219 = local_10;
        const uint _e1220 = WaveReadLaneAt(_e1219, (_e1205 + firstbitlow(_e1215)));
        local_10 = ((_e1215 != 0u) ? (((_e1201 & 2u) != 0u) ? (_e1220 | _e1219) : (_e1219 | _e1220)) : _e1219);
        uint _e1229 = oclvk_sub_group_local_id;
        uint _e1233 = ((_e1229 ^ 4u) & 4294967292u);
        uint _e1243 = naga_extractBits(_e1170[((_e1233 >> 5u) & 3u)], (_e1233 & 31u), 4u);
        uint _e1247 = local_10;
        const uint _e1248 = WaveReadLaneAt(_e1247, (_e1233 + firstbitlow(_e1243)));
        local_10 = ((_e1243 != 0u) ? (((_e1229 & 4u) != 0u) ? (_e1248 | _e1247) : (_e1247 | _e1248)) : _e1247);
        uint _e1257 = oclvk_sub_group_local_id;
        uint _e1261 = ((_e1257 ^ 8u) & 4294967288u);
        uint _e1271 = naga_extractBits(_e1170[((_e1261 >> 5u) & 3u)], (_e1261 & 31u), 8u);
        uint _e1275 = local_10;
        const uint _e1276 = WaveReadLaneAt(_e1275, (_e1261 + firstbitlow(_e1271)));
        local_10 = ((_e1271 != 0u) ? (((_e1257 & 8u) != 0u) ? (_e1276 | _e1275) : (_e1275 | _e1276)) : _e1275);
        uint _e1285 = oclvk_sub_group_local_id;
        uint _e1289 = ((_e1285 ^ 16u) & 4294967280u);
        uint _e1299 = naga_extractBits(_e1170[((_e1289 >> 5u) & 3u)], (_e1289 & 31u), 16u);
        uint _e1303 = local_10;
        const uint _e1304 = WaveReadLaneAt(_e1303, (_e1289 + firstbitlow(_e1299)));
        local_10 = ((_e1299 != 0u) ? (((_e1285 & 16u) != 0u) ? (_e1304 | _e1303) : (_e1303 | _e1304)) : _e1303);
        uint _e1313 = oclvk_sub_group_local_id;
        uint _e1317 = ((_e1313 ^ 32u) & 4294967264u);
        uint _e1327 = local_10;
        const uint _e1328 = WaveReadLaneAt(_e1327, (_e1317 + firstbitlow(_e1170[((_e1317 >> 5u) & 3u)])));
        local_10 = ((_e1170[((_e1317 >> 5u) & 3u)] != 0u) ? (((_e1313 & 32u) != 0u) ? (_e1328 | _e1327) : (_e1327 | _e1328)) : _e1327);
        uint _e1336 = local_10;
        out_.Store(asint(asuint(_e1160) + asuint(int(12)))*4, asuint(asint((_e1336 & 1u))));
        int _e1343 = o_index0_;
        int _e1347 = x;
        uint _e1349 = lid;
        const int _e1352 = WaveReadLaneAt(_e1347, (_e1349 ^ 1u));
        out_.Store(asint(asuint(_e1343) + asuint(int(13)))*4, asuint(_e1352));
        int _e1356 = o_index0_;
        int _e1360 = x;
        const int _e1362 = WaveReadLaneAt(_e1360, WaveGetLaneIndex() ^ 2u);
        out_.Store(asint(asuint(_e1356) + asuint(int(14)))*4, asuint(_e1362));
        int _e1366 = o_index0_;
        int _e1370 = x;
        const int _e1372 = WaveReadLaneAt(_e1370, WaveGetLaneIndex() - 1u);
        out_.Store(asint(asuint(_e1366) + asuint(int(15)))*4, asuint(_e1372));
        int _e1376 = o_index0_;
        int _e1380 = x;
        const int _e1382 = WaveReadLaneAt(_e1380, WaveGetLaneIndex() + 1u);
        out_.Store(asint(asuint(_e1376) + asuint(int(16)))*4, asuint(_e1382));
        int _e1386 = o_index0_;
        int _e1390 = x;
        uint _e1394 = oclvk_sub_group_local_id;
        uint _e1397 = oclvk_sub_group_size;
        const int _e1399 = WaveReadLaneAt(_e1390, naga_mod((_e1394 + 3u), _e1397));
        out_.Store(asint(asuint(_e1386) + asuint(int(17)))*4, asuint(_e1399));
        int _e1403 = o_index0_;
        int _e1407 = x;
        uint _e1412 = oclvk_sub_group_local_id;
        const int _e1419 = WaveReadLaneAt(_e1407, ((_e1412 & 4294967288u) | ((_e1412 + 4294967295u) & 7u)));
        out_.Store(asint(asuint(_e1403) + asuint(int(18)))*4, asuint(_e1419));
        uint64_t _e1423 = g;
        int _e1425 = asint(asuint(int(0)) + asuint(int(_e1423)));
        uint64_t _e1427 = g;
        int _e1429 = asint(asuint(int(0)) + asuint(int(_e1427)));
        uint _e1439; c.InterlockedOr((_e1429 >> 2u)*4, 0, _e1439);
        const uint _e1444 = WaveReadLaneAt(naga_extractBits(_e1439, (asuint((_e1429 & int(3))) * 8u), 8u), 0u);
        uint64_t _e1447 = g;
        int _e1449 = asint(asuint(int(0)) + asuint(int(_e1447)));
        uint _e1459; c.InterlockedOr((_e1449 >> 2u)*4, 0, _e1459);
        const uint2 _e1466 = WaveReadLaneAt(uint2(naga_extractBits(_e1459, (asuint((_e1449 & int(3))) * 8u), 8u), 1u), 1u);
        int _e1474 = (_e1425 >> 2u);
        uint _e1479 = (asuint((_e1425 & int(3))) * 8u);
        c.InterlockedAnd(_e1474*4, ~((255u << _e1479)));
        c.InterlockedOr(_e1474*4, ((uint(asint(asuint(int(_e1444)) + asuint(int(_e1466.y)))) & 255u) << _e1479));
    }
}
