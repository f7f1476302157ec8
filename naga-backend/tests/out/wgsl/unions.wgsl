@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> unions_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> words: array<atomic<u32>>;
@group(0) @binding(3) 
var<storage, read_write> out: array<u32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn unions(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var w: array<u32, 1>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = unions_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = unions_args[1].z;
        i = ((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24);
        let _e28 = i;
        let _e33 = in[(0i + i32(_e28))];
        w[0i] = bitcast<u32>(_e33);
        let _e50 = w[0i];
        w[0i] = ((_e50 & 16777215u) | ((bitcast<u32>(63u) & 255u) << 24u));
        let _e54 = i;
        let _e60 = w[0i];
        out[(0i + i32(_e54))] = bitcast<u32>(_e60);
        let _e65 = i;
        let _e71 = w[0i];
        atomicStore((&words[(((0i + i32(_e65)) * 4i) >> 2u)]), array<u32, 1>(_e71)[0]);
        let _e81 = i;
        let _e86 = i;
        let _e95 = (((0i + i32(_e81)) * 4i) >> 2u);
        atomicAnd((&words[_e95]), 4294967040u);
        atomicOr((&words[_e95]), (bitcast<u32>((_e86 & 255u)) & 255u));
    }
}
