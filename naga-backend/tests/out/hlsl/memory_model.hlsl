struct _atomic_compare_exchange_result_Sint_4_ {
    int old_value;
    bool exchanged;
};

typedef float ret_Constructarray4_float_[4];
ret_Constructarray4_float_ Constructarray4_float_(float arg0, float arg1, float arg2, float arg3) {
    float ret[4] = { arg0, arg1, arg2, arg3 };
    return ret;
}

cbuffer memory_model_args : register(b0) { uint4 memory_model_args[5]; }
RWByteAddressBuffer out_ : register(u1);
RWByteAddressBuffer f : register(u2);
RWByteAddressBuffer counters : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
groupshared int tmp[64];
static float table[4] = Constructarray4_float_(1.0, 2.0, 4.0, 8.0);

void fill(inout float p[8], int p_index0_, int n, float v_1)
{
    int i = (int)0;
    int _oclvk_unrolled_limit = (int)0;
    int local_2 = (int)0;

    {
        {
            i = int(0);
            int _e6 = i;
            if ((_e6 < n)) {
                int _e9 = i;
                int _e13 = i;
                local_2 = int((uint(_e9) + ((uint(n) - uint(_e13)) & 4294967292u)));
            } else {
                int _e22 = i;
                local_2 = _e22;
            }
            int _e25 = local_2;
            _oclvk_unrolled_limit = _e25;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    int _e69 = i;
                    i = asint(asuint(_e69) + asuint(int(1)));
                }
                loop_init = false;
                int _e28 = i;
                int _e30 = _oclvk_unrolled_limit;
                if (!((_e28 < _e30))) {
                    break;
                }
                int _e34 = i;
                p[asint(asuint(p_index0_) + asuint(_e34))] = v_1;
                int _e39 = i;
                i = asint(asuint(_e39) + asuint(int(1)));
                int _e44 = i;
                p[asint(asuint(p_index0_) + asuint(_e44))] = v_1;
                int _e49 = i;
                i = asint(asuint(_e49) + asuint(int(1)));
                int _e54 = i;
                p[asint(asuint(p_index0_) + asuint(_e54))] = v_1;
                int _e59 = i;
                i = asint(asuint(_e59) + asuint(int(1)));
                int _e64 = i;
                p[asint(asuint(p_index0_) + asuint(_e64))] = v_1;
            }
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    int _e83 = i;
                    i = asint(asuint(_e83) + asuint(int(1)));
                }
                loop_init_1 = false;
                int _e74 = i;
                if (!((_e74 < n))) {
                    break;
                }
                int _e78 = i;
                p[asint(asuint(p_index0_) + asuint(_e78))] = v_1;
            }
        }
    }
}

void bump(int p_index0_1, int end_index0_)
{
    int p_index0_2 = (int)0;

    p_index0_2 = p_index0_1;
    {
        while(true) {
            int _e4 = p_index0_2;
            if (!((_e4 < end_index0_))) {
                break;
            }
            int _e8 = p_index0_2;
            p_index0_2 = asint(asuint(_e8) + asuint(int(1)));
            int _e14 = asint(out_.Load(_e8*4));
            out_.Store(_e8*4, asuint(asint(asuint(_e14) + asuint(int(1)))));
        }
    }
}

int ZeroValueint() {
    return (int)0;
}

int sum_local(int p_index0_3, int n_1)
{
    int s = (int)0;
    int i_1 = (int)0;
    int _oclvk_unrolled_limit_1 = (int)0;
    int local_3 = (int)0;

    {
        s = int(0);
        {
            i_1 = int(0);
            int _e7 = i_1;
            if ((_e7 < n_1)) {
                int _e10 = i_1;
                int _e14 = i_1;
                local_3 = int((uint(_e10) + ((uint(n_1) - uint(_e14)) & 4294967292u)));
            } else {
                int _e23 = i_1;
                local_3 = _e23;
            }
            int _e26 = local_3;
            _oclvk_unrolled_limit_1 = _e26;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    int _e90 = i_1;
                    i_1 = asint(asuint(_e90) + asuint(int(1)));
                }
                loop_init_2 = false;
                int _e29 = i_1;
                int _e31 = _oclvk_unrolled_limit_1;
                if (!((_e29 < _e31))) {
                    break;
                }
                int _e35 = s;
                int _e37 = i_1;
                int _e41 = tmp[asint(asuint(p_index0_3) + asuint(_e37))];
                s = asint(asuint(_e35) + asuint(_e41));
                int _e45 = i_1;
                i_1 = asint(asuint(_e45) + asuint(int(1)));
                int _e50 = s;
                int _e52 = i_1;
                int _e56 = tmp[asint(asuint(p_index0_3) + asuint(_e52))];
                s = asint(asuint(_e50) + asuint(_e56));
                int _e60 = i_1;
                i_1 = asint(asuint(_e60) + asuint(int(1)));
                int _e65 = s;
                int _e67 = i_1;
                int _e71 = tmp[asint(asuint(p_index0_3) + asuint(_e67))];
                s = asint(asuint(_e65) + asuint(_e71));
                int _e75 = i_1;
                i_1 = asint(asuint(_e75) + asuint(int(1)));
                int _e80 = s;
                int _e82 = i_1;
                int _e86 = tmp[asint(asuint(p_index0_3) + asuint(_e82))];
                s = asint(asuint(_e80) + asuint(_e86));
            }
            bool loop_init_3 = true;
            while(true) {
                if (!loop_init_3) {
                    int _e109 = i_1;
                    i_1 = asint(asuint(_e109) + asuint(int(1)));
                }
                loop_init_3 = false;
                int _e95 = i_1;
                if (!((_e95 < n_1))) {
                    break;
                }
                int _e99 = s;
                int _e101 = i_1;
                int _e105 = tmp[asint(asuint(p_index0_3) + asuint(_e101))];
                s = asint(asuint(_e99) + asuint(_e105));
            }
        }
        int _e114 = s;
        return _e114;
    }
    return ZeroValueint();
}

int naga_abs(int val) {
    return val >= 0 ? val : asint(-asuint(val));
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

[numthreads(64, 1, 1)]
void memory_model(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    int gid = (int)0;
    float priv[8] = (float[8])0;
    int acc = (int)0;
    int k = (int)0;
    int c = (int)0;
    uint u = (uint)0;
    int sh = (int)0;
    int4 v = (int4)0;
    float4 fv = (float4)0;
    int old = (int)0;
    int local = (int)0;
    bool local_1 = (bool)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = memory_model_args[1].z;
    int _e11 = asint(_e10);
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = memory_model_args[4].x;
        uint _e22 = oclvk_local_size.x;
        uint _e25 = oclvk_local_id.x;
        uint _e31 = memory_model_args[2].x;
        gid = asint(uint(uint64_t(((((_e14 + _e18) * _e22) + _e25) + _e31))));
        uint _e39 = oclvk_local_id.x;
        int _e43 = gid;
        tmp[int(uint64_t(_e39))] = _e43;
        GroupMemoryBarrierWithGroupSync();
        fill(priv, int(0), int(8), 0.5);
        int _e56 = gid;
        float _e61 = table[(_e56 & int(3))];
        fill(priv, int(2), int(3), _e61);
        acc = int(0);
        int _e65 = gid;
        switch((_e65 & int(7))) {
            case 0: {
                {
                    acc = int(1);
                    break;
                }
                break;
            }
            case 1:
            case 2: {
                {
                    acc = int(2);
                    break;
                }
                break;
            }
            case 3: {
                {
                    acc = int(3);
                }
                {
                    int _e75 = acc;
                    acc = asint(asuint(_e75) + asuint(int(4)));
                    break;
                }
                break;
            }
            case 4: {
                {
                    int _e80 = acc;
                    acc = asint(asuint(_e80) + asuint(int(4)));
                    break;
                }
                break;
            }
            default: {
                {
                    acc = int(-1);
                }
                break;
            }
        }
        k = int(0);
        bool loop_init_4 = true;
        while(true) {
            if (!loop_init_4) {
                int _e103 = k;
                if (!((_e103 < int(20)))) {
                    break;
                }
            }
            loop_init_4 = false;
            int _e90 = k;
            k = asint(asuint(_e90) + asuint(int(2)));
            int _e95 = k;
            if ((_e95 == int(6))) {
                continue;
            }
            int _e99 = k;
            if ((_e99 > int(10))) {
                break;
            }
        }
        int _e108 = gid;
        if ((_e108 == int(0))) {
            bump(int(64), int(68));
        }
        int _e116 = gid;
        c = ((_e116 << 24u) >> 24u);
        int _e122 = c;
        c = ((asint(asuint(_e122) + asuint(int(100))) << 24u) >> 24u);
        int _e130 = gid;
        u = (uint(asint(asuint(_e130) * asuint(int(3)))) & 255u);
        int _e138 = gid;
        sh = ((asint(asuint(_e138) * asuint(int(1000))) << 16u) >> 16u);
        int _e146 = gid;
        v = int4(_e146, int(1), int(2), int(3));
        int4 _e153 = v;
        int2 _e157 = asint(asuint(_e153.yz) + asuint((int(5)).xx));
        int4 _e159 = v;
        v = int4(_e159.x, _e157.x, _e157.y, _e159.w);
        int4 _e167 = v;
        fv = float4(_e167);
        float4 _e171 = fv;
        float4 _e174 = fv;
        fv = float4(_e174.x, _e174.y, _e174.z, _e171.x);
        int _e183 = gid;
        while(true) {
            _atomic_compare_exchange_result_Sint_4_ _e187; counters.InterlockedCompareExchange(int(0)*4, int(0), _e183, _e187.old_value);
            _e187.exchanged = (_e187.old_value == int(0));
            local = _e187.old_value;
            if ((_e187.exchanged || (_e187.old_value != int(0)))) {
                break;
            }
        }
        int _e194 = local;
        int _e198 = gid;
        int _e201; counters.InterlockedMin(int(1)*4, _e198, _e201);
        int _e208; counters.InterlockedAdd(int(2)*4, int(1), _e208);
        old = asint(asuint(asint(asuint(_e194) + asuint(_e201))) + asuint(_e208));
        int _e212 = gid;
        int _e215 = acc;
        int _e217 = k;
        const int _e221 = sum_local(int(0), int(4));
        float _e226 = priv[int(3)];
        int _e230 = c;
        uint _e233 = u;
        int _e237 = sh;
        int4 _e240 = v;
        int4 _e244 = v;
        float4 _e248 = fv;
        int _e253 = gid;
        float _e257 = asfloat(f.Load(asint(asuint(int(0)) + asuint(_e253))*4));
        float _e259 = (_e257 * 10000000000.0);
        int _e276 = gid;
        float _e280 = asfloat(f.Load(asint(asuint(int(0)) + asuint(_e276))*4));
        int _e285 = gid;
        int _e299 = old;
        int _e305 = gid;
        int _e315 = gid;
        bool _e317 = (_e315 != int(0));
        local_1 = _e317;
        if (_e317) {
            local_1 = (_e11 != int(0));
        }
        bool _e323 = local_1;
        out_.Store(asint(asuint(int(0)) + asuint(_e212))*4, asuint(int((((((uint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(_e215) + asuint(_e217))) + asuint(_e221))) + asuint(naga_f2i32(_e226)))) + asuint(_e230))) + asuint(int(_e233)))) + asuint(_e237))) + asuint(_e240.x))) + asuint(_e244.y))) + asuint(naga_f2i32(_e248.w)))) + asuint((((asuint(_e259) & 2147483647u) > 2139095040u) ? int(0) : ((_e259 >= 2147483600.0) ? int(2147483647) : naga_f2i32(max(_e259, -2147483600.0))))))) + asuint(asint(_e280)))) + asuint(naga_abs(asint(asuint(_e285) - asuint(int(5)))))) + uint(((_e11 > int(3)) ? int(1) : int(2)))) + uint(_e299)) + uint(((int((_e305 > int(3))) != int(0)) ? int(2) : int(1)))) + uint(int(_e323))))));
        int _e331 = gid;
        float4 _e334 = fv;
        float _e341 = priv[int(0)];
        float4 _e353 = fv;
        float4 _e358 = fv;
        f.Store(asint(asuint(int(0)) + asuint(_e331))*4, asuint(((((((_e334.x * 0.5) + _e341) + float(uint(_e11))) + lerp(1.0, 2.0, 0.5)) + step(0.5, _e353.z)) + length(_e358))));
    }
}
