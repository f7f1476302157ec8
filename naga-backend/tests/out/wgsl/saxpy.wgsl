@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> saxpy_args: array<vec4<u32>, 6>;
@group(0) @binding(1) 
var<storage> x: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> y: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn saxpy(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e7 = saxpy_args[0].x;
    let _e14 = saxpy_args[1].z;
    {
        {
            let _e17 = oclvk_group_id.x;
            let _e21 = saxpy_args[4].x;
            let _e26 = oclvk_local_id.x;
            let _e32 = saxpy_args[2].x;
            i = ((((_e17 + _e21) * oclvk_local_size_x) + _e26) + _e32);
            loop {
                let _e36 = i;
                if !((_e36 < _e14)) {
                    break;
                }
                let _e40 = i;
                let _e44 = i;
                let _e49 = x[(0i + i32(_e44))];
                let _e52 = i;
                let _e57 = y[(0i + i32(_e52))];
                y[(0i + i32(_e40))] = ((bitcast<f32>(_e7) * _e49) + _e57);
                continuing {
                    let _e62 = i;
                    let _e66 = saxpy_args[5].x;
                    i = (_e62 + _e66);
                }
            }
        }
    }
}
