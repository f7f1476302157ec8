struct _atomic_compare_exchange_result_Sint_4_ {
    int old_value;
    bool exchanged;
};

typedef float ret_Constructarray4_float_[4];
ret_Constructarray4_float_ Constructarray4_float_(float arg0, float arg1, float arg2, float arg3) {
    float ret[4] = { arg0, arg1, arg2, arg3 };
    return ret;
}

static const uint oclvk_local_size_x = 64u;

cbuffer memory_model_args : register(b0) { uint4 memory_model_args[5]; }
RWByteAddressBuffer out_ : register(u1);
RWByteAddressBuffer f : register(u2);
RWByteAddressBuffer counters : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
groupshared int tmp[64];
static float table[4] = Constructarray4_float_(1.0, 2.0, 4.0, 8.0);

void fill(inout float p[8], int p_index0_, int n, float v_1)
{
    int i = (int)0;

    {
        {
            i = int(0);
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                if (!loop_init) {
                    int _e15 = i;
                    i = asint(asuint(_e15) + asuint(int(1)));
                }
                loop_init = false;
                int _e6 = i;
                if (!((_e6 < n))) {
                    break;
                }
                int _e10 = i;
                p[min(uint(asint(asuint(p_index0_) + asuint(_e10))), 7u)] = v_1;
            }
        }
    }
}

void bump(int p_index0_1, int end_index0_)
{
    int p_index0_2 = (int)0;

    p_index0_2 = p_index0_1;
    {
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
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

    {
        s = int(0);
        {
            i_1 = int(0);
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init_1) {
                    int _e21 = i_1;
                    i_1 = asint(asuint(_e21) + asuint(int(1)));
                }
                loop_init_1 = false;
                int _e7 = i_1;
                if (!((_e7 < n_1))) {
                    break;
                }
                int _e11 = s;
                int _e13 = i_1;
                int _e17 = tmp[min(uint(asint(asuint(p_index0_3) + asuint(_e13))), 63u)];
                s = asint(asuint(_e11) + asuint(_e17));
            }
        }
        int _e26 = s;
        return _e26;
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
void memory_model(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID, uint local_invocation_index : SV_GroupIndex)
{
    if (local_invocation_index == 0) {
        tmp = (int[64])0;
    }
    GroupMemoryBarrierWithGroupSync();
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
    int local_1 = (int)0;
    bool local_2 = (bool)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    uint _e10 = memory_model_args[1].z;
    int _e11 = asint(_e10);
    {
        uint _e14 = oclvk_group_id.x;
        uint _e18 = memory_model_args[4].x;
        uint _e23 = oclvk_local_id.x;
        uint _e29 = memory_model_args[2].x;
        gid = int(uint64_t(((((_e14 + _e18) * oclvk_local_size_x) + _e23) + _e29)));
        uint _e36 = oclvk_local_id.x;
        int _e40 = gid;
        tmp[min(uint(int(uint64_t(_e36))), 63u)] = _e40;
        GroupMemoryBarrierWithGroupSync();
        fill(priv, int(0), int(8), 0.5);
        int _e53 = gid;
        float _e58 = table[min(uint((_e53 & int(3))), 3u)];
        fill(priv, int(2), int(3), _e58);
        acc = int(0);
        int _e62 = gid;
        switch((_e62 & int(7))) {
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
                    int _e72 = acc;
                    acc = asint(asuint(_e72) + asuint(int(4)));
                    break;
                }
                break;
            }
            case 4: {
                {
                    int _e77 = acc;
                    acc = asint(asuint(_e77) + asuint(int(4)));
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
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_2) {
                int _e100 = k;
                if (!((_e100 < int(20)))) {
                    break;
                }
            }
            loop_init_2 = false;
            int _e87 = k;
            k = asint(asuint(_e87) + asuint(int(2)));
            int _e92 = k;
            if ((_e92 == int(6))) {
                continue;
            }
            int _e96 = k;
            if ((_e96 > int(10))) {
                break;
            }
        }
        int _e105 = gid;
        if ((_e105 == int(0))) {
            bump(int(64), int(68));
        }
        int _e113 = gid;
        c = ((_e113 << 24u) >> 24u);
        int _e119 = c;
        c = ((asint(asuint(_e119) + asuint(int(100))) << 24u) >> 24u);
        int _e127 = gid;
        u = (uint(asint(asuint(_e127) * asuint(int(3)))) & 255u);
        int _e135 = gid;
        sh = ((asint(asuint(_e135) * asuint(int(1000))) << 16u) >> 16u);
        int _e143 = gid;
        v = int4(_e143, int(1), int(2), int(3));
        int4 _e150 = v;
        int2 _e154 = asint(asuint(_e150.yz) + asuint((int(5)).xx));
        int4 _e156 = v;
        v = int4(_e156.x, _e154.x, _e154.y, _e156.w);
        int4 _e163 = v;
        fv = float4(_e163);
        float4 _e167 = fv;
        float4 _e170 = fv;
        fv = float4(_e170.x, _e170.y, _e170.z, _e167.x);
        int _e178 = gid;
        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
            _atomic_compare_exchange_result_Sint_4_ _e182; counters.InterlockedCompareExchange(int(0)*4, int(0), _e178, _e182.old_value);
            _e182.exchanged = (_e182.old_value == int(0));
            local = _e182.old_value;
            if ((_e182.exchanged || (_e182.old_value != int(0)))) {
                break;
            }
        }
        int _e189 = local;
        int _e193 = gid;
        int _e196; counters.InterlockedMin(int(1)*4, _e193, _e196);
        int _e203; counters.InterlockedAdd(int(2)*4, int(1), _e203);
        old = asint(asuint(asint(asuint(_e189) + asuint(_e196))) + asuint(_e203));
        int _e207 = gid;
        int _e210 = acc;
        int _e212 = k;
        const int _e216 = sum_local(int(0), int(4));
        float _e221 = priv[int(3)];
        int _e225 = c;
        uint _e228 = u;
        int _e232 = sh;
        int4 _e235 = v;
        int4 _e239 = v;
        float4 _e243 = fv;
        int _e248 = gid;
        float _e252 = asfloat(f.Load(asint(asuint(int(0)) + asuint(_e248))*4));
        int _e258 = gid;
        float _e262 = asfloat(f.Load(asint(asuint(int(0)) + asuint(_e258))*4));
        int _e267 = gid;
        if ((_e11 > int(3))) {
            local_1 = int(1);
        } else {
            local_1 = int(2);
        }
        int _e280 = local_1;
        int _e284 = old;
        int _e290 = gid;
        int _e300 = gid;
        bool _e302 = (_e300 != int(0));
        local_2 = _e302;
        if (_e302) {
            local_2 = (_e11 != int(0));
        }
        bool _e308 = local_2;
        out_.Store(asint(asuint(int(0)) + asuint(_e207))*4, asuint(int((((((uint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(asint(asuint(_e210) + asuint(_e212))) + asuint(_e216))) + asuint(naga_f2i32(_e221)))) + asuint(_e225))) + asuint(int(_e228)))) + asuint(_e232))) + asuint(_e235.x))) + asuint(_e239.y))) + asuint(naga_f2i32(_e243.w)))) + asuint(naga_f2i32((_e252 * 10000000000.0))))) + asuint(asint(_e262)))) + asuint(naga_abs(asint(asuint(_e267) - asuint(int(5)))))) + uint(_e280)) + uint(_e284)) + uint(((int((_e290 > int(3))) != int(0)) ? int(2) : int(1)))) + uint(int(_e308))))));
        int _e316 = gid;
        float4 _e319 = fv;
        float _e326 = priv[int(0)];
        float4 _e338 = fv;
        float4 _e343 = fv;
        f.Store(asint(asuint(int(0)) + asuint(_e316))*4, asuint(((((((_e319.x * 0.5) + _e326) + float(uint(_e11))) + lerp(1.0, 2.0, 0.5)) + step(0.5, _e338.z)) + length(_e343))));
    }
}
