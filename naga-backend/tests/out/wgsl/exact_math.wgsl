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

fn _oclvk_remquo_bits_f32_(x: f32, y: f32) -> vec2<u32> {
    var xb: u32;
    var yb: u32;
    var ax: u32;
    var ay: u32;
    var local: bool;
    var local_1: bool;
    var implicit: u32;
    var ex: i32;
    var ey: i32;
    var mx: u32;
    var local_2: u32;
    var my: u32;
    var local_3: u32;
    var local_4: i32;
    var local_5: i32;
    var gap: i32;
    var divisor: u32;
    var local_6: u32;
    var exponent: i32;
    var local_7: i32;
    var steps: i32;
    var local_8: i32;
    var r: u32;
    var q_1: u32;
    var k: i32;
    var position: i32;
    var bit: u32;
    var local_9: u32;
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
        local_1 = _e23;
        if _e23 {
        } else {
            let _e26 = ay;
            local_1 = (_e26 > 2139095040u);
        }
        let _e31 = local_1;
        local = _e31;
        if _e31 {
        } else {
            let _e34 = ay;
            local = (_e34 == 0u);
        }
        let _e39 = local;
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
            local_2 = _e87;
        } else {
            let _e90 = ax;
            let _e92 = implicit;
            let _e97 = implicit;
            local_2 = ((_e90 & (_e92 - 1u)) | _e97);
        }
        let _e101 = local_2;
        mx = _e101;
        let _e104 = ey;
        if (_e104 == 0i) {
            let _e108 = ay;
            local_3 = _e108;
        } else {
            let _e111 = ay;
            let _e113 = implicit;
            let _e118 = implicit;
            local_3 = ((_e111 & (_e113 - 1u)) | _e118);
        }
        let _e122 = local_3;
        my = _e122;
        let _e125 = ex;
        if (_e125 == 0i) {
            local_4 = 1i;
        } else {
            let _e131 = ex;
            local_4 = _e131;
        }
        let _e134 = local_4;
        ex = _e134;
        let _e137 = ey;
        if (_e137 == 0i) {
            local_5 = 1i;
        } else {
            let _e143 = ey;
            local_5 = _e143;
        }
        let _e146 = local_5;
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
            local_6 = (_e169 << 1u);
        } else {
            let _e176 = my;
            local_6 = _e176;
        }
        let _e179 = local_6;
        divisor = _e179;
        let _e182 = gap;
        if (_e182 == -1i) {
            let _e187 = ey;
            local_7 = (_e187 - 1i);
        } else {
            let _e192 = ey;
            local_7 = _e192;
        }
        let _e195 = local_7;
        exponent = _e195;
        let _e198 = gap;
        if (_e198 > 0i) {
            let _e202 = gap;
            local_8 = _e202;
        } else {
            local_8 = 0i;
        }
        let _e207 = local_8;
        steps = (_e207 + 24i);
        r = 0u;
        q_1 = 0u;
        {
            k = 0i;
            loop {
                let _e218 = k;
                let _e220 = steps;
                if !((_e218 < _e220)) {
                    break;
                }
                let _e227 = k;
                position = (23i - _e227);
                let _e231 = position;
                if (_e231 >= 0i) {
                    let _e235 = mx;
                    let _e237 = position;
                    local_9 = ((_e235 >> (u32(_e237) & 31u)) & 1u);
                } else {
                    local_9 = 0u;
                }
                let _e248 = local_9;
                bit = _e248;
                let _e251 = r;
                let _e257 = bit;
                r = ((_e251 << 1u) | _e257);
                let _e261 = q_1;
                q_1 = (_e261 << 1u);
                let _e268 = r;
                let _e270 = divisor;
                if (_e268 >= _e270) {
                    let _e273 = r;
                    let _e275 = divisor;
                    r = (_e273 - _e275);
                    let _e279 = q_1;
                    q_1 = (_e279 | 1u);
                }
                continuing {
                    let _e284 = k;
                    k = (_e284 + 1i);
                }
            }
        }
        let _e289 = xb;
        sign_ = (_e289 & 2147483648u);
        let _e294 = r;
        twice = (_e294 << 1u);
        let _e301 = twice;
        let _e303 = divisor;
        let _e304 = (_e301 > _e303);
        local_10 = _e304;
        if _e304 {
        } else {
            let _e307 = twice;
            let _e309 = divisor;
            let _e310 = (_e307 == _e309);
            local_11 = _e310;
            if _e310 {
                let _e313 = q_1;
                local_11 = ((_e313 & 1u) != 0u);
            }
            let _e320 = local_11;
            local_10 = _e320;
        }
        let _e323 = local_10;
        if _e323 {
            let _e325 = divisor;
            let _e327 = r;
            r = (_e325 - _e327);
            let _e331 = q_1;
            q_1 = (_e331 + 1u);
            let _e336 = sign_;
            sign_ = (_e336 ^ 2147483648u);
        }
        magnitude = 0u;
        let _e343 = r;
        if (_e343 != 0u) {
            let _e347 = r;
            exact = bitcast<u32>(f32(_e347));
            let _e352 = exponent;
            let _e354 = exact;
            biased = ((((_e352 + i32((_e354 >> 23u))) - 127i) + 1i) - 24i);
            let _e372 = biased;
            if (_e372 >= 1i) {
                let _e376 = exact;
                let _e378 = exponent;
                local_12 = (_e376 + (u32((((_e378 - 127i) + 1i) - 24i)) << 23u));
            } else {
                let _e396 = r;
                let _e398 = exponent;
                local_12 = (_e396 << (u32((_e398 - 1i)) & 31u));
            }
            let _e407 = local_12;
            magnitude = _e407;
        }
        let _e410 = q_1;
        quotient = i32((_e410 & 127u));
        let _e416 = xb;
        let _e418 = yb;
        if (((_e416 ^ _e418) & 2147483648u) != 0u) {
            let _e425 = quotient;
            local_13 = -(_e425);
        } else {
            let _e429 = quotient;
            local_13 = _e429;
        }
        let _e432 = local_13;
        quotient = _e432;
        let _e435 = magnitude;
        let _e437 = sign_;
        let _e440 = quotient;
        return vec2<u32>((_e435 | _e437), u32(_e440));
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
