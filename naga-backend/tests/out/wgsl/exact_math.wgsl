@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> exact_math_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> x: array<f32>;
@group(0) @binding(2) 
var<storage> y: array<f32>;
@group(0) @binding(3) 
var<storage, read_write> out: array<f32>;
@group(0) @binding(4) 
var<storage, read_write> quo: array<i32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn exact_math(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: i32;
    var local: u32;
    var local_1: u32;
    var local_2: i32;
    var local_3: u32;
    var local_4: u32;
    var local_5: i32;
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
        let _e39 = x[(0i + _e35)];
        let _e41 = i;
        let _e45 = y[(0i + _e41)];
        let _e46 = bitcast<u32>(_e39);
        let _e48 = (_e46 & 2147483647u);
        let _e50 = (_e46 >= 2147483648u);
        let _e51 = bitcast<u32>(_e45);
        let _e53 = (_e51 & 2147483647u);
        let _e57 = (_e48 >> 23u);
        let _e59 = (_e48 & 8388607u);
        let _e69 = (_e53 >> 23u);
        let _e71 = (_e53 & 8388607u);
        let _e79 = max(i32(_e69), 1i);
        let _e80 = (max(i32(_e57), 1i) - _e79);
        let _e85 = select(0u, 1u, (_e80 == -1i));
        let _e86 = (select(_e71, (_e71 | 8388608u), (_e69 != 0u)) << _e85);
        let _e89 = (_e80 < -1i);
        local = 0u;
        local_1 = 0u;
        local_2 = 0i;
        loop {
            let _e103 = local_2;
            let _e104 = (_e103 < select((max(_e80, 0i) + 24i), 0i, _e89));
            if _e104 {
            } else {
                break;
            }
            let _e106 = (23i - _e103);
            let _e115 = local;
            let _e117 = ((_e115 << 1u) | select(0u, ((select(_e59, (_e59 | 8388608u), (_e57 != 0u)) >> bitcast<u32>(max(_e106, 0i))) & 1u), (_e106 >= 0i)));
            let _e118 = (_e117 >= _e86);
            let _e122 = local_1;
            let _e128 = local;
            local = select(_e128, select(_e117, (_e117 - _e86), _e118), _e104);
            local_1 = select(_e122, (((_e122 << 1u) | select(0u, 1u, _e118)) & 127u), _e104);
            local_2 = (_e103 + 1i);
        }
        let _e137 = local;
        let _e139 = local_1;
        let _e140 = (_e137 << 1u);
        let _e145 = select(select(0u, 1u, (_e140 > _e86)), (_e139 & 1u), (_e140 == _e86));
        let _e146 = (_e145 != 0u);
        let _e148 = select(_e137, (_e86 - _e137), _e146);
        let _e153 = bitcast<u32>(f32(_e148));
        let _e155 = ((_e79 - bitcast<i32>(_e85)) - 1i);
        let _e178 = select(select(select((_e153 + (bitcast<u32>((_e155 + -149i)) << 23u)), (_e148 << bitcast<u32>(min(_e155, 23i))), (((_e155 + (i32((_e153 >> 23u)) - 127i)) + -22i) < 1i)), 0u, (_e148 == 0u)), _e48, _e89);
        let _e188 = bitcast<i32>(select((select(_e139, (_e139 + 1u), _e146) & 127u), 0u, _e89));
        let _e193 = (_e53 == 2139095040u);
        let _e197 = bitcast<f32>(2143289344u);
        let _e199 = (_e53 == 0u);
        let _e200 = (_e48 >= 2139095040u);
        let _e201 = (_e53 > 2139095040u);
        out[(0i + (4i * _e31))] = select(select(select(select(bitcast<f32>(select(_e178, (_e178 | 2147483648u), ((select(0u, 1u, _e50) ^ select(_e145, 0u, _e89)) != 0u))), _e39, _e193), _e197, _e199), _e197, _e200), _e197, _e201);
        let _e212 = i;
        let _e218 = i;
        let _e222 = x[(0i + _e218)];
        let _e224 = i;
        let _e228 = y[(0i + _e224)];
        let _e229 = bitcast<u32>(_e222);
        let _e231 = (_e229 & 2147483647u);
        let _e233 = (_e229 >= 2147483648u);
        let _e234 = bitcast<u32>(_e228);
        let _e236 = (_e234 & 2147483647u);
        let _e240 = (_e231 >> 23u);
        let _e242 = (_e231 & 8388607u);
        let _e252 = (_e236 >> 23u);
        let _e254 = (_e236 & 8388607u);
        let _e262 = max(i32(_e252), 1i);
        let _e263 = (max(i32(_e240), 1i) - _e262);
        let _e268 = select(0u, 1u, (_e263 == -1i));
        let _e269 = (select(_e254, (_e254 | 8388608u), (_e252 != 0u)) << _e268);
        let _e272 = (_e263 < -1i);
        local_3 = 0u;
        local_4 = 0u;
        local_5 = 0i;
        loop {
            let _e286 = local_5;
            let _e287 = (_e286 < select((max(_e263, 0i) + 24i), 0i, _e272));
            if _e287 {
            } else {
                break;
            }
            let _e289 = (23i - _e286);
            let _e298 = local_3;
            let _e300 = ((_e298 << 1u) | select(0u, ((select(_e242, (_e242 | 8388608u), (_e240 != 0u)) >> bitcast<u32>(max(_e289, 0i))) & 1u), (_e289 >= 0i)));
            let _e301 = (_e300 >= _e269);
            let _e305 = local_4;
            let _e311 = local_3;
            local_3 = select(_e311, select(_e300, (_e300 - _e269), _e301), _e287);
            local_4 = select(_e305, (((_e305 << 1u) | select(0u, 1u, _e301)) & 127u), _e287);
            local_5 = (_e286 + 1i);
        }
        let _e320 = local_3;
        let _e322 = local_4;
        let _e323 = (_e320 << 1u);
        let _e328 = select(select(0u, 1u, (_e323 > _e269)), (_e322 & 1u), (_e323 == _e269));
        let _e329 = (_e328 != 0u);
        let _e331 = select(_e320, (_e269 - _e320), _e329);
        let _e336 = bitcast<u32>(f32(_e331));
        let _e338 = ((_e262 - bitcast<i32>(_e268)) - 1i);
        let _e361 = select(select(select((_e336 + (bitcast<u32>((_e338 + -149i)) << 23u)), (_e331 << bitcast<u32>(min(_e338, 23i))), (((_e338 + (i32((_e336 >> 23u)) - 127i)) + -22i) < 1i)), 0u, (_e331 == 0u)), _e231, _e272);
        let _e371 = bitcast<i32>(select((select(_e322, (_e322 + 1u), _e329) & 127u), 0u, _e272));
        let _e376 = (_e236 == 2139095040u);
        let _e380 = bitcast<f32>(2143289344u);
        let _e382 = (_e236 == 0u);
        let _e383 = (_e231 >= 2139095040u);
        let _e384 = (_e236 > 2139095040u);
        q = select(select(select(select(select(_e371, -(_e371), (_e233 != (_e234 >= 2147483648u))), 0i, _e376), 0i, _e382), 0i, _e383), 0i, _e384);
        out[(0i + ((4i * _e212) + 1i))] = select(select(select(select(bitcast<f32>(select(_e361, (_e361 | 2147483648u), ((select(0u, 1u, _e233) ^ select(_e328, 0u, _e272)) != 0u))), _e222, _e376), _e380, _e382), _e380, _e383), _e380, _e384);
        let _e396 = i;
        let _e402 = i;
        let _e406 = x[(0i + _e402)];
        let _e408 = i;
        let _e412 = y[(0i + _e408)];
        let _e413 = bitcast<u32>(_e406);
        let _e415 = (_e413 & 2147483647u);
        let _e418 = bitcast<i32>(_e415);
        let _e420 = select(_e418, -(_e418), (_e413 >= 2147483648u));
        let _e421 = bitcast<u32>(_e412);
        let _e423 = (_e421 & 2147483647u);
        let _e426 = bitcast<i32>(_e423);
        let _e428 = select(_e426, -(_e426), (_e421 >= 2147483648u));
        let _e433 = select((_e420 - 1i), (_e420 + 1i), (_e420 < _e428));
        out[(0i + ((4i * _e396) + 2i))] = select(select(select(bitcast<f32>(select(select(bitcast<u32>(_e433), (bitcast<u32>(-(_e433)) | 2147483648u), (_e433 < 0i)), (bitcast<u32>(_e406) & 2147483648u), (_e433 == 0i))), _e412, (_e420 == _e428)), _e412, (_e423 > 2139095040u)), _e406, (_e415 > 2139095040u));
        let _e458 = i;
        let _e464 = i;
        let _e468 = x[(0i + _e464)];
        let _e470 = i;
        let _e474 = y[(0i + _e470)];
        let _e475 = bitcast<u32>(_e468);
        let _e477 = (_e475 & 2147483647u);
        let _e480 = bitcast<u32>(_e474);
        let _e482 = (_e480 & 2147483647u);
        let _e496 = i;
        let _e500 = x[(0i + _e496)];
        let _e502 = i;
        let _e506 = y[(0i + _e502)];
        let _e507 = bitcast<u32>(_e500);
        let _e509 = (_e507 & 2147483647u);
        let _e512 = bitcast<u32>(_e506);
        let _e514 = (_e512 & 2147483647u);
        out[(0i + ((4i * _e458) + 3i))] = (select(select(select(select(select(_e468, _e474, (_e475 >= 2147483648u)), _e474, (_e477 < _e482)), _e468, (_e477 > _e482)), _e468, (_e482 > 2139095040u)), _e474, (_e477 > 2139095040u)) + select(select(select(select(select(_e506, _e500, (_e507 >= 2147483648u)), _e506, (_e514 < _e509)), _e500, (_e514 > _e509)), _e500, (_e514 > 2139095040u)), _e506, (_e509 > 2139095040u)));
        let _e531 = i;
        let _e534 = q;
        quo[(0i + _e531)] = _e534;
    }
}
