@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> memory_model_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage, read_write> out: array<i32>;
@group(0) @binding(2) 
var<storage, read_write> f: array<f32>;
@group(0) @binding(3) 
var<storage, read_write> counters: array<atomic<i32>>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> tmp: array<i32, 64>;
var<private> table: array<f32, 4> = array<f32, 4>(1f, 2f, 4f, 8f);

fn fill(p: ptr<function, array<f32, 8>>, p_index0_: i32, n: i32, v_1: f32) {
    var i: i32;
    var _oclvk_unrolled_limit: i32;
    var local_2: i32;

    {
        {
            i = 0i;
            let _e6 = i;
            if (_e6 < n) {
                let _e9 = i;
                let _e13 = i;
                local_2 = i32((u32(_e9) + ((u32(n) - u32(_e13)) & 4294967292u)));
            } else {
                let _e22 = i;
                local_2 = _e22;
            }
            let _e25 = local_2;
            _oclvk_unrolled_limit = _e25;
            loop {
                let _e28 = i;
                let _e30 = _oclvk_unrolled_limit;
                if !((_e28 < _e30)) {
                    break;
                }
                let _e34 = i;
                (*p)[(p_index0_ + _e34)] = v_1;
                let _e39 = i;
                i = (_e39 + 1i);
                let _e44 = i;
                (*p)[(p_index0_ + _e44)] = v_1;
                let _e49 = i;
                i = (_e49 + 1i);
                let _e54 = i;
                (*p)[(p_index0_ + _e54)] = v_1;
                let _e59 = i;
                i = (_e59 + 1i);
                let _e64 = i;
                (*p)[(p_index0_ + _e64)] = v_1;
                continuing {
                    let _e69 = i;
                    i = (_e69 + 1i);
                }
            }
            loop {
                let _e74 = i;
                if !((_e74 < n)) {
                    break;
                }
                let _e78 = i;
                (*p)[(p_index0_ + _e78)] = v_1;
                continuing {
                    let _e83 = i;
                    i = (_e83 + 1i);
                }
            }
        }
    }
}

fn bump(p_index0_1: i32, end_index0_: i32) {
    var p_index0_2: i32;

    p_index0_2 = p_index0_1;
    {
        loop {
            let _e4 = p_index0_2;
            if !((_e4 < end_index0_)) {
                break;
            }
            let _e8 = p_index0_2;
            p_index0_2 = (_e8 + 1i);
            let _e14 = out[_e8];
            out[_e8] = (_e14 + 1i);
        }
    }
}

fn sum_local(p_index0_3: i32, n_1: i32) -> i32 {
    var s: i32;
    var i_1: i32;
    var _oclvk_unrolled_limit_1: i32;
    var local_3: i32;

    {
        s = 0i;
        {
            i_1 = 0i;
            let _e7 = i_1;
            if (_e7 < n_1) {
                let _e10 = i_1;
                let _e14 = i_1;
                local_3 = i32((u32(_e10) + ((u32(n_1) - u32(_e14)) & 4294967292u)));
            } else {
                let _e23 = i_1;
                local_3 = _e23;
            }
            let _e26 = local_3;
            _oclvk_unrolled_limit_1 = _e26;
            loop {
                let _e29 = i_1;
                let _e31 = _oclvk_unrolled_limit_1;
                if !((_e29 < _e31)) {
                    break;
                }
                let _e35 = s;
                let _e37 = i_1;
                let _e41 = tmp[(p_index0_3 + _e37)];
                s = (_e35 + _e41);
                let _e45 = i_1;
                i_1 = (_e45 + 1i);
                let _e50 = s;
                let _e52 = i_1;
                let _e56 = tmp[(p_index0_3 + _e52)];
                s = (_e50 + _e56);
                let _e60 = i_1;
                i_1 = (_e60 + 1i);
                let _e65 = s;
                let _e67 = i_1;
                let _e71 = tmp[(p_index0_3 + _e67)];
                s = (_e65 + _e71);
                let _e75 = i_1;
                i_1 = (_e75 + 1i);
                let _e80 = s;
                let _e82 = i_1;
                let _e86 = tmp[(p_index0_3 + _e82)];
                s = (_e80 + _e86);
                continuing {
                    let _e90 = i_1;
                    i_1 = (_e90 + 1i);
                }
            }
            loop {
                let _e95 = i_1;
                if !((_e95 < n_1)) {
                    break;
                }
                let _e99 = s;
                let _e101 = i_1;
                let _e105 = tmp[(p_index0_3 + _e101)];
                s = (_e99 + _e105);
                continuing {
                    let _e109 = i_1;
                    i_1 = (_e109 + 1i);
                }
            }
        }
        let _e114 = s;
        return _e114;
    }
    return i32();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn memory_model(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var gid: i32;
    var priv_: array<f32, 8>;
    var acc: i32;
    var k: i32;
    var c: i32;
    var u: u32;
    var sh: i32;
    var v: vec4<i32>;
    var fv: vec4<f32>;
    var old: i32;
    var local: i32;
    var local_1: bool;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e10 = memory_model_args[1].z;
    let _e11 = bitcast<i32>(_e10);
    {
        let _e14 = oclvk_group_id.x;
        let _e18 = memory_model_args[4].x;
        let _e23 = oclvk_local_id.x;
        let _e29 = memory_model_args[2].x;
        gid = i32(((((_e14 + _e18) * oclvk_local_size_x) + _e23) + _e29));
        let _e35 = oclvk_local_id.x;
        let _e38 = gid;
        tmp[i32(_e35)] = _e38;
        workgroupBarrier();
        fill((&priv_), 0i, 8i, 0.5f);
        let _e51 = gid;
        let _e56 = table[(_e51 & 3i)];
        fill((&priv_), 2i, 3i, _e56);
        acc = 0i;
        let _e60 = gid;
        switch (_e60 & 7i) {
            case 0: {
                {
                    acc = 1i;
                    break;
                }
            }
            case 1, 2: {
                {
                    acc = 2i;
                    break;
                }
            }
            case 3: {
                {
                    acc = 3i;
                }
                {
                    let _e70 = acc;
                    acc = (_e70 + 4i);
                    break;
                }
            }
            case 4: {
                {
                    let _e75 = acc;
                    acc = (_e75 + 4i);
                    break;
                }
            }
            default: {
                {
                    acc = -1i;
                }
            }
        }
        k = 0i;
        loop {
            let _e85 = k;
            k = (_e85 + 2i);
            let _e90 = k;
            if (_e90 == 6i) {
                continue;
            }
            let _e94 = k;
            if (_e94 > 10i) {
                break;
            }
            continuing {
                let _e98 = k;
                break if !((_e98 < 20i));
            }
        }
        let _e103 = gid;
        if (_e103 == 0i) {
            bump(64i, 68i);
        }
        let _e111 = gid;
        c = ((_e111 << 24u) >> 24u);
        let _e117 = c;
        c = (((_e117 + 100i) << 24u) >> 24u);
        let _e125 = gid;
        u = (u32((_e125 * 3i)) & 255u);
        let _e133 = gid;
        sh = (((_e133 * 1000i) << 16u) >> 16u);
        let _e141 = gid;
        v = vec4<i32>(_e141, 1i, 2i, 3i);
        let _e148 = v;
        let _e152 = (_e148.yz + vec2(5i));
        let _e154 = v;
        v = vec4<i32>(_e154.x, _e152.x, _e152.y, _e154.w);
        let _e162 = v;
        fv = vec4<f32>(_e162);
        let _e166 = fv;
        let _e169 = fv;
        fv = vec4<f32>(_e169.x, _e169.y, _e169.z, _e166.x);
        let _e178 = gid;
        loop {
            let _e182 = atomicCompareExchangeWeak((&counters[0i]), 0i, _e178);
            local = _e182.old_value;
            if (_e182.exchanged || (_e182.old_value != 0i)) {
                break;
            }
        }
        let _e189 = local;
        let _e193 = gid;
        let _e196 = atomicMin((&counters[1i]), _e193);
        let _e203 = atomicAdd((&counters[2i]), 1i);
        old = ((_e189 + _e196) + _e203);
        let _e207 = gid;
        let _e210 = acc;
        let _e212 = k;
        let _e216 = sum_local(0i, 4i);
        let _e221 = priv_[3i];
        let _e225 = c;
        let _e228 = u;
        let _e232 = sh;
        let _e235 = v;
        let _e239 = v;
        let _e243 = fv;
        let _e248 = gid;
        let _e252 = f[(0i + _e248)];
        let _e254 = (_e252 * 10000000000f);
        let _e271 = gid;
        let _e275 = f[(0i + _e271)];
        let _e280 = gid;
        let _e294 = old;
        let _e300 = gid;
        let _e310 = gid;
        let _e312 = (_e310 != 0i);
        local_1 = _e312;
        if _e312 {
            local_1 = (_e11 != 0i);
        }
        let _e318 = local_1;
        out[(0i + _e207)] = i32((((((u32((((((((((((_e210 + _e212) + _e216) + i32(_e221)) + _e225) + i32(_e228)) + _e232) + _e235.x) + _e239.y) + i32(_e243.w)) + select(select(i32(max(_e254, -2147483600f)), 2147483647i, (_e254 >= 2147483600f)), 0i, ((bitcast<u32>(_e254) & 2147483647u) > 2139095040u))) + bitcast<i32>(_e275))) + bitcast<u32>(abs((_e280 - 5i)))) + u32(select(2i, 1i, (_e11 > 3i)))) + u32(_e294)) + u32(select(1i, 2i, (i32((_e300 > 3i)) != 0i)))) + u32(i32(_e318))));
        let _e326 = gid;
        let _e329 = fv;
        let _e336 = priv_[0i];
        let _e348 = fv;
        let _e353 = fv;
        f[(0i + _e326)] = ((((((_e329.x * 0.5f) + _e336) + f32(u32(_e11))) + mix(1f, 2f, 0.5f)) + step(0.5f, _e348.z)) + length(_e353));
    }
}
