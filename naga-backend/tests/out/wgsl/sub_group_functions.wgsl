@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> sub_groups_args: array<vec4<u32>, 5>;
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
var<private> oclvk_sub_group_size: u32;
var<private> oclvk_sub_group_local_id: u32;
var<private> oclvk_sub_group_id: u32;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn sub_groups(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>, @builtin(subgroup_size) sub_group_size: u32, @builtin(subgroup_invocation_id) sub_group_local_id: u32, @builtin(subgroup_id) sub_group_id: u32) {
    var g: u32;
    var x: i32;
    var local: i32;
    var local_1: u32;
    var local_2: u32;
    var local_3: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        let _e16 = oclvk_group_id.x;
        let _e20 = sub_groups_args[4].x;
        let _e25 = oclvk_local_id.x;
        let _e31 = sub_groups_args[2].x;
        g = ((((_e16 + _e20) * oclvk_local_size_x) + _e25) + _e31);
        let _e35 = g;
        let _e40 = in[(0i + i32(_e35))];
        x = _e40;
        let _e44 = g;
        let _e54 = oclvk_sub_group_size;
        let _e56 = oclvk_sub_group_id;
        let _e62 = oclvk_sub_group_size;
        out[(0i + i32((8u * _e44)))] = i32((min(_e54, (((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z) - (_e56 * _e54))) + (100u * _e62)));
        let _e70 = g;
        let _e82 = oclvk_sub_group_size;
        let _e89 = oclvk_sub_group_id;
        out[(0i + i32(((8u * _e70) + 1u)))] = i32(((((((oclvk_local_size_x * oclvk_local_size_y) * oclvk_local_size_z) + _e82) - 1u) / _e82) + (100u * _e89)));
        let _e97 = g;
        let _e104 = oclvk_sub_group_local_id;
        out[(0i + i32(((8u * _e97) + 2u)))] = i32(_e104);
        let _e110 = g;
        let _e117 = x;
        let _e120 = subgroupAll((_e117 != 0i));
        let _e126 = x;
        let _e129 = subgroupAny((_e126 != 0i));
        out[(0i + i32(((8u * _e110) + 3u)))] = (select(0i, 1i, _e120) + (2i * select(0i, 1i, _e129)));
        let _e139 = g;
        let _e146 = x;
        let _e148 = subgroupShuffle(_e146, 1u);
        out[(0i + i32(((8u * _e139) + 4u)))] = _e148;
        let _e153 = g;
        let _e160 = x;
        let _e161 = subgroupAdd(_e160);
        out[(0i + i32(((8u * _e153) + 5u)))] = _e161;
        let _e166 = g;
        let _e173 = x;
        local = _e173;
        local_1 = 1u;
        loop {
            let _e177 = local_1;
            let _e179 = oclvk_sub_group_size;
            if (_e177 >= _e179) {
                break;
            }
            let _e181 = local;
            let _e182 = subgroupShuffleUp(_e181, _e177);
            let _e184 = oclvk_sub_group_local_id;
            local = select(_e181, min(_e182, _e181), (_e184 >= _e177));
            local_1 = (_e177 << 1u);
        }
        let _e190 = local;
        out[(0i + i32(((8u * _e166) + 6u)))] = _e190;
        let _e195 = g;
        let _e202 = x;
        local_2 = u32(_e202);
        local_3 = 1u;
        loop {
            let _e207 = local_3;
            let _e209 = oclvk_sub_group_size;
            if (_e207 >= _e209) {
                break;
            }
            let _e211 = local_2;
            let _e212 = subgroupShuffleUp(_e211, _e207);
            let _e214 = oclvk_sub_group_local_id;
            local_2 = select(_e211, max(_e212, _e211), (_e214 >= _e207));
            local_3 = (_e207 << 1u);
        }
        let _e220 = local_2;
        let _e221 = subgroupShuffleUp(_e220, 1u);
        let _e223 = oclvk_sub_group_local_id;
        out[(0i + i32(((8u * _e195) + 7u)))] = i32(select(0u, _e221, (_e223 > 0u)));
        let _e232 = g;
        let _e236 = g;
        let _e241 = f[(0i + i32(_e236))];
        let _e242 = subgroupMax(_e241);
        let _e244 = g;
        let _e249 = f[(0i + i32(_e244))];
        let _e250 = subgroupInclusiveAdd(_e249);
        fout[(0i + i32(_e232))] = (_e242 + _e250);
    }
}
