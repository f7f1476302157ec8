@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> vectors_swizzles_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<vec4<f32>>;
@group(0) @binding(2) 
var<storage, read_write> out: array<vec4<f32>>;
@group(0) @binding(3) 
var<storage, read_write> mask: array<vec4<i32>>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn vectors_swizzles(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: i32;
    var v: vec4<f32>;
    var lo: vec2<f32>;
    var hi: vec2<f32>;
    var w: vec4<f32>;
    var c: vec3<f32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = vectors_swizzles_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = vectors_swizzles_args[1].z;
        i = i32(((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24));
        let _e29 = i;
        let _e33 = in[(0i + _e29)];
        v = _e33;
        let _e36 = v;
        lo = _e36.xy;
        let _e40 = v;
        hi = _e40.zw;
        let _e44 = hi;
        let _e47 = lo;
        w = vec4<f32>(_e44.yx, _e47);
        let _e51 = w;
        let _e55 = (_e51.zx * vec2(2f));
        let _e57 = w;
        w = vec4<f32>(_e55.x, _e57.y, _e55.y, _e57.w);
        let _e65 = v;
        let _e68 = w;
        c = cross(_e65.xyz, _e68.xyz);
        let _e73 = i;
        let _e76 = c;
        let _e78 = v;
        let _e80 = w;
        let _e84 = v;
        out[(0i + _e73)] = (vec4<f32>(_e76, dot(_e78, _e80)) + _e84.wzyx);
        let _e90 = i;
        let _e93 = v;
        let _e95 = w;
        mask[(0i + _e90)] = select(vec4<i32>(), vec4(-1i), (_e93 > _e95));
    }
}
