@group(0) @binding(0) 
var<uniform> matmul_tiled_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var<storage> A: array<f32>;
@group(0) @binding(2) 
var<storage> B: array<f32>;
@group(0) @binding(3) 
var<storage, read_write> C: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> As: array<array<f32, 16>, 16>;
var<workgroup> Bs: array<array<f32, 16>, 16>;

fn _oclvk_fb_abs_bits(x: f32) -> u32 {
    {
        return (bitcast<u32>(x) & 2147483647u);
    }
    return u32();
}

fn _oclvk_f32_biased_exponent(x_1: f32) -> i32 {
    {
        let _e1 = _oclvk_fb_abs_bits(x_1);
        return i32((_e1 >> 23u));
    }
    return i32();
}

fn _oclvk_fb_iszero(x_2: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_2);
        return (i32((_e1 == 0u)) != 0i);
    }
    return bool();
}

fn _oclvk_fma_unscaled_is_exact(a: f32, b: f32, c: f32) -> bool {
    var ea: i32;
    var eb: i32;
    var ec: i32;
    var c_fits: bool;
    var local: bool;
    var local_1: bool;
    var local_2: bool;
    var local_3: bool;
    var local_4: bool;
    var local_5: bool;
    var local_6: bool;
    var local_7: bool;

    {
        let _e3 = _oclvk_f32_biased_exponent(a);
        ea = (_e3 - 127i);
        let _e7 = _oclvk_f32_biased_exponent(b);
        eb = (_e7 - 127i);
        let _e11 = _oclvk_f32_biased_exponent(c);
        ec = (_e11 - 127i);
        let _e15 = _oclvk_fb_iszero(c);
        local = _e15;
        if _e15 {
        } else {
            let _e18 = ec;
            let _e21 = (_e18 >= -100i);
            local_1 = _e21;
            if _e21 {
                let _e24 = ec;
                local_1 = (_e24 <= 120i);
            }
            let _e29 = local_1;
            local = _e29;
        }
        let _e32 = local;
        c_fits = (i32(_e32) != 0i);
        let _e38 = ea;
        let _e41 = (_e38 >= -100i);
        local_7 = _e41;
        if _e41 {
            let _e44 = ea;
            local_7 = (_e44 <= 100i);
        }
        let _e49 = local_7;
        local_6 = _e49;
        if _e49 {
            let _e52 = eb;
            local_6 = (_e52 >= -100i);
        }
        let _e58 = local_6;
        local_5 = _e58;
        if _e58 {
            let _e61 = eb;
            local_5 = (_e61 <= 100i);
        }
        let _e66 = local_5;
        local_4 = _e66;
        if _e66 {
            let _e69 = ea;
            let _e71 = eb;
            local_4 = ((_e69 + _e71) >= -78i);
        }
        let _e78 = local_4;
        local_3 = _e78;
        if _e78 {
            let _e81 = ea;
            let _e83 = eb;
            local_3 = ((_e81 + _e83) <= 120i);
        }
        let _e89 = local_3;
        local_2 = _e89;
        if _e89 {
            let _e92 = c_fits;
            local_2 = _e92;
        }
        let _e95 = local_2;
        return (i32(_e95) != 0i);
    }
    return bool();
}

fn _oclvk_fma_is_fused() -> bool {
    {
        return false;
    }
    return bool();
}

fn _oclvk_f32_two_prod(a_1: f32, b_1: f32) -> vec2<f32> {
    var p: f32;
    var ca: f32;
    var ah: f32;
    var al: f32;
    var cb: f32;
    var bh: f32;
    var bl: f32;
    var e: f32;

    {
        let _e7 = matmul_tiled_args[2].w;
        p = bitcast<f32>((bitcast<u32>((a_1 * b_1)) ^ (_e7 >> 2u)));
        let _e15 = _oclvk_fma_is_fused();
        if _e15 {
            let _e17 = p;
            let _e19 = p;
            return vec2<f32>(_e17, fma(a_1, b_1, -(_e19)));
        }
        let _e29 = matmul_tiled_args[2].w;
        ca = bitcast<f32>((bitcast<u32>((4097f * a_1)) ^ (_e29 >> 2u)));
        let _e38 = ca;
        let _e40 = ca;
        let _e46 = matmul_tiled_args[2].w;
        let _e58 = matmul_tiled_args[2].w;
        ah = bitcast<f32>((bitcast<u32>((_e38 - bitcast<f32>((bitcast<u32>((_e40 - a_1)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        let _e67 = ah;
        al = (a_1 - _e67);
        let _e76 = matmul_tiled_args[2].w;
        cb = bitcast<f32>((bitcast<u32>((4097f * b_1)) ^ (_e76 >> 2u)));
        let _e85 = cb;
        let _e87 = cb;
        let _e93 = matmul_tiled_args[2].w;
        let _e105 = matmul_tiled_args[2].w;
        bh = bitcast<f32>((bitcast<u32>((_e85 - bitcast<f32>((bitcast<u32>((_e87 - b_1)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        let _e114 = bh;
        bl = (b_1 - _e114);
        let _e118 = ah;
        let _e120 = bh;
        let _e123 = p;
        let _e129 = matmul_tiled_args[2].w;
        let _e137 = ah;
        let _e139 = bl;
        let _e146 = matmul_tiled_args[2].w;
        let _e154 = al;
        let _e156 = bh;
        let _e163 = matmul_tiled_args[2].w;
        let _e171 = al;
        let _e173 = bl;
        e = (bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        let _e178 = p;
        let _e180 = e;
        return vec2<f32>(_e178, _e180);
    }
    return vec2<f32>();
}

fn _oclvk_f32_two_sum(a_2: f32, b_2: f32) -> vec2<f32> {
    var s: f32;
    var bb: f32;
    var e_1: f32;

    {
        let _e7 = matmul_tiled_args[2].w;
        s = bitcast<f32>((bitcast<u32>((a_2 + b_2)) ^ (_e7 >> 2u)));
        let _e16 = s;
        let _e22 = matmul_tiled_args[2].w;
        bb = bitcast<f32>((bitcast<u32>((_e16 - a_2)) ^ (_e22 >> 2u)));
        let _e31 = s;
        let _e33 = bb;
        let _e39 = matmul_tiled_args[2].w;
        let _e48 = bb;
        e_1 = ((a_2 - bitcast<f32>((bitcast<u32>((_e31 - _e33)) ^ (_e39 >> 2u)))) + (b_2 - _e48));
        let _e53 = s;
        let _e55 = e_1;
        return vec2<f32>(_e53, _e55);
    }
    return vec2<f32>();
}

fn _oclvk_f32_add_odd(a_3: f32, b_3: f32) -> f32 {
    var s_1: vec2<f32>;
    var bits: u32;
    var local_8: bool;
    var away: bool;
    var local_9: u32;

    {
        let _e2 = _oclvk_f32_two_sum(a_3, b_3);
        s_1 = _e2;
        let _e5 = s_1;
        bits = bitcast<u32>(_e5.x);
        let _e10 = s_1;
        let _e14 = !((_e10.y == 0f));
        local_8 = _e14;
        if _e14 {
            let _e17 = bits;
            local_8 = ((_e17 & 1u) == 0u);
        }
        let _e24 = local_8;
        if _e24 {
            let _e26 = s_1;
            let _e32 = s_1;
            away = (i32((i32((_e26.y > 0f)) == i32((_e32.x > 0f)))) != 0i);
            let _e43 = away;
            if _e43 {
                let _e45 = bits;
                local_9 = (_e45 + 1u);
            } else {
                let _e50 = bits;
                local_9 = (_e50 - 1u);
            }
            let _e55 = local_9;
            bits = _e55;
        }
        let _e58 = bits;
        return bitcast<f32>(_e58);
    }
    return f32();
}

fn _oclvk_f32_sum3_(c_1: f32, ph: f32, pl: f32) -> f32 {
    var t_1: vec2<f32>;
    var v: f32;

    {
        let _e3 = _oclvk_f32_two_sum(c_1, ph);
        t_1 = _e3;
        let _e6 = t_1;
        let _e8 = _oclvk_f32_add_odd(_e6.y, pl);
        v = _e8;
        let _e11 = t_1;
        let _e14 = v;
        return (_e11.x + _e14);
    }
    return f32();
}

fn _oclvk_fb_isnan(x_3: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_3);
        return (i32((_e1 > 2139095040u)) != 0i);
    }
    return bool();
}

fn _oclvk_fb_isinf(x_4: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_4);
        return (i32((_e1 == 2139095040u)) != 0i);
    }
    return bool();
}

fn _oclvk_f32_exponent(x_5: f32) -> i32 {
    var b_4: u32;
    var e_2: i32;

    {
        b_4 = (bitcast<u32>(x_5) & 2147483647u);
        let _e6 = b_4;
        e_2 = i32((_e6 >> 23u));
        let _e14 = e_2;
        if (_e14 == 0i) {
            let _e20 = b_4;
            return (-118i - i32(countLeadingZeros(_e20)));
        }
        let _e25 = e_2;
        return (_e25 - 127i);
    }
    return i32();
}

fn _oclvk_f32_mantissa(x_6: f32) -> u32 {
    var b_5: u32;

    {
        b_5 = (bitcast<u32>(x_6) & 2147483647u);
        let _e6 = b_5;
        if ((_e6 >> 23u) == 0u) {
            let _e14 = b_5;
            let _e16 = b_5;
            return (_e14 << ((countLeadingZeros(_e16) - 8u) & 31u));
        }
        let _e24 = b_5;
        return ((_e24 & 8388607u) | 8388608u);
    }
    return u32();
}

fn _oclvk_f32_with_exponent(x_7: f32, e_3: i32) -> f32 {
    {
        let _e9 = _oclvk_f32_mantissa(x_7);
        return bitcast<f32>(((u32((e_3 + 127i)) << 23u) | (_e9 & 8388607u)));
    }
    return f32();
}

fn _oclvk_fb_copysign(m: f32, s_2: f32) -> f32 {
    {
        let _e2 = _oclvk_fb_abs_bits(m);
        return bitcast<f32>((_e2 | (bitcast<u32>(s_2) & 2147483648u)));
    }
    return f32();
}

fn _oclvk_ldexp_f32_(x_8: f32, n: i32) -> f32 {
    var local_10: bool;
    var local_11: bool;
    var e_4: i32;
    var k_1: i32;
    var local_12: i32;
    var local_13: i32;
    var r: i32;
    var m_1: f32;

    {
        let _e2 = _oclvk_fb_isinf(x_8);
        local_11 = _e2;
        if _e2 {
        } else {
            let _e4 = _oclvk_fb_isnan(x_8);
            local_11 = _e4;
        }
        let _e7 = local_11;
        local_10 = _e7;
        if _e7 {
        } else {
            local_10 = ((bitcast<u32>(x_8) & 2147483647u) == 0u);
        }
        let _e16 = local_10;
        if _e16 {
            return x_8;
        }
        let _e17 = _oclvk_f32_exponent(x_8);
        e_4 = _e17;
        if (n > 400i) {
            local_12 = 400i;
        } else {
            if (n < -400i) {
                local_13 = -400i;
            } else {
                local_13 = n;
            }
            let _e31 = local_13;
            local_12 = _e31;
        }
        let _e34 = local_12;
        k_1 = _e34;
        let _e37 = e_4;
        let _e39 = k_1;
        r = (_e37 + _e39);
        let _e43 = r;
        if (_e43 > 127i) {
            let _e48 = _oclvk_fb_copysign(bitcast<f32>(2139095040u), x_8);
            return _e48;
        }
        let _e50 = r;
        if (_e50 >= -126i) {
            let _e55 = r;
            let _e56 = _oclvk_f32_with_exponent(x_8, _e55);
            let _e57 = _oclvk_fb_copysign(_e56, x_8);
            return _e57;
        }
        let _e59 = r;
        if (_e59 < -151i) {
            let _e64 = _oclvk_fb_copysign(0f, x_8);
            return _e64;
        }
        let _e66 = r;
        let _e69 = _oclvk_f32_with_exponent(x_8, (_e66 + 126i));
        m_1 = _e69;
        let _e72 = m_1;
        let _e75 = _oclvk_fb_copysign((_e72 * 0.000000000000000000000000000000000000011754944f), x_8);
        return _e75;
    }
    return f32();
}

fn _oclvk_f32_pow2i(k_2: i32) -> f32 {
    {
        return bitcast<f32>((u32((k_2 + 127i)) << 23u));
    }
    return f32();
}

fn _oclvk_fma_scaled(a_4: f32, b_6: f32, c_2: f32) -> f32 {
    var ka: i32;
    var kb: i32;
    var k_3: i32;
    var sa: f32;
    var sb: f32;
    var sc: f32;
    var d: i32;
    var local_14: f32;
    var p_1: vec2<f32>;
    var t_2: vec2<f32>;
    var v_1: f32;
    var z: f32;
    var kz: i32;
    var local_15: i32;
    var local_16: bool;
    var g: i32;
    var inv_grid: f32;
    var zz: vec2<f32>;
    var xh: f32;
    var xl: f32;
    var n_1: f32;
    var r_1: f32;
    var s_3: vec2<f32>;
    var half_up: f32;
    var half_down: f32;
    var n_odd: bool;
    var local_17: bool;
    var local_18: bool;
    var local_19: bool;
    var local_20: bool;
    var local_21: bool;
    var local_22: bool;
    var local_23: bool;
    var local_24: bool;
    var an: f32;

    {
        let _e3 = _oclvk_f32_exponent(a_4);
        ka = _e3;
        let _e5 = _oclvk_f32_exponent(b_6);
        kb = _e5;
        let _e8 = ka;
        let _e10 = kb;
        k_3 = (_e8 + _e10);
        let _e14 = _oclvk_f32_with_exponent(a_4, 0i);
        let _e15 = _oclvk_fb_copysign(_e14, a_4);
        sa = _e15;
        let _e18 = _oclvk_f32_with_exponent(b_6, 0i);
        let _e19 = _oclvk_fb_copysign(_e18, b_6);
        sb = _e19;
        sc = c_2;
        if ((bitcast<u32>(c_2) & 2147483647u) != 0u) {
            let _e27 = _oclvk_f32_exponent(c_2);
            let _e29 = k_3;
            d = (_e27 - _e29);
            let _e33 = d;
            if (_e33 > 60i) {
                return c_2;
            }
            let _e37 = d;
            if (_e37 < -60i) {
                let _e42 = _oclvk_fb_copysign(0.00000000000000000086736174f, c_2);
                local_14 = _e42;
            } else {
                let _e45 = d;
                let _e46 = _oclvk_f32_with_exponent(c_2, _e45);
                let _e47 = _oclvk_fb_copysign(_e46, c_2);
                local_14 = _e47;
            }
            let _e50 = local_14;
            sc = _e50;
        }
        let _e53 = sa;
        let _e55 = sb;
        let _e56 = _oclvk_f32_two_prod(_e53, _e55);
        p_1 = _e56;
        let _e59 = sc;
        let _e61 = p_1;
        let _e63 = _oclvk_f32_two_sum(_e59, _e61.x);
        t_2 = _e63;
        let _e66 = t_2;
        let _e69 = p_1;
        let _e71 = _oclvk_f32_add_odd(_e66.y, _e69.y);
        v_1 = _e71;
        let _e74 = t_2;
        let _e77 = v_1;
        z = (_e74.x + _e77);
        let _e81 = z;
        if (_e81 == 0f) {
            local_15 = -1000i;
        } else {
            let _e88 = z;
            let _e89 = _oclvk_f32_exponent(_e88);
            let _e91 = k_3;
            local_15 = (_e89 + _e91);
        }
        let _e95 = local_15;
        kz = _e95;
        let _e98 = kz;
        let _e101 = (_e98 >= -125i);
        local_16 = _e101;
        if _e101 {
        } else {
            let _e104 = k_3;
            local_16 = (_e104 > 0i);
        }
        let _e109 = local_16;
        if _e109 {
            let _e111 = z;
            let _e113 = k_3;
            let _e114 = _oclvk_ldexp_f32_(_e111, _e113);
            return _e114;
        }
        let _e118 = k_3;
        g = (-149i - _e118);
        let _e122 = g;
        if (_e122 > 70i) {
            let _e127 = z;
            let _e128 = _oclvk_fb_copysign(0f, _e127);
            return _e128;
        }
        let _e130 = g;
        let _e132 = _oclvk_f32_pow2i(-(_e130));
        inv_grid = _e132;
        let _e135 = t_2;
        let _e138 = v_1;
        let _e139 = _oclvk_f32_two_sum(_e135.x, _e138);
        zz = _e139;
        let _e142 = zz;
        let _e145 = inv_grid;
        xh = (_e142.x * _e145);
        let _e149 = zz;
        let _e152 = inv_grid;
        xl = (_e149.y * _e152);
        let _e156 = xh;
        n_1 = round(_e156);
        let _e160 = xh;
        let _e162 = n_1;
        r_1 = (_e160 - _e162);
        let _e166 = r_1;
        let _e168 = xl;
        let _e169 = _oclvk_f32_two_sum(_e166, _e168);
        s_3 = _e169;
        let _e172 = s_3;
        half_up = (_e172.x - 0.5f);
        let _e178 = s_3;
        half_down = (_e178.x + 0.5f);
        let _e184 = n_1;
        n_odd = (i32(((i32(_e184) & 1i) != 0i)) != 0i);
        let _e195 = half_up;
        let _e197 = (_e195 > 0f);
        local_17 = _e197;
        if _e197 {
        } else {
            let _e200 = half_up;
            let _e202 = (_e200 == 0f);
            local_18 = _e202;
            if _e202 {
                let _e205 = s_3;
                let _e208 = (_e205.y > 0f);
                local_19 = _e208;
                if _e208 {
                } else {
                    let _e211 = s_3;
                    let _e214 = (_e211.y == 0f);
                    local_20 = _e214;
                    if _e214 {
                        let _e217 = n_odd;
                        local_20 = _e217;
                    }
                    let _e220 = local_20;
                    local_19 = _e220;
                }
                let _e223 = local_19;
                local_18 = _e223;
            }
            let _e226 = local_18;
            local_17 = _e226;
        }
        let _e229 = local_17;
        if _e229 {
            let _e231 = n_1;
            n_1 = (_e231 + 1f);
        } else {
            let _e236 = half_down;
            let _e238 = (_e236 < 0f);
            local_21 = _e238;
            if _e238 {
            } else {
                let _e241 = half_down;
                let _e243 = (_e241 == 0f);
                local_22 = _e243;
                if _e243 {
                    let _e246 = s_3;
                    let _e249 = (_e246.y < 0f);
                    local_23 = _e249;
                    if _e249 {
                    } else {
                        let _e252 = s_3;
                        let _e255 = (_e252.y == 0f);
                        local_24 = _e255;
                        if _e255 {
                            let _e258 = n_odd;
                            local_24 = _e258;
                        }
                        let _e261 = local_24;
                        local_23 = _e261;
                    }
                    let _e264 = local_23;
                    local_22 = _e264;
                }
                let _e267 = local_22;
                local_21 = _e267;
            }
            let _e270 = local_21;
            if _e270 {
                let _e272 = n_1;
                n_1 = (_e272 - 1f);
            }
        }
        let _e277 = n_1;
        an = abs(_e277);
        let _e281 = an;
        let _e285 = z;
        let _e286 = _oclvk_fb_copysign(bitcast<f32>(u32(_e281)), _e285);
        return _e286;
    }
    return f32();
}

fn _oclvk_fma_f32_(a_5: f32, b_7: f32, c_3: f32) -> f32 {
    var p_2: vec2<f32>;
    var local_25: bool;
    var local_26: bool;
    var local_27: bool;
    var local_28: bool;

    {
        let _e3 = _oclvk_fma_unscaled_is_exact(a_5, b_7, c_3);
        if _e3 {
            let _e4 = _oclvk_fma_is_fused();
            if _e4 {
                return fma(a_5, b_7, c_3);
            }
            let _e6 = _oclvk_f32_two_prod(a_5, b_7);
            p_2 = _e6;
            let _e9 = p_2;
            let _e12 = p_2;
            let _e14 = _oclvk_f32_sum3_(c_3, _e9.x, _e12.y);
            return _e14;
        }
        let _e15 = _oclvk_fb_isnan(a_5);
        local_26 = _e15;
        if _e15 {
        } else {
            let _e17 = _oclvk_fb_isnan(b_7);
            local_26 = _e17;
        }
        let _e20 = local_26;
        local_25 = _e20;
        if _e20 {
        } else {
            let _e22 = _oclvk_fb_isnan(c_3);
            local_25 = _e22;
        }
        let _e25 = local_25;
        if _e25 {
            return bitcast<f32>(2143289344u);
        }
        let _e28 = _oclvk_fb_isinf(a_5);
        local_27 = _e28;
        if _e28 {
        } else {
            let _e30 = _oclvk_fb_isinf(b_7);
            local_27 = _e30;
        }
        let _e33 = local_27;
        if _e33 {
            return ((a_5 * b_7) + c_3);
        }
        let _e36 = _oclvk_fb_iszero(a_5);
        local_28 = _e36;
        if _e36 {
        } else {
            let _e38 = _oclvk_fb_iszero(b_7);
            local_28 = _e38;
        }
        let _e41 = local_28;
        if _e41 {
            let _e42 = _oclvk_fb_iszero(c_3);
            if _e42 {
                return bitcast<f32>((((bitcast<u32>(a_5) ^ bitcast<u32>(b_7)) & bitcast<u32>(c_3)) & 2147483648u));
            }
            return c_3;
        }
        let _e51 = _oclvk_fb_isinf(c_3);
        if _e51 {
            return c_3;
        }
        let _e52 = _oclvk_fma_scaled(a_5, b_7, c_3);
        return _e52;
    }
    return f32();
}

@compute @workgroup_size(16, 16, 1) 
fn matmul_tiled(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var row: i32;
    var col: i32;
    var grow: i32;
    var gcol: i32;
    var acc: f32;
    var t: i32;
    var k: i32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e10 = matmul_tiled_args[1].z;
    let _e11 = bitcast<i32>(_e10);
    {
        let _e14 = oclvk_local_id.y;
        row = i32(_e14);
        let _e19 = oclvk_local_id.x;
        col = i32(_e19);
        let _e24 = oclvk_group_id.y;
        let _e28 = matmul_tiled_args[2].y;
        let _e33 = row;
        grow = i32((((_e24 + _e28) * 16u) + u32(_e33)));
        let _e40 = oclvk_group_id.x;
        let _e44 = matmul_tiled_args[2].x;
        let _e49 = col;
        gcol = i32((((_e40 + _e44) * 16u) + u32(_e49)));
        acc = 0f;
        {
            t = 0i;
            loop {
                let _e59 = t;
                if !((_e59 < (_e11 / 16i))) {
                    break;
                }
                let _e65 = row;
                let _e67 = col;
                let _e69 = grow;
                let _e72 = t;
                let _e77 = col;
                let _e82 = A[(0i + (((_e69 * _e11) + (_e72 * 16i)) + _e77))];
                As[_e65][_e67] = _e82;
                let _e87 = row;
                let _e89 = col;
                let _e91 = t;
                let _e95 = row;
                let _e99 = gcol;
                let _e104 = B[(0i + ((((_e91 * 16i) + _e95) * _e11) + _e99))];
                Bs[_e87][_e89] = _e104;
                workgroupBarrier();
                {
                    k = 0i;
                    {
                        let _e111 = row;
                        let _e116 = As[_e111][0i];
                        let _e119 = col;
                        let _e123 = Bs[0i][_e119];
                        let _e125 = acc;
                        let _e126 = _oclvk_fma_f32_(_e116, _e123, _e125);
                        acc = _e126;
                    }
                    {
                        let _e129 = row;
                        let _e134 = As[_e129][1i];
                        let _e137 = col;
                        let _e141 = Bs[1i][_e137];
                        let _e143 = acc;
                        let _e144 = _oclvk_fma_f32_(_e134, _e141, _e143);
                        acc = _e144;
                    }
                    {
                        let _e147 = row;
                        let _e152 = As[_e147][2i];
                        let _e155 = col;
                        let _e159 = Bs[2i][_e155];
                        let _e161 = acc;
                        let _e162 = _oclvk_fma_f32_(_e152, _e159, _e161);
                        acc = _e162;
                    }
                    {
                        let _e165 = row;
                        let _e170 = As[_e165][3i];
                        let _e173 = col;
                        let _e177 = Bs[3i][_e173];
                        let _e179 = acc;
                        let _e180 = _oclvk_fma_f32_(_e170, _e177, _e179);
                        acc = _e180;
                    }
                    {
                        let _e183 = row;
                        let _e188 = As[_e183][4i];
                        let _e191 = col;
                        let _e195 = Bs[4i][_e191];
                        let _e197 = acc;
                        let _e198 = _oclvk_fma_f32_(_e188, _e195, _e197);
                        acc = _e198;
                    }
                    {
                        let _e201 = row;
                        let _e206 = As[_e201][5i];
                        let _e209 = col;
                        let _e213 = Bs[5i][_e209];
                        let _e215 = acc;
                        let _e216 = _oclvk_fma_f32_(_e206, _e213, _e215);
                        acc = _e216;
                    }
                    {
                        let _e219 = row;
                        let _e224 = As[_e219][6i];
                        let _e227 = col;
                        let _e231 = Bs[6i][_e227];
                        let _e233 = acc;
                        let _e234 = _oclvk_fma_f32_(_e224, _e231, _e233);
                        acc = _e234;
                    }
                    {
                        let _e237 = row;
                        let _e242 = As[_e237][7i];
                        let _e245 = col;
                        let _e249 = Bs[7i][_e245];
                        let _e251 = acc;
                        let _e252 = _oclvk_fma_f32_(_e242, _e249, _e251);
                        acc = _e252;
                    }
                    {
                        let _e255 = row;
                        let _e260 = As[_e255][8i];
                        let _e263 = col;
                        let _e267 = Bs[8i][_e263];
                        let _e269 = acc;
                        let _e270 = _oclvk_fma_f32_(_e260, _e267, _e269);
                        acc = _e270;
                    }
                    {
                        let _e273 = row;
                        let _e278 = As[_e273][9i];
                        let _e281 = col;
                        let _e285 = Bs[9i][_e281];
                        let _e287 = acc;
                        let _e288 = _oclvk_fma_f32_(_e278, _e285, _e287);
                        acc = _e288;
                    }
                    {
                        let _e291 = row;
                        let _e296 = As[_e291][10i];
                        let _e299 = col;
                        let _e303 = Bs[10i][_e299];
                        let _e305 = acc;
                        let _e306 = _oclvk_fma_f32_(_e296, _e303, _e305);
                        acc = _e306;
                    }
                    {
                        let _e309 = row;
                        let _e314 = As[_e309][11i];
                        let _e317 = col;
                        let _e321 = Bs[11i][_e317];
                        let _e323 = acc;
                        let _e324 = _oclvk_fma_f32_(_e314, _e321, _e323);
                        acc = _e324;
                    }
                    {
                        let _e327 = row;
                        let _e332 = As[_e327][12i];
                        let _e335 = col;
                        let _e339 = Bs[12i][_e335];
                        let _e341 = acc;
                        let _e342 = _oclvk_fma_f32_(_e332, _e339, _e341);
                        acc = _e342;
                    }
                    {
                        let _e345 = row;
                        let _e350 = As[_e345][13i];
                        let _e353 = col;
                        let _e357 = Bs[13i][_e353];
                        let _e359 = acc;
                        let _e360 = _oclvk_fma_f32_(_e350, _e357, _e359);
                        acc = _e360;
                    }
                    {
                        let _e363 = row;
                        let _e368 = As[_e363][14i];
                        let _e371 = col;
                        let _e375 = Bs[14i][_e371];
                        let _e377 = acc;
                        let _e378 = _oclvk_fma_f32_(_e368, _e375, _e377);
                        acc = _e378;
                    }
                    {
                        let _e381 = row;
                        let _e386 = As[_e381][15i];
                        let _e389 = col;
                        let _e393 = Bs[15i][_e389];
                        let _e395 = acc;
                        let _e396 = _oclvk_fma_f32_(_e386, _e393, _e395);
                        acc = _e396;
                    }
                    k = 16i;
                }
                workgroupBarrier();
                continuing {
                    let _e401 = t;
                    t = (_e401 + 1i);
                }
            }
        }
        let _e406 = grow;
        let _e409 = gcol;
        let _e413 = acc;
        C[(0i + ((_e406 * _e11) + _e409))] = _e413;
    }
}
