@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> sub_group_barrier_kernel_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var<storage, read_write> out: array<i32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<private> oclvk_sub_group_size: u32;
var<private> oclvk_sub_group_local_id: u32;
var<private> oclvk_sub_group_id: u32;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn sub_group_barrier_kernel(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>, @builtin(subgroup_size) sub_group_size: u32, @builtin(subgroup_invocation_id) sub_group_local_id: u32, @builtin(subgroup_id) sub_group_id: u32) {
    var g: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    oclvk_sub_group_size = sub_group_size;
    oclvk_sub_group_local_id = sub_group_local_id;
    oclvk_sub_group_id = sub_group_id;
    {
        let _e13 = oclvk_group_id.x;
        let _e17 = sub_group_barrier_kernel_args[2].x;
        let _e22 = oclvk_local_id.x;
        let _e28 = sub_group_barrier_kernel_args[0].z;
        g = ((((_e13 + _e17) * oclvk_local_size_x) + _e22) + _e28);
        let _e32 = g;
        let _e36 = oclvk_sub_group_local_id;
        out[(0i + i32(_e32))] = i32(_e36);
        subgroupBarrier();
        let _e41 = g;
        let _e43 = (0i + i32(_e41));
        let _e46 = out[_e43];
        let _e48 = g;
        let _e55 = out[(0i + i32((_e48 ^ 1u)))];
        out[_e43] = (_e46 + _e55);
    }
}
