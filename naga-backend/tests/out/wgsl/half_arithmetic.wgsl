@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> axpy_half_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> x_1: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> y: array<atomic<u32>>;
@group(0) @binding(3) 
var<storage, read_write> wide: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

fn _oclvk_f16_bits_to_f32_(b: u32) -> f32 {
    var sign_: u32;
    var e: u32;
    var man: u32;
    var exp_: u32;
    var local: u32;

    {
        sign_ = (((b >> 15u) & 1u) << 31u);
        e = ((b >> 10u) & 31u);
        man = (b & 1023u);
        let _e23 = e;
        if (_e23 == 0u) {
            let _e27 = man;
            let _e33 = sign_;
            return bitcast<f32>((bitcast<u32>((f32(_e27) * 0.000000059604645f)) | _e33));
        }
        let _e37 = e;
        if (_e37 == 31u) {
            local = 255u;
        } else {
            let _e43 = e;
            local = (_e43 + 112u);
        }
        let _e48 = local;
        exp_ = _e48;
        let _e51 = sign_;
        let _e53 = exp_;
        let _e60 = man;
        return bitcast<f32>(((_e51 | (_e53 << 23u)) | (_e60 << 13u)));
    }
    return f32();
}

fn _oclvk_rtz_step(above: bool, below: bool, neg: bool) -> i32 {
    var local_1: i32;
    var local_2: i32;

    {
        if neg {
            local_1 = i32(below);
        } else {
            local_1 = i32(above);
        }
        let _e8 = local_1;
        if (_e8 != 0i) {
            local_2 = -1i;
        } else {
            local_2 = 0i;
        }
        let _e17 = local_2;
        return _e17;
    }
    return i32();
}

fn _oclvk_cvt_f16_f32_rtz(x: f32) -> f32 {
    var r_1: f32;
    var bits: u32;
    var back: f32;
    var nan: bool;
    var above_1: bool;
    var local_3: bool;
    var below_1: bool;
    var local_4: bool;
    var neg_1: bool;
    var local_5: i32;
    var local_6: i32;

    {
        let _e1 = bitcast<u32>(x);
        let _e7 = (_e1 & 2147483647u);
        let _e9 = (_e7 - 939524096u);
        r_1 = unpack2x16float((((_e1 >> 16u) & 32768u) | select(select(select((((_e9 + 4095u) + ((_e9 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e7) * 16777216f))), (_e7 < 947912704u)), 31744u, (_e7 >= 1199566848u)), (32256u | ((_e7 >> 13u) & 1023u)), (_e7 > 2139095040u)))).x;
        let _e43 = r_1;
        let _e44 = bitcast<u32>(_e43);
        let _e50 = (_e44 & 2147483647u);
        let _e52 = (_e50 - 939524096u);
        bits = (((_e44 >> 16u) & 32768u) | select(select(select((((_e52 + 4095u) + ((_e52 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e50) * 16777216f))), (_e50 < 947912704u)), 31744u, (_e50 >= 1199566848u)), (32256u | ((_e50 >> 13u) & 1023u)), (_e50 > 2139095040u)));
        let _e84 = bits;
        let _e85 = _oclvk_f16_bits_to_f32_(_e84);
        back = _e85;
        let _e88 = bits;
        nan = (i32((i32((u32((i32(_e88) & 32767i)) & 65535u)) > 31744i)) != 0i);
        let _e113 = nan;
        let _e114 = !(_e113);
        local_3 = _e114;
        if _e114 {
            let _e117 = back;
            local_3 = (_e117 > x);
        }
        let _e121 = local_3;
        above_1 = (i32(_e121) != 0i);
        let _e127 = nan;
        let _e128 = !(_e127);
        local_4 = _e128;
        if _e128 {
            let _e131 = back;
            local_4 = (_e131 < x);
        }
        let _e135 = local_4;
        below_1 = (i32(_e135) != 0i);
        let _e141 = bits;
        neg_1 = (i32((i32((u32((i32(_e141) >> 15u)) & 65535u)) != 0i)) != 0i);
        let _e159 = above_1;
        let _e161 = below_1;
        let _e163 = neg_1;
        let _e164 = _oclvk_rtz_step(_e159, _e161, _e163);
        if (_e164 > 0i) {
            let _e168 = bits;
            local_5 = i32((u32((i32(_e168) + 1i)) & 65535u));
        } else {
            let _e178 = above_1;
            let _e180 = below_1;
            let _e182 = neg_1;
            let _e183 = _oclvk_rtz_step(_e178, _e180, _e182);
            if (_e183 < 0i) {
                let _e187 = bits;
                local_6 = i32((u32((i32(_e187) - 1i)) & 65535u));
            } else {
                let _e197 = bits;
                local_6 = i32(_e197);
            }
            let _e201 = local_6;
            local_5 = _e201;
        }
        let _e204 = local_5;
        return unpack2x16float((bitcast<u32>((u32(_e204) & 65535u)) & 65535u)).x;
    }
    return f32();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn axpy_half(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var r: f32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e10 = axpy_half_args[1].z;
    {
        let _e17 = oclvk_group_id.x;
        let _e21 = axpy_half_args[4].x;
        let _e26 = oclvk_local_id.x;
        let _e32 = axpy_half_args[2].x;
        i = ((((_e17 + _e21) * oclvk_local_size_x) + _e26) + _e32);
        let _e36 = i;
        let _e38 = (0i + i32(_e36));
        let _e48 = x_1[(_e38 >> 1u)];
        let _e55 = bitcast<u32>((unpack2x16float((_e10 & 65535u)).x * unpack2x16float(extractBits(_e48, (bitcast<u32>((_e38 & 1i)) * 16u), 16u)).x));
        let _e61 = (_e55 & 2147483647u);
        let _e63 = (_e61 - 939524096u);
        let _e96 = i;
        let _e98 = (0i + i32(_e96));
        let _e108 = atomicLoad((&y[(_e98 >> 1u)]));
        let _e115 = bitcast<u32>((unpack2x16float((((_e55 >> 16u) & 32768u) | select(select(select((((_e63 + 4095u) + ((_e63 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e61) * 16777216f))), (_e61 < 947912704u)), 31744u, (_e61 >= 1199566848u)), (32256u | ((_e61 >> 13u) & 1023u)), (_e61 > 2139095040u)))).x + unpack2x16float(extractBits(_e108, (bitcast<u32>((_e98 & 1i)) * 16u), 16u)).x));
        let _e121 = (_e115 & 2147483647u);
        let _e123 = (_e121 - 939524096u);
        r = unpack2x16float((((_e115 >> 16u) & 32768u) | select(select(select((((_e123 + 4095u) + ((_e123 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e121) * 16777216f))), (_e121 < 947912704u)), 31744u, (_e121 >= 1199566848u)), (32256u | ((_e121 >> 13u) & 1023u)), (_e121 > 2139095040u)))).x;
        let _e157 = i;
        let _e159 = (0i + i32(_e157));
        let _e161 = r;
        let _e163 = (_e159 >> 1u);
        let _e168 = (bitcast<u32>((_e159 & 1i)) * 16u);
        let _e170 = bitcast<u32>(_e161);
        let _e176 = (_e170 & 2147483647u);
        let _e178 = (_e176 - 939524096u);
        atomicAnd((&y[_e163]), ~((65535u << _e168)));
        atomicOr((&y[_e163]), ((((_e170 >> 16u) & 32768u) | select(select(select((((_e178 + 4095u) + ((_e178 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e176) * 16777216f))), (_e176 < 947912704u)), 31744u, (_e176 >= 1199566848u)), (32256u | ((_e176 >> 13u) & 1023u)), (_e176 > 2139095040u))) << _e168));
        let _e217 = i;
        let _e221 = r;
        let _e223 = i;
        let _e228 = wide[(0i + i32(_e223))];
        let _e229 = _oclvk_cvt_f16_f32_rtz(_e228);
        wide[(0i + i32(_e217))] = (_e221 + _e229);
    }
}
