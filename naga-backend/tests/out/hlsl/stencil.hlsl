cbuffer stencil_args : register(b0) { uint4 stencil_args[5]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer out_ : register(u2);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

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
        uint _e36 = oclvk_local_size.x;
        uint _e39 = oclvk_local_id.x;
        uint _e45 = stencil_args[2].x;
        x = int(uint64_t(((((_e28 + _e32) * _e36) + _e39) + _e45)));
        uint _e52 = oclvk_group_id.y;
        uint _e56 = stencil_args[4].y;
        uint _e60 = oclvk_local_size.y;
        uint _e63 = oclvk_local_id.y;
        uint _e69 = stencil_args[2].z;
        y = int(uint64_t(((((_e52 + _e56) * _e60) + _e63) + _e69)));
        int _e75 = x;
        bool _e76 = (_e75 >= _e10);
        local = _e76;
        if (_e76) {
        } else {
            int _e79 = y;
            local = (_e79 >= _e15);
        }
        bool _e83 = local;
        if (_e83) {
            return;
        }
        int _e85 = y;
        dst_index0_ = asint(asuint(int(0)) + asuint(asint(asuint(_e85) * asuint(_e10))));
        int _e90 = x;
        bool _e92 = (_e90 == int(0));
        local_3 = _e92;
        if (_e92) {
        } else {
            int _e95 = y;
            local_3 = (_e95 == int(0));
        }
        bool _e100 = local_3;
        local_2 = _e100;
        if (_e100) {
        } else {
            int _e103 = x;
            local_2 = (_e103 == asint(asuint(_e10) - asuint(int(1))));
        }
        bool _e109 = local_2;
        local_1 = _e109;
        if (_e109) {
        } else {
            int _e112 = y;
            local_1 = (_e112 == asint(asuint(_e15) - asuint(int(1))));
        }
        bool _e118 = local_1;
        if (_e118) {
            int _e120 = dst_index0_;
            int _e122 = x;
            int _e125 = x;
            int _e127 = y;
            const float _e128 = at(int(0), _e125, _e127, _e10);
            out_.Store(asint(asuint(_e120) + asuint(_e122))*4, asuint(_e128));
            return;
        }
        int _e132 = x;
        int _e136 = y;
        const float _e137 = at(int(0), asint(asuint(_e132) - asuint(int(1))), _e136, _e10);
        int _e139 = x;
        int _e143 = y;
        const float _e144 = at(int(0), asint(asuint(_e139) + asuint(int(1))), _e143, _e10);
        int _e147 = x;
        int _e149 = y;
        const float _e152 = at(int(0), _e147, asint(asuint(_e149) - asuint(int(1))), _e10);
        int _e155 = x;
        int _e157 = y;
        const float _e160 = at(int(0), _e155, asint(asuint(_e157) + asuint(int(1))), _e10);
        sum = (((_e137 + _e144) + _e152) + _e160);
        int _e164 = dst_index0_;
        int _e166 = x;
        int _e169 = x;
        int _e171 = y;
        const float _e172 = at(int(0), _e169, _e171, _e10);
        float _e175 = sum;
        out_.Store(asint(asuint(_e164) + asuint(_e166))*4, asuint(((asfloat(_e19) * _e172) + (asfloat(_e24) * _e175))));
    }
}
