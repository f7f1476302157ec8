@id(3) override oclvk_local_arg_3_: u32 = 256u;
@id(0) override oclvk_local_size_x: u32 = 256u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> reduce_local_arg_sized_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> partial: array<f32>;
var<workgroup> scratch: array<f32, oclvk_local_arg_3_>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn reduce_local_arg_sized(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var lid: u32;
    var gid: u32;
    var local: f32;
    var s: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e10 = reduce_local_arg_sized_args[1].x;
    {
        let _e13 = oclvk_local_id.x;
        lid = _e13;
        let _e17 = oclvk_group_id.x;
        let _e21 = reduce_local_arg_sized_args[3].x;
        let _e26 = oclvk_local_id.x;
        let _e32 = reduce_local_arg_sized_args[1].z;
        gid = ((((_e17 + _e21) * oclvk_local_size_x) + _e26) + _e32);
        let _e36 = lid;
        let _e40 = gid;
        if (_e40 < _e10) {
            let _e43 = gid;
            let _e48 = in[(0i + i32(_e43))];
            local = _e48;
        } else {
            local = 0f;
        }
        let _e53 = local;
        scratch[(0i + i32(_e36))] = _e53;
        workgroupBarrier();
        {
            s = (oclvk_local_size_x / 2u);
            loop {
                let _e61 = s;
                if !((_e61 > 0u)) {
                    break;
                }
                let _e66 = lid;
                let _e68 = s;
                if (_e66 < _e68) {
                    let _e71 = lid;
                    let _e73 = (0i + i32(_e71));
                    let _e76 = scratch[_e73];
                    let _e78 = lid;
                    let _e80 = s;
                    let _e86 = scratch[(0i + i32((_e78 + _e80)))];
                    scratch[_e73] = (_e76 + _e86);
                }
                workgroupBarrier();
                continuing {
                    let _e91 = s;
                    s = (_e91 >> 1u);
                }
            }
        }
        let _e98 = lid;
        if (_e98 == 0u) {
            let _e103 = oclvk_group_id.x;
            let _e107 = reduce_local_arg_sized_args[3].x;
            let _e115 = scratch[0i];
            partial[(0i + i32((_e103 + _e107)))] = _e115;
        }
    }
}
