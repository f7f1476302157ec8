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
        x = asint(uint(uint64_t(((((_e28 + _e32) * _e36) + _e39) + _e45))));
        uint _e53 = oclvk_group_id.y;
        uint _e57 = stencil_args[4].y;
        uint _e61 = oclvk_local_size.y;
        uint _e64 = oclvk_local_id.y;
        uint _e70 = stencil_args[2].z;
        y = asint(uint(uint64_t(((((_e53 + _e57) * _e61) + _e64) + _e70))));
        int _e77 = x;
        bool _e78 = (_e77 >= _e10);
        local = _e78;
        if (_e78) {
        } else {
            int _e81 = y;
            local = (_e81 >= _e15);
        }
        bool _e85 = local;
        if (_e85) {
            return;
        }
        int _e87 = y;
        dst_index0_ = asint(asuint(int(0)) + asuint(asint(asuint(_e87) * asuint(_e10))));
        int _e92 = x;
        bool _e94 = (_e92 == int(0));
        local_3 = _e94;
        if (_e94) {
        } else {
            int _e97 = y;
            local_3 = (_e97 == int(0));
        }
        bool _e102 = local_3;
        local_2 = _e102;
        if (_e102) {
        } else {
            int _e105 = x;
            local_2 = (_e105 == asint(asuint(_e10) - asuint(int(1))));
        }
        bool _e111 = local_2;
        local_1 = _e111;
        if (_e111) {
        } else {
            int _e114 = y;
            local_1 = (_e114 == asint(asuint(_e15) - asuint(int(1))));
        }
        bool _e120 = local_1;
        if (_e120) {
            int _e122 = dst_index0_;
            int _e124 = x;
            int _e127 = x;
            int _e129 = y;
            const float _e130 = at(int(0), _e127, _e129, _e10);
            out_.Store(asint(asuint(_e122) + asuint(_e124))*4, asuint(_e130));
            return;
        }
        int _e134 = x;
        int _e138 = y;
        const float _e139 = at(int(0), asint(asuint(_e134) - asuint(int(1))), _e138, _e10);
        int _e141 = x;
        int _e145 = y;
        const float _e146 = at(int(0), asint(asuint(_e141) + asuint(int(1))), _e145, _e10);
        int _e149 = x;
        int _e151 = y;
        const float _e154 = at(int(0), _e149, asint(asuint(_e151) - asuint(int(1))), _e10);
        int _e157 = x;
        int _e159 = y;
        const float _e162 = at(int(0), _e157, asint(asuint(_e159) + asuint(int(1))), _e10);
        sum = (((_e139 + _e146) + _e154) + _e162);
        int _e166 = dst_index0_;
        int _e168 = x;
        int _e171 = x;
        int _e173 = y;
        const float _e174 = at(int(0), _e171, _e173, _e10);
        float _e177 = sum;
        out_.Store(asint(asuint(_e166) + asuint(_e168))*4, asuint(((asfloat(_e19) * _e174) + (asfloat(_e24) * _e177))));
    }
}
