static const uint oclvk_local_size_x = 64u;
static const uint oclvk_local_size_y = 1u;

cbuffer stencil_args : register(b0) { uint4 stencil_args[5]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;

float ZeroValuefloat() {
    return (float)0;
}

float at(int grid_index0_, int x_1, int y_1, int width)
{
    {
        float _e9 = asfloat(in_.Load(asint(asuint(grid_index0_) + asuint(asint(asuint(asint(asuint(y_1) * asuint(width))) + asuint(x_1))))*4));
        return _e9;
    }
    return ZeroValuefloat();
}

[numthreads(64, 1, 1)]
void stencil(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int x = (int)0;
    int y = (int)0;
    bool local = (bool)0;
    int dst_index0_ = (int)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    float sum = (float)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e9 = stencil_args[1].x;
    int _e10 = asint(_e9);
    uint _e14 = stencil_args[1].y;
    int _e15 = asint(_e14);
    uint _e19 = stencil_args[1].z;
    uint _e24 = stencil_args[1].w;
    {
        uint _e28 = oclvk_group_id.x;
        uint _e32 = stencil_args[4].x;
        uint _e37 = oclvk_local_id.x;
        uint _e43 = stencil_args[2].x;
        x = int(uint64_t(((((_e28 + _e32) * oclvk_local_size_x) + _e37) + _e43)));
        uint _e50 = oclvk_group_id.y;
        uint _e54 = stencil_args[4].y;
        uint _e59 = oclvk_local_id.y;
        uint _e65 = stencil_args[2].z;
        y = int(uint64_t(((((_e50 + _e54) * oclvk_local_size_y) + _e59) + _e65)));
        int _e71 = x;
        bool _e72 = (_e71 >= _e10);
        local = _e72;
        if (_e72) {
        } else {
            int _e75 = y;
            local = (_e75 >= _e15);
        }
        bool _e79 = local;
        if (_e79) {
            return;
        }
        int _e81 = y;
        dst_index0_ = asint(asuint(int(0)) + asuint(asint(asuint(_e81) * asuint(_e10))));
        int _e86 = x;
        bool _e88 = (_e86 == int(0));
        local_3 = _e88;
        if (_e88) {
        } else {
            int _e91 = y;
            local_3 = (_e91 == int(0));
        }
        bool _e96 = local_3;
        local_2 = _e96;
        if (_e96) {
        } else {
            int _e99 = x;
            local_2 = (_e99 == asint(asuint(_e10) - asuint(int(1))));
        }
        bool _e105 = local_2;
        local_1 = _e105;
        if (_e105) {
        } else {
            int _e108 = y;
            local_1 = (_e108 == asint(asuint(_e15) - asuint(int(1))));
        }
        bool _e114 = local_1;
        if (_e114) {
            int _e116 = dst_index0_;
            int _e118 = x;
            int _e121 = x;
            int _e123 = y;
            const float _e124 = at(int(0), _e121, _e123, _e10);
            out_.Store(asint(asuint(_e116) + asuint(_e118))*4, asuint(_e124));
            return;
        }
        int _e128 = x;
        int _e132 = y;
        const float _e133 = at(int(0), asint(asuint(_e128) - asuint(int(1))), _e132, _e10);
        int _e135 = x;
        int _e139 = y;
        const float _e140 = at(int(0), asint(asuint(_e135) + asuint(int(1))), _e139, _e10);
        int _e143 = x;
        int _e145 = y;
        const float _e148 = at(int(0), _e143, asint(asuint(_e145) - asuint(int(1))), _e10);
        int _e151 = x;
        int _e153 = y;
        const float _e156 = at(int(0), _e151, asint(asuint(_e153) + asuint(int(1))), _e10);
        sum = (((_e133 + _e140) + _e148) + _e156);
        int _e160 = dst_index0_;
        int _e162 = x;
        int _e165 = x;
        int _e167 = y;
        const float _e168 = at(int(0), _e165, _e167, _e10);
        float _e171 = sum;
        out_.Store(asint(asuint(_e160) + asuint(_e162))*4, asuint(((asfloat(_e19) * _e168) + (asfloat(_e24) * _e171))));
    }
}
