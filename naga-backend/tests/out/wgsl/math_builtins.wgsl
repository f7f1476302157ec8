@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> math_builtins_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> x_34: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> fout: array<f32>;
@group(0) @binding(3) 
var<storage> a_10: array<i32>;
@group(0) @binding(4) 
var<storage, read_write> iout: array<i32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

fn _oclvk_fb_abs_bits(x: f32) -> u32 {
    {
        return (bitcast<u32>(x) & 2147483647u);
    }
    return u32();
}

fn _oclvk_fb_copysign(m: f32, s: f32) -> f32 {
    {
        let _e2 = _oclvk_fb_abs_bits(m);
        return bitcast<f32>((_e2 | (bitcast<u32>(s) & 2147483648u)));
    }
    return f32();
}

fn _oclvk_fb_isnan(x_1: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_1);
        return (i32((_e1 > 2139095040u)) != 0i);
    }
    return bool();
}

fn _oclvk_fb_signbit(x_2: f32) -> bool {
    {
        return (i32((bitcast<i32>(x_2) < 0i)) != 0i);
    }
    return bool();
}

fn _oclvk_fb_isinf(x_3: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_3);
        return (i32((_e1 == 2139095040u)) != 0i);
    }
    return bool();
}

fn _oclvk_f32_exponent(x_4: f32) -> i32 {
    var b: u32;
    var e: i32;

    {
        b = (bitcast<u32>(x_4) & 2147483647u);
        let _e6 = b;
        e = i32((_e6 >> (23u & 31u)));
        let _e14 = e;
        if (_e14 == 0i) {
            let _e20 = b;
            return (-(118i) - i32(countLeadingZeros(_e20)));
        }
        let _e25 = e;
        return (_e25 - 127i);
    }
    return i32();
}

fn _oclvk_f32_mantissa(x_5: f32) -> u32 {
    var b_1: u32;

    {
        b_1 = (bitcast<u32>(x_5) & 2147483647u);
        let _e6 = b_1;
        if ((_e6 >> (23u & 31u)) == 0u) {
            let _e14 = b_1;
            let _e16 = b_1;
            return (_e14 << ((countLeadingZeros(_e16) - 8u) & 31u));
        }
        let _e24 = b_1;
        return ((_e24 & 8388607u) | 8388608u);
    }
    return u32();
}

fn _oclvk_f32_with_exponent(x_6: f32, e_1: i32) -> f32 {
    {
        let _e9 = _oclvk_f32_mantissa(x_6);
        return bitcast<f32>(((u32((e_1 + 127i)) << (23u & 31u)) | (_e9 & 8388607u)));
    }
    return f32();
}

fn _oclvk_f32_pow2i(k: i32) -> f32 {
    {
        return bitcast<f32>((u32((k + 127i)) << (23u & 31u)));
    }
    return f32();
}

fn _oclvk_f32_two_prod(a: f32, b_2: f32) -> vec2<f32> {
    var ca: f32;
    var ah: f32;
    var al: f32;
    var cb: f32;
    var bh: f32;
    var bl: f32;
    var p: f32;
    var e_2: f32;

    {
        ca = (4097f * a);
        let _e6 = ca;
        let _e8 = ca;
        ah = (_e6 - (_e8 - a));
        let _e13 = ah;
        al = (a - _e13);
        cb = (4097f * b_2);
        let _e20 = cb;
        let _e22 = cb;
        bh = (_e20 - (_e22 - b_2));
        let _e27 = bh;
        bl = (b_2 - _e27);
        p = (a * b_2);
        let _e33 = ah;
        let _e35 = bh;
        let _e38 = p;
        let _e41 = ah;
        let _e43 = bl;
        let _e47 = al;
        let _e49 = bh;
        let _e53 = al;
        let _e55 = bl;
        e_2 = (((((_e33 * _e35) - _e38) + (_e41 * _e43)) + (_e47 * _e49)) + (_e53 * _e55));
        let _e60 = p;
        let _e62 = e_2;
        return vec2<f32>(_e60, _e62);
    }
    return vec2<f32>();
}

fn _oclvk_sqrt_f32_(x_7: f32) -> f32 {
    var local: bool;
    var y: f32;
    var back: f32;
    var e_3: i32;
    var local_1: bool;
    var shift: i32;
    var local_2: i32;
    var r: f32;
    var s_1: f32;
    var sq: vec2<f32>;
    var res: f32;
    var up: f32;
    var hi: vec2<f32>;
    var dh: f32;
    var down: f32;
    var lo: vec2<f32>;
    var dl: f32;

    {
        if ((bitcast<u32>(x_7) & 2147483647u) == 0u) {
            let _e7 = _oclvk_fb_copysign(0f, x_7);
            return _e7;
        }
        let _e8 = _oclvk_fb_isnan(x_7);
        local = _e8;
        if _e8 {
        } else {
            let _e10 = _oclvk_fb_signbit(x_7);
            local = _e10;
        }
        let _e13 = local;
        if _e13 {
            return bitcast<f32>(2143289344u);
        }
        let _e16 = _oclvk_fb_isinf(x_7);
        if _e16 {
            return x_7;
        }
        y = x_7;
        back = 1f;
        let _e20 = _oclvk_f32_exponent(x_7);
        e_3 = _e20;
        let _e23 = e_3;
        let _e26 = (_e23 < -(64i));
        local_1 = _e26;
        if _e26 {
        } else {
            let _e29 = e_3;
            local_1 = (_e29 >= 64i);
        }
        let _e34 = local_1;
        if _e34 {
            let _e36 = e_3;
            if (_e36 < -(64i)) {
                local_2 = 80i;
            } else {
                local_2 = -(64i);
            }
            let _e46 = local_2;
            shift = _e46;
            let _e49 = e_3;
            let _e51 = shift;
            let _e53 = _oclvk_f32_with_exponent(x_7, (_e49 + _e51));
            y = _e53;
            let _e56 = shift;
            let _e60 = _oclvk_f32_pow2i((-(_e56) / 2i));
            back = _e60;
        }
        let _e63 = y;
        r = inverseSqrt(_e63);
        let _e67 = y;
        let _e69 = r;
        s_1 = (_e67 * _e69);
        let _e73 = s_1;
        let _e75 = s_1;
        let _e76 = _oclvk_f32_two_prod(_e73, _e75);
        sq = _e76;
        let _e79 = y;
        let _e81 = sq;
        let _e85 = sq;
        res = ((_e79 - _e81.x) - _e85.y);
        let _e90 = s_1;
        let _e92 = res;
        let _e95 = r;
        s_1 = (_e90 + (_e92 * (0.5f * _e95)));
        let _e101 = s_1;
        up = bitcast<f32>((bitcast<u32>(_e101) + 1u));
        let _e108 = s_1;
        let _e110 = up;
        let _e111 = _oclvk_f32_two_prod(_e108, _e110);
        hi = _e111;
        let _e114 = y;
        let _e116 = hi;
        dh = (_e114 - _e116.x);
        let _e121 = dh;
        let _e123 = hi;
        if (_e121 > _e123.y) {
            let _e127 = up;
            s_1 = _e127;
        } else {
            let _e130 = s_1;
            down = bitcast<f32>((bitcast<u32>(_e130) - 1u));
            let _e137 = down;
            let _e139 = s_1;
            let _e140 = _oclvk_f32_two_prod(_e137, _e139);
            lo = _e140;
            let _e143 = y;
            let _e145 = lo;
            dl = (_e143 - _e145.x);
            let _e150 = dl;
            let _e152 = lo;
            if (_e150 <= _e152.y) {
                let _e156 = down;
                s_1 = _e156;
            }
        }
        let _e159 = s_1;
        let _e161 = back;
        return (_e159 * _e161);
    }
    return f32();
}

fn _oclvk_fb_isfinite(x_8: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_8);
        return (i32((_e1 < 2139095040u)) != 0i);
    }
    return bool();
}

fn _oclvk_el_exp_nonfinite(x_9: f32) -> f32 {
    var local_3: bool;
    var local_4: f32;

    {
        let _e1 = _oclvk_fb_isinf(x_9);
        local_3 = _e1;
        if _e1 {
            let _e3 = _oclvk_fb_signbit(x_9);
            local_3 = _e3;
        }
        let _e6 = local_3;
        if _e6 {
            local_4 = 0f;
        } else {
            local_4 = x_9;
        }
        let _e11 = local_4;
        return _e11;
    }
    return f32();
}

fn _oclvk_el_rint(x_10: f32) -> f32 {
    {
        return ((x_10 + 12582912f) - 12582912f);
    }
    return f32();
}

fn _oclvk_el_exp_reduce(x_11: f32) -> vec2<f32> {
    var k_1: f32;
    var r_1: f32;

    {
        let _e3 = _oclvk_el_rint((x_11 * 1.442695f));
        k_1 = _e3;
        let _e6 = k_1;
        let _e11 = k_1;
        r_1 = ((x_11 - (_e6 * 0.69311523f)) - (_e11 * 0.000031946183f));
        let _e17 = k_1;
        let _e19 = r_1;
        return vec2<f32>(_e17, _e19);
    }
    return vec2<f32>();
}

fn _oclvk_el_expm1_q(r_2: f32) -> f32 {
    var q: f32;

    {
        q = 0.00019845877f;
        let _e4 = q;
        q = fma(_e4, r_2, 0.0013940625f);
        let _e9 = q;
        q = fma(_e9, r_2, 0.00833339f);
        let _e14 = q;
        q = fma(_e14, r_2, 0.041666362f);
        let _e19 = q;
        q = fma(_e19, r_2, 0.16666666f);
        let _e24 = q;
        return fma(_e24, r_2, 0.5f);
    }
    return f32();
}

fn _oclvk_el_expm1_poly(r_3: f32) -> f32 {
    {
        let _e2 = _oclvk_el_expm1_q(r_3);
        return (r_3 + ((r_3 * r_3) * _e2));
    }
    return f32();
}

fn _oclvk_el_pow2i(k_2: i32) -> f32 {
    {
        return bitcast<f32>(((k_2 + 127i) << u32((23i & 31i))));
    }
    return f32();
}

fn _oclvk_el_scale(p_1: f32, k_3: i32) -> f32 {
    var h: i32;

    {
        h = (k_3 >> u32((1i & 31i)));
        let _e9 = h;
        let _e10 = _oclvk_el_pow2i(_e9);
        let _e13 = h;
        let _e15 = _oclvk_el_pow2i((k_3 - _e13));
        return ((p_1 * _e10) * _e15);
    }
    return f32();
}

fn _oclvk_exp_f32_(x_12: f32) -> f32 {
    var c: f32;
    var local_5: f32;
    var local_6: f32;
    var kr: vec2<f32>;
    var p_2: f32;

    {
        let _e1 = _oclvk_fb_isfinite(x_12);
        if !(_e1) {
            let _e3 = _oclvk_el_exp_nonfinite(x_12);
            return _e3;
        }
        if (x_12 > 89f) {
            local_5 = 89f;
        } else {
            if (x_12 < -(104f)) {
                local_6 = -(104f);
            } else {
                local_6 = x_12;
            }
            let _e16 = local_6;
            local_5 = _e16;
        }
        let _e19 = local_5;
        c = _e19;
        let _e22 = c;
        let _e23 = _oclvk_el_exp_reduce(_e22);
        kr = _e23;
        let _e27 = kr;
        let _e29 = _oclvk_el_expm1_poly(_e27.y);
        p_2 = (1f + _e29);
        let _e33 = p_2;
        let _e35 = kr;
        let _e38 = _oclvk_el_scale(_e33, i32(_e35.x));
        return _e38;
    }
    return f32();
}

fn _oclvk_fb_iszero(x_13: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_13);
        return (i32((_e1 == 0u)) != 0i);
    }
    return bool();
}

fn _oclvk_el_log_is_special(x_14: f32) -> bool {
    var local_7: bool;
    var local_8: bool;

    {
        let _e1 = _oclvk_fb_signbit(x_14);
        local_8 = _e1;
        if _e1 {
        } else {
            let _e3 = _oclvk_fb_iszero(x_14);
            local_8 = _e3;
        }
        let _e6 = local_8;
        local_7 = _e6;
        if _e6 {
        } else {
            let _e8 = _oclvk_fb_isfinite(x_14);
            local_7 = !(_e8);
        }
        let _e12 = local_7;
        return (i32(_e12) != 0i);
    }
    return bool();
}

fn _oclvk_el_log_special(x_15: f32) -> f32 {
    {
        let _e1 = _oclvk_fb_isnan(x_15);
        if _e1 {
            return x_15;
        }
        let _e2 = _oclvk_fb_iszero(x_15);
        if _e2 {
            return -(bitcast<f32>(2139095040u));
        }
        let _e6 = _oclvk_fb_signbit(x_15);
        if _e6 {
            return bitcast<f32>(2143289344u);
        }
        return bitcast<f32>(2139095040u);
    }
    return f32();
}

fn _oclvk_el_subnormal_bits(x_16: f32) -> i32 {
    {
        return bitcast<i32>((f32(bitcast<i32>(x_16)) * 0.000000000000000000000000000000000000023509887f));
    }
    return i32();
}

fn _oclvk_el_log_reduce(x_17: f32) -> vec2<f32> {
    var bits: i32;
    var e_4: i32;
    var mant: i32;
    var m_1: i32;

    {
        bits = bitcast<i32>(x_17);
        e_4 = -(127i);
        let _e7 = bits;
        if (_e7 < 8388608i) {
            let _e10 = _oclvk_el_subnormal_bits(x_17);
            bits = _e10;
            e_4 = -(151i);
        }
        let _e16 = bits;
        mant = (_e16 & 8388607i);
        let _e21 = e_4;
        let _e23 = bits;
        e_4 = (_e21 + (_e23 >> u32((23i & 31i))));
        let _e32 = mant;
        m_1 = (_e32 | 1065353216i);
        let _e37 = mant;
        if (_e37 > 3474675i) {
            let _e41 = m_1;
            m_1 = (_e41 - 8388608i);
            let _e46 = e_4;
            e_4 = (_e46 + 1i);
        }
        let _e51 = e_4;
        let _e54 = m_1;
        return vec2<f32>(f32(_e51), (bitcast<f32>(_e54) - 1f));
    }
    return vec2<f32>();
}

fn _oclvk_el_log1p_q(f_1: f32) -> f32 {
    var q_1: f32;

    {
        q_1 = -(0.07619631f);
        let _e5 = q_1;
        q_1 = fma(_e5, f_1, 0.1290369f);
        let _e10 = q_1;
        q_1 = fma(_e10, f_1, -(0.1324344f));
        let _e16 = q_1;
        q_1 = fma(_e16, f_1, 0.14181963f);
        let _e21 = q_1;
        q_1 = fma(_e21, f_1, -(0.1660905f));
        let _e27 = q_1;
        q_1 = fma(_e27, f_1, 0.20001966f);
        let _e32 = q_1;
        q_1 = fma(_e32, f_1, -(0.25001583f));
        let _e38 = q_1;
        q_1 = fma(_e38, f_1, 0.33333325f);
        let _e43 = q_1;
        return fma(_e43, f_1, -(0.49999988f));
    }
    return f32();
}

fn _oclvk_el_log1p_poly(f_2: f32) -> f32 {
    {
        let _e2 = _oclvk_el_log1p_q(f_2);
        return (f_2 + ((f_2 * f_2) * _e2));
    }
    return f32();
}

fn _oclvk_el_log_pos(x_18: f32) -> f32 {
    var ef: vec2<f32>;
    var l: f32;

    {
        let _e1 = _oclvk_el_log_reduce(x_18);
        ef = _e1;
        let _e4 = ef;
        let _e6 = _oclvk_el_log1p_poly(_e4.y);
        l = _e6;
        let _e9 = ef;
        let _e14 = ef;
        let _e19 = l;
        return ((_e9.x * 0.69311523f) + ((_e14.x * 0.000031946183f) + _e19));
    }
    return f32();
}

fn _oclvk_log_f32_(x_19: f32) -> f32 {
    {
        let _e1 = _oclvk_el_log_is_special(x_19);
        if _e1 {
            let _e2 = _oclvk_el_log_special(x_19);
            return _e2;
        }
        let _e3 = _oclvk_el_log_pos(x_19);
        return _e3;
    }
    return f32();
}

fn _oclvk_trigf_two_over_pi_word(w: i32) -> u32 {
    var t: u32;
    var local_9: u32;
    var local_10: u32;
    var local_11: u32;
    var local_12: u32;
    var local_13: u32;
    var local_14: u32;
    var local_15: u32;
    var local_16: u32;

    {
        t = 0u;
        if (w == 0i) {
            local_9 = 2734261102u;
        } else {
            let _e8 = t;
            local_9 = _e8;
        }
        let _e11 = local_9;
        t = _e11;
        if (w == 1i) {
            local_10 = 1313084713u;
        } else {
            let _e18 = t;
            local_10 = _e18;
        }
        let _e21 = local_10;
        t = _e21;
        if (w == 2i) {
            local_11 = 4230436817u;
        } else {
            let _e28 = t;
            local_11 = _e28;
        }
        let _e31 = local_11;
        t = _e31;
        if (w == 3i) {
            local_12 = 4113882560u;
        } else {
            let _e38 = t;
            local_12 = _e38;
        }
        let _e41 = local_12;
        t = _e41;
        if (w == 4i) {
            local_13 = 3680671129u;
        } else {
            let _e48 = t;
            local_13 = _e48;
        }
        let _e51 = local_13;
        t = _e51;
        if (w == 5i) {
            local_14 = 1011060801u;
        } else {
            let _e58 = t;
            local_14 = _e58;
        }
        let _e61 = local_14;
        t = _e61;
        if (w == 6i) {
            local_15 = 4266746795u;
        } else {
            let _e68 = t;
            local_15 = _e68;
        }
        let _e71 = local_15;
        t = _e71;
        if (w == 7i) {
            local_16 = 3736847713u;
        } else {
            let _e78 = t;
            local_16 = _e78;
        }
        let _e81 = local_16;
        t = _e81;
        let _e84 = t;
        return _e84;
    }
    return u32();
}

fn _oclvk_trigf_two_over_pi_bits(j: i32) -> u32 {
    var b_3: i32;
    var w_1: i32;
    var s_2: u32;
    var hi_1: u32;
    var lo_1: u32;
    var local_17: u32;

    {
        b_3 = (j - 1i);
        let _e5 = b_3;
        w_1 = (_e5 >> u32((5i & 31i)));
        let _e13 = b_3;
        s_2 = u32((_e13 & 31i));
        let _e19 = w_1;
        let _e20 = _oclvk_trigf_two_over_pi_word(_e19);
        hi_1 = _e20;
        let _e23 = w_1;
        let _e26 = _oclvk_trigf_two_over_pi_word((_e23 + 1i));
        lo_1 = _e26;
        let _e29 = s_2;
        if (_e29 == 0u) {
            let _e33 = hi_1;
            local_17 = _e33;
        } else {
            let _e36 = hi_1;
            let _e38 = s_2;
            let _e43 = lo_1;
            let _e46 = s_2;
            local_17 = ((_e36 << (_e38 & 31u)) | (_e43 >> ((32u - _e46) & 31u)));
        }
        let _e54 = local_17;
        return _e54;
    }
    return u32();
}

fn _oclvk_trigf_two_prod(a_1: f32, b_4: f32) -> vec2<f32> {
    var p_3: f32;
    var ah_1: f32;
    var al_1: f32;
    var bh_1: f32;
    var bl_1: f32;

    {
        p_3 = (a_1 * b_4);
        ah_1 = bitcast<f32>((bitcast<u32>(a_1) & 4294963200u));
        let _e10 = ah_1;
        al_1 = (a_1 - _e10);
        bh_1 = bitcast<f32>((bitcast<u32>(b_4) & 4294963200u));
        let _e19 = bh_1;
        bl_1 = (b_4 - _e19);
        let _e23 = p_3;
        let _e25 = ah_1;
        let _e27 = bh_1;
        let _e30 = p_3;
        let _e33 = ah_1;
        let _e35 = bl_1;
        let _e39 = al_1;
        let _e41 = bh_1;
        let _e45 = al_1;
        let _e47 = bl_1;
        return vec2<f32>(_e23, (((((_e25 * _e27) - _e30) + (_e33 * _e35)) + (_e39 * _e41)) + (_e45 * _e47)));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_fast_two_sum(a_2: f32, b_5: f32) -> vec2<f32> {
    var s_3: f32;

    {
        s_3 = (a_2 + b_5);
        let _e5 = s_3;
        let _e7 = s_3;
        return vec2<f32>(_e5, (b_5 - (_e7 - a_2)));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_reduce_large(x_20: f32) -> vec4<f32> {
    var bits_1: u32;
    var e_5: i32;
    var m_2: u32;
    var j0_: i32;
    var w2_: u32;
    var w1_: u32;
    var w0_: u32;
    var r0_: u32;
    var p0hi: u32;
    var r1_: u32;
    var carry: u32;
    var local_18: u32;
    var r2_: u32;
    var n: i32;
    var f2_: u32;
    var f1_: u32;
    var f0_: u32;
    var negative: bool;
    var local_19: i32;
    var g0_: u32;
    var local_20: u32;
    var borrow0_: u32;
    var local_21: bool;
    var local_22: u32;
    var g1_: u32;
    var local_23: u32;
    var borrow1_: u32;
    var local_24: bool;
    var local_25: u32;
    var g2_: u32;
    var local_26: u32;
    var word_shift: bool;
    var top: u32;
    var local_27: u32;
    var next: u32;
    var local_28: u32;
    var lz: u32;
    var hi_2: u32;
    var local_29: u32;
    var mid: u32;
    var local_30: u32;
    var shift_1: i32;
    var local_31: i32;
    var scale: f32;
    var fhi: f32;
    var flo: f32;
    var p_4: vec2<f32>;
    var lo_2: f32;
    var r_4: vec2<f32>;
    var local_32: vec2<f32>;
    var x_negative: bool;
    var local_33: vec2<f32>;
    var local_34: i32;

    {
        bits_1 = bitcast<u32>(x_20);
        let _e4 = bits_1;
        e_5 = (i32(((_e4 >> (23u & 31u)) & 255u)) - 150i);
        let _e16 = bits_1;
        m_2 = ((_e16 & 8388607u) | 8388608u);
        let _e23 = e_5;
        j0_ = (_e23 - 1i);
        let _e28 = j0_;
        let _e29 = _oclvk_trigf_two_over_pi_bits(_e28);
        w2_ = _e29;
        let _e32 = j0_;
        let _e35 = _oclvk_trigf_two_over_pi_bits((_e32 + 32i));
        w1_ = _e35;
        let _e38 = j0_;
        let _e41 = _oclvk_trigf_two_over_pi_bits((_e38 + 64i));
        w0_ = _e41;
        let _e44 = m_2;
        let _e46 = w0_;
        r0_ = (_e44 * _e46);
        let _e50 = m_2;
        let _e52 = w0_;
        let _e55 = (_e50 & 65535u);
        let _e56 = (_e50 >> 16u);
        let _e57 = (_e52 & 65535u);
        let _e58 = (_e52 >> 16u);
        let _e60 = (_e55 * _e58);
        let _e61 = (_e56 * _e57);
        p0hi = ((((_e56 * _e58) + (_e60 >> 16u)) + (_e61 >> 16u)) + (((((_e55 * _e57) >> 16u) + (_e60 & 65535u)) + (_e61 & 65535u)) >> 16u));
        let _e76 = p0hi;
        let _e78 = m_2;
        let _e80 = w1_;
        r1_ = (_e76 + (_e78 * _e80));
        let _e85 = r1_;
        let _e87 = p0hi;
        if (_e85 < _e87) {
            local_18 = 1u;
        } else {
            local_18 = 0u;
        }
        let _e94 = local_18;
        carry = _e94;
        let _e97 = m_2;
        let _e99 = w1_;
        let _e102 = (_e97 & 65535u);
        let _e103 = (_e97 >> 16u);
        let _e104 = (_e99 & 65535u);
        let _e105 = (_e99 >> 16u);
        let _e107 = (_e102 * _e105);
        let _e108 = (_e103 * _e104);
        let _e122 = m_2;
        let _e124 = w2_;
        let _e128 = carry;
        r2_ = ((((((_e103 * _e105) + (_e107 >> 16u)) + (_e108 >> 16u)) + (((((_e102 * _e104) >> 16u) + (_e107 & 65535u)) + (_e108 & 65535u)) >> 16u)) + (_e122 * _e124)) + _e128);
        let _e132 = r2_;
        n = i32((_e132 >> (30u & 31u)));
        let _e140 = r2_;
        let _e146 = r1_;
        f2_ = ((_e140 << (2u & 31u)) | (_e146 >> (30u & 31u)));
        let _e154 = r1_;
        let _e160 = r0_;
        f1_ = ((_e154 << (2u & 31u)) | (_e160 >> (30u & 31u)));
        let _e168 = r0_;
        f0_ = (_e168 << (2u & 31u));
        let _e175 = f2_;
        negative = (i32(((_e175 >> (31u & 31u)) != 0u)) != 0i);
        let _e187 = negative;
        if _e187 {
            let _e189 = n;
            local_19 = (_e189 + 1i);
        } else {
            let _e194 = n;
            local_19 = _e194;
        }
        let _e197 = local_19;
        n = _e197;
        let _e200 = negative;
        if _e200 {
            let _e202 = f0_;
            local_20 = (~(_e202) + 1u);
        } else {
            let _e208 = f0_;
            local_20 = _e208;
        }
        let _e211 = local_20;
        g0_ = _e211;
        let _e214 = negative;
        local_21 = _e214;
        if _e214 {
            let _e217 = g0_;
            local_21 = (_e217 == 0u);
        }
        let _e222 = local_21;
        if _e222 {
            local_22 = 1u;
        } else {
            local_22 = 0u;
        }
        let _e228 = local_22;
        borrow0_ = _e228;
        let _e231 = negative;
        if _e231 {
            let _e233 = f1_;
            let _e236 = borrow0_;
            local_23 = (~(_e233) + _e236);
        } else {
            let _e240 = f1_;
            local_23 = _e240;
        }
        let _e243 = local_23;
        g1_ = _e243;
        let _e246 = borrow0_;
        let _e248 = (_e246 != 0u);
        local_24 = _e248;
        if _e248 {
            let _e251 = g1_;
            local_24 = (_e251 == 0u);
        }
        let _e256 = local_24;
        if _e256 {
            local_25 = 1u;
        } else {
            local_25 = 0u;
        }
        let _e262 = local_25;
        borrow1_ = _e262;
        let _e265 = negative;
        if _e265 {
            let _e267 = f2_;
            let _e270 = borrow1_;
            local_26 = (~(_e267) + _e270);
        } else {
            let _e274 = f2_;
            local_26 = _e274;
        }
        let _e277 = local_26;
        g2_ = _e277;
        let _e280 = g2_;
        word_shift = (i32((_e280 == 0u)) != 0i);
        let _e288 = word_shift;
        if _e288 {
            let _e290 = g1_;
            local_27 = _e290;
        } else {
            let _e293 = g2_;
            local_27 = _e293;
        }
        let _e296 = local_27;
        top = _e296;
        let _e299 = word_shift;
        if _e299 {
            let _e301 = g0_;
            local_28 = _e301;
        } else {
            let _e304 = g1_;
            local_28 = _e304;
        }
        let _e307 = local_28;
        next = _e307;
        let _e310 = top;
        lz = countLeadingZeros(_e310);
        let _e314 = lz;
        if (_e314 == 0u) {
            let _e318 = top;
            local_29 = _e318;
        } else {
            let _e321 = top;
            let _e323 = lz;
            let _e328 = next;
            let _e331 = lz;
            local_29 = ((_e321 << (_e323 & 31u)) | (_e328 >> ((32u - _e331) & 31u)));
        }
        let _e339 = local_29;
        hi_2 = _e339;
        let _e342 = lz;
        if (_e342 == 0u) {
            let _e346 = next;
            local_30 = _e346;
        } else {
            let _e349 = next;
            let _e351 = lz;
            local_30 = (_e349 << (_e351 & 31u));
        }
        let _e357 = local_30;
        mid = _e357;
        let _e360 = lz;
        let _e363 = word_shift;
        if _e363 {
            local_31 = 32i;
        } else {
            local_31 = 0i;
        }
        let _e369 = local_31;
        shift_1 = (i32(_e360) + _e369);
        let _e376 = shift_1;
        scale = bitcast<f32>((u32(((127i - 24i) - _e376)) << (23u & 31u)));
        let _e386 = hi_2;
        let _e393 = scale;
        fhi = (f32((_e386 >> (8u & 31u))) * _e393);
        let _e397 = hi_2;
        let _e405 = mid;
        let _e413 = scale;
        flo = (f32((((_e397 & 255u) << (16u & 31u)) | (_e405 >> (16u & 31u)))) * (_e413 * 0.000000059604645f));
        let _e419 = fhi;
        let _e421 = _oclvk_trigf_two_prod(_e419, 1.5707964f);
        p_4 = _e421;
        let _e424 = p_4;
        let _e427 = flo;
        let _e431 = fhi;
        lo_2 = (_e424.y + ((_e427 * 1.5707964f) + (_e431 * -(0.00000004371139f))));
        let _e439 = p_4;
        let _e442 = lo_2;
        let _e443 = _oclvk_trigf_fast_two_sum(_e439.x, _e442);
        r_4 = _e443;
        let _e446 = negative;
        if _e446 {
            let _e448 = r_4;
            local_32 = -(_e448);
        } else {
            let _e452 = r_4;
            local_32 = _e452;
        }
        let _e455 = local_32;
        r_4 = _e455;
        x_negative = (i32((x_20 < 0f)) != 0i);
        let _e464 = x_negative;
        if _e464 {
            let _e466 = r_4;
            local_33 = -(_e466);
        } else {
            let _e470 = r_4;
            local_33 = _e470;
        }
        let _e473 = local_33;
        r_4 = _e473;
        let _e476 = x_negative;
        if _e476 {
            let _e478 = n;
            local_34 = -(_e478);
        } else {
            let _e482 = n;
            local_34 = _e482;
        }
        let _e485 = local_34;
        n = _e485;
        let _e488 = r_4;
        let _e491 = r_4;
        let _e494 = n;
        return vec4<f32>(_e488.x, _e491.y, f32((_e494 & 3i)), 0f);
    }
    return vec4<f32>();
}

fn _oclvk_trigf_two_sum(a_3: f32, b_6: f32) -> vec2<f32> {
    var s_4: f32;
    var bb: f32;

    {
        s_4 = (a_3 + b_6);
        let _e5 = s_4;
        bb = (_e5 - a_3);
        let _e9 = s_4;
        let _e11 = s_4;
        let _e13 = bb;
        let _e17 = bb;
        return vec2<f32>(_e9, ((a_3 - (_e11 - _e13)) + (b_6 - _e17)));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_reduce(x_21: f32) -> vec4<f32> {
    var big: f32;
    var k_4: f32;
    var t1_: f32;
    var t2_: vec2<f32>;
    var t3_: vec2<f32>;
    var lo_3: f32;
    var r_5: vec2<f32>;

    {
        if !((abs(x_21) <= 6400f)) {
            let _e5 = _oclvk_trigf_reduce_large(x_21);
            return _e5;
        }
        big = ((x_21 * 0.63661975f) + 12582912f);
        let _e12 = big;
        k_4 = (_e12 - 12582912f);
        let _e17 = k_4;
        t1_ = (x_21 - (_e17 * 1.5708008f));
        let _e23 = t1_;
        let _e25 = k_4;
        let _e30 = _oclvk_trigf_two_sum(_e23, -((_e25 * -(0.0000044535846f))));
        t2_ = _e30;
        let _e33 = t2_;
        let _e36 = k_4;
        let _e41 = _oclvk_trigf_two_sum(_e33.x, -((_e36 * -(0.0000000008706138f))));
        t3_ = _e41;
        let _e44 = t2_;
        let _e47 = t3_;
        let _e51 = k_4;
        lo_3 = ((_e44.y + _e47.y) - (_e51 * 0.00000000000006223372f));
        let _e57 = t3_;
        let _e60 = lo_3;
        let _e61 = _oclvk_trigf_fast_two_sum(_e57.x, _e60);
        r_5 = _e61;
        let _e64 = r_5;
        let _e67 = r_5;
        let _e70 = big;
        return vec4<f32>(_e64.x, _e67.y, f32((bitcast<i32>(_e70) & 3i)), 0f);
    }
    return vec4<f32>();
}

fn _oclvk_trigf_sin_kernel(x_22: f32, y_1: f32) -> vec2<f32> {
    var z: f32;
    var p_5: f32;

    {
        z = (x_22 * x_22);
        let _e5 = z;
        p_5 = fma(_e5, 0.000002724876f, -(0.00019840077f));
        let _e12 = p_5;
        let _e14 = z;
        p_5 = fma(_e12, _e14, 0.008333332f);
        let _e19 = p_5;
        let _e21 = z;
        p_5 = fma(_e19, _e21, -(0.16666667f));
        let _e27 = z;
        let _e30 = p_5;
        return vec2<f32>(x_22, fma((x_22 * _e27), _e30, y_1));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_cos_kernel(x_23: f32, y_2: f32) -> vec2<f32> {
    var z_1: f32;
    var p_6: f32;
    var hz: f32;
    var w_2: f32;

    {
        z_1 = (x_23 * x_23);
        let _e5 = z_1;
        p_6 = fma(_e5, 0.000024547053f, -(0.0013888298f));
        let _e12 = p_6;
        let _e14 = z_1;
        p_6 = fma(_e12, _e14, 0.041666664f);
        let _e20 = z_1;
        hz = (0.5f * _e20);
        let _e25 = hz;
        w_2 = (1f - _e25);
        let _e29 = w_2;
        let _e32 = w_2;
        let _e35 = hz;
        let _e38 = z_1;
        let _e40 = z_1;
        let _e43 = p_6;
        return vec2<f32>(_e29, (((1f - _e32) - _e35) + fma((_e38 * _e40), _e43, -((x_23 * y_2)))));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_sin_quadrant(x_24: f32, y_3: f32, n_1: i32) -> f32 {
    var s_5: vec2<f32>;
    var c_1: vec2<f32>;
    var r_6: f32;
    var local_35: f32;
    var local_36: f32;

    {
        let _e3 = _oclvk_trigf_sin_kernel(x_24, y_3);
        s_5 = _e3;
        let _e5 = _oclvk_trigf_cos_kernel(x_24, y_3);
        c_1 = _e5;
        if ((n_1 & 1i) != 0i) {
            let _e12 = c_1;
            let _e15 = c_1;
            local_35 = (_e12.x + _e15.y);
        } else {
            let _e20 = s_5;
            let _e23 = s_5;
            local_35 = (_e20.x + _e23.y);
        }
        let _e28 = local_35;
        r_6 = _e28;
        if ((n_1 & 2i) != 0i) {
            let _e35 = r_6;
            local_36 = -(_e35);
        } else {
            let _e39 = r_6;
            local_36 = _e39;
        }
        let _e42 = local_36;
        return _e42;
    }
    return f32();
}

fn _oclvk_sin_f32_(x_25: f32) -> f32 {
    var r_7: vec4<f32>;
    var s_6: f32;
    var local_37: f32;

    {
        let _e1 = _oclvk_fb_isfinite(x_25);
        if !(_e1) {
            return bitcast<f32>(2143289344u);
        }
        let _e5 = _oclvk_trigf_reduce(x_25);
        r_7 = _e5;
        let _e8 = r_7;
        let _e11 = r_7;
        let _e14 = r_7;
        let _e17 = _oclvk_trigf_sin_quadrant(_e8.x, _e11.y, i32(_e14.z));
        s_6 = _e17;
        if (abs(x_25) < 0.00024414063f) {
            local_37 = x_25;
        } else {
            let _e24 = s_6;
            local_37 = _e24;
        }
        let _e27 = local_37;
        s_6 = _e27;
        let _e30 = s_6;
        return _e30;
    }
    return f32();
}

fn _oclvk_cos_f32_(x_26: f32) -> f32 {
    var r_8: vec4<f32>;
    var c_2: f32;

    {
        let _e1 = _oclvk_fb_isfinite(x_26);
        if !(_e1) {
            return bitcast<f32>(2143289344u);
        }
        let _e5 = _oclvk_trigf_reduce(x_26);
        r_8 = _e5;
        let _e8 = r_8;
        let _e11 = r_8;
        let _e14 = r_8;
        let _e19 = _oclvk_trigf_sin_quadrant(_e8.x, _e11.y, (i32(_e14.z) + 1i));
        c_2 = _e19;
        let _e22 = c_2;
        return _e22;
    }
    return f32();
}

fn _oclvk_el_is_finite_positive(x_27: f32) -> bool {
    {
        return (i32(((bitcast<u32>(x_27) - 1u) < 2139095039u)) != 0i);
    }
    return bool();
}

fn _oclvk_el_two_square(a_4: f32) -> vec2<f32> {
    var ca_1: f32;
    var ah_2: f32;
    var al_2: f32;
    var p_7: f32;
    var e_6: f32;

    {
        ca_1 = (4097f * a_4);
        let _e5 = ca_1;
        let _e7 = ca_1;
        ah_2 = (_e5 - (_e7 - a_4));
        let _e12 = ah_2;
        al_2 = (a_4 - _e12);
        p_7 = (a_4 * a_4);
        let _e18 = ah_2;
        let _e20 = ah_2;
        let _e23 = p_7;
        let _e27 = ah_2;
        let _e29 = al_2;
        let _e34 = al_2;
        let _e36 = al_2;
        e_6 = ((((_e18 * _e20) - _e23) + (2f * (_e27 * _e29))) + (_e34 * _e36));
        let _e41 = p_7;
        let _e43 = e_6;
        return vec2<f32>(_e41, _e43);
    }
    return vec2<f32>();
}

fn _oclvk_el_fast_two_sum(a_5: f32, b_7: f32) -> vec2<f32> {
    var s_7: f32;

    {
        s_7 = (a_5 + b_7);
        let _e5 = s_7;
        let _e7 = s_7;
        return vec2<f32>(_e5, (b_7 - (_e7 - a_5)));
    }
    return vec2<f32>();
}

fn _oclvk_el_log_ff(x_28: f32) -> vec2<f32> {
    var ef_1: vec2<f32>;
    var f_3: f32;
    var p_8: f32;
    var sq_1: vec2<f32>;
    var s_8: vec2<f32>;
    var lo_4: f32;
    var ln: vec2<f32>;
    var t_1: vec2<f32>;

    {
        let _e1 = _oclvk_el_log_reduce(x_28);
        ef_1 = _e1;
        let _e4 = ef_1;
        f_3 = _e4.y;
        p_8 = 0.053847574f;
        let _e10 = p_8;
        let _e12 = f_3;
        p_8 = fma(_e10, _e12, -(0.098620296f));
        let _e18 = p_8;
        let _e20 = f_3;
        p_8 = fma(_e18, _e20, 0.099889345f);
        let _e25 = p_8;
        let _e27 = f_3;
        p_8 = fma(_e25, _e27, -(0.09924798f));
        let _e33 = p_8;
        let _e35 = f_3;
        p_8 = fma(_e33, _e35, 0.110147536f);
        let _e40 = p_8;
        let _e42 = f_3;
        p_8 = fma(_e40, _e42, -(0.12498264f));
        let _e48 = p_8;
        let _e50 = f_3;
        p_8 = fma(_e48, _e50, 0.14290176f);
        let _e55 = p_8;
        let _e57 = f_3;
        p_8 = fma(_e55, _e57, -(0.16666856f));
        let _e63 = p_8;
        let _e65 = f_3;
        p_8 = fma(_e63, _e65, 0.19999911f);
        let _e70 = p_8;
        let _e72 = f_3;
        p_8 = fma(_e70, _e72, -(0.24999997f));
        let _e78 = p_8;
        let _e80 = f_3;
        p_8 = fma(_e78, _e80, 0.33333334f);
        let _e85 = f_3;
        let _e86 = _oclvk_el_two_square(_e85);
        sq_1 = _e86;
        let _e89 = f_3;
        let _e93 = sq_1;
        let _e96 = _oclvk_el_fast_two_sum(_e89, (-(0.5f) * _e93.x));
        s_8 = _e96;
        let _e99 = s_8;
        let _e103 = sq_1;
        let _e108 = f_3;
        let _e110 = sq_1;
        let _e114 = p_8;
        lo_4 = ((_e99.y - (0.5f * _e103.y)) + ((_e108 * _e110.x) * _e114));
        let _e119 = s_8;
        let _e122 = lo_4;
        let _e123 = _oclvk_el_fast_two_sum(_e119.x, _e122);
        ln = _e123;
        let _e126 = ef_1;
        let _e131 = ln;
        let _e133 = _oclvk_el_fast_two_sum((_e126.x * 0.69311523f), _e131.x);
        t_1 = _e133;
        let _e136 = t_1;
        let _e139 = t_1;
        let _e142 = ln;
        let _e145 = ef_1;
        let _e151 = _oclvk_el_fast_two_sum(_e136.x, (_e139.y + (_e142.y + (_e145.x * 0.000031946183f))));
        return _e151;
    }
    return vec2<f32>();
}

fn _oclvk_fb_fabs(x_29: f32) -> f32 {
    {
        let _e1 = _oclvk_fb_abs_bits(x_29);
        return bitcast<f32>(_e1);
    }
    return f32();
}

fn _oclvk_el_exp_ff(hi_3: f32, lo_5: f32) -> f32 {
    var kr_1: vec2<f32>;
    var p_9: f32;

    {
        if (hi_3 > 90f) {
            return bitcast<f32>(2139095040u);
        }
        if (hi_3 < -(104.5f)) {
            return 0f;
        }
        let _e10 = _oclvk_el_exp_reduce(hi_3);
        kr_1 = _e10;
        let _e14 = kr_1;
        let _e17 = _oclvk_el_expm1_poly((_e14.y + lo_5));
        p_9 = (1f + _e17);
        let _e21 = p_9;
        let _e23 = kr_1;
        let _e26 = _oclvk_el_scale(_e21, i32(_e23.x));
        return _e26;
    }
    return f32();
}

fn _oclvk_el_two_prod(a_6: f32, b_8: f32) -> vec2<f32> {
    var ca_2: f32;
    var ah_3: f32;
    var al_3: f32;
    var cb_1: f32;
    var bh_2: f32;
    var bl_2: f32;
    var p_10: f32;
    var e_7: f32;

    {
        ca_2 = (4097f * a_6);
        let _e6 = ca_2;
        let _e8 = ca_2;
        ah_3 = (_e6 - (_e8 - a_6));
        let _e13 = ah_3;
        al_3 = (a_6 - _e13);
        cb_1 = (4097f * b_8);
        let _e20 = cb_1;
        let _e22 = cb_1;
        bh_2 = (_e20 - (_e22 - b_8));
        let _e27 = bh_2;
        bl_2 = (b_8 - _e27);
        p_10 = (a_6 * b_8);
        let _e33 = ah_3;
        let _e35 = bh_2;
        let _e38 = p_10;
        let _e41 = ah_3;
        let _e43 = bl_2;
        let _e47 = al_3;
        let _e49 = bh_2;
        let _e53 = al_3;
        let _e55 = bl_2;
        e_7 = (((((_e33 * _e35) - _e38) + (_e41 * _e43)) + (_e47 * _e49)) + (_e53 * _e55));
        let _e60 = p_10;
        let _e62 = e_7;
        return vec2<f32>(_e60, _e62);
    }
    return vec2<f32>();
}

fn _oclvk_el_pow_core(x_30: f32, y_4: f32) -> f32 {
    var l_1: vec2<f32>;
    var hi_4: f32;
    var z_2: vec2<f32>;

    {
        let _e2 = _oclvk_el_log_ff(x_30);
        l_1 = _e2;
        let _e5 = l_1;
        hi_4 = (y_4 * _e5.x);
        let _e10 = hi_4;
        let _e11 = _oclvk_fb_fabs(_e10);
        if !((_e11 <= 110f)) {
            let _e16 = hi_4;
            let _e18 = _oclvk_el_exp_ff(_e16, 0f);
            return _e18;
        }
        let _e20 = l_1;
        let _e22 = _oclvk_el_two_prod(y_4, _e20.x);
        z_2 = _e22;
        let _e25 = z_2;
        let _e28 = z_2;
        let _e31 = l_1;
        let _e35 = _oclvk_el_exp_ff(_e25.x, (_e28.y + (y_4 * _e31.y)));
        return _e35;
    }
    return f32();
}

fn _oclvk_el_is_odd_integer(y_5: f32) -> bool {
    var a_7: f32;
    var local_38: bool;
    var local_39: bool;

    {
        let _e1 = _oclvk_fb_fabs(y_5);
        a_7 = _e1;
        let _e4 = a_7;
        let _e6 = (_e4 < 16777216f);
        local_39 = _e6;
        if _e6 {
            let _e9 = a_7;
            let _e13 = a_7;
            local_39 = (f32(i32(_e9)) == _e13);
        }
        let _e17 = local_39;
        local_38 = _e17;
        if _e17 {
            let _e20 = a_7;
            local_38 = ((i32(_e20) & 1i) != 0i);
        }
        let _e28 = local_38;
        return (i32(_e28) != 0i);
    }
    return bool();
}

fn _oclvk_el_is_integer(y_6: f32) -> bool {
    var a_8: f32;
    var local_40: bool;
    var local_41: bool;

    {
        let _e1 = _oclvk_fb_fabs(y_6);
        a_8 = _e1;
        let _e4 = a_8;
        let _e5 = _oclvk_fb_isinf(_e4);
        let _e6 = !(_e5);
        local_40 = _e6;
        if _e6 {
            let _e9 = a_8;
            let _e11 = (_e9 >= 8388608f);
            local_41 = _e11;
            if _e11 {
            } else {
                let _e14 = a_8;
                let _e18 = a_8;
                local_41 = (f32(i32(_e14)) == _e18);
            }
            let _e22 = local_41;
            local_40 = _e22;
        }
        let _e25 = local_40;
        return (i32(_e25) != 0i);
    }
    return bool();
}

fn _oclvk_el_pow_special(x_31: f32, y_7: f32) -> f32 {
    var local_42: bool;
    var local_43: bool;
    var odd: bool;
    var neg_x: bool;
    var ax: f32;
    var local_44: f32;
    var r_9: f32;
    var local_45: f32;
    var local_46: f32;
    var r_10: f32;
    var local_47: f32;
    var local_48: f32;
    var local_49: bool;
    var r_11: f32;
    var local_50: f32;

    {
        let _e2 = _oclvk_fb_iszero(y_7);
        local_42 = _e2;
        if _e2 {
        } else {
            local_42 = (bitcast<u32>(x_31) == 1065353216u);
        }
        let _e9 = local_42;
        if _e9 {
            return 1f;
        }
        let _e11 = _oclvk_fb_isnan(x_31);
        local_43 = _e11;
        if _e11 {
        } else {
            let _e13 = _oclvk_fb_isnan(y_7);
            local_43 = _e13;
        }
        let _e16 = local_43;
        if _e16 {
            return bitcast<f32>(2143289344u);
        }
        let _e19 = _oclvk_el_is_odd_integer(y_7);
        odd = _e19;
        let _e21 = _oclvk_fb_signbit(x_31);
        neg_x = _e21;
        let _e23 = _oclvk_fb_fabs(x_31);
        ax = _e23;
        let _e25 = _oclvk_fb_isinf(y_7);
        if _e25 {
            let _e26 = _oclvk_fb_abs_bits(x_31);
            if (_e26 == 1065353216u) {
                return 1f;
            }
            let _e31 = ax;
            let _e35 = _oclvk_fb_signbit(y_7);
            if (i32((_e31 < 1f)) == i32(_e35)) {
                local_44 = bitcast<f32>(2139095040u);
            } else {
                local_44 = 0f;
            }
            let _e44 = local_44;
            return _e44;
        }
        let _e45 = _oclvk_fb_iszero(x_31);
        if _e45 {
            let _e46 = _oclvk_fb_signbit(y_7);
            if _e46 {
                local_45 = bitcast<f32>(2139095040u);
            } else {
                local_45 = 0f;
            }
            let _e53 = local_45;
            r_9 = _e53;
            let _e56 = odd;
            if _e56 {
                let _e58 = r_9;
                let _e59 = _oclvk_fb_copysign(_e58, x_31);
                local_46 = _e59;
            } else {
                let _e62 = r_9;
                local_46 = _e62;
            }
            let _e65 = local_46;
            return _e65;
        }
        let _e66 = _oclvk_fb_isinf(x_31);
        if _e66 {
            let _e67 = _oclvk_fb_signbit(y_7);
            if _e67 {
                local_47 = 0f;
            } else {
                local_47 = bitcast<f32>(2139095040u);
            }
            let _e74 = local_47;
            r_10 = _e74;
            let _e77 = odd;
            if _e77 {
                let _e79 = r_10;
                let _e80 = _oclvk_fb_copysign(_e79, x_31);
                local_48 = _e80;
            } else {
                let _e83 = r_10;
                local_48 = _e83;
            }
            let _e86 = local_48;
            return _e86;
        }
        let _e88 = neg_x;
        local_49 = _e88;
        if _e88 {
            let _e90 = _oclvk_el_is_integer(y_7);
            local_49 = !(_e90);
        }
        let _e94 = local_49;
        if _e94 {
            return bitcast<f32>(2143289344u);
        }
        let _e98 = ax;
        let _e99 = _oclvk_el_pow_core(_e98, y_7);
        r_11 = _e99;
        let _e102 = odd;
        if _e102 {
            let _e104 = r_11;
            let _e105 = _oclvk_fb_copysign(_e104, x_31);
            local_50 = _e105;
        } else {
            let _e108 = r_11;
            local_50 = _e108;
        }
        let _e111 = local_50;
        return _e111;
    }
    return f32();
}

fn _oclvk_pow_f32_(x_32: f32, y_8: f32) -> f32 {
    var local_51: bool;

    {
        let _e2 = _oclvk_el_is_finite_positive(x_32);
        local_51 = _e2;
        if _e2 {
            let _e4 = _oclvk_fb_isfinite(y_8);
            local_51 = _e4;
        }
        let _e7 = local_51;
        if _e7 {
            let _e8 = _oclvk_el_pow_core(x_32, y_8);
            return _e8;
        }
        let _e9 = _oclvk_el_pow_special(x_32, y_8);
        return _e9;
    }
    return f32();
}

fn _oclvk_round_f32_(x_33: f32) -> f32 {
    var a_9: f32;
    var t_2: f32;

    {
        let _e1 = _oclvk_fb_abs_bits(x_33);
        if (_e1 >= 1258291200u) {
            return x_33;
        }
        a_9 = abs(x_33);
        let _e7 = a_9;
        t_2 = trunc(_e7);
        let _e11 = a_9;
        let _e13 = t_2;
        if ((_e11 - _e13) >= 0.5f) {
            let _e18 = t_2;
            t_2 = (_e18 + 1f);
        }
        let _e23 = t_2;
        let _e24 = _oclvk_fb_copysign(_e23, x_33);
        return _e24;
    }
    return f32();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn math_builtins(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: i32;
    var f: f32;
    var v: i32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e10 = oclvk_group_id.x;
        let _e14 = math_builtins_args[4].x;
        let _e19 = oclvk_local_id.x;
        let _e25 = math_builtins_args[2].x;
        i = i32(((((_e10 + _e14) * oclvk_local_size_x) + _e19) + _e25));
        let _e30 = i;
        let _e34 = x_34[(0i + _e30)];
        f = _e34;
        let _e38 = i;
        let _e42 = f;
        let _e44 = _oclvk_sqrt_f32_(abs(_e42));
        let _e46 = f;
        let _e49 = f;
        let _e54 = f;
        let _e59 = f;
        fout[(0i + (4i * _e38))] = (((_e44 + (floor(_e46) * ceil(_e49))) - min(_e54, 1f)) + max(_e59, -(1f)));
        let _e68 = i;
        let _e74 = f;
        let _e77 = _oclvk_exp_f32_((_e74 * 0.25f));
        let _e79 = f;
        let _e83 = _oclvk_log_f32_((abs(_e79) + 1f));
        let _e86 = f;
        let _e87 = _oclvk_sin_f32_(_e86);
        let _e89 = f;
        let _e90 = _oclvk_cos_f32_(_e89);
        fout[(0i + ((4i * _e68) + 1i))] = ((_e77 + _e83) + (_e87 * _e90));
        let _e97 = i;
        let _e103 = f;
        let _e106 = _oclvk_pow_f32_(abs(_e103), 1.5f);
        let _e108 = f;
        let _e115 = f;
        fout[(0i + ((4i * _e97) + 2i))] = ((_e106 + ((_e108 * 2f) + 3f)) + clamp(_e115, -(2f), 2f));
        let _e125 = i;
        let _e131 = f;
        let _e137 = f;
        let _e141 = f;
        let _e142 = _oclvk_round_f32_(_e141);
        let _e146 = f;
        fout[(0i + ((4i * _e125) + 3i))] = (((inverseSqrt((abs(_e131) + 1f)) + trunc(_e137)) + _e142) + bitcast<f32>(((bitcast<u32>(2f) & 2147483647u) | (bitcast<u32>(_e146) & 2147483648u))));
        let _e159 = i;
        let _e163 = a_10[(0i + _e159)];
        v = _e163;
        let _e167 = i;
        let _e171 = v;
        let _e175 = v;
        let _e181 = v;
        let _e188 = v;
        iout[(0i + (4i * _e167))] = i32((((bitcast<u32>(abs(_e171)) + u32(min(_e175, 7i))) + u32(max(_e181, -(7i)))) + u32(clamp(_e188, -(100i), 100i))));
        let _e200 = i;
        let _e206 = v;
        let _e209 = v;
        let _e213 = v;
        let _e221 = v;
        let _e229 = v;
        let _e234 = v;
        iout[(0i + ((4i * _e200) + 1i))] = (((((countOneBits(_e206) + countLeadingZeros(_e209)) + (_e213 >> u32((3i & 31i)))) + (_e221 << u32((2i & 31i)))) + (_e229 / 3i)) + (_e234 % 5i));
        let _e242 = i;
        let _e248 = v;
        let _e250 = bitcast<u32>(_e248);
        let _e251 = bitcast<u32>(74565i);
        let _e254 = (_e250 & 65535u);
        let _e255 = (_e250 >> 16u);
        let _e256 = (_e251 & 65535u);
        let _e257 = (_e251 >> 16u);
        let _e259 = (_e254 * _e257);
        let _e260 = (_e255 * _e256);
        let _e283 = v;
        let _e285 = bitcast<u32>(_e283);
        let _e288 = (bitcast<u32>(5i) & 31u);
        let _e301 = v;
        let _e303 = (_e301 + 2147483632i);
        let _e305 = (_e301 < 0i);
        iout[(0i + ((4i * _e242) + 2i))] = ((bitcast<i32>(((((((_e255 * _e257) + (_e259 >> 16u)) + (_e260 >> 16u)) + (((((_e254 * _e256) >> 16u) + (_e259 & 65535u)) + (_e260 & 65535u)) >> 16u)) - select(0u, _e251, (_e248 < 0i))) - select(0u, _e250, (74565i < 0i)))) + bitcast<i32>(((_e285 << _e288) | select(0u, (_e285 >> ((32u - _e288) & 31u)), (_e288 != 0u))))) + select(_e303, select(2147483647i, i32(-2147483648), _e305), ((_e305 == (2147483632i < 0i)) && (_e305 != (_e303 < 0i)))));
        let _e320 = i;
        let _e326 = v;
        let _e333 = v;
        let _e346 = v;
        let _e352 = v;
        let _e358 = v;
        iout[(0i + ((4i * _e320) + 3i))] = i32((((((u32(i32(u32(_e326))) / 7u) + u32((((_e333 >> 1u) + (99i >> 1u)) + ((_e333 & 99i) & 1i)))) + u32((_e346 ^ 23130i))) + u32((_e352 & 255i))) + u32((_e358 | 1i))));
    }
}
