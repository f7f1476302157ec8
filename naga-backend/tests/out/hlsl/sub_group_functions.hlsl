cbuffer sub_groups_args : register(b0) { uint4 sub_groups_args[5]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
ByteAddressBuffer f : register(t3);
RWByteAddressBuffer fout : register(u4);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint oclvk_sub_group_size = (uint)0;
static uint oclvk_sub_group_local_id = (uint)0;
static uint oclvk_sub_group_id = (uint)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

struct ComputeInput_sub_groups {
    uint3 local_id_1 : SV_GroupThreadID;
    uint3 group_id_1 : SV_GroupID;
    uint local_invocation_index : SV_GroupIndex;
};

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void sub_groups(ComputeInput_sub_groups computeinput_sub_groups)
{
    uint3 local_id = computeinput_sub_groups.local_id_1;
    uint3 group_id = computeinput_sub_groups.group_id_1;
    uint sub_group_size = WaveGetLaneCount();
    uint sub_group_local_id = WaveGetLaneIndex();
    uint sub_group_id = computeinput_sub_groups.local_invocation_index / WaveGetLaneCount();
    uint64_t g = (uint64_t)0;
    int x = (int)0;
    int local = (int)0;
    uint local_1 = (uint)0;
    uint local_2 = (uint)0;
    uint local_3 = (uint)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        uint _e16 = oclvk_group_id.x;
        uint _e20 = sub_groups_args[4].x;
        uint _e24 = oclvk_local_size.x;
        uint _e27 = oclvk_local_id.x;
        uint _e33 = sub_groups_args[2].x;
        g = uint64_t(((((_e16 + _e20) * _e24) + _e27) + _e33));
        uint64_t _e38 = g;
        int _e43 = asint(in_.Load(asint(asuint(int(0)) + asuint(int(_e38)))*4));
        x = _e43;
        uint64_t _e47 = g;
        uint _e53 = oclvk_local_size.x;
        uint _e56 = oclvk_local_size.y;
        uint _e59 = oclvk_local_size.z;
        uint _e63 = oclvk_sub_group_size;
        uint _e65 = oclvk_sub_group_id;
        uint _e71 = oclvk_sub_group_size;
        out_.Store(asint(asuint(int(0)) + asuint(int((8uL * _e47))))*4, asuint(int((min(_e63, (((_e53 * _e56) * _e59) - (_e65 * _e63))) + (100u * _e71)))));
        uint64_t _e79 = g;
        uint _e87 = oclvk_local_size.x;
        uint _e90 = oclvk_local_size.y;
        uint _e93 = oclvk_local_size.z;
        uint _e97 = oclvk_sub_group_size;
        uint _e104 = oclvk_sub_group_id;
        out_.Store(asint(asuint(int(0)) + asuint(int(((8uL * _e79) + 1uL))))*4, asuint(int((naga_div(((((_e87 * _e90) * _e93) + _e97) - 1u), _e97) + (100u * _e104)))));
        uint64_t _e112 = g;
        uint _e119 = oclvk_sub_group_local_id;
        out_.Store(asint(asuint(int(0)) + asuint(int(((8uL * _e112) + 2uL))))*4, asuint(int(_e119)));
        uint64_t _e125 = g;
        int _e132 = x;
        const bool _e135 = WaveActiveAllTrue((_e132 != int(0)));
        int _e141 = x;
        const bool _e144 = WaveActiveAnyTrue((_e141 != int(0)));
        out_.Store(asint(asuint(int(0)) + asuint(int(((8uL * _e125) + 3uL))))*4, asuint(asint(asuint((_e135 ? int(1) : int(0))) + asuint(asint(asuint(int(2)) * asuint((_e144 ? int(1) : int(0))))))));
        uint64_t _e154 = g;
        int _e161 = x;
        const int _e163 = WaveReadLaneAt(_e161, 1u);
        out_.Store(asint(asuint(int(0)) + asuint(int(((8uL * _e154) + 4uL))))*4, asuint(_e163));
        uint64_t _e168 = g;
        int _e175 = x;
        const int _e176 = WaveActiveSum(_e175);
        out_.Store(asint(asuint(int(0)) + asuint(int(((8uL * _e168) + 5uL))))*4, asuint(_e176));
        uint64_t _e181 = g;
        int _e188 = x;
        local = _e188;
        local_1 = 1u;
        while(true) {
            uint _e192 = local_1;
            uint _e194 = oclvk_sub_group_size;
            if ((_e192 >= _e194)) {
                break;
            }
            int _e196 = local;
            const int _e197 = WaveReadLaneAt(_e196, WaveGetLaneIndex() - _e192);
            uint _e199 = oclvk_sub_group_local_id;
            local = ((_e199 >= _e192) ? min(_e197, _e196) : _e196);
            local_1 = (_e192 << 1u);
        }
        int _e205 = local;
        out_.Store(asint(asuint(int(0)) + asuint(int(((8uL * _e181) + 6uL))))*4, asuint(_e205));
        uint64_t _e210 = g;
        int _e217 = x;
        local_2 = uint(_e217);
        local_3 = 1u;
        while(true) {
            uint _e222 = local_3;
            uint _e224 = oclvk_sub_group_size;
            if ((_e222 >= _e224)) {
                break;
            }
            uint _e226 = local_2;
            const uint _e227 = WaveReadLaneAt(_e226, WaveGetLaneIndex() - _e222);
            uint _e229 = oclvk_sub_group_local_id;
            local_2 = ((_e229 >= _e222) ? max(_e227, _e226) : _e226);
            local_3 = (_e222 << 1u);
        }
        uint _e235 = local_2;
        const uint _e236 = WaveReadLaneAt(_e235, WaveGetLaneIndex() - 1u);
        uint _e238 = oclvk_sub_group_local_id;
        out_.Store(asint(asuint(int(0)) + asuint(int(((8uL * _e210) + 7uL))))*4, asuint(int(((_e238 > 0u) ? _e236 : 0u))));
        uint64_t _e247 = g;
        uint64_t _e251 = g;
        float _e256 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e251)))*4));
        const float _e257 = WaveActiveMax(_e256);
        uint64_t _e259 = g;
        float _e264 = asfloat(f.Load(asint(asuint(int(0)) + asuint(int(_e259)))*4));
        const float _e265 = _e264 + WavePrefixSum(_e264);
        fout.Store(asint(asuint(int(0)) + asuint(int(_e247)))*4, asuint((_e257 + _e265)));
    }
}
