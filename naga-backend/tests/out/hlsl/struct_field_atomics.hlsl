struct Plain {
    int first;
    int second;
};

struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
};

struct Bin {
    int count;
    uint bits;
    int lo;
    float scale;
};

struct oclvk_program_globals_t {
    uint program_bin[4];
};

struct oclvk_program_globals_t_1 {
    uint program_bin[4];
};

cbuffer buffer_bins_args : register(b0) { uint4 buffer_bins_args[4]; }
ByteAddressBuffer in_ : register(t1);
RWByteAddressBuffer bins : register(u2);
RWByteAddressBuffer plain : register(u3);
static uint3 oclvk_local_id = (uint3)0;
static uint3 oclvk_group_id = (uint3)0;
static uint3 oclvk_local_size = uint3(64u, 1u, 1u);
cbuffer local_bins_args : register(b4) { uint4 local_bins_args[1]; }
ByteAddressBuffer in_1 : register(t5);
RWByteAddressBuffer out_ : register(u6);
groupshared uint tile[16];
cbuffer program_scope_args : register(b7) { uint4 program_scope_args[4]; }
RWByteAddressBuffer out_1 : register(u8);
RWByteAddressBuffer counters : register(u9);
RWByteAddressBuffer oclvk_program_globals : register(u10);

void tally(int count_index0_)
{
    {
        uint _e9; bins.InterlockedAdd((asint(asuint(count_index0_) * asuint(int(16))) >> 2u)*4, asuint(1u), _e9);
    }
}

Bin ConstructBin(int arg0, uint arg1, int arg2, float arg3) {
    Bin ret = (Bin)0;
    ret.count = arg0;
    ret.bits = arg1;
    ret.lo = arg2;
    ret.scale = arg3;
    return ret;
}

int naga_f2i32(float value) {
    return int(clamp(value, -2147483600.0, 2147483500.0));
}

[numthreads(64, 1, 1)]
void buffer_bins(uint3 local_id : SV_GroupThreadID, uint3 group_id : SV_GroupID)
{
    uint64_t i = (uint64_t)0;
    int x = (int)0;
    uint local = (uint)0;
    Plain p = (Plain)0;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = buffer_bins_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = buffer_bins_args[1].z;
        i = uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26));
        uint64_t _e31 = i;
        int _e36 = asint(in_.Load(asint(asuint(int(0)) + asuint(int(_e31)))*4));
        x = _e36;
        uint64_t _e39 = i;
        tally(asint(asuint(int(0)) + asuint(int((_e39 & 7uL)))));
        uint64_t _e45 = i;
        int _e58 = x;
        uint _e68; bins.InterlockedOr((asint(asuint(asint(asuint(asint(asuint(int(0)) + asuint(int((_e45 & 7uL))))) * asuint(int(16)))) + asuint(int(4))) >> 2u)*4, asuint((1u << (uint((_e58 & int(31))) & 31u))), _e68);
        uint64_t _e71 = i;
        int _e81 = (asint(asuint(asint(asuint(asint(asuint(int(0)) + asuint(int((_e71 & 7uL))))) * asuint(int(16)))) + asuint(int(8))) >> 2u);
        int _e83 = x;
        uint _e86; bins.InterlockedOr(_e81*4, 0, _e86);
        local = _e86;
        while(true) {
            uint _e89 = local;
            uint _e92 = asuint(min(asint(_e89), _e83));
            if ((_e92 == _e89)) {
                break;
            }
            _atomic_compare_exchange_result_Uint_4_ _e94; bins.InterlockedCompareExchange(_e81*4, _e89, _e92, _e94.old_value);
            _e94.exchanged = (_e94.old_value == _e89);
            local = _e94.old_value;
            if (_e94.exchanged) {
                break;
            }
        }
        uint _e101 = local;
        uint64_t _e104 = i;
        uint _e113; bins.InterlockedOr((asint(asuint(asint(asuint(int(0)) + asuint(int(_e104)))) * asuint(int(16))) >> 2u)*4, 0, _e113);
        p.first = asint(_e113);
        uint64_t _e118 = i;
        uint _e129; bins.InterlockedOr((asint(asuint(asint(asuint(asint(asuint(int(0)) + asuint(int(_e118)))) * asuint(int(16)))) + asuint(int(12))) >> 2u)*4, 0, _e129);
        p.second = naga_f2i32(asfloat(_e129));
        uint64_t _e135 = i;
        Plain _e139 = p;
        {
            Plain _value3 = _e139;
            plain.Store(asint(asuint(int(0)) + asuint(int(_e135)))*8+0, asuint(_value3.first));
            plain.Store(asint(asuint(int(0)) + asuint(int(_e135)))*8+4, asuint(_value3.second));
        }
        uint64_t _e143 = i;
        uint64_t _e149 = i;
        int _e153 = asint(asuint(asint(asuint(int(0)) + asuint(int(_e149)))) * asuint(int(16)));
        uint _e158; bins.InterlockedOr((_e153 >> 2u)*4, 0, _e158);
        uint _e166; bins.InterlockedOr((asint(asuint(_e153) + asuint(int(4))) >> 2u)*4, 0, _e166);
        uint _e174; bins.InterlockedOr((asint(asuint(_e153) + asuint(int(8))) >> 2u)*4, 0, _e174);
        uint _e182; bins.InterlockedOr((asint(asuint(_e153) + asuint(int(12))) >> 2u)*4, 0, _e182);
        Bin _e184 = ConstructBin(asint(_e158), asuint(_e166), asint(_e174), asfloat(_e182));
        int _e186 = asint(asuint(asint(asuint(int(0)) + asuint(int((_e143 + 8uL))))) * asuint(int(16)));
        { uint dummy = 0; bins.InterlockedExchange((_e186 >> 2u)*4, asuint(_e184.count), dummy); }
        { uint dummy_1 = 0; bins.InterlockedExchange((asint(asuint(_e186) + asuint(int(4))) >> 2u)*4, asuint(_e184.bits), dummy_1); }
        { uint dummy_2 = 0; bins.InterlockedExchange((asint(asuint(_e186) + asuint(int(8))) >> 2u)*4, asuint(_e184.lo), dummy_2); }
        { uint dummy_3 = 0; bins.InterlockedExchange((asint(asuint(_e186) + asuint(int(12))) >> 2u)*4, asuint(_e184.scale), dummy_3); }
    }
}

[numthreads(64, 1, 1)]
void local_bins(uint3 local_id_1 : SV_GroupThreadID, uint3 group_id_1 : SV_GroupID)
{
    uint64_t l = (uint64_t)0;
    Bin start = (Bin)0;

    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        uint _e8 = oclvk_local_id.x;
        l = uint64_t(_e8);
        uint64_t _e12 = l;
        if ((_e12 < 4uL)) {
            start.count = int(0);
            start.bits = 0u;
            start.lo = int(0);
            start.scale = 1.5;
            uint64_t _e28 = l;
            Bin _e31 = start;
            int _e33 = asint(asuint(int(_e28)) * asuint(int(16)));
            { uint dummy_4 = 0; InterlockedExchange(tile[(_e33 >> 2u)], asuint(_e31.count), dummy_4); }
            { uint dummy_5 = 0; InterlockedExchange(tile[(asint(asuint(_e33) + asuint(int(4))) >> 2u)], asuint(_e31.bits), dummy_5); }
            { uint dummy_6 = 0; InterlockedExchange(tile[(asint(asuint(_e33) + asuint(int(8))) >> 2u)], asuint(_e31.lo), dummy_6); }
            { uint dummy_7 = 0; InterlockedExchange(tile[(asint(asuint(_e33) + asuint(int(12))) >> 2u)], asuint(_e31.scale), dummy_7); }
        }
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e65 = l;
        int _e70 = asint(in_1.Load(asint(asuint(int(0)) + asuint(int(_e65)))*4));
        uint _e81; InterlockedAdd(tile[(asint(asuint((_e70 & int(3))) * asuint(int(16))) >> 2u)], asuint(int(1)), _e81);
        GroupMemoryBarrierWithGroupSync();
        uint64_t _e84 = l;
        if ((_e84 < 4uL)) {
            uint64_t _e88 = l;
            uint64_t _e92 = l;
            int _e95 = asint(asuint(int(_e92)) * asuint(int(16)));
            uint _e100; InterlockedOr(tile[(_e95 >> 2u)], 0, _e100);
            uint _e108; InterlockedOr(tile[(asint(asuint(_e95) + asuint(int(4))) >> 2u)], 0, _e108);
            uint _e116; InterlockedOr(tile[(asint(asuint(_e95) + asuint(int(8))) >> 2u)], 0, _e116);
            uint _e124; InterlockedOr(tile[(asint(asuint(_e95) + asuint(int(12))) >> 2u)], 0, _e124);
            Bin _e126 = ConstructBin(asint(_e100), asuint(_e108), asint(_e116), asfloat(_e124));
            int _e128 = asint(asuint(asint(asuint(int(0)) + asuint(int(_e88)))) * asuint(int(16)));
            out_.Store((_e128 >> 2u)*4, asuint(asuint(_e126.count)));
            out_.Store((asint(asuint(_e128) + asuint(int(4))) >> 2u)*4, asuint(asuint(_e126.bits)));
            out_.Store((asint(asuint(_e128) + asuint(int(8))) >> 2u)*4, asuint(asuint(_e126.lo)));
            out_.Store((asint(asuint(_e128) + asuint(int(12))) >> 2u)*4, asuint(asuint(_e126.scale)));
        }
    }
}

[numthreads(64, 1, 1)]
void program_scope(uint3 local_id_2 : SV_GroupThreadID, uint3 group_id_2 : SV_GroupID)
{
    uint local_1 = (uint)0;

    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = program_scope_args[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = program_scope_args[1].x;
        uint _e34; oclvk_program_globals.InterlockedOr(int(2)*4+0, 0, _e34);
        local_1 = _e34;
        while(true) {
            uint _e37 = local_1;
            uint _e40 = asuint(max(asint(_e37), asint(uint(uint64_t(((((_e9 + _e13) * _e17) + _e20) + _e26))))));
            if ((_e40 == _e37)) {
                break;
            }
            _atomic_compare_exchange_result_Uint_4_ _e42; oclvk_program_globals.InterlockedCompareExchange(int(2)*4+0, _e37, _e40, _e42.old_value);
            _e42.exchanged = (_e42.old_value == _e37);
            local_1 = _e42.old_value;
            if (_e42.exchanged) {
                break;
            }
        }
        uint _e50 = local_1;
        uint _e54 = oclvk_group_id.x;
        uint _e58 = program_scope_args[3].x;
        uint _e62 = oclvk_local_size.x;
        uint _e65 = oclvk_local_id.x;
        uint _e71 = program_scope_args[1].x;
        uint _e86; counters.InterlockedAdd((asint(asuint(asint(asuint(int(0)) + asuint(int((uint64_t(((((_e54 + _e58) * _e62) + _e65) + _e71)) & 1uL))))) * asuint(int(8))) >> 2u)*4, asuint(int(2)), _e86);
        { uint dummy_8 = 0; counters.InterlockedExchange(int(1)*4, asuint(int(5)), dummy_8); }
        uint _e101; oclvk_program_globals.InterlockedOr(int(0)*4+0, 0, _e101);
        uint _e107; oclvk_program_globals.InterlockedOr(int(1)*4+0, 0, _e107);
        uint _e113; oclvk_program_globals.InterlockedOr(int(2)*4+0, 0, _e113);
        uint _e119; oclvk_program_globals.InterlockedOr(int(3)*4+0, 0, _e119);
        Bin _e121 = ConstructBin(asint(_e101), asuint(_e107), asint(_e113), asfloat(_e119));
        out_1.Store(int(0)*4, asuint(asuint(_e121.count)));
        out_1.Store(int(1)*4, asuint(asuint(_e121.bits)));
        out_1.Store(int(2)*4, asuint(asuint(_e121.lo)));
        out_1.Store(int(3)*4, asuint(asuint(_e121.scale)));
    }
}
