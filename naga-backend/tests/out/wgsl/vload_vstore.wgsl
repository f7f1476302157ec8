@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> vload_vstore_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> src: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> dst: array<f32>;
@group(0) @binding(3) 
var<storage, read_write> xyz: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

fn put(dst_index0_: i32, i_1: i32, v_1: vec4<f32>) {
    {
        let _e7 = (dst_index0_ + (i32(u32(i_1)) * 4i));
        dst[(_e7 + 0i)] = v_1.x;
        dst[(_e7 + 1i)] = v_1.y;
        dst[(_e7 + 2i)] = v_1.z;
        dst[(_e7 + 3i)] = v_1.w;
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn vload_vstore(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: i32;
    var v: vec4<f32>;
    var p: vec3<f32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = vload_vstore_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = vload_vstore_args[1].z;
        i = i32(((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24));
        let _e29 = i;
        let _e34 = (0i + (i32(u32(_e29)) * 4i));
        let _e39 = src[(_e34 + 0i)];
        let _e44 = src[(_e34 + 1i)];
        let _e49 = src[(_e34 + 2i)];
        let _e54 = src[(_e34 + 3i)];
        v = vec4<f32>(_e39, _e44, _e49, _e54);
        let _e58 = i;
        let _e63 = (0i + (i32(u32(_e58)) * 3i));
        let _e68 = xyz[(_e63 + 0i)];
        let _e73 = xyz[(_e63 + 1i)];
        let _e78 = xyz[(_e63 + 2i)];
        p = vec3<f32>(_e68, _e73, _e78);
        let _e82 = i;
        let _e84 = v;
        let _e89 = p;
        put(0i, _e82, ((_e84 * vec4(2f)) + vec4<f32>(_e89, 1f)));
        let _e94 = p;
        let _e95 = _e94.zyx;
        let _e97 = i;
        let _e102 = (0i + (i32(u32(_e97)) * 3i));
        xyz[(_e102 + 0i)] = _e95.x;
        xyz[(_e102 + 1i)] = _e95.y;
        xyz[(_e102 + 2i)] = _e95.z;
    }
}
