@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> reinterpret_lanes_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> bytes: array<u32>;
@group(0) @binding(3) 
var<storage, read_write> out: array<i32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn reinterpret_lanes(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var b: vec4<u32>;
    var s: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = reinterpret_lanes_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = reinterpret_lanes_args[1].z;
        i = ((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24);
        let _e28 = i;
        let _e33 = in[(0i + i32(_e28))];
        let _e34 = bitcast<u32>(_e33);
        b = vec4<u32>(extractBits(_e34, 0u, 8u), extractBits(_e34, 8u, 8u), extractBits(_e34, 16u, 8u), extractBits(_e34, 24u, 8u));
        let _e50 = i;
        let _e54 = b;
        let _e55 = _e54.wzyx;
        bytes[(0i + i32(_e50))] = (((_e55.x | (_e55.y << 8u)) | (_e55.z << 16u)) | (_e55.w << 24u));
        let _e73 = i;
        let _e78 = in[(0i + i32(_e73))];
        let _e80 = bitcast<u32>(bitcast<f32>(_e78));
        s = vec2<i32>(((bitcast<i32>(extractBits(_e80, 0u, 16u)) << 16u) >> 16u), ((bitcast<i32>(extractBits(_e80, 16u, 16u)) << 16u) >> 16u));
        let _e98 = i;
        let _e102 = b;
        let _e103 = _e102.yxwz;
        let _e131 = s;
        let _e135 = s;
        let _e146 = ((bitcast<u32>(_e135.x) & 65535u) | ((bitcast<u32>(_e135.y) & 65535u) << 16u));
        let _e175 = vec4<i32>(((bitcast<i32>(extractBits(_e146, 0u, 8u)) << 24u) >> 24u), ((bitcast<i32>(extractBits(_e146, 8u, 8u)) << 24u) >> 24u), ((bitcast<i32>(extractBits(_e146, 16u, 8u)) << 24u) >> 24u), ((bitcast<i32>(extractBits(_e146, 24u, 8u)) << 24u) >> 24u));
        out[(0i + i32(_e98))] = ((bitcast<i32>(((((bitcast<u32>(_e103.x) & 255u) | ((bitcast<u32>(_e103.y) & 255u) << 8u)) | ((bitcast<u32>(_e103.z) & 255u) << 16u)) | ((bitcast<u32>(_e103.w) & 255u) << 24u))) + _e131.x) + bitcast<i32>(((((bitcast<u32>(_e175.x) & 255u) | ((bitcast<u32>(_e175.y) & 255u) << 8u)) | ((bitcast<u32>(_e175.z) & 255u) << 16u)) | ((bitcast<u32>(_e175.w) & 255u) << 24u))));
    }
}
