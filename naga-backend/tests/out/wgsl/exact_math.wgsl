@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> exact_math_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> x_6: array<f32>;
@group(0) @binding(2) 
var<storage> y_6: array<f32>;
@group(0) @binding(3) 
var<storage, read_write> out: array<f32>;
@group(0) @binding(4) 
var<storage, read_write> quo: array<i32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

fn _oclvk_divide_shifted_f32_(mx: u32, d: u32, shift: i32) -> vec2<u32> {
    var shift_1: i32;
    var q_1: u32;
    var r: u32;
    var step_: i32;
    var local: i32;
    var digit: u32;

    shift_1 = shift;
    {
        q_1 = (mx / select(d, 1u, (d == 0u)));
        let _e11 = q_1;
        r = (mx - (_e11 * d));
        loop {
            let _e16 = shift_1;
            if !((_e16 > 0i)) {
                break;
            }
            let _e21 = shift_1;
            if (_e21 < 8i) {
                let _e25 = shift_1;
                local = _e25;
            } else {
                local = 8i;
            }
            let _e30 = local;
            step_ = _e30;
            let _e33 = r;
            let _e35 = step_;
            r = (_e33 << (u32(_e35) & 31u));
            let _e42 = r;
            digit = (_e42 / select(d, 1u, (d == 0u)));
            let _e50 = r;
            let _e52 = digit;
            r = (_e50 - (_e52 * d));
            let _e57 = q_1;
            let _e59 = step_;
            let _e65 = digit;
            q_1 = ((_e57 << (u32(_e59) & 31u)) | _e65);
            let _e69 = shift_1;
            let _e71 = step_;
            shift_1 = (_e69 - _e71);
        }
        let _e75 = r;
        let _e77 = q_1;
        return vec2<u32>(_e75, _e77);
    }
    return vec2<u32>();
}

fn _oclvk_remquo_bits_f32_(x: f32, y: f32) -> vec2<u32> {
    var xb: u32;
    var yb: u32;
    var ax: u32;
    var ay: u32;
    var local_1: bool;
    var local_2: bool;
    var implicit: u32;
    var ex: i32;
    var ey: i32;
    var mx_1: u32;
    var local_3: u32;
    var my: u32;
    var local_4: u32;
    var local_5: i32;
    var local_6: i32;
    var gap: i32;
    var divisor: u32;
    var local_7: u32;
    var exponent: i32;
    var local_8: i32;
    var division: vec2<u32>;
    var local_9: i32;
    var r_1: u32;
    var q_2: u32;
    var sign_: u32;
    var twice: u32;
    var local_10: bool;
    var local_11: bool;
    var magnitude: u32;
    var exact: u32;
    var biased: i32;
    var local_12: u32;
    var quotient: i32;
    var local_13: i32;

    {
        xb = bitcast<u32>(x);
        yb = bitcast<u32>(y);
        let _e7 = xb;
        ax = (_e7 & 2147483647u);
        let _e14 = yb;
        ay = (_e14 & 2147483647u);
        let _e21 = ax;
        let _e23 = (_e21 >= 2139095040u);
        local_2 = _e23;
        if _e23 {
        } else {
            let _e26 = ay;
            local_2 = (_e26 > 2139095040u);
        }
        let _e31 = local_2;
        local_1 = _e31;
        if _e31 {
        } else {
            let _e34 = ay;
            local_1 = (_e34 == 0u);
        }
        let _e39 = local_1;
        if _e39 {
            return vec2<u32>(2143289344u, 0u);
        }
        let _e44 = ay;
        if (_e44 == 2139095040u) {
            let _e48 = xb;
            return vec2<u32>(_e48, 0u);
        }
        implicit = 8388608u;
        let _e61 = ax;
        ex = i32((_e61 >> 23u));
        let _e72 = ay;
        ey = i32((_e72 >> 23u));
        let _e83 = ex;
        if (_e83 == 0i) {
            let _e87 = ax;
            local_3 = _e87;
        } else {
            let _e90 = ax;
            let _e92 = implicit;
            let _e97 = implicit;
            local_3 = ((_e90 & (_e92 - 1u)) | _e97);
        }
        let _e101 = local_3;
        mx_1 = _e101;
        let _e104 = ey;
        if (_e104 == 0i) {
            let _e108 = ay;
            local_4 = _e108;
        } else {
            let _e111 = ay;
            let _e113 = implicit;
            let _e118 = implicit;
            local_4 = ((_e111 & (_e113 - 1u)) | _e118);
        }
        let _e122 = local_4;
        my = _e122;
        let _e125 = ex;
        if (_e125 == 0i) {
            local_5 = 1i;
        } else {
            let _e131 = ex;
            local_5 = _e131;
        }
        let _e134 = local_5;
        ex = _e134;
        let _e137 = ey;
        if (_e137 == 0i) {
            local_6 = 1i;
        } else {
            let _e143 = ey;
            local_6 = _e143;
        }
        let _e146 = local_6;
        ey = _e146;
        let _e149 = ex;
        let _e151 = ey;
        gap = (_e149 - _e151);
        let _e155 = gap;
        if (_e155 < -1i) {
            let _e160 = xb;
            return vec2<u32>(_e160, 0u);
        }
        let _e164 = gap;
        if (_e164 == -1i) {
            let _e169 = my;
            local_7 = (_e169 << 1u);
        } else {
            let _e176 = my;
            local_7 = _e176;
        }
        let _e179 = local_7;
        divisor = _e179;
        let _e182 = gap;
        if (_e182 == -1i) {
            let _e187 = ey;
            local_8 = (_e187 - 1i);
        } else {
            let _e192 = ey;
            local_8 = _e192;
        }
        let _e195 = local_8;
        exponent = _e195;
        let _e198 = mx_1;
        let _e200 = divisor;
        let _e202 = gap;
        if (_e202 > 0i) {
            let _e206 = gap;
            local_9 = _e206;
        } else {
            local_9 = 0i;
        }
        let _e211 = local_9;
        let _e212 = _oclvk_divide_shifted_f32_(_e198, _e200, _e211);
        division = _e212;
        let _e215 = division;
        r_1 = _e215.x;
        let _e219 = division;
        q_2 = _e219.y;
        let _e223 = xb;
        sign_ = (_e223 & 2147483648u);
        let _e228 = r_1;
        twice = (_e228 << 1u);
        let _e235 = twice;
        let _e237 = divisor;
        let _e238 = (_e235 > _e237);
        local_10 = _e238;
        if _e238 {
        } else {
            let _e241 = twice;
            let _e243 = divisor;
            let _e244 = (_e241 == _e243);
            local_11 = _e244;
            if _e244 {
                let _e247 = q_2;
                local_11 = ((_e247 & 1u) != 0u);
            }
            let _e254 = local_11;
            local_10 = _e254;
        }
        let _e257 = local_10;
        if _e257 {
            let _e259 = divisor;
            let _e261 = r_1;
            r_1 = (_e259 - _e261);
            let _e265 = q_2;
            q_2 = (_e265 + 1u);
            let _e270 = sign_;
            sign_ = (_e270 ^ 2147483648u);
        }
        magnitude = 0u;
        let _e277 = r_1;
        if (_e277 != 0u) {
            let _e281 = r_1;
            exact = bitcast<u32>(f32(_e281));
            let _e286 = exponent;
            let _e288 = exact;
            biased = ((((_e286 + i32((_e288 >> 23u))) - 127i) + 1i) - 24i);
            let _e306 = biased;
            if (_e306 >= 1i) {
                let _e310 = exact;
                let _e312 = exponent;
                local_12 = (_e310 + (u32((((_e312 - 127i) + 1i) - 24i)) << 23u));
            } else {
                let _e330 = r_1;
                let _e332 = exponent;
                local_12 = (_e330 << (u32((_e332 - 1i)) & 31u));
            }
            let _e341 = local_12;
            magnitude = _e341;
        }
        let _e344 = q_2;
        quotient = i32((_e344 & 127u));
        let _e350 = xb;
        let _e352 = yb;
        if (((_e350 ^ _e352) & 2147483648u) != 0u) {
            let _e359 = quotient;
            local_13 = -(_e359);
        } else {
            let _e363 = quotient;
            local_13 = _e363;
        }
        let _e366 = local_13;
        quotient = _e366;
        let _e369 = magnitude;
        let _e371 = sign_;
        let _e374 = quotient;
        return vec2<u32>((_e369 | _e371), u32(_e374));
    }
    return vec2<u32>();
}

fn _oclvk_remainder_f32_(x_1: f32, y_1: f32) -> f32 {
    {
        let _e2 = _oclvk_remquo_bits_f32_(x_1, y_1);
        return bitcast<f32>(_e2.x);
    }
    return f32();
}

fn _oclvk_remquo_f32_(x_2: f32, y_2: f32) -> i32 {
    {
        let _e2 = _oclvk_remquo_bits_f32_(x_2, y_2);
        return i32(_e2.y);
    }
    return i32();
}

fn _oclvk_next_bits_f32_(xb_1: u32, yb_1: u32) -> u32 {
    var xm: u32;
    var ym: u32;
    var xk: i32;
    var local_14: i32;
    var yk: i32;
    var local_15: i32;
    var stepped: i32;
    var local_16: i32;
    var local_17: u32;

    {
        xm = (xb_1 & 2147483647u);
        ym = (yb_1 & 2147483647u);
        let _e13 = xm;
        if (_e13 > 2139095040u) {
            return xb_1;
        }
        let _e17 = ym;
        if (_e17 > 2139095040u) {
            return yb_1;
        }
        if (xb_1 >= 2147483648u) {
            let _e23 = xm;
            local_14 = -(i32(_e23));
        } else {
            let _e28 = xm;
            local_14 = i32(_e28);
        }
        let _e32 = local_14;
        xk = _e32;
        if (yb_1 >= 2147483648u) {
            let _e37 = ym;
            local_15 = -(i32(_e37));
        } else {
            let _e42 = ym;
            local_15 = i32(_e42);
        }
        let _e46 = local_15;
        yk = _e46;
        let _e49 = xk;
        let _e51 = yk;
        if (_e49 == _e51) {
            return yb_1;
        }
        let _e54 = xk;
        let _e56 = yk;
        if (_e54 < _e56) {
            let _e59 = xk;
            local_16 = (_e59 + 1i);
        } else {
            let _e64 = xk;
            local_16 = (_e64 - 1i);
        }
        let _e69 = local_16;
        stepped = _e69;
        let _e72 = stepped;
        if (_e72 == 0i) {
            return (xb_1 & 2147483648u);
        }
        let _e78 = stepped;
        if (_e78 < 0i) {
            let _e82 = stepped;
            local_17 = (u32(-(_e82)) | 2147483648u);
        } else {
            let _e89 = stepped;
            local_17 = u32(_e89);
        }
        let _e93 = local_17;
        return _e93;
    }
    return u32();
}

fn _oclvk_nextafter_f32_(x_3: f32, y_3: f32) -> f32 {
    {
        let _e4 = _oclvk_next_bits_f32_(bitcast<u32>(x_3), bitcast<u32>(y_3));
        return bitcast<f32>(_e4);
    }
    return f32();
}

fn _oclvk_maxmag_f32_(x_4: f32, y_4: f32) -> f32 {
    var xm_1: u32;
    var ym_1: u32;
    var local_18: i32;
    var local_19: i32;
    var x_negative: bool;

    {
        xm_1 = (bitcast<u32>(x_4) & 2147483647u);
        ym_1 = (bitcast<u32>(y_4) & 2147483647u);
        let _e15 = xm_1;
        if (_e15 > 2139095040u) {
            return y_4;
        }
        let _e19 = ym_1;
        if (_e19 > 2139095040u) {
            return x_4;
        }
        if true {
            let _e24 = xm_1;
            let _e26 = ym_1;
            local_18 = i32((_e24 > _e26));
        } else {
            let _e31 = xm_1;
            let _e33 = ym_1;
            local_18 = i32((_e31 < _e33));
        }
        let _e38 = local_18;
        if (_e38 != 0i) {
            return x_4;
        }
        if true {
            let _e43 = ym_1;
            let _e45 = xm_1;
            local_19 = i32((_e43 > _e45));
        } else {
            let _e50 = ym_1;
            let _e52 = xm_1;
            local_19 = i32((_e50 < _e52));
        }
        let _e57 = local_19;
        if (_e57 != 0i) {
            return y_4;
        }
        x_negative = (i32(((bitcast<u32>(x_4) & 2147483648u) != 0u)) != 0i);
        let _e70 = x_negative;
        return select(x_4, y_4, (i32(_e70) == 1i));
    }
    return f32();
}

fn _oclvk_minmag_f32_(x_5: f32, y_5: f32) -> f32 {
    var xm_2: u32;
    var ym_2: u32;
    var local_20: i32;
    var local_21: i32;
    var x_negative_1: bool;

    {
        xm_2 = (bitcast<u32>(x_5) & 2147483647u);
        ym_2 = (bitcast<u32>(y_5) & 2147483647u);
        let _e15 = xm_2;
        if (_e15 > 2139095040u) {
            return y_5;
        }
        let _e19 = ym_2;
        if (_e19 > 2139095040u) {
            return x_5;
        }
        if false {
            let _e24 = xm_2;
            let _e26 = ym_2;
            local_20 = i32((_e24 > _e26));
        } else {
            let _e31 = xm_2;
            let _e33 = ym_2;
            local_20 = i32((_e31 < _e33));
        }
        let _e38 = local_20;
        if (_e38 != 0i) {
            return x_5;
        }
        if false {
            let _e43 = ym_2;
            let _e45 = xm_2;
            local_21 = i32((_e43 > _e45));
        } else {
            let _e50 = ym_2;
            let _e52 = xm_2;
            local_21 = i32((_e50 < _e52));
        }
        let _e57 = local_21;
        if (_e57 != 0i) {
            return y_5;
        }
        x_negative_1 = (i32(((bitcast<u32>(x_5) & 2147483648u) != 0u)) != 0i);
        let _e70 = x_negative_1;
        return select(x_5, y_5, (i32(_e70) == 0i));
    }
    return f32();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn exact_math(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: i32;
    var q: i32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e10 = oclvk_group_id.x;
        let _e14 = exact_math_args[4].x;
        let _e19 = oclvk_local_id.x;
        let _e25 = exact_math_args[2].x;
        i = i32(((((_e10 + _e14) * oclvk_local_size_x) + _e19) + _e25));
        let _e31 = i;
        let _e35 = i;
        let _e39 = x_6[(0i + _e35)];
        let _e41 = i;
        let _e45 = y_6[(0i + _e41)];
        let _e46 = _oclvk_remainder_f32_(_e39, _e45);
        out[(0i + (4i * _e31))] = _e46;
        let _e51 = i;
        let _e57 = i;
        let _e61 = x_6[(0i + _e57)];
        let _e63 = i;
        let _e67 = y_6[(0i + _e63)];
        let _e68 = _oclvk_remquo_f32_(_e61, _e67);
        q = _e68;
        let _e70 = _oclvk_remainder_f32_(_e61, _e67);
        out[(0i + ((4i * _e51) + 1i))] = _e70;
        let _e75 = i;
        let _e81 = i;
        let _e85 = x_6[(0i + _e81)];
        let _e87 = i;
        let _e91 = y_6[(0i + _e87)];
        let _e92 = _oclvk_nextafter_f32_(_e85, _e91);
        out[(0i + ((4i * _e75) + 2i))] = _e92;
        let _e97 = i;
        let _e103 = i;
        let _e107 = x_6[(0i + _e103)];
        let _e109 = i;
        let _e113 = y_6[(0i + _e109)];
        let _e114 = _oclvk_maxmag_f32_(_e107, _e113);
        let _e116 = i;
        let _e120 = x_6[(0i + _e116)];
        let _e122 = i;
        let _e126 = y_6[(0i + _e122)];
        let _e127 = _oclvk_minmag_f32_(_e120, _e126);
        out[(0i + ((4i * _e97) + 3i))] = (_e114 + _e127);
        let _e132 = i;
        let _e135 = q;
        quo[(0i + _e132)] = _e135;
    }
}
