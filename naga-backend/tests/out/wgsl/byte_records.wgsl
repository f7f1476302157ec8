struct Tagged {
    tag: u32,
    s: i32,
    v: i32,
}

@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> byte_records_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage, read_write> recs: array<atomic<u32>>;
@group(0) @binding(2) 
var<storage, read_write> out: array<i32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> tile: array<u32, 32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn byte_records(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var l: u32;
    var t: Tagged;
    var local: Tagged;
    var local_1: Tagged;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e7 = byte_records_args[0].x;
    let _e15 = byte_records_args[0].x;
    let _e27 = byte_records_args[0].y;
    let _e29 = Tagged(((_e7 & 255u) & 255u), ((bitcast<i32>(((_e15 >> 16u) & 65535u)) << 16u) >> 16u), bitcast<i32>(_e27));
    {
        let _e34 = oclvk_group_id.x;
        let _e38 = byte_records_args[3].x;
        let _e43 = oclvk_local_id.x;
        let _e49 = byte_records_args[1].z;
        i = ((((_e34 + _e38) * oclvk_local_size_x) + _e43) + _e49);
        let _e54 = oclvk_local_id.x;
        l = _e54;
        let _e57 = i;
        let _e61 = i;
        let _e70 = (((0i + i32(_e57)) * 8i) >> 2u);
        atomicAnd((&recs[_e70]), 4294967040u);
        atomicOr((&recs[_e70]), (bitcast<u32>((_e61 & 255u)) & 255u));
        let _e78 = l;
        let _e83 = i;
        let _e87 = ((0i + i32(_e83)) * 8i);
        let _e92 = atomicLoad((&recs[(_e87 >> 2u)]));
        let _e102 = atomicLoad((&recs[((_e87 + 2i) >> 2u)]));
        let _e115 = atomicLoad((&recs[((_e87 + 4i) >> 2u)]));
        let _e117 = Tagged(extractBits(_e92, 0u, 8u), (bitcast<i32>((_e102 << 0u)) >> 16u), bitcast<i32>(_e115));
        let _e119 = (i32((_e78 % 16u)) * 8i);
        tile[(_e119 >> 2u)] = ((bitcast<u32>(_e117.tag) & 255u) | ((bitcast<u32>(_e117.s) & 65535u) << 16u));
        tile[((_e119 + 4i) >> 2u)] = bitcast<u32>(_e117.v);
        workgroupBarrier();
        let _e145 = l;
        let _e151 = (i32((15u - (_e145 % 16u))) * 8i);
        let _e156 = tile[(_e151 >> 2u)];
        let _e166 = tile[((_e151 + 2i) >> 2u)];
        let _e179 = tile[((_e151 + 4i) >> 2u)];
        t = Tagged(extractBits(_e156, 0u, 8u), (bitcast<i32>((_e166 << 0u)) >> 16u), bitcast<i32>(_e179));
        let _e185 = t.s;
        local = _e29;
        let _e189 = local.s;
        t.s = (((_e185 + _e189) << 16u) >> 16u);
        let _e197 = i;
        let _e201 = t;
        let _e203 = ((0i + i32(_e197)) * 8i);
        atomicStore((&recs[(_e203 >> 2u)]), ((bitcast<u32>(_e201.tag) & 255u) | ((bitcast<u32>(_e201.s) & 65535u) << 16u)));
        atomicStore((&recs[((_e203 + 4i) >> 2u)]), bitcast<u32>(_e201.v));
        let _e228 = i;
        let _e233 = t.tag;
        let _e237 = t.v;
        local_1 = _e29;
        let _e242 = local_1.tag;
        out[(0i + i32(_e228))] = ((i32(_e233) + _e237) + i32(_e242));
    }
}
