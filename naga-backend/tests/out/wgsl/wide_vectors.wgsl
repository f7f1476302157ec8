struct Tagged {
    x: f32,
    v: array<vec4<f32>, 2>,
}

@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> wide_vectors_args: array<vec4<u32>, 6>;
@group(0) @binding(1) 
var<storage, read_write> a_1: array<array<vec4<f32>, 2>>;
@group(0) @binding(2) 
var<storage> b_3: array<f32>;
@group(0) @binding(3) 
var<storage, read_write> m_1: array<array<vec4<i32>, 4>>;
@group(0) @binding(4) 
var<storage, read_write> u: array<u32>;
@group(0) @binding(5) 
var<storage> t: array<Tagged>;
@group(0) @binding(6) 
var<storage, read_write> f: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

fn swapped(v: array<vec4<f32>, 2>) -> array<vec4<f32>, 2> {
    var v_u002e_parts: array<vec4<f32>, 2>;

    v_u002e_parts = v;
    {
        let _e9 = v_u002e_parts[1i];
        let _e13 = v_u002e_parts[0i];
        return array<vec4<f32>, 2>(_e9, _e13);
    }
    return array<vec4<f32>, 2>();
}

fn _oclvk_fb_abs_bits(x_1: f32) -> u32 {
    {
        return (bitcast<u32>(x_1) & 2147483647u);
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

fn _oclvk_fb_isnan(x_2: f32) -> bool {
    {
        let _e1 = _oclvk_fb_abs_bits(x_2);
        return (i32((_e1 > 2139095040u)) != 0i);
    }
    return bool();
}

fn _oclvk_fb_signbit(x_3: f32) -> bool {
    {
        return (i32((bitcast<i32>(x_3) < 0i)) != 0i);
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
    var b: u32;
    var e: i32;

    {
        b = (bitcast<u32>(x_5) & 2147483647u);
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

fn _oclvk_f32_mantissa(x_6: f32) -> u32 {
    var b_1: u32;

    {
        b_1 = (bitcast<u32>(x_6) & 2147483647u);
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

fn _oclvk_f32_with_exponent(x_7: f32, e_1: i32) -> f32 {
    {
        let _e9 = _oclvk_f32_mantissa(x_7);
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
        let _e7 = wide_vectors_args[5].w;
        p = bitcast<f32>((bitcast<u32>((a * b_2)) ^ (_e7 >> 2u)));
        let _e15 = _oclvk_fma_is_fused();
        if _e15 {
            let _e17 = p;
            let _e19 = p;
            return vec2<f32>(_e17, fma(a, b_2, -(_e19)));
        }
        let _e29 = wide_vectors_args[5].w;
        ca = bitcast<f32>((bitcast<u32>((4097f * a)) ^ (_e29 >> 2u)));
        let _e38 = ca;
        let _e40 = ca;
        let _e46 = wide_vectors_args[5].w;
        let _e58 = wide_vectors_args[5].w;
        ah = bitcast<f32>((bitcast<u32>((_e38 - bitcast<f32>((bitcast<u32>((_e40 - a)) ^ (_e46 >> 2u))))) ^ (_e58 >> 2u)));
        let _e67 = ah;
        al = (a - _e67);
        let _e76 = wide_vectors_args[5].w;
        cb = bitcast<f32>((bitcast<u32>((4097f * b_2)) ^ (_e76 >> 2u)));
        let _e85 = cb;
        let _e87 = cb;
        let _e93 = wide_vectors_args[5].w;
        let _e105 = wide_vectors_args[5].w;
        bh = bitcast<f32>((bitcast<u32>((_e85 - bitcast<f32>((bitcast<u32>((_e87 - b_2)) ^ (_e93 >> 2u))))) ^ (_e105 >> 2u)));
        let _e114 = bh;
        bl = (b_2 - _e114);
        let _e118 = ah;
        let _e120 = bh;
        let _e123 = p;
        let _e129 = wide_vectors_args[5].w;
        let _e137 = ah;
        let _e139 = bl;
        let _e146 = wide_vectors_args[5].w;
        let _e154 = al;
        let _e156 = bh;
        let _e163 = wide_vectors_args[5].w;
        let _e171 = al;
        let _e173 = bl;
        e_2 = (bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>(((_e118 * _e120) - _e123)) ^ (_e129 >> 2u))) + (_e137 * _e139))) ^ (_e146 >> 2u))) + (_e154 * _e156))) ^ (_e163 >> 2u))) + (_e171 * _e173));
        let _e178 = p;
        let _e180 = e_2;
        return vec2<f32>(_e178, _e180);
    }
    return vec2<f32>();
}

fn _oclvk_sqrt_f32_(x_8: f32) -> f32 {
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
        if ((bitcast<u32>(x_8) & 2147483647u) == 0u) {
            let _e7 = _oclvk_fb_copysign(0f, x_8);
            return _e7;
        }
        let _e8 = _oclvk_fb_isnan(x_8);
        local = _e8;
        if _e8 {
        } else {
            let _e10 = _oclvk_fb_signbit(x_8);
            local = _e10;
        }
        let _e13 = local;
        if _e13 {
            return bitcast<f32>(2143289344u);
        }
        let _e16 = _oclvk_fb_isinf(x_8);
        if _e16 {
            return x_8;
        }
        y = x_8;
        back = 1f;
        let _e20 = _oclvk_f32_exponent(x_8);
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
            let _e53 = _oclvk_f32_with_exponent(x_8, (_e49 + _e51));
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
        let _e88 = wide_vectors_args[5].w;
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

fn _oclvk_sqrt_f32_x4_(x0_: vec4<f32>) -> vec4<f32> {
    var a0_: array<f32, 4>;
    var pending: u32;
    var r_1: array<f32, 4>;

    a0_[0i] = x0_.x;
    a0_[1i] = x0_.y;
    a0_[2i] = x0_.z;
    a0_[3i] = x0_.w;
    pending = 15u;
    loop {
        let _e24 = pending;
        if !((_e24 != 0u)) {
            break;
        }
        let _e29 = pending;
        let _e33 = pending;
        let _e38 = a0_[i32(countTrailingZeros(_e33))];
        let _e39 = _oclvk_sqrt_f32_(_e38);
        r_1[i32(countTrailingZeros(_e29))] = _e39;
        continuing {
            let _e43 = pending;
            let _e45 = pending;
            pending = (_e43 & (_e45 - 1u));
        }
    }
    let _e54 = r_1[0i];
    let _e59 = r_1[1i];
    let _e64 = r_1[2i];
    let _e69 = r_1[3i];
    return vec4<f32>(_e54, _e59, _e64, _e69);
    return vec4<f32>();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn wide_vectors(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var g: u32;
    var x: array<vec4<f32>, 2>;
    var wide_u002e_parts: array<vec4<f32>, 2>;
    var w: array<vec4<f32>, 4>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e13 = wide_vectors_args[3].x;
    {
        let _e17 = oclvk_group_id.x;
        let _e21 = wide_vectors_args[5].x;
        let _e26 = oclvk_local_id.x;
        let _e32 = wide_vectors_args[3].z;
        g = ((((_e17 + _e21) * oclvk_local_size_x) + _e26) + _e32);
        let _e36 = g;
        let _e38 = (0i + i32(_e36));
        let _e43 = a_1[_e38][0i];
        let _e48 = a_1[_e38][1i];
        let _e50 = g;
        let _e52 = (0i + i32(_e50));
        let _e58 = t[_e52].v[0i];
        let _e64 = t[_e52].v[1i];
        let _e66 = -(1f);
        let _e68 = g;
        let _e74 = t[(0i + i32(_e68))].x;
        let _e81 = ((_e43 * clamp(_e58, vec4(_e66), vec4(1f))) + vec4(_e74));
        let _e88 = ((_e48 * clamp(_e64, vec4(_e66), vec4(1f))) + vec4(_e74));
        x[0i] = _e81;
        x[1i] = _e88;
        let _e99 = x[0i];
        let _e103 = x[1i];
        let _e105 = swapped(array<vec4<f32>, 2>(_e99, _e103));
        wide_u002e_parts = _e105;
        let _e110 = wide_u002e_parts[0i];
        let _e114 = wide_u002e_parts[1i];
        let _e117 = vec4<f32>(_e110.xz, _e114.xz);
        let _e119 = _e117.xy;
        let _e122 = x[0i];
        x[0i] = vec4<f32>(_e122.x, _e119.x, _e122.z, _e119.y);
        let _e131 = _e117.zw;
        let _e134 = x[1i];
        x[1i] = vec4<f32>(_e134.x, _e131.x, _e134.z, _e131.y);
        let _e143 = g;
        let _e151 = (0i + (i32(((_e143 * 4u) + 0u)) * 4i));
        let _e156 = b_3[(_e151 + 0i)];
        let _e161 = b_3[(_e151 + 1i)];
        let _e166 = b_3[(_e151 + 2i)];
        let _e171 = b_3[(_e151 + 3i)];
        let _e172 = vec4<f32>(_e156, _e161, _e166, _e171);
        let _e180 = (0i + (i32(((_e143 * 4u) + 1u)) * 4i));
        let _e185 = b_3[(_e180 + 0i)];
        let _e190 = b_3[(_e180 + 1i)];
        let _e195 = b_3[(_e180 + 2i)];
        let _e200 = b_3[(_e180 + 3i)];
        let _e201 = vec4<f32>(_e185, _e190, _e195, _e200);
        let _e209 = (0i + (i32(((_e143 * 4u) + 2u)) * 4i));
        let _e214 = b_3[(_e209 + 0i)];
        let _e219 = b_3[(_e209 + 1i)];
        let _e224 = b_3[(_e209 + 2i)];
        let _e229 = b_3[(_e209 + 3i)];
        let _e230 = vec4<f32>(_e214, _e219, _e224, _e229);
        let _e238 = (0i + (i32(((_e143 * 4u) + 3u)) * 4i));
        let _e243 = b_3[(_e238 + 0i)];
        let _e248 = b_3[(_e238 + 1i)];
        let _e253 = b_3[(_e238 + 2i)];
        let _e258 = b_3[(_e238 + 3i)];
        let _e259 = vec4<f32>(_e243, _e248, _e253, _e258);
        w[0i] = _e172;
        w[1i] = _e201;
        w[2i] = _e230;
        w[3i] = _e259;
        let _e274 = g;
        let _e276 = (0i + i32(_e274));
        let _e280 = w[0i];
        let _e284 = w[1i];
        let _e288 = w[2i];
        let _e292 = w[3i];
        let _e296 = x[0i];
        let _e300 = x[1i];
        let _e318 = x[0i];
        let _e322 = x[1i];
        let _e339 = (_e280 * vec4(8f));
        let _e360 = (select(select(vec4<i32>(max(_e339, vec4(-2147483600f))), vec4(2147483647i), (_e339 >= vec4(2147483600f))), vec4(0i), ((bitcast<vec4<u32>>(_e339) & vec4(2147483647u)) > vec4(2139095040u))) + select(vec4<i32>(), vec4(-1i), (_e296 > vec4(0.5f))));
        let _e363 = (_e284 * vec4(8f));
        let _e384 = (select(select(vec4<i32>(max(_e363, vec4(-2147483600f))), vec4(2147483647i), (_e363 >= vec4(2147483600f))), vec4(0i), ((bitcast<vec4<u32>>(_e363) & vec4(2147483647u)) > vec4(2139095040u))) + select(vec4<i32>(), vec4(-1i), (_e300 > vec4(0.5f))));
        let _e387 = (_e288 * vec4(8f));
        let _e408 = (select(select(vec4<i32>(max(_e387, vec4(-2147483600f))), vec4(2147483647i), (_e387 >= vec4(2147483600f))), vec4(0i), ((bitcast<vec4<u32>>(_e387) & vec4(2147483647u)) > vec4(2139095040u))) + select(vec4<i32>(), vec4(-1i), (_e318 < vec4(0.25f))));
        let _e411 = (_e292 * vec4(8f));
        let _e432 = (select(select(vec4<i32>(max(_e411, vec4(-2147483600f))), vec4(2147483647i), (_e411 >= vec4(2147483600f))), vec4(0i), ((bitcast<vec4<u32>>(_e411) & vec4(2147483647u)) > vec4(2139095040u))) + select(vec4<i32>(), vec4(-1i), (_e322 < vec4(0.25f))));
        m_1[_e276][0i] = _e360;
        m_1[_e276][1i] = _e384;
        m_1[_e276][2i] = _e408;
        m_1[_e276][3i] = _e432;
        let _e451 = g;
        let _e453 = (0i + i32(_e451));
        let _e457 = x[0i];
        let _e461 = x[1i];
        let _e465 = x[0i];
        let _e469 = x[1i];
        let _e471 = g;
        let _e473 = (0i + i32(_e471));
        let _e478 = m_1[_e473][0i];
        let _e483 = m_1[_e473][1i];
        let _e495 = (bitcast<i32>(_e13) & 15i);
        let _e506 = w[(_e495 >> 2u)][(_e495 & 3i)];
        let _e508 = _oclvk_sqrt_f32_x4_(abs(_e465));
        let _e521 = (select(_e457, _e508, (select(vec4<i32>(), vec4(-1i), (_e478 < vec4(3i))) < vec4(0i))) + vec4(_e506));
        let _e523 = _oclvk_sqrt_f32_x4_(abs(_e469));
        let _e536 = (select(_e461, _e523, (select(vec4<i32>(), vec4(-1i), (_e483 < vec4(3i))) < vec4(0i))) + vec4(_e506));
        a_1[_e453][0i] = _e521;
        a_1[_e453][1i] = _e536;
        let _e547 = g;
        let _e549 = (0i + i32(_e547));
        let _e551 = g;
        let _e553 = (0i + i32(_e551));
        let _e560 = u[((_e553 * 4i) + 0i)];
        let _e580 = u[((_e553 * 4i) + 1i)];
        let _e600 = u[((_e553 * 4i) + 2i)];
        let _e620 = u[((_e553 * 4i) + 3i)];
        let _e635 = g;
        let _e637 = (0i + i32(_e635));
        let _e644 = u[((_e637 * 4i) + 0i)];
        let _e657 = vec4<u32>(extractBits(_e644, 0u, 8u), extractBits(_e644, 8u, 8u), extractBits(_e644, 16u, 8u), extractBits(_e644, 24u, 8u));
        let _e664 = u[((_e637 * 4i) + 1i)];
        let _e677 = vec4<u32>(extractBits(_e664, 0u, 8u), extractBits(_e664, 8u, 8u), extractBits(_e664, 16u, 8u), extractBits(_e664, 24u, 8u));
        let _e684 = u[((_e637 * 4i) + 2i)];
        let _e697 = vec4<u32>(extractBits(_e684, 0u, 8u), extractBits(_e684, 8u, 8u), extractBits(_e684, 16u, 8u), extractBits(_e684, 24u, 8u));
        let _e704 = u[((_e637 * 4i) + 3i)];
        let _e717 = vec4<u32>(extractBits(_e704, 0u, 8u), extractBits(_e704, 8u, 8u), extractBits(_e704, 16u, 8u), extractBits(_e704, 24u, 8u));
        let _e719 = g;
        let _e721 = (0i + i32(_e719));
        let _e726 = m_1[_e721][0i];
        let _e731 = m_1[_e721][1i];
        let _e736 = m_1[_e721][2i];
        let _e741 = m_1[_e721][3i];
        let _e748 = ((vec4<u32>(_e726) & vec4(255u)) & vec4(15u));
        let _e755 = ((vec4<u32>(_e731) & vec4(255u)) & vec4(15u));
        let _e762 = ((vec4<u32>(_e736) & vec4(255u)) & vec4(15u));
        let _e769 = ((vec4<u32>(_e741) & vec4(255u)) & vec4(15u));
        let _e774 = ((_e748.x & 15u) & 15u);
        let _e792 = ((_e748.y & 15u) & 15u);
        let _e810 = ((_e748.z & 15u) & 15u);
        let _e828 = ((_e748.w & 15u) & 15u);
        let _e846 = ((_e755.x & 15u) & 15u);
        let _e864 = ((_e755.y & 15u) & 15u);
        let deep882_ = ((_e755.z & 15u) & 15u);
        let deep896_ = _e755.w;
        let deep900_ = ((deep896_ & 15u) & 15u);
        let _e918 = ((_e762.x & 15u) & 15u);
        let _e936 = ((_e762.y & 15u) & 15u);
        let _e954 = ((_e762.z & 15u) & 15u);
        let _e972 = ((_e762.w & 15u) & 15u);
        let _e990 = ((_e769.x & 15u) & 15u);
        let _e1008 = ((_e769.y & 15u) & 15u);
        let _e1026 = ((_e769.z & 15u) & 15u);
        let _e1044 = ((_e769.w & 15u) & 15u);
        let _e1067 = (clamp((vec4<u32>(extractBits(_e560, 0u, 8u), extractBits(_e560, 8u, 8u), extractBits(_e560, 16u, 8u), extractBits(_e560, 24u, 8u)) + vec4(200u)), vec4(0u), vec4(255u)) ^ vec4<u32>(select(select(select(_e717, _e697, (_e774 < 12u)), _e677, (_e774 < 8u)), _e657, (_e774 < 4u))[i32((_e774 & 3u))], select(select(select(_e717, _e697, (_e792 < 12u)), _e677, (_e792 < 8u)), _e657, (_e792 < 4u))[i32((_e792 & 3u))], select(select(select(_e717, _e697, (_e810 < 12u)), _e677, (_e810 < 8u)), _e657, (_e810 < 4u))[i32((_e810 & 3u))], select(select(select(_e717, _e697, (_e828 < 12u)), _e677, (_e828 < 8u)), _e657, (_e828 < 4u))[i32((_e828 & 3u))]));
        let _e1077 = (clamp((vec4<u32>(extractBits(_e580, 0u, 8u), extractBits(_e580, 8u, 8u), extractBits(_e580, 16u, 8u), extractBits(_e580, 24u, 8u)) + vec4(200u)), vec4(0u), vec4(255u)) ^ vec4<u32>(select(select(select(_e717, _e697, (_e846 < 12u)), _e677, (_e846 < 8u)), _e657, (_e846 < 4u))[i32((_e846 & 3u))], select(select(select(_e717, _e697, (_e864 < 12u)), _e677, (_e864 < 8u)), _e657, (_e864 < 4u))[i32((_e864 & 3u))], select(select(select(_e717, _e697, (deep882_ < 12u)), _e677, (deep882_ < 8u)), _e657, (deep882_ < 4u))[i32((deep882_ & 3u))], select(select(select(_e717, _e697, (deep900_ < 12u)), _e677, (deep900_ < 8u)), _e657, (deep900_ < 4u))[i32((deep900_ & 3u))]));
        let _e1087 = (clamp((vec4<u32>(extractBits(_e600, 0u, 8u), extractBits(_e600, 8u, 8u), extractBits(_e600, 16u, 8u), extractBits(_e600, 24u, 8u)) + vec4(200u)), vec4(0u), vec4(255u)) ^ vec4<u32>(select(select(select(_e717, _e697, (_e918 < 12u)), _e677, (_e918 < 8u)), _e657, (_e918 < 4u))[i32((_e918 & 3u))], select(select(select(_e717, _e697, (_e936 < 12u)), _e677, (_e936 < 8u)), _e657, (_e936 < 4u))[i32((_e936 & 3u))], select(select(select(_e717, _e697, (_e954 < 12u)), _e677, (_e954 < 8u)), _e657, (_e954 < 4u))[i32((_e954 & 3u))], select(select(select(_e717, _e697, (_e972 < 12u)), _e677, (_e972 < 8u)), _e657, (_e972 < 4u))[i32((_e972 & 3u))]));
        let _e1097 = (clamp((vec4<u32>(extractBits(_e620, 0u, 8u), extractBits(_e620, 8u, 8u), extractBits(_e620, 16u, 8u), extractBits(_e620, 24u, 8u)) + vec4(200u)), vec4(0u), vec4(255u)) ^ vec4<u32>(select(select(select(_e717, _e697, (_e990 < 12u)), _e677, (_e990 < 8u)), _e657, (_e990 < 4u))[i32((_e990 & 3u))], select(select(select(_e717, _e697, (_e1008 < 12u)), _e677, (_e1008 < 8u)), _e657, (_e1008 < 4u))[i32((_e1008 & 3u))], select(select(select(_e717, _e697, (_e1026 < 12u)), _e677, (_e1026 < 8u)), _e657, (_e1026 < 4u))[i32((_e1026 & 3u))], select(select(select(_e717, _e697, (_e1044 < 12u)), _e677, (_e1044 < 8u)), _e657, (_e1044 < 4u))[i32((_e1044 & 3u))]));
        u[((_e549 * 4i) + 0i)] = (((_e1067.x | (_e1067.y << 8u)) | (_e1067.z << 16u)) | (_e1067.w << 24u));
        u[((_e549 * 4i) + 1i)] = (((_e1077.x | (_e1077.y << 8u)) | (_e1077.z << 16u)) | (_e1077.w << 24u));
        u[((_e549 * 4i) + 2i)] = (((_e1087.x | (_e1087.y << 8u)) | (_e1087.z << 16u)) | (_e1087.w << 24u));
        u[((_e549 * 4i) + 3i)] = (((_e1097.x | (_e1097.y << 8u)) | (_e1097.z << 16u)) | (_e1097.w << 24u));
        let deep1178_ = array<vec4<u32>, 4>(_e1067, _e1077, _e1087, _e1097);
        let _e1182 = w[0i];
        let _e1186 = w[1i];
        let _e1190 = w[2i];
        let _e1194 = w[3i];
        let _e1196 = g;
        let _e1197 = _e1194.wzyx;
        let _e1205 = (0i + (i32(((_e1196 * 4u) + 0u)) * 4i));
        f[(_e1205 + 0i)] = _e1197.x;
        f[(_e1205 + 1i)] = _e1197.y;
        f[(_e1205 + 2i)] = _e1197.z;
        f[(_e1205 + 3i)] = _e1197.w;
        let _e1226 = _e1190.wzyx;
        let _e1234 = (0i + (i32(((_e1196 * 4u) + 1u)) * 4i));
        f[(_e1234 + 0i)] = _e1226.x;
        f[(_e1234 + 1i)] = _e1226.y;
        f[(_e1234 + 2i)] = _e1226.z;
        f[(_e1234 + 3i)] = _e1226.w;
        let _e1255 = _e1186.wzyx;
        let _e1263 = (0i + (i32(((_e1196 * 4u) + 2u)) * 4i));
        f[(_e1263 + 0i)] = _e1255.x;
        f[(_e1263 + 1i)] = _e1255.y;
        f[(_e1263 + 2i)] = _e1255.z;
        f[(_e1263 + 3i)] = _e1255.w;
        let _e1284 = _e1182.wzyx;
        let _e1292 = (0i + (i32(((_e1196 * 4u) + 3u)) * 4i));
        f[(_e1292 + 0i)] = _e1284.x;
        f[(_e1292 + 1i)] = _e1284.y;
        f[(_e1292 + 2i)] = _e1284.z;
        f[(_e1292 + 3i)] = _e1284.w;
    }
}
