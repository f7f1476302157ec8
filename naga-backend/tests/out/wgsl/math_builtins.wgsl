@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> math_builtins_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> x_39: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> fout: array<f32>;
@group(0) @binding(3) 
var<storage> a_12: array<i32>;
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
        e = i32((_e6 >> 23u));
        let _e14 = e;
        if (_e14 == 0i) {
            let _e20 = b;
            return (-118i - i32(countLeadingZeros(_e20)));
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
        if ((_e6 >> 23u) == 0u) {
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
        return bitcast<f32>(((u32((e_1 + 127i)) << 23u) | (_e9 & 8388607u)));
    }
    return f32();
}

fn _oclvk_f32_pow2i(k: i32) -> f32 {
    {
        return bitcast<f32>((u32((k + 127i)) << 23u));
    }
    return f32();
}

fn _oclvk_fma_is_fused() -> bool {
    {
        return false;
    }
    return bool();
}

fn _oclvk_f32_two_prod(a: f32, b_2: f32) -> vec2<f32> {
    var p: f32;
    var ca: f32;
    var ah: f32;
    var al: f32;
    var cb: f32;
    var bh: f32;
    var bl: f32;
    var e_2: f32;

    {
        let _e7 = math_builtins_args[4].w;
        p = bitcast<f32>((bitcast<u32>((a * b_2)) ^ (_e7 >> 2u)));
        let _e15 = _oclvk_fma_is_fused();
        if _e15 {
            let _e17 = p;
            let _e19 = p;
            return vec2<f32>(_e17, fma(a, b_2, -(_e19)));
        }
        let _e29 = math_builtins_args[4].w;
        ca = bitcast<f32>((bitcast<u32>((4097f * a)) ^ (_e29 >> 2u)));
        let _e38 = ca;
        let _e40 = ca;
        let _e46 = math_builtins_args[4].w;
        let _e58 = math_builtins_args[4].w;
        ah = bitcast<f32>((bitcast<u32>((_e38 - bitcast<f32>((bitcast<u32>((_e40 - a)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        let _e67 = ah;
        al = (a - _e67);
        let _e76 = math_builtins_args[4].w;
        cb = bitcast<f32>((bitcast<u32>((4097f * b_2)) ^ (_e76 >> 2u)));
        let _e85 = cb;
        let _e87 = cb;
        let _e93 = math_builtins_args[4].w;
        let _e105 = math_builtins_args[4].w;
        bh = bitcast<f32>((bitcast<u32>((_e85 - bitcast<f32>((bitcast<u32>((_e87 - b_2)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        let _e114 = bh;
        bl = (b_2 - _e114);
        let _e118 = ah;
        let _e120 = bh;
        let _e123 = p;
        let _e129 = math_builtins_args[4].w;
        let _e137 = ah;
        let _e139 = bl;
        let _e146 = math_builtins_args[4].w;
        let _e154 = al;
        let _e156 = bh;
        let _e163 = math_builtins_args[4].w;
        let _e171 = al;
        let _e173 = bl;
        e_2 = (bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        let _e178 = p;
        let _e180 = e_2;
        return vec2<f32>(_e178, _e180);
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
        let _e26 = (_e23 < -64i);
        local_1 = _e26;
        if _e26 {
        } else {
            let _e29 = e_3;
            local_1 = (_e29 >= 64i);
        }
        let _e34 = local_1;
        if _e34 {
            let _e36 = e_3;
            if (_e36 < -64i) {
                local_2 = 80i;
            } else {
                local_2 = -64i;
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
        let _e88 = math_builtins_args[4].w;
        let _e96 = sq;
        res = (bitcast<f32>((bitcast<u32>((_e79 - _e81.x)) ^ (_e88 >> 2u))) - _e96.y);
        let _e101 = s_1;
        let _e103 = res;
        let _e106 = r;
        s_1 = (_e101 + (_e103 * (0.5f * _e106)));
        let _e112 = s_1;
        up = bitcast<f32>((bitcast<u32>(_e112) + 1u));
        let _e119 = s_1;
        let _e121 = up;
        let _e122 = _oclvk_f32_two_prod(_e119, _e121);
        hi = _e122;
        let _e125 = y;
        let _e127 = hi;
        dh = (_e125 - _e127.x);
        let _e132 = dh;
        let _e134 = hi;
        if (_e132 > _e134.y) {
            let _e138 = up;
            s_1 = _e138;
        } else {
            let _e141 = s_1;
            down = bitcast<f32>((bitcast<u32>(_e141) - 1u));
            let _e148 = down;
            let _e150 = s_1;
            let _e151 = _oclvk_f32_two_prod(_e148, _e150);
            lo = _e151;
            let _e154 = y;
            let _e156 = lo;
            dl = (_e154 - _e156.x);
            let _e161 = dl;
            let _e163 = lo;
            if (_e161 <= _e163.y) {
                let _e167 = down;
                s_1 = _e167;
            }
        }
        let _e170 = s_1;
        let _e172 = back;
        return (_e170 * _e172);
    }
    return f32();
}

fn _oclvk_el_exp_is_special(x_8: f32, threshold_bits: u32) -> bool {
    {
        let _e2 = _oclvk_fb_abs_bits(x_8);
        return (i32(!((_e2 < threshold_bits))) != 0i);
    }
    return bool();
}

fn _oclvk_el_exp_beyond(x_9: f32) -> f32 {
    var local_3: f32;

    {
        let _e1 = _oclvk_fb_isnan(x_9);
        if _e1 {
            local_3 = x_9;
        } else {
            let _e3 = _oclvk_fb_signbit(x_9);
            local_3 = select(bitcast<f32>(2139095040u), 0f, _e3);
        }
        let _e10 = local_3;
        return _e10;
    }
    return f32();
}

fn _oclvk_el_rint_product(a_1: f32, b_3: f32) -> f32 {
    {
        return round((a_1 * b_3));
    }
    return f32();
}

fn _oclvk_el_exp_reduce(x_10: f32) -> vec2<f32> {
    var k_1: f32;
    var r_1: f32;

    {
        let _e2 = _oclvk_el_rint_product(x_10, 1.442695f);
        k_1 = _e2;
        let _e5 = k_1;
        let _e9 = k_1;
        r_1 = fma(-(_e5), 0.000031946183f, fma(-(_e9), 0.69311523f, x_10));
        let _e16 = k_1;
        let _e18 = r_1;
        return vec2<f32>(_e16, _e18);
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
        return fma((r_3 * r_3), _e2, r_3);
    }
    return f32();
}

fn _oclvk_el_pow2i(k_2: i32) -> f32 {
    {
        return bitcast<f32>(((k_2 + 127i) << 23u));
    }
    return f32();
}

fn _oclvk_el_scale(p_1: f32, k_3: i32) -> f32 {
    var h: i32;

    {
        h = (k_3 >> 1u);
        let _e9 = h;
        let _e10 = _oclvk_el_pow2i(_e9);
        let _e13 = h;
        let _e15 = _oclvk_el_pow2i((k_3 - _e13));
        return ((p_1 * _e10) * _e15);
    }
    return f32();
}

fn _oclvk_el_exp_wide(x_11: f32) -> f32 {
    var kr: vec2<f32>;
    var p_2: f32;

    {
        let _e2 = _oclvk_el_exp_is_special(x_11, 1120927744u);
        if _e2 {
            let _e3 = _oclvk_el_exp_beyond(x_11);
            return _e3;
        }
        let _e4 = _oclvk_el_exp_reduce(x_11);
        kr = _e4;
        let _e8 = kr;
        let _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_2 = (1f + _e10);
        let _e14 = p_2;
        let _e16 = kr;
        let _e19 = _oclvk_el_scale(_e14, i32(_e16.x));
        return _e19;
    }
    return f32();
}

fn _oclvk_el_scale_normal(p_3: f32, k_4: i32) -> f32 {
    {
        return bitcast<f32>((bitcast<i32>(p_3) + (k_4 << 23u)));
    }
    return f32();
}

fn _oclvk_exp_f32_(x_12: f32) -> f32 {
    var kr_1: vec2<f32>;
    var p_4: f32;

    {
        let _e2 = _oclvk_el_exp_is_special(x_12, 1118568448u);
        if _e2 {
            let _e3 = _oclvk_el_exp_wide(x_12);
            return _e3;
        }
        let _e4 = _oclvk_el_exp_reduce(x_12);
        kr_1 = _e4;
        let _e8 = kr_1;
        let _e10 = _oclvk_el_expm1_poly(_e8.y);
        p_4 = (1f + _e10);
        let _e14 = p_4;
        let _e16 = kr_1;
        let _e19 = _oclvk_el_scale_normal(_e14, i32(_e16.x));
        return _e19;
    }
    return f32();
}

fn _oclvk_el_log_is_rare(x_13: f32) -> bool {
    {
        return (i32(((bitcast<u32>(x_13) - 8388608u) >= 2130706432u)) != 0i);
    }
    return bool();
}

fn _oclvk_el_log_is_special(x_14: f32) -> bool {
    {
        return (i32(((bitcast<u32>(x_14) - 1u) >= 2139095039u)) != 0i);
    }
    return bool();
}

fn _oclvk_fb_iszero(x_15: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_15);
        return (i32((_e1 == 0u)) != 0i);
    }
    return bool();
}

fn _oclvk_el_log_special(x_16: f32) -> f32 {
    {
        let _e1 = _oclvk_fb_isnan(x_16);
        if _e1 {
            return x_16;
        }
        let _e2 = _oclvk_fb_iszero(x_16);
        if _e2 {
            return -(bitcast<f32>(2139095040u));
        }
        let _e6 = _oclvk_fb_signbit(x_16);
        if _e6 {
            return bitcast<f32>(2143289344u);
        }
        return bitcast<f32>(2139095040u);
    }
    return f32();
}

fn _oclvk_el_subnormal_bits(x_17: f32) -> i32 {
    {
        return bitcast<i32>((f32(bitcast<i32>(x_17)) * 0.000000000000000000000000000000000000023509887f));
    }
    return i32();
}

fn _oclvk_el_log_reduce_bits(bits: i32, scaled: i32) -> vec2<f32> {
    var e_4: i32;
    var m_1: f32;

    {
        e_4 = ((bits - 1060439284i) >> 23u);
        let _e11 = e_4;
        m_1 = bitcast<f32>((bits - (_e11 << 23u)));
        let _e21 = e_4;
        let _e25 = m_1;
        return vec2<f32>(f32((_e21 - scaled)), (_e25 - 1f));
    }
    return vec2<f32>();
}

fn _oclvk_el_log_reduce(x_18: f32) -> vec2<f32> {
    var bits_1: i32;

    {
        bits_1 = bitcast<i32>(x_18);
        let _e4 = bits_1;
        if (_e4 < 8388608i) {
            let _e7 = _oclvk_el_subnormal_bits(x_18);
            let _e9 = _oclvk_el_log_reduce_bits(_e7, 24i);
            return _e9;
        }
        let _e11 = bits_1;
        let _e13 = _oclvk_el_log_reduce_bits(_e11, 0i);
        return _e13;
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
        return fma((f_2 * f_2), _e2, f_2);
    }
    return f32();
}

fn _oclvk_el_ln_reduced(ef: vec2<f32>) -> f32 {
    var l: f32;

    {
        let _e2 = _oclvk_el_log1p_poly(ef.y);
        l = _e2;
        let _e9 = l;
        return fma(ef.x, 0.69311523f, fma(ef.x, 0.000031946183f, _e9));
    }
    return f32();
}

fn _oclvk_el_log_pos(x_19: f32) -> f32 {
    {
        let _e1 = _oclvk_el_log_reduce(x_19);
        let _e2 = _oclvk_el_ln_reduced(_e1);
        return _e2;
    }
    return f32();
}

fn _oclvk_log_f32_(x_20: f32) -> f32 {
    {
        let _e1 = _oclvk_el_log_is_rare(x_20);
        if _e1 {
            let _e2 = _oclvk_el_log_is_special(x_20);
            if _e2 {
                let _e3 = _oclvk_el_log_special(x_20);
                return _e3;
            }
            let _e4 = _oclvk_el_log_pos(x_20);
            return _e4;
        }
        let _e7 = _oclvk_el_log_reduce_bits(bitcast<i32>(x_20), 0i);
        let _e8 = _oclvk_el_ln_reduced(_e7);
        return _e8;
    }
    return f32();
}

fn _oclvk_trigf_two_sum(a_2: f32, b_4: f32) -> vec2<f32> {
    var s_2: f32;
    var bb: f32;

    {
        let _e7 = math_builtins_args[4].w;
        s_2 = bitcast<f32>((bitcast<u32>((a_2 + b_4)) ^ (_e7 >> 2u)));
        let _e16 = s_2;
        let _e22 = math_builtins_args[4].w;
        bb = bitcast<f32>((bitcast<u32>((_e16 - a_2)) ^ (_e22 >> 2u)));
        let _e31 = s_2;
        let _e33 = s_2;
        let _e35 = bb;
        let _e41 = math_builtins_args[4].w;
        let _e50 = bb;
        return vec2<f32>(_e31, ((a_2 - bitcast<f32>((bitcast<u32>((_e33 - _e35)) ^ (_e41 >> 2u)))) + (b_4 - _e50)));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_fast_two_sum(a_3: f32, b_5: f32) -> vec2<f32> {
    var s_3: f32;

    {
        let _e7 = math_builtins_args[4].w;
        s_3 = bitcast<f32>((bitcast<u32>((a_3 + b_5)) ^ (_e7 >> 2u)));
        let _e16 = s_3;
        let _e18 = s_3;
        let _e24 = math_builtins_args[4].w;
        return vec2<f32>(_e16, (b_5 - bitcast<f32>((bitcast<u32>((_e18 - a_3)) ^ (_e24 >> 2u)))));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_reduce_small(x_21: f32) -> vec4<f32> {
    var big: f32;
    var k_5: f32;
    var t1_: f32;
    var t2_: vec2<f32>;
    var t3_: vec2<f32>;
    var lo_1: f32;
    var r_4: vec2<f32>;

    {
        let _e8 = math_builtins_args[4].w;
        big = bitcast<f32>((bitcast<u32>(fma(x_21, 0.63661975f, 12582912f)) ^ (_e8 >> 2u)));
        let _e17 = big;
        k_5 = (_e17 - 12582912f);
        let _e22 = k_5;
        t1_ = fma(-(_e22), 1.5708008f, x_21);
        let _e28 = t1_;
        let _e30 = k_5;
        let _e35 = _oclvk_trigf_two_sum(_e28, -((_e30 * -(0.0000044535846f))));
        t2_ = _e35;
        let _e38 = t2_;
        let _e41 = k_5;
        let _e46 = _oclvk_trigf_two_sum(_e38.x, -((_e41 * -(0.0000000008706138f))));
        t3_ = _e46;
        let _e49 = k_5;
        let _e53 = t2_;
        let _e56 = t3_;
        lo_1 = fma(-(_e49), 0.00000000000006223372f, (_e53.y + _e56.y));
        let _e62 = t3_;
        let _e65 = lo_1;
        let _e66 = _oclvk_trigf_fast_two_sum(_e62.x, _e65);
        r_4 = _e66;
        let _e69 = r_4;
        let _e72 = r_4;
        let _e75 = big;
        return vec4<f32>(_e69.x, _e72.y, bitcast<f32>((bitcast<i32>(_e75) & 3i)), 0f);
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
    var w: f32;

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
        w = (1f - _e25);
        let _e29 = w;
        let _e32 = w;
        let _e35 = hz;
        let _e38 = z_1;
        let _e40 = z_1;
        let _e43 = p_6;
        return vec2<f32>(_e29, (((1f - _e32) - _e35) + fma((_e38 * _e40), _e43, -((x_23 * y_2)))));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_sin_quadrant(x_24: f32, y_3: f32, n: i32) -> f32 {
    var s_4: vec2<f32>;
    var c: vec2<f32>;
    var r_5: f32;
    var local_4: f32;
    var local_5: f32;

    {
        let _e3 = _oclvk_trigf_sin_kernel(x_24, y_3);
        s_4 = _e3;
        let _e5 = _oclvk_trigf_cos_kernel(x_24, y_3);
        c = _e5;
        if ((n & 1i) != 0i) {
            let _e12 = c;
            let _e15 = c;
            local_4 = (_e12.x + _e15.y);
        } else {
            let _e20 = s_4;
            let _e23 = s_4;
            local_4 = (_e20.x + _e23.y);
        }
        let _e28 = local_4;
        r_5 = _e28;
        if ((n & 2i) != 0i) {
            let _e35 = r_5;
            local_5 = -(_e35);
        } else {
            let _e39 = r_5;
            local_5 = _e39;
        }
        let _e42 = local_5;
        return _e42;
    }
    return f32();
}

fn _oclvk_fb_isfinite(x_25: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_25);
        return (i32((_e1 < 2139095040u)) != 0i);
    }
    return bool();
}

fn _oclvk_trigf_two_over_pi_word(w_1: i32) -> u32 {
    var t: u32;
    var local_6: u32;
    var local_7: u32;
    var local_8: u32;
    var local_9: u32;
    var local_10: u32;
    var local_11: u32;
    var local_12: u32;
    var local_13: u32;

    {
        t = 0u;
        if (w_1 == 0i) {
            local_6 = 2734261102u;
        } else {
            let _e8 = t;
            local_6 = _e8;
        }
        let _e11 = local_6;
        t = _e11;
        if (w_1 == 1i) {
            local_7 = 1313084713u;
        } else {
            let _e18 = t;
            local_7 = _e18;
        }
        let _e21 = local_7;
        t = _e21;
        if (w_1 == 2i) {
            local_8 = 4230436817u;
        } else {
            let _e28 = t;
            local_8 = _e28;
        }
        let _e31 = local_8;
        t = _e31;
        if (w_1 == 3i) {
            local_9 = 4113882560u;
        } else {
            let _e38 = t;
            local_9 = _e38;
        }
        let _e41 = local_9;
        t = _e41;
        if (w_1 == 4i) {
            local_10 = 3680671129u;
        } else {
            let _e48 = t;
            local_10 = _e48;
        }
        let _e51 = local_10;
        t = _e51;
        if (w_1 == 5i) {
            local_11 = 1011060801u;
        } else {
            let _e58 = t;
            local_11 = _e58;
        }
        let _e61 = local_11;
        t = _e61;
        if (w_1 == 6i) {
            local_12 = 4266746795u;
        } else {
            let _e68 = t;
            local_12 = _e68;
        }
        let _e71 = local_12;
        t = _e71;
        if (w_1 == 7i) {
            local_13 = 3736847713u;
        } else {
            let _e78 = t;
            local_13 = _e78;
        }
        let _e81 = local_13;
        t = _e81;
        let _e84 = t;
        return _e84;
    }
    return u32();
}

fn _oclvk_trigf_two_over_pi_bits(j: i32) -> u32 {
    var b_6: i32;
    var w_2: i32;
    var s_5: u32;
    var hi_1: u32;
    var lo_2: u32;
    var local_14: u32;

    {
        b_6 = (j - 1i);
        let _e5 = b_6;
        w_2 = (_e5 >> 5u);
        let _e13 = b_6;
        s_5 = u32((_e13 & 31i));
        let _e19 = w_2;
        let _e20 = _oclvk_trigf_two_over_pi_word(_e19);
        hi_1 = _e20;
        let _e23 = w_2;
        let _e26 = _oclvk_trigf_two_over_pi_word((_e23 + 1i));
        lo_2 = _e26;
        let _e29 = s_5;
        if (_e29 == 0u) {
            let _e33 = hi_1;
            local_14 = _e33;
        } else {
            let _e36 = hi_1;
            let _e38 = s_5;
            let _e43 = lo_2;
            let _e46 = s_5;
            local_14 = ((_e36 << (_e38 & 31u)) | (_e43 >> ((32u - _e46) & 31u)));
        }
        let _e54 = local_14;
        return _e54;
    }
    return u32();
}

fn _oclvk_trigf_two_prod(a_4: f32, b_7: f32) -> vec2<f32> {
    var p_7: f32;
    var ah_1: f32;
    var al_1: f32;
    var bh_1: f32;
    var bl_1: f32;

    {
        let _e7 = math_builtins_args[4].w;
        p_7 = bitcast<f32>((bitcast<u32>((a_4 * b_7)) ^ (_e7 >> 2u)));
        ah_1 = bitcast<f32>((bitcast<u32>(a_4) & 4294963200u));
        let _e21 = ah_1;
        al_1 = (a_4 - _e21);
        bh_1 = bitcast<f32>((bitcast<u32>(b_7) & 4294963200u));
        let _e30 = bh_1;
        bl_1 = (b_7 - _e30);
        let _e34 = p_7;
        let _e36 = ah_1;
        let _e38 = bh_1;
        let _e41 = p_7;
        let _e47 = math_builtins_args[4].w;
        let _e55 = ah_1;
        let _e57 = bl_1;
        let _e64 = math_builtins_args[4].w;
        let _e72 = al_1;
        let _e74 = bh_1;
        let _e81 = math_builtins_args[4].w;
        let _e89 = al_1;
        let _e91 = bl_1;
        return vec2<f32>(_e34, (bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>(((_e36 * _e38) - _e41)) ^ (_e47 >> 2u))) + (_e55 * _e57))) ^ (_e64 >> 2u))) + (_e72 * _e74))) ^ (_e81 >> 2u))) + (_e89 * _e91)));
    }
    return vec2<f32>();
}

fn _oclvk_trigf_reduce_large(x_26: f32) -> vec4<f32> {
    var bits_2: u32;
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
    var r2_: u32;
    var n_1: i32;
    var f2_: u32;
    var f1_: u32;
    var f0_: u32;
    var negative: bool;
    var local_15: i32;
    var g0_: u32;
    var local_16: u32;
    var borrow0_: u32;
    var local_17: bool;
    var g1_: u32;
    var local_18: u32;
    var borrow1_: u32;
    var local_19: bool;
    var g2_: u32;
    var local_20: u32;
    var word_shift: bool;
    var top: u32;
    var local_21: u32;
    var next: u32;
    var local_22: u32;
    var lz: u32;
    var hi_2: u32;
    var local_23: u32;
    var mid: u32;
    var local_24: u32;
    var shift_1: i32;
    var scale: f32;
    var fhi: f32;
    var flo: f32;
    var p_8: vec2<f32>;
    var lo_3: f32;
    var r_6: vec2<f32>;
    var local_25: vec2<f32>;
    var x_negative: bool;
    var local_26: vec2<f32>;
    var local_27: i32;

    {
        bits_2 = bitcast<u32>(x_26);
        let _e4 = bits_2;
        e_5 = (i32(((_e4 >> 23u) & 255u)) - 150i);
        let _e16 = bits_2;
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
        carry = select(0u, 1u, (_e85 < _e87));
        let _e94 = m_2;
        let _e96 = w1_;
        let _e99 = (_e94 & 65535u);
        let _e100 = (_e94 >> 16u);
        let _e101 = (_e96 & 65535u);
        let _e102 = (_e96 >> 16u);
        let _e104 = (_e99 * _e102);
        let _e105 = (_e100 * _e101);
        let _e119 = m_2;
        let _e121 = w2_;
        let _e125 = carry;
        r2_ = ((((((_e100 * _e102) + (_e104 >> 16u)) + (_e105 >> 16u)) + (((((_e99 * _e101) >> 16u) + (_e104 & 65535u)) + (_e105 & 65535u)) >> 16u)) + (_e119 * _e121)) + _e125);
        let _e129 = r2_;
        n_1 = i32((_e129 >> 30u));
        let _e137 = r2_;
        let _e143 = r1_;
        f2_ = ((_e137 << 2u) | (_e143 >> 30u));
        let _e151 = r1_;
        let _e157 = r0_;
        f1_ = ((_e151 << 2u) | (_e157 >> 30u));
        let _e165 = r0_;
        f0_ = (_e165 << 2u);
        let _e172 = f2_;
        negative = (i32(((_e172 >> 31u) != 0u)) != 0i);
        let _e184 = negative;
        if _e184 {
            let _e186 = n_1;
            local_15 = (_e186 + 1i);
        } else {
            let _e191 = n_1;
            local_15 = _e191;
        }
        let _e194 = local_15;
        n_1 = _e194;
        let _e197 = negative;
        if _e197 {
            let _e199 = f0_;
            local_16 = (~(_e199) + 1u);
        } else {
            let _e205 = f0_;
            local_16 = _e205;
        }
        let _e208 = local_16;
        g0_ = _e208;
        let _e211 = negative;
        local_17 = _e211;
        if _e211 {
            let _e214 = g0_;
            local_17 = (_e214 == 0u);
        }
        let _e219 = local_17;
        borrow0_ = select(0u, 1u, _e219);
        let _e225 = negative;
        if _e225 {
            let _e227 = f1_;
            let _e230 = borrow0_;
            local_18 = (~(_e227) + _e230);
        } else {
            let _e234 = f1_;
            local_18 = _e234;
        }
        let _e237 = local_18;
        g1_ = _e237;
        let _e240 = borrow0_;
        let _e242 = (_e240 != 0u);
        local_19 = _e242;
        if _e242 {
            let _e245 = g1_;
            local_19 = (_e245 == 0u);
        }
        let _e250 = local_19;
        borrow1_ = select(0u, 1u, _e250);
        let _e256 = negative;
        if _e256 {
            let _e258 = f2_;
            let _e261 = borrow1_;
            local_20 = (~(_e258) + _e261);
        } else {
            let _e265 = f2_;
            local_20 = _e265;
        }
        let _e268 = local_20;
        g2_ = _e268;
        let _e271 = g2_;
        word_shift = (i32((_e271 == 0u)) != 0i);
        let _e279 = word_shift;
        if _e279 {
            let _e281 = g1_;
            local_21 = _e281;
        } else {
            let _e284 = g2_;
            local_21 = _e284;
        }
        let _e287 = local_21;
        top = _e287;
        let _e290 = word_shift;
        if _e290 {
            let _e292 = g0_;
            local_22 = _e292;
        } else {
            let _e295 = g1_;
            local_22 = _e295;
        }
        let _e298 = local_22;
        next = _e298;
        let _e301 = top;
        lz = countLeadingZeros(_e301);
        let _e305 = lz;
        if (_e305 == 0u) {
            let _e309 = top;
            local_23 = _e309;
        } else {
            let _e312 = top;
            let _e314 = lz;
            let _e319 = next;
            let _e322 = lz;
            local_23 = ((_e312 << (_e314 & 31u)) | (_e319 >> ((32u - _e322) & 31u)));
        }
        let _e330 = local_23;
        hi_2 = _e330;
        let _e333 = lz;
        if (_e333 == 0u) {
            let _e337 = next;
            local_24 = _e337;
        } else {
            let _e340 = next;
            let _e342 = lz;
            local_24 = (_e340 << (_e342 & 31u));
        }
        let _e348 = local_24;
        mid = _e348;
        let _e351 = lz;
        let _e354 = word_shift;
        shift_1 = (i32(_e351) + select(0i, 32i, _e354));
        let _e364 = shift_1;
        scale = bitcast<f32>((u32((103i - _e364)) << 23u));
        let _e374 = hi_2;
        let _e381 = scale;
        fhi = (f32((_e374 >> 8u)) * _e381);
        let _e385 = hi_2;
        let _e393 = mid;
        let _e401 = scale;
        flo = (f32((((_e385 & 255u) << 16u) | (_e393 >> 16u))) * (_e401 * 0.000000059604645f));
        let _e407 = fhi;
        let _e409 = _oclvk_trigf_two_prod(_e407, 1.5707964f);
        p_8 = _e409;
        let _e412 = p_8;
        let _e415 = flo;
        let _e419 = fhi;
        lo_3 = (_e412.y + ((_e415 * 1.5707964f) + (_e419 * -(0.00000004371139f))));
        let _e427 = p_8;
        let _e430 = lo_3;
        let _e431 = _oclvk_trigf_fast_two_sum(_e427.x, _e430);
        r_6 = _e431;
        let _e434 = negative;
        if _e434 {
            let _e436 = r_6;
            local_25 = -(_e436);
        } else {
            let _e440 = r_6;
            local_25 = _e440;
        }
        let _e443 = local_25;
        r_6 = _e443;
        x_negative = (i32((x_26 < 0f)) != 0i);
        let _e452 = x_negative;
        if _e452 {
            let _e454 = r_6;
            local_26 = -(_e454);
        } else {
            let _e458 = r_6;
            local_26 = _e458;
        }
        let _e461 = local_26;
        r_6 = _e461;
        let _e464 = x_negative;
        if _e464 {
            let _e466 = n_1;
            local_27 = -(_e466);
        } else {
            let _e470 = n_1;
            local_27 = _e470;
        }
        let _e473 = local_27;
        n_1 = _e473;
        let _e476 = r_6;
        let _e479 = r_6;
        let _e482 = n_1;
        return vec4<f32>(_e476.x, _e479.y, bitcast<f32>((_e482 & 3i)), 0f);
    }
    return vec4<f32>();
}

fn _oclvk_trigf_div(n_2: vec2<f32>, d: vec2<f32>) -> f32 {
    var den: f32;
    var q_2: f32;
    var p_9: vec2<f32>;
    var r_7: f32;

    {
        den = (d.x + d.y);
        let _e10 = den;
        q_2 = ((n_2.x + n_2.y) / _e10);
        let _e14 = q_2;
        let _e16 = _oclvk_trigf_two_prod(_e14, d.x);
        p_9 = _e16;
        let _e20 = p_9;
        let _e24 = p_9;
        let _e30 = q_2;
        r_7 = ((((n_2.x - _e20.x) - _e24.y) + n_2.y) - (_e30 * d.y));
        let _e36 = q_2;
        let _e38 = r_7;
        let _e40 = den;
        return (_e36 + (_e38 / _e40));
    }
    return f32();
}

fn _oclvk_trigf_tan_quadrant(x_27: f32, y_4: f32, n_3: i32) -> f32 {
    var s_6: vec2<f32>;
    var c_1: vec2<f32>;
    var odd: bool;
    var local_28: vec2<f32>;
    var local_29: vec2<f32>;

    {
        let _e3 = _oclvk_trigf_sin_kernel(x_27, y_4);
        s_6 = _e3;
        let _e5 = _oclvk_trigf_cos_kernel(x_27, y_4);
        c_1 = _e5;
        odd = (i32(((n_3 & 1i) != 0i)) != 0i);
        let _e16 = odd;
        if _e16 {
            let _e18 = c_1;
            local_28 = -(_e18);
        } else {
            let _e22 = s_6;
            local_28 = _e22;
        }
        let _e25 = local_28;
        let _e27 = odd;
        if _e27 {
            let _e29 = s_6;
            local_29 = _e29;
        } else {
            let _e32 = c_1;
            local_29 = _e32;
        }
        let _e35 = local_29;
        let _e36 = _oclvk_trigf_div(_e25, _e35);
        return _e36;
    }
    return f32();
}

fn _oclvk_trigf_large(x_28: f32, n_4: i32, tan_: bool) -> f32 {
    var r_8: vec4<f32>;
    var q_3: i32;
    var local_30: f32;

    {
        let _e3 = _oclvk_fb_isfinite(x_28);
        if !(_e3) {
            return bitcast<f32>(2143289344u);
        }
        let _e7 = _oclvk_trigf_reduce_large(x_28);
        r_8 = _e7;
        let _e10 = r_8;
        q_3 = (bitcast<i32>(_e10.z) + n_4);
        if tan_ {
            let _e16 = r_8;
            let _e19 = r_8;
            let _e22 = q_3;
            let _e23 = _oclvk_trigf_tan_quadrant(_e16.x, _e19.y, _e22);
            local_30 = _e23;
        } else {
            let _e26 = r_8;
            let _e29 = r_8;
            let _e32 = q_3;
            let _e33 = _oclvk_trigf_sin_quadrant(_e26.x, _e29.y, _e32);
            local_30 = _e33;
        }
        let _e36 = local_30;
        return _e36;
    }
    return f32();
}

fn _oclvk_sin_f32_(x_29: f32) -> f32 {
    var large: bool;
    var r_9: vec4<f32>;
    var s_7: f32;
    var local_31: f32;

    {
        let _e1 = _oclvk_fb_abs_bits(x_29);
        large = (i32((_e1 > 1170735104u)) != 0i);
        let _e8 = _oclvk_trigf_reduce_small(x_29);
        r_9 = _e8;
        let _e11 = r_9;
        let _e14 = r_9;
        let _e17 = r_9;
        let _e20 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, bitcast<i32>(_e17.z));
        s_7 = _e20;
        if (abs(x_29) < 0.00024414063f) {
            local_31 = x_29;
        } else {
            let _e27 = s_7;
            local_31 = _e27;
        }
        let _e30 = local_31;
        s_7 = _e30;
        let _e33 = large;
        if _e33 {
            let _e36 = _oclvk_trigf_large(x_29, 0i, false);
            s_7 = _e36;
        }
        let _e39 = s_7;
        return _e39;
    }
    return f32();
}

fn _oclvk_cos_f32_(x_30: f32) -> f32 {
    var large_1: bool;
    var r_10: vec4<f32>;
    var c_2: f32;

    {
        let _e1 = _oclvk_fb_abs_bits(x_30);
        large_1 = (i32((_e1 > 1170735104u)) != 0i);
        let _e8 = _oclvk_trigf_reduce_small(x_30);
        r_10 = _e8;
        let _e11 = r_10;
        let _e14 = r_10;
        let _e17 = r_10;
        let _e22 = _oclvk_trigf_sin_quadrant(_e11.x, _e14.y, (bitcast<i32>(_e17.z) + 1i));
        c_2 = _e22;
        let _e25 = large_1;
        if _e25 {
            let _e28 = _oclvk_trigf_large(x_30, 1i, false);
            c_2 = _e28;
        }
        let _e31 = c_2;
        return _e31;
    }
    return f32();
}

fn _oclvk_el_pow_is_common(x_31: f32, y_5: f32) -> bool {
    {
        let _e5 = _oclvk_fb_abs_bits(y_5);
        return (i32((max((bitcast<u32>(x_31) - 8388608u), (_e5 - 8388608u)) < 2130706432u)) != 0i);
    }
    return bool();
}

fn _oclvk_el_head(a_5: f32) -> f32 {
    {
        return bitcast<f32>((bitcast<u32>(a_5) & 4294963200u));
    }
    return f32();
}

fn _oclvk_el_two_square(a_6: f32) -> vec2<f32> {
    var p_10: f32;
    var ah_2: f32;
    var al_2: f32;
    var e_6: f32;

    {
        let _e6 = math_builtins_args[4].w;
        p_10 = bitcast<f32>((bitcast<u32>((a_6 * a_6)) ^ (_e6 >> 2u)));
        let _e14 = _oclvk_fma_is_fused();
        if _e14 {
            let _e16 = p_10;
            let _e18 = p_10;
            return vec2<f32>(_e16, fma(a_6, a_6, -(_e18)));
        }
        let _e22 = _oclvk_el_head(a_6);
        ah_2 = _e22;
        let _e25 = ah_2;
        al_2 = (a_6 - _e25);
        let _e29 = ah_2;
        let _e31 = ah_2;
        let _e34 = p_10;
        let _e40 = math_builtins_args[4].w;
        let _e49 = ah_2;
        let _e51 = al_2;
        let _e59 = math_builtins_args[4].w;
        let _e67 = al_2;
        let _e69 = al_2;
        e_6 = (bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>(((_e29 * _e31) - _e34)) ^ (_e40 >> 2u))) + (2f * (_e49 * _e51)))) ^ (_e59 >> 2u))) + (_e67 * _e69));
        let _e74 = p_10;
        let _e76 = e_6;
        return vec2<f32>(_e74, _e76);
    }
    return vec2<f32>();
}

fn _oclvk_el_fast_two_sum(a_7: f32, b_8: f32) -> vec2<f32> {
    var s_8: f32;

    {
        let _e7 = math_builtins_args[4].w;
        s_8 = bitcast<f32>((bitcast<u32>((a_7 + b_8)) ^ (_e7 >> 2u)));
        let _e16 = s_8;
        let _e18 = s_8;
        let _e24 = math_builtins_args[4].w;
        return vec2<f32>(_e16, (b_8 - bitcast<f32>((bitcast<u32>((_e18 - a_7)) ^ (_e24 >> 2u)))));
    }
    return vec2<f32>();
}

fn _oclvk_el_log_ff_reduced(ef_1: vec2<f32>) -> vec2<f32> {
    var f_3: f32;
    var p_11: f32;
    var sq_1: vec2<f32>;
    var s_9: vec2<f32>;
    var f3_: f32;
    var lo_4: f32;
    var ln: vec2<f32>;
    var t_1: vec2<f32>;

    {
        f_3 = ef_1.y;
        p_11 = 0.053847574f;
        let _e6 = p_11;
        let _e8 = f_3;
        p_11 = fma(_e6, _e8, -(0.098620296f));
        let _e14 = p_11;
        let _e16 = f_3;
        p_11 = fma(_e14, _e16, 0.099889345f);
        let _e21 = p_11;
        let _e23 = f_3;
        p_11 = fma(_e21, _e23, -(0.09924798f));
        let _e29 = p_11;
        let _e31 = f_3;
        p_11 = fma(_e29, _e31, 0.110147536f);
        let _e36 = p_11;
        let _e38 = f_3;
        p_11 = fma(_e36, _e38, -(0.12498264f));
        let _e44 = p_11;
        let _e46 = f_3;
        p_11 = fma(_e44, _e46, 0.14290176f);
        let _e51 = p_11;
        let _e53 = f_3;
        p_11 = fma(_e51, _e53, -(0.16666856f));
        let _e59 = p_11;
        let _e61 = f_3;
        p_11 = fma(_e59, _e61, 0.19999911f);
        let _e66 = p_11;
        let _e68 = f_3;
        p_11 = fma(_e66, _e68, -(0.24999997f));
        let _e74 = f_3;
        let _e75 = _oclvk_el_two_square(_e74);
        sq_1 = _e75;
        let _e78 = f_3;
        let _e82 = sq_1;
        let _e85 = _oclvk_el_fast_two_sum(_e78, (-(0.5f) * _e82.x));
        s_9 = _e85;
        let _e88 = f_3;
        let _e90 = sq_1;
        let _e93 = f_3;
        let _e95 = sq_1;
        f3_ = fma(_e88, _e90.x, (_e93 * _e95.y));
        let _e101 = f3_;
        let _e104 = f3_;
        let _e106 = f_3;
        let _e109 = p_11;
        let _e111 = s_9;
        let _e115 = sq_1;
        lo_4 = fma(_e101, 0.33333334f, fma((_e104 * _e106), _e109, (_e111.y - (0.5f * _e115.y))));
        let _e123 = s_9;
        let _e126 = lo_4;
        let _e127 = _oclvk_el_fast_two_sum(_e123.x, _e126);
        ln = _e127;
        let _e133 = ln;
        let _e135 = _oclvk_el_fast_two_sum((ef_1.x * 0.69311523f), _e133.x);
        t_1 = _e135;
        let _e138 = t_1;
        let _e141 = t_1;
        let _e146 = ln;
        return vec2<f32>(_e138.x, (_e141.y + fma(ef_1.x, 0.000031946183f, _e146.y)));
    }
    return vec2<f32>();
}

fn _oclvk_el_two_prod(a_8: f32, b_9: f32) -> vec2<f32> {
    var p_12: f32;
    var ah_3: f32;
    var al_3: f32;
    var bh_2: f32;
    var bl_2: f32;
    var e_7: f32;

    {
        let _e7 = math_builtins_args[4].w;
        p_12 = bitcast<f32>((bitcast<u32>((a_8 * b_9)) ^ (_e7 >> 2u)));
        let _e15 = _oclvk_fma_is_fused();
        if _e15 {
            let _e17 = p_12;
            let _e19 = p_12;
            return vec2<f32>(_e17, fma(a_8, b_9, -(_e19)));
        }
        let _e23 = _oclvk_el_head(a_8);
        ah_3 = _e23;
        let _e26 = ah_3;
        al_3 = (a_8 - _e26);
        let _e29 = _oclvk_el_head(b_9);
        bh_2 = _e29;
        let _e32 = bh_2;
        bl_2 = (b_9 - _e32);
        let _e36 = ah_3;
        let _e38 = bh_2;
        let _e41 = p_12;
        let _e47 = math_builtins_args[4].w;
        let _e55 = ah_3;
        let _e57 = bl_2;
        let _e64 = math_builtins_args[4].w;
        let _e72 = al_3;
        let _e74 = bh_2;
        let _e81 = math_builtins_args[4].w;
        let _e89 = al_3;
        let _e91 = bl_2;
        e_7 = (bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>(((_e36 * _e38) - _e41)) ^ (_e47 >> 2u))) + (_e55 * _e57))) ^ (_e64 >> 2u))) + (_e72 * _e74))) ^ (_e81 >> 2u))) + (_e89 * _e91));
        let _e96 = p_12;
        let _e98 = e_7;
        return vec2<f32>(_e96, _e98);
    }
    return vec2<f32>();
}

fn _oclvk_el_exp_ff_wide(hi_3: f32, lo_5: f32) -> f32 {
    var kr_2: vec2<f32>;
    var p_13: f32;

    {
        if !((abs(hi_3) < 104f)) {
            return select(0f, bitcast<f32>(2139095040u), (hi_3 > 0f));
        }
        let _e12 = _oclvk_el_exp_reduce(hi_3);
        kr_2 = _e12;
        let _e16 = kr_2;
        let _e19 = _oclvk_el_expm1_poly((_e16.y + lo_5));
        p_13 = (1f + _e19);
        let _e23 = p_13;
        let _e25 = kr_2;
        let _e28 = _oclvk_el_scale(_e23, i32(_e25.x));
        return _e28;
    }
    return f32();
}

fn _oclvk_el_exp_ff(hi_4: f32, lo_6: f32) -> f32 {
    var kr_3: vec2<f32>;
    var p_14: f32;

    {
        if !((abs(hi_4) < 86f)) {
            let _e6 = _oclvk_el_exp_ff_wide(hi_4, lo_6);
            return _e6;
        }
        let _e7 = _oclvk_el_exp_reduce(hi_4);
        kr_3 = _e7;
        let _e11 = kr_3;
        let _e14 = _oclvk_el_expm1_poly((_e11.y + lo_6));
        p_14 = (1f + _e14);
        let _e18 = p_14;
        let _e20 = kr_3;
        let _e23 = _oclvk_el_scale_normal(_e18, i32(_e20.x));
        return _e23;
    }
    return f32();
}

fn _oclvk_el_pow_from_log(l_1: vec2<f32>, y_6: f32) -> f32 {
    var z_2: vec2<f32>;

    {
        let _e3 = _oclvk_el_two_prod(y_6, l_1.x);
        z_2 = _e3;
        let _e6 = z_2;
        let _e10 = z_2;
        let _e13 = _oclvk_el_exp_ff(_e6.x, fma(y_6, l_1.y, _e10.y));
        return _e13;
    }
    return f32();
}

fn _oclvk_el_pow_common(x_32: f32, y_7: f32) -> f32 {
    var l_2: vec2<f32>;

    {
        let _e4 = _oclvk_el_log_reduce_bits(bitcast<i32>(x_32), 0i);
        let _e5 = _oclvk_el_log_ff_reduced(_e4);
        l_2 = _e5;
        let _e8 = l_2;
        let _e9 = _oclvk_el_pow_from_log(_e8, y_7);
        return _e9;
    }
    return f32();
}

fn _oclvk_fb_fabs(x_33: f32) -> f32 {
    {
        let _e1 = _oclvk_fb_abs_bits(x_33);
        return bitcast<f32>(_e1);
    }
    return f32();
}

fn _oclvk_el_is_odd_integer(y_8: f32) -> bool {
    var a_9: f32;
    var local_32: bool;
    var local_33: bool;

    {
        let _e1 = _oclvk_fb_fabs(y_8);
        a_9 = _e1;
        let _e4 = a_9;
        let _e6 = (_e4 < 16777216f);
        local_33 = _e6;
        if _e6 {
            let _e9 = a_9;
            let _e13 = a_9;
            local_33 = (f32(i32(_e9)) == _e13);
        }
        let _e17 = local_33;
        local_32 = _e17;
        if _e17 {
            let _e20 = a_9;
            local_32 = ((i32(_e20) & 1i) != 0i);
        }
        let _e28 = local_32;
        return (i32(_e28) != 0i);
    }
    return bool();
}

fn _oclvk_el_is_integer(y_9: f32) -> bool {
    var a_10: f32;
    var local_34: bool;
    var local_35: bool;

    {
        let _e1 = _oclvk_fb_fabs(y_9);
        a_10 = _e1;
        let _e4 = a_10;
        let _e5 = _oclvk_fb_isinf(_e4);
        let _e6 = !(_e5);
        local_34 = _e6;
        if _e6 {
            let _e9 = a_10;
            let _e11 = (_e9 >= 8388608f);
            local_35 = _e11;
            if _e11 {
            } else {
                let _e14 = a_10;
                let _e18 = a_10;
                local_35 = (f32(i32(_e14)) == _e18);
            }
            let _e22 = local_35;
            local_34 = _e22;
        }
        let _e25 = local_34;
        return (i32(_e25) != 0i);
    }
    return bool();
}

fn _oclvk_el_log_ff(x_34: f32) -> vec2<f32> {
    {
        let _e1 = _oclvk_el_log_reduce(x_34);
        let _e2 = _oclvk_el_log_ff_reduced(_e1);
        return _e2;
    }
    return vec2<f32>();
}

fn _oclvk_el_pow_core(x_35: f32, y_10: f32) -> f32 {
    {
        let _e2 = _oclvk_el_log_ff(x_35);
        let _e3 = _oclvk_el_pow_from_log(_e2, y_10);
        return _e3;
    }
    return f32();
}

fn _oclvk_el_pow_special(x_36: f32, y_11: f32) -> f32 {
    var local_36: bool;
    var local_37: bool;
    var odd_1: bool;
    var neg_x: bool;
    var ax: f32;
    var r_11: f32;
    var local_38: f32;
    var r_12: f32;
    var local_39: f32;
    var local_40: bool;
    var r_13: f32;
    var local_41: f32;

    {
        let _e2 = _oclvk_fb_iszero(y_11);
        local_36 = _e2;
        if _e2 {
        } else {
            local_36 = (bitcast<u32>(x_36) == 1065353216u);
        }
        let _e9 = local_36;
        if _e9 {
            return 1f;
        }
        let _e11 = _oclvk_fb_isnan(x_36);
        local_37 = _e11;
        if _e11 {
        } else {
            let _e13 = _oclvk_fb_isnan(y_11);
            local_37 = _e13;
        }
        let _e16 = local_37;
        if _e16 {
            return bitcast<f32>(2143289344u);
        }
        let _e19 = _oclvk_el_is_odd_integer(y_11);
        odd_1 = _e19;
        let _e21 = _oclvk_fb_signbit(x_36);
        neg_x = _e21;
        let _e23 = _oclvk_fb_fabs(x_36);
        ax = _e23;
        let _e25 = _oclvk_fb_isinf(y_11);
        if _e25 {
            let _e26 = _oclvk_fb_abs_bits(x_36);
            if (_e26 == 1065353216u) {
                return 1f;
            }
            let _e31 = ax;
            let _e35 = _oclvk_fb_signbit(y_11);
            return select(0f, bitcast<f32>(2139095040u), (i32((_e31 < 1f)) == i32(_e35)));
        }
        let _e42 = _oclvk_fb_iszero(x_36);
        if _e42 {
            let _e43 = _oclvk_fb_signbit(y_11);
            r_11 = select(0f, bitcast<f32>(2139095040u), _e43);
            let _e50 = odd_1;
            if _e50 {
                let _e52 = r_11;
                let _e53 = _oclvk_fb_copysign(_e52, x_36);
                local_38 = _e53;
            } else {
                let _e56 = r_11;
                local_38 = _e56;
            }
            let _e59 = local_38;
            return _e59;
        }
        let _e60 = _oclvk_fb_isinf(x_36);
        if _e60 {
            let _e61 = _oclvk_fb_signbit(y_11);
            r_12 = select(bitcast<f32>(2139095040u), 0f, _e61);
            let _e68 = odd_1;
            if _e68 {
                let _e70 = r_12;
                let _e71 = _oclvk_fb_copysign(_e70, x_36);
                local_39 = _e71;
            } else {
                let _e74 = r_12;
                local_39 = _e74;
            }
            let _e77 = local_39;
            return _e77;
        }
        let _e79 = neg_x;
        local_40 = _e79;
        if _e79 {
            let _e81 = _oclvk_el_is_integer(y_11);
            local_40 = !(_e81);
        }
        let _e85 = local_40;
        if _e85 {
            return bitcast<f32>(2143289344u);
        }
        let _e89 = ax;
        let _e90 = _oclvk_el_pow_core(_e89, y_11);
        r_13 = _e90;
        let _e93 = odd_1;
        if _e93 {
            let _e95 = r_13;
            let _e96 = _oclvk_fb_copysign(_e95, x_36);
            local_41 = _e96;
        } else {
            let _e99 = r_13;
            local_41 = _e99;
        }
        let _e102 = local_41;
        return _e102;
    }
    return f32();
}

fn _oclvk_pow_f32_(x_37: f32, y_12: f32) -> f32 {
    {
        let _e2 = _oclvk_el_pow_is_common(x_37, y_12);
        if _e2 {
            let _e3 = _oclvk_el_pow_common(x_37, y_12);
            return _e3;
        }
        let _e4 = _oclvk_el_pow_special(x_37, y_12);
        return _e4;
    }
    return f32();
}

fn _oclvk_round_f32_(x_38: f32) -> f32 {
    var a_11: f32;
    var t_2: f32;

    {
        let _e1 = _oclvk_fb_abs_bits(x_38);
        if (_e1 >= 1258291200u) {
            return x_38;
        }
        a_11 = abs(x_38);
        let _e7 = a_11;
        t_2 = trunc(_e7);
        let _e11 = a_11;
        let _e13 = t_2;
        if ((_e11 - _e13) >= 0.5f) {
            let _e18 = t_2;
            t_2 = (_e18 + 1f);
        }
        let _e23 = t_2;
        let _e24 = _oclvk_fb_copysign(_e23, x_38);
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
        let _e34 = x_39[(0i + _e30)];
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
        let _e163 = a_12[(0i + _e159)];
        v = _e163;
        let _e167 = i;
        let _e171 = v;
        let _e175 = v;
        let _e181 = v;
        let _e188 = v;
        iout[(0i + (4i * _e167))] = i32((((bitcast<u32>(abs(_e171)) + u32(min(_e175, 7i))) + u32(max(_e181, -7i))) + u32(clamp(_e188, -100i, 100i))));
        let _e200 = i;
        let _e206 = v;
        let _e211 = v;
        let _e217 = v;
        let _e225 = v;
        let _e233 = v;
        let _e238 = v;
        iout[(0i + ((4i * _e200) + 1i))] = (((((bitcast<i32>(countOneBits(bitcast<u32>(_e206))) + bitcast<i32>(countLeadingZeros(bitcast<u32>(_e211)))) + (_e217 >> 3u)) + (_e225 << 2u)) + (_e233 / 3i)) + (_e238 % 5i));
        let _e246 = i;
        let _e252 = v;
        let _e254 = bitcast<u32>(_e252);
        let _e255 = bitcast<u32>(74565i);
        let _e258 = (_e254 & 65535u);
        let _e259 = (_e254 >> 16u);
        let _e260 = (_e255 & 65535u);
        let _e261 = (_e255 >> 16u);
        let _e263 = (_e258 * _e261);
        let _e264 = (_e259 * _e260);
        let _e287 = v;
        let _e289 = bitcast<u32>(_e287);
        let _e292 = (bitcast<u32>(5i) & 31u);
        let _e302 = v;
        let _e310 = bitcast<i32>((bitcast<u32>(_e302) + bitcast<u32>(2147483632i)));
        iout[(0i + ((4i * _e246) + 2i))] = ((bitcast<i32>(((((((_e259 * _e261) + (_e263 >> 16u)) + (_e264 >> 16u)) + (((((_e258 * _e260) >> 16u) + (_e263 & 65535u)) + (_e264 & 65535u)) >> 16u)) - select(0u, _e255, (_e252 < 0i))) - select(0u, _e254, (74565i < 0i)))) + bitcast<i32>(((_e289 << _e292) | (_e289 >> ((32u - _e292) & 31u))))) + select(_e310, select(2147483647i, i32(-2147483648), (_e302 < 0i)), (((_e302 ^ _e310) & (2147483632i ^ _e310)) < 0i)));
        let _e323 = i;
        let _e329 = v;
        let _e336 = v;
        let _e349 = v;
        let _e355 = v;
        let _e361 = v;
        iout[(0i + ((4i * _e323) + 3i))] = i32((((((u32(i32(u32(_e329))) / 7u) + u32((((_e336 >> 1u) + 49i) + ((_e336 & 99i) & 1i)))) + u32((_e349 ^ 23130i))) + u32((_e355 & 255i))) + u32((_e361 | 1i))));
    }
}
