@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> shorts_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<atomic<u32>>;
@group(0) @binding(3) 
var<storage, read_write> wide: array<u32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn shorts(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var v: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = shorts_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = shorts_args[1].z;
        i = ((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24);
        let _e28 = i;
        let _e33 = in[(0i + i32(_e28))];
        v = vec2<i32>((bitcast<i32>((_e33 << 16u)) >> 16u), (bitcast<i32>((_e33 << 0u)) >> 16u));
        let _e49 = i;
        let _e51 = (0i + i32(_e49));
        let _e53 = v;
        let _e56 = v;
        let _e63 = (_e51 >> 1u);
        let _e68 = (bitcast<u32>((_e51 & 1i)) * 16u);
        atomicAnd((&out[_e63]), ~((65535u << _e68)));
        atomicOr((&out[_e63]), ((bitcast<u32>((((_e53.x * _e56.y) << 16u) >> 16u)) & 65535u) << _e68));
        let _e81 = i;
        let _e85 = v;
        let _e87 = v;
        let _e93 = (vec4<u32>(vec4<i32>(_e85, _e87.yx)) & vec4(65535u));
        let _e95 = ((0i + i32(_e81)) * 2i);
        wide[_e95] = (_e93.x | (_e93.y << 16u));
        wide[(_e95 + 1i)] = (_e93.z | (_e93.w << 16u));
    }
}
