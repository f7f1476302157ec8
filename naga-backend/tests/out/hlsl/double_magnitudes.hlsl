cbuffer double_magnitudes_args : register(b0) { uint4 double_magnitudes_args[4]; }
ByteAddressBuffer x_2 : register(t1);
ByteAddressBuffer y_2 : register(t2);
RWByteAddressBuffer out_ : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);

double ZeroValuedouble() {
    return (double)0;
}

double _oclvk_maxmag_f64_(double x, double y)
{
    uint64_t xm = (uint64_t)0;
    uint64_t ym = (uint64_t)0;
    int local = (int)0;
    int local_1 = (int)0;
    bool x_negative = (bool)0;

    {
        xm = (x & 9223372036854775807uL);
        ym = (y & 9223372036854775807uL);
        uint64_t _e15 = xm;
        if ((_e15 > 9218868437227405312uL)) {
            return y;
        }
        uint64_t _e19 = ym;
        if ((_e19 > 9218868437227405312uL)) {
            return x;
        }
        if (true) {
            uint64_t _e24 = xm;
            uint64_t _e26 = ym;
            local = int((_e24 > _e26));
        } else {
            uint64_t _e31 = xm;
            uint64_t _e33 = ym;
            local = int((_e31 < _e33));
        }
        int _e38 = local;
        if ((_e38 != int(0))) {
            return x;
        }
        if (true) {
            uint64_t _e43 = ym;
            uint64_t _e45 = xm;
            local_1 = int((_e43 > _e45));
        } else {
            uint64_t _e50 = ym;
            uint64_t _e52 = xm;
            local_1 = int((_e50 < _e52));
        }
        int _e57 = local_1;
        if ((_e57 != int(0))) {
            return y;
        }
        x_negative = (int(((x & 9223372036854775808uL) != 0uL)) != int(0));
        bool _e70 = x_negative;
        return ((int(_e70) == int(1)) ? y : x);
    }
    return ZeroValuedouble();
}

double _oclvk_minmag_f64_(double x_1, double y_1)
{
    uint64_t xm_1 = (uint64_t)0;
    uint64_t ym_1 = (uint64_t)0;
    int local_2 = (int)0;
    int local_3 = (int)0;
    bool x_negative_1 = (bool)0;

    {
        xm_1 = (x_1 & 9223372036854775807uL);
        ym_1 = (y_1 & 9223372036854775807uL);
        uint64_t _e15 = xm_1;
        if ((_e15 > 9218868437227405312uL)) {
            return y_1;
        }
        uint64_t _e19 = ym_1;
        if ((_e19 > 9218868437227405312uL)) {
            return x_1;
        }
        if (false) {
            uint64_t _e24 = xm_1;
            uint64_t _e26 = ym_1;
            local_2 = int((_e24 > _e26));
        } else {
            uint64_t _e31 = xm_1;
            uint64_t _e33 = ym_1;
            local_2 = int((_e31 < _e33));
        }
        int _e38 = local_2;
        if ((_e38 != int(0))) {
            return x_1;
        }
        if (false) {
            uint64_t _e43 = ym_1;
            uint64_t _e45 = xm_1;
            local_3 = int((_e43 > _e45));
        } else {
            uint64_t _e50 = ym_1;
            uint64_t _e52 = xm_1;
            local_3 = int((_e50 < _e52));
        }
        int _e57 = local_3;
        if ((_e57 != int(0))) {
            return y_1;
        }
        x_negative_1 = (int(((x_1 & 9223372036854775808uL) != 0uL)) != int(0));
        bool _e70 = x_negative_1;
        return ((int(_e70) == int(0)) ? y_1 : x_1);
    }
    return ZeroValuedouble();
}

[numthreads(64, 1, 1)]
void double_magnitudes(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int i = (int)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = double_magnitudes_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = double_magnitudes_args[1].z;
        i = asint(uint(uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26))));
        int _e34 = i;
        int _e38 = i;
        double _e42 = x_2.Load<double>(asint(asuint(int(0)) + asuint(_e38))*8);
        int _e44 = i;
        double _e48 = y_2.Load<double>(asint(asuint(int(0)) + asuint(_e44))*8);
        const double _e49 = _oclvk_maxmag_f64_(_e42, _e48);
        out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(int(2)) * asuint(_e34))))*8, _e49);
        int _e54 = i;
        int _e60 = i;
        double _e64 = x_2.Load<double>(asint(asuint(int(0)) + asuint(_e60))*8);
        int _e66 = i;
        double _e70 = y_2.Load<double>(asint(asuint(int(0)) + asuint(_e66))*8);
        const double _e71 = _oclvk_minmag_f64_(_e64, _e70);
        out_.Store(asint(asuint(int(0)) + asuint(asint(asuint(asint(asuint(int(2)) * asuint(_e54))) + asuint(int(1)))))*8, _e71);
    }
}
