struct Plain {
    first: i32,
    second: i32,
}

struct Bin {
    count: i32,
    bits: u32,
    lo: i32,
    scale: f32,
}

struct oclvk_program_globals_t {
    program_bin: array<u32, 4>,
}

struct oclvk_program_globals_t_1 {
    program_bin: array<atomic<u32>, 4>,
}

@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> buffer_bins_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<i32>;
@group(0) @binding(2) 
var<storage, read_write> bins: array<atomic<u32>>;
@group(0) @binding(3) 
var<storage, read_write> plain: array<Plain>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
@group(0) @binding(4) 
var<uniform> local_bins_args: array<vec4<u32>, 1>;
@group(0) @binding(5) 
var<storage> in_1: array<i32>;
@group(0) @binding(6) 
var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<atomic<u32>, 16>;
@group(0) @binding(7) 
var<uniform> program_scope_args: array<vec4<u32>, 4>;
@group(0) @binding(8) 
var<storage, read_write> out_1: array<u32>;
@group(0) @binding(9) 
var<storage, read_write> counters: array<atomic<u32>>;
@group(0) @binding(10) 
var<storage, read_write> oclvk_program_globals: oclvk_program_globals_t_1;

fn tally(count_index0_: i32) {
    {
        let _e9 = atomicAdd((&bins[((count_index0_ * 16i) >> 2u)]), bitcast<u32>(1u));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn buffer_bins(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var x: i32;
    var local: u32;
    var p: Plain;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = buffer_bins_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = buffer_bins_args[1].z;
        i = ((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24);
        let _e28 = i;
        let _e33 = in[(0i + i32(_e28))];
        x = _e33;
        let _e36 = i;
        tally((0i + i32((_e36 & 7u))));
        let _e42 = i;
        let _e55 = x;
        let _e65 = atomicOr((&bins[((((0i + i32((_e42 & 7u))) * 16i) + 4i) >> 2u)]), bitcast<u32>((1u << (u32((_e55 & 31i)) & 31u))));
        let _e68 = i;
        let _e78 = ((((0i + i32((_e68 & 7u))) * 16i) + 8i) >> 2u);
        let _e80 = x;
        let _e83 = atomicLoad((&bins[_e78]));
        local = _e83;
        loop {
            let _e86 = local;
            let _e89 = bitcast<u32>(min(bitcast<i32>(_e86), _e80));
            if (_e89 == _e86) {
                break;
            }
            let _e91 = atomicCompareExchangeWeak((&bins[_e78]), _e86, _e89);
            local = _e91.old_value;
            if _e91.exchanged {
                break;
            }
        }
        let _e98 = local;
        let _e101 = i;
        let _e110 = atomicLoad((&bins[(((0i + i32(_e101)) * 16i) >> 2u)]));
        p.first = bitcast<i32>(_e110);
        let _e115 = i;
        let _e126 = atomicLoad((&bins[((((0i + i32(_e115)) * 16i) + 12i) >> 2u)]));
        p.second = i32(bitcast<f32>(_e126));
        let _e132 = i;
        let _e136 = p;
        plain[(0i + i32(_e132))] = _e136;
        let _e140 = i;
        let _e146 = i;
        let _e150 = ((0i + i32(_e146)) * 16i);
        let _e155 = atomicLoad((&bins[(_e150 >> 2u)]));
        let _e163 = atomicLoad((&bins[((_e150 + 4i) >> 2u)]));
        let _e171 = atomicLoad((&bins[((_e150 + 8i) >> 2u)]));
        let _e179 = atomicLoad((&bins[((_e150 + 12i) >> 2u)]));
        let _e181 = Bin(bitcast<i32>(_e155), bitcast<u32>(_e163), bitcast<i32>(_e171), bitcast<f32>(_e179));
        let _e183 = ((0i + i32((_e140 + 8u))) * 16i);
        atomicStore((&bins[(_e183 >> 2u)]), bitcast<u32>(_e181.count));
        atomicStore((&bins[((_e183 + 4i) >> 2u)]), bitcast<u32>(_e181.bits));
        atomicStore((&bins[((_e183 + 8i) >> 2u)]), bitcast<u32>(_e181.lo));
        atomicStore((&bins[((_e183 + 12i) >> 2u)]), bitcast<u32>(_e181.scale));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn local_bins(@builtin(local_invocation_id) local_id_1: vec3<u32>, @builtin(workgroup_id) group_id_1: vec3<u32>) {
    var l: u32;
    var start: Bin;

    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        let _e8 = oclvk_local_id.x;
        l = _e8;
        let _e11 = l;
        if (_e11 < 4u) {
            start.count = 0i;
            start.bits = 0u;
            start.lo = 0i;
            start.scale = 1.5f;
            let _e27 = l;
            let _e30 = start;
            let _e32 = (i32(_e27) * 16i);
            atomicStore((&tile[(_e32 >> 2u)]), bitcast<u32>(_e30.count));
            atomicStore((&tile[((_e32 + 4i) >> 2u)]), bitcast<u32>(_e30.bits));
            atomicStore((&tile[((_e32 + 8i) >> 2u)]), bitcast<u32>(_e30.lo));
            atomicStore((&tile[((_e32 + 12i) >> 2u)]), bitcast<u32>(_e30.scale));
        }
        workgroupBarrier();
        let _e64 = l;
        let _e69 = in_1[(0i + i32(_e64))];
        let _e80 = atomicAdd((&tile[(((_e69 & 3i) * 16i) >> 2u)]), bitcast<u32>(1i));
        workgroupBarrier();
        let _e83 = l;
        if (_e83 < 4u) {
            let _e87 = l;
            let _e91 = l;
            let _e94 = (i32(_e91) * 16i);
            let _e99 = atomicLoad((&tile[(_e94 >> 2u)]));
            let _e107 = atomicLoad((&tile[((_e94 + 4i) >> 2u)]));
            let _e115 = atomicLoad((&tile[((_e94 + 8i) >> 2u)]));
            let _e123 = atomicLoad((&tile[((_e94 + 12i) >> 2u)]));
            let _e125 = Bin(bitcast<i32>(_e99), bitcast<u32>(_e107), bitcast<i32>(_e115), bitcast<f32>(_e123));
            let _e127 = ((0i + i32(_e87)) * 16i);
            out[(_e127 >> 2u)] = bitcast<u32>(_e125.count);
            out[((_e127 + 4i) >> 2u)] = bitcast<u32>(_e125.bits);
            out[((_e127 + 8i) >> 2u)] = bitcast<u32>(_e125.lo);
            out[((_e127 + 12i) >> 2u)] = bitcast<u32>(_e125.scale);
        }
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn program_scope(@builtin(local_invocation_id) local_id_2: vec3<u32>, @builtin(workgroup_id) group_id_2: vec3<u32>) {
    var local_1: u32;

    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = program_scope_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = program_scope_args[1].x;
        let _e30 = atomicLoad((&oclvk_program_globals.program_bin[2i]));
        local_1 = _e30;
        loop {
            let _e33 = local_1;
            let _e36 = bitcast<u32>(max(bitcast<i32>(_e33), i32(((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24))));
            if (_e36 == _e33) {
                break;
            }
            let _e38 = atomicCompareExchangeWeak((&oclvk_program_globals.program_bin[2i]), _e33, _e36);
            local_1 = _e38.old_value;
            if _e38.exchanged {
                break;
            }
        }
        let _e46 = local_1;
        let _e50 = oclvk_group_id.x;
        let _e54 = program_scope_args[3].x;
        let _e59 = oclvk_local_id.x;
        let _e65 = program_scope_args[1].x;
        let _e79 = atomicAdd((&counters[(((0i + i32((((((_e50 + _e54) * oclvk_local_size_x) + _e59) + _e65) & 1u))) * 8i) >> 2u)]), bitcast<u32>(2i));
        atomicStore((&counters[1i]), bitcast<u32>(5i));
        let _e94 = atomicLoad((&oclvk_program_globals.program_bin[0i]));
        let _e100 = atomicLoad((&oclvk_program_globals.program_bin[1i]));
        let _e106 = atomicLoad((&oclvk_program_globals.program_bin[2i]));
        let _e112 = atomicLoad((&oclvk_program_globals.program_bin[3i]));
        let _e114 = Bin(bitcast<i32>(_e94), bitcast<u32>(_e100), bitcast<i32>(_e106), bitcast<f32>(_e112));
        out_1[0i] = bitcast<u32>(_e114.count);
        out_1[1i] = bitcast<u32>(_e114.bits);
        out_1[2i] = bitcast<u32>(_e114.lo);
        out_1[3i] = bitcast<u32>(_e114.scale);
    }
}
