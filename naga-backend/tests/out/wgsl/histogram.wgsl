@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> histogram_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> data: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> bins: array<atomic<u32>>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> local_bins: array<atomic<u32>, 256>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn histogram(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var lid: u32;
    var b: u32;
    var i: u32;
    var b_1: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e8 = histogram_args[0].z;
    {
        let _e12 = oclvk_local_id.x;
        lid = _e12;
        {
            let _e15 = lid;
            b = _e15;
            loop {
                let _e18 = b;
                if !((_e18 < 256u)) {
                    break;
                }
                let _e23 = b;
                atomicStore((&local_bins[i32(_e23)]), 0u);
                continuing {
                    let _e29 = b;
                    b = (_e29 + oclvk_local_size_x);
                }
            }
        }
        workgroupBarrier();
        {
            let _e35 = oclvk_group_id.x;
            let _e39 = histogram_args[3].x;
            let _e44 = oclvk_local_id.x;
            let _e50 = histogram_args[1].z;
            i = ((((_e35 + _e39) * oclvk_local_size_x) + _e44) + _e50);
            loop {
                let _e54 = i;
                if !((_e54 < _e8)) {
                    break;
                }
                let _e58 = i;
                let _e63 = data[(0i + i32(_e58))];
                let _e70 = atomicAdd((&local_bins[i32((_e63 & 255u))]), 1u);
                continuing {
                    let _e72 = i;
                    let _e76 = histogram_args[4].x;
                    i = (_e72 + _e76);
                }
            }
        }
        workgroupBarrier();
        {
            let _e80 = lid;
            b_1 = _e80;
            loop {
                let _e83 = b_1;
                if !((_e83 < 256u)) {
                    break;
                }
                let _e88 = b_1;
                let _e92 = b_1;
                let _e96 = atomicLoad((&local_bins[i32(_e92)]));
                let _e99 = atomicAdd((&bins[(0i + i32(_e88))]), _e96);
                continuing {
                    let _e101 = b_1;
                    b_1 = (_e101 + oclvk_local_size_x);
                }
            }
        }
    }
}
