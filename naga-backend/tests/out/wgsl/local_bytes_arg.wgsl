@id(3) override oclvk_local_arg_3_: u32;
@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> local_bytes_arg_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
var<workgroup> tile: array<atomic<u32>, (oclvk_local_arg_3_ * 1u + 3u) / 4u>;
@group(0) @binding(2) 
var<storage, read_write> out: array<atomic<u32>>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn local_bytes_arg(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var l: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_local_id.x;
        l = _e9;
        let _e12 = l;
        let _e14 = (0i + i32(_e12));
        let _e17 = oclvk_group_id.x;
        let _e21 = local_bytes_arg_args[3].x;
        let _e26 = oclvk_local_id.x;
        let _e32 = local_bytes_arg_args[1].x;
        let _e35 = (0i + i32(((((_e17 + _e21) * oclvk_local_size_x) + _e26) + _e32)));
        let _e45 = in[(_e35 >> 2u)];
        let _e50 = (_e14 >> 2u);
        let _e55 = (bitcast<u32>((_e14 & 3i)) * 8u);
        atomicAnd((&tile[_e50]), ~((255u << _e55)));
        atomicOr((&tile[_e50]), (extractBits(_e45, (bitcast<u32>((_e35 & 3i)) * 8u), 8u) << _e55));
        workgroupBarrier();
        let _e67 = oclvk_group_id.x;
        let _e71 = local_bytes_arg_args[3].x;
        let _e76 = oclvk_local_id.x;
        let _e82 = local_bytes_arg_args[1].x;
        let _e85 = (0i + i32(((((_e67 + _e71) * oclvk_local_size_x) + _e76) + _e82)));
        let _e87 = l;
        let _e91 = (0i + i32((_e87 ^ 1u)));
        let _e101 = atomicLoad((&tile[(_e91 >> 2u)]));
        let _e106 = (_e85 >> 2u);
        let _e111 = (bitcast<u32>((_e85 & 3i)) * 8u);
        atomicAnd((&out[_e106]), ~((255u << _e111)));
        atomicOr((&out[_e106]), (extractBits(_e101, (bitcast<u32>((_e91 & 3i)) * 8u), 8u) << _e111));
    }
}
