@group(0) @binding(0) 
var<uniform> reduce_local_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> partial: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> scratch: array<f32, 64>;

@compute @workgroup_size(64, 1, 1) 
fn reduce_local(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var lid: u32;
    var gid: u32;
    var local: f32;
    var s: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e9 = reduce_local_args[1].x;
    {
        let _e12 = oclvk_local_id.x;
        lid = _e12;
        let _e16 = oclvk_group_id.x;
        let _e20 = reduce_local_args[3].x;
        let _e25 = oclvk_local_id.x;
        let _e31 = reduce_local_args[1].z;
        gid = ((((_e16 + _e20) * 64u) + _e25) + _e31);
        let _e35 = lid;
        let _e38 = gid;
        if (_e38 < _e9) {
            let _e41 = gid;
            let _e46 = in[(0i + i32(_e41))];
            local = _e46;
        } else {
            local = 0f;
        }
        let _e51 = local;
        scratch[i32(_e35)] = _e51;
        workgroupBarrier();
        {
            s = u32((64i / 2i));
            loop {
                let _e60 = s;
                if !((_e60 > 0u)) {
                    break;
                }
                let _e65 = lid;
                let _e67 = s;
                if (_e65 < _e67) {
                    let _e70 = lid;
                    let _e71 = i32(_e70);
                    let _e74 = scratch[_e71];
                    let _e76 = lid;
                    let _e78 = s;
                    let _e83 = scratch[i32((_e76 + _e78))];
                    scratch[_e71] = (_e74 + _e83);
                }
                workgroupBarrier();
                continuing {
                    let _e88 = s;
                    s = (_e88 >> 1u);
                }
            }
        }
        let _e95 = lid;
        if (_e95 == 0u) {
            let _e100 = oclvk_group_id.x;
            let _e104 = reduce_local_args[3].x;
            let _e111 = scratch[0i];
            partial[(0i + i32((_e100 + _e104)))] = _e111;
        }
    }
}
