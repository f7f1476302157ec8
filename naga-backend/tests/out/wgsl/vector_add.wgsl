@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> vector_add_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> a: array<f32>;
@group(0) @binding(2) 
var<storage> b: array<f32>;
@group(0) @binding(3) 
var<storage, read_write> c: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn vector_add(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: i32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e10 = vector_add_args[1].z;
    {
        let _e14 = oclvk_group_id.x;
        let _e18 = vector_add_args[4].x;
        let _e23 = oclvk_local_id.x;
        let _e29 = vector_add_args[2].x;
        i = i32(((((_e14 + _e18) * oclvk_local_size_x) + _e23) + _e29));
        let _e34 = i;
        if (_e34 < bitcast<i32>(_e10)) {
            let _e37 = i;
            let _e40 = i;
            let _e44 = a[(0i + _e40)];
            let _e46 = i;
            let _e50 = b[(0i + _e46)];
            c[(0i + _e37)] = (_e44 + _e50);
        }
    }
}
