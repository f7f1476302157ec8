@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;
override oclvk_local_items: u32 = oclvk_local_size_x * oclvk_local_size_y * oclvk_local_size_z;

@group(0) @binding(0) 
var<uniform> collectives_args: array<vec4<u32>, 6>;
@group(0) @binding(1) 
var<storage> in: array<i32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<i32>;
@group(0) @binding(3) 
var<storage> f: array<f32>;
@group(0) @binding(4) 
var<storage, read_write> fout: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> oclvk_collective_0_: array<i32, oclvk_local_items>;
var<workgroup> oclvk_collective_1_: array<u32, oclvk_local_items>;
var<workgroup> oclvk_collective_2_: array<f32, oclvk_local_items>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn collectives(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var g: u32;
    var x: i32;
    var local: u32;
    var local_1: u32;
    var local_2: u32;
    var local_3: u32;
    var local_4: u32;
    var local_5: u32;
    var local_6: u32;
    var local_7: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e10 = oclvk_group_id.x;
        let _e14 = collectives_args[4].x;
        let _e19 = oclvk_local_id.x;
        let _e25 = collectives_args[2].x;
        let _e30 = collectives_args[2].x;
        let _e34 = oclvk_group_id.y;
        let _e38 = collectives_args[4].y;
        let _e43 = oclvk_local_id.y;
        let _e49 = collectives_args[2].z;
        let _e54 = collectives_args[2].z;
        let _e58 = oclvk_group_id.z;
        let _e62 = collectives_args[4].z;
        let _e67 = oclvk_local_id.z;
        let _e73 = collectives_args[3].x;
        let _e78 = collectives_args[3].x;
        let _e83 = collectives_args[5].x;
        let _e87 = collectives_args[5].y;
        g = (((((((((_e58 + _e62) * oclvk_local_size_z) + _e67) + _e73) - _e78) * _e87) + (((((_e34 + _e38) * oclvk_local_size_y) + _e43) + _e49) - _e54)) * _e83) + (((((_e10 + _e14) * oclvk_local_size_x) + _e19) + _e25) - _e30));
        let _e94 = g;
        let _e99 = in[(0i + i32(_e94))];
        x = _e99;
        let _e103 = g;
        let _e108 = x;
        let _e114 = oclvk_local_id.x;
        let _e117 = oclvk_local_id.y;
        let _e120 = oclvk_local_id.z;
        let _e126 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e120) + _e117)) + _e114);
        oclvk_collective_0_[_e126] = _e108;
        workgroupBarrier();
        local = ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z);
        loop {
            let _e130 = local;
            if (_e130 <= 1u) {
                break;
            }
            let _e134 = ((_e130 + 1u) >> 1u);
            let _e135 = (_e126 + _e134);
            if (_e135 < _e130) {
                let _e139 = oclvk_collective_0_[_e126];
                let _e142 = oclvk_collective_0_[_e135];
                oclvk_collective_0_[_e126] = (_e139 + _e142);
            }
            workgroupBarrier();
            local = _e134;
        }
        let _e149 = oclvk_collective_0_[0u];
        workgroupBarrier();
        out[(0i + i32((6u * _e103)))] = _e149;
        let _e154 = g;
        let _e161 = x;
        let _e167 = oclvk_local_id.x;
        let _e170 = oclvk_local_id.y;
        let _e173 = oclvk_local_id.z;
        let _e179 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e173) + _e170)) + _e167);
        oclvk_collective_0_[_e179] = _e161;
        workgroupBarrier();
        local_1 = 1u;
        loop {
            let _e184 = local_1;
            if (_e184 >= ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z)) {
                break;
            }
            let _e188 = oclvk_collective_0_[_e179];
            let _e189 = (_e179 >= _e184);
            let _e195 = oclvk_collective_0_[select(0u, (_e179 - _e184), _e189)];
            workgroupBarrier();
            oclvk_collective_0_[_e179] = select(_e188, min(_e195, _e188), _e189);
            workgroupBarrier();
            local_1 = (_e184 << 1u);
        }
        let _e204 = oclvk_collective_0_[_e179];
        workgroupBarrier();
        out[(0i + i32(((6u * _e154) + 1u)))] = _e204;
        let _e209 = g;
        let _e216 = x;
        let _e222 = oclvk_local_id.x;
        let _e225 = oclvk_local_id.y;
        let _e228 = oclvk_local_id.z;
        let _e234 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e228) + _e225)) + _e222);
        oclvk_collective_0_[_e234] = _e216;
        workgroupBarrier();
        local_2 = 1u;
        loop {
            let _e239 = local_2;
            if (_e239 >= ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z)) {
                break;
            }
            let _e243 = oclvk_collective_0_[_e234];
            let _e244 = (_e234 >= _e239);
            let _e250 = oclvk_collective_0_[select(0u, (_e234 - _e239), _e244)];
            workgroupBarrier();
            oclvk_collective_0_[_e234] = select(_e243, max(_e250, _e243), _e244);
            workgroupBarrier();
            local_2 = (_e239 << 1u);
        }
        let _e258 = (_e234 > 0u);
        let _e263 = oclvk_collective_0_[select(0u, (_e234 - 1u), _e258)];
        workgroupBarrier();
        out[(0i + i32(((6u * _e209) + 2u)))] = select(i32(-2147483648), _e263, _e258);
        let _e270 = g;
        let _e277 = x;
        let _e283 = oclvk_local_id.x;
        let _e286 = oclvk_local_id.y;
        let _e289 = oclvk_local_id.z;
        if (((oclvk_local_size_x * ((oclvk_local_size_y * _e289) + _e286)) + _e283) == ((oclvk_local_size_x - 1u) + (oclvk_local_size_x * 0u))) {
            oclvk_collective_0_[0u] = _e277;
        }
        workgroupBarrier();
        let _e309 = oclvk_collective_0_[0u];
        workgroupBarrier();
        out[(0i + i32(((6u * _e270) + 3u)))] = _e309;
        let _e314 = g;
        let _e321 = x;
        let _e332 = oclvk_local_id.x;
        let _e335 = oclvk_local_id.y;
        let _e338 = oclvk_local_id.z;
        let _e344 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e338) + _e335)) + _e332);
        oclvk_collective_1_[_e344] = select(0u, 1u, (_e321 != 0i));
        workgroupBarrier();
        local_3 = ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z);
        loop {
            let _e348 = local_3;
            if (_e348 <= 1u) {
                break;
            }
            let _e352 = ((_e348 + 1u) >> 1u);
            let _e353 = (_e344 + _e352);
            if (_e353 < _e348) {
                let _e357 = oclvk_collective_1_[_e344];
                let _e360 = oclvk_collective_1_[_e353];
                oclvk_collective_1_[_e344] = min(_e357, _e360);
            }
            workgroupBarrier();
            local_3 = _e352;
        }
        let _e367 = oclvk_collective_1_[0u];
        workgroupBarrier();
        let _e371 = x;
        let _e382 = oclvk_local_id.x;
        let _e385 = oclvk_local_id.y;
        let _e388 = oclvk_local_id.z;
        let _e394 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e388) + _e385)) + _e382);
        oclvk_collective_1_[_e394] = select(0u, 1u, (_e371 != 0i));
        workgroupBarrier();
        local_4 = ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z);
        loop {
            let _e398 = local_4;
            if (_e398 <= 1u) {
                break;
            }
            let _e402 = ((_e398 + 1u) >> 1u);
            let _e403 = (_e394 + _e402);
            if (_e403 < _e398) {
                let _e407 = oclvk_collective_1_[_e394];
                let _e410 = oclvk_collective_1_[_e403];
                oclvk_collective_1_[_e394] = max(_e407, _e410);
            }
            workgroupBarrier();
            local_4 = _e402;
        }
        let _e417 = oclvk_collective_1_[0u];
        workgroupBarrier();
        out[(0i + i32(((6u * _e314) + 4u)))] = (bitcast<i32>(_e367) + (2i * bitcast<i32>(_e417)));
        let _e425 = g;
        let _e432 = x;
        let _e439 = oclvk_local_id.x;
        let _e442 = oclvk_local_id.y;
        let _e445 = oclvk_local_id.z;
        let _e451 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e445) + _e442)) + _e439);
        oclvk_collective_1_[_e451] = u32(_e432);
        workgroupBarrier();
        local_5 = ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z);
        loop {
            let _e455 = local_5;
            if (_e455 <= 1u) {
                break;
            }
            let _e459 = ((_e455 + 1u) >> 1u);
            let _e460 = (_e451 + _e459);
            if (_e460 < _e455) {
                let _e464 = oclvk_collective_1_[_e451];
                let _e467 = oclvk_collective_1_[_e460];
                oclvk_collective_1_[_e451] = max(_e464, _e467);
            }
            workgroupBarrier();
            local_5 = _e459;
        }
        let _e474 = oclvk_collective_1_[0u];
        workgroupBarrier();
        out[(0i + i32(((6u * _e425) + 5u)))] = i32(_e474);
        let _e479 = g;
        let _e483 = g;
        let _e488 = f[(0i + i32(_e483))];
        let _e494 = oclvk_local_id.x;
        let _e497 = oclvk_local_id.y;
        let _e500 = oclvk_local_id.z;
        let _e506 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e500) + _e497)) + _e494);
        oclvk_collective_2_[_e506] = _e488;
        workgroupBarrier();
        local_6 = ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z);
        loop {
            let _e510 = local_6;
            if (_e510 <= 1u) {
                break;
            }
            let _e514 = ((_e510 + 1u) >> 1u);
            let _e515 = (_e506 + _e514);
            if (_e515 < _e510) {
                let _e519 = oclvk_collective_2_[_e506];
                let _e522 = oclvk_collective_2_[_e515];
                oclvk_collective_2_[_e506] = select(select(min(_e519, _e522), _e519, ((bitcast<u32>(_e522) & 2147483647u) > 2139095040u)), _e522, ((bitcast<u32>(_e519) & 2147483647u) > 2139095040u));
            }
            workgroupBarrier();
            local_6 = _e514;
        }
        let _e541 = oclvk_collective_2_[0u];
        workgroupBarrier();
        let _e543 = g;
        let _e548 = f[(0i + i32(_e543))];
        let _e554 = oclvk_local_id.x;
        let _e557 = oclvk_local_id.y;
        let _e560 = oclvk_local_id.z;
        let _e566 = ((oclvk_local_size_x * ((oclvk_local_size_y * _e560) + _e557)) + _e554);
        oclvk_collective_2_[_e566] = _e548;
        workgroupBarrier();
        local_7 = 1u;
        loop {
            let _e571 = local_7;
            if (_e571 >= ((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z)) {
                break;
            }
            let _e575 = oclvk_collective_2_[_e566];
            let _e576 = (_e566 >= _e571);
            let _e582 = oclvk_collective_2_[select(0u, (_e566 - _e571), _e576)];
            workgroupBarrier();
            oclvk_collective_2_[_e566] = select(_e575, (_e582 + _e575), _e576);
            workgroupBarrier();
            local_7 = (_e571 << 1u);
        }
        let _e590 = (_e566 > 0u);
        let _e595 = oclvk_collective_2_[select(0u, (_e566 - 1u), _e590)];
        workgroupBarrier();
        fout[(0i + i32(_e479))] = (_e541 + select(0f, _e595, _e590));
    }
}
