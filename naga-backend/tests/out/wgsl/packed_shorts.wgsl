@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> shorts_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<atomic<u32>>;
@group(0) @binding(3) 
var<storage, read_write> wide: array<u32>;
@group(0) @binding(4) 
var<storage> u: array<u32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn shorts(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var v: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e10 = oclvk_group_id.x;
        let _e14 = shorts_args[4].x;
        let _e19 = oclvk_local_id.x;
        let _e25 = shorts_args[2].x;
        i = ((((_e10 + _e14) * oclvk_local_size_x) + _e19) + _e25);
        let _e29 = i;
        let _e34 = in[(0i + i32(_e29))];
        v = vec2<i32>((bitcast<i32>((_e34 << 16u)) >> 16u), (bitcast<i32>((_e34 << 0u)) >> 16u));
        let _e50 = i;
        let _e52 = (0i + i32(_e50));
        let _e54 = v;
        let _e57 = v;
        let _e64 = (_e52 >> 1u);
        let _e69 = (bitcast<u32>((_e52 & 1i)) * 16u);
        atomicAnd((&out[_e64]), ~((65535u << _e69)));
        atomicOr((&out[_e64]), ((bitcast<u32>((((_e54.x * _e57.y) << 16u) >> 16u)) & 65535u) << _e69));
        let _e82 = i;
        let _e86 = v;
        let _e88 = v;
        let _e94 = (vec4<u32>(vec4<i32>(_e86, _e88.yx)) & vec4(65535u));
        let _e96 = ((0i + i32(_e82)) * 2i);
        wide[_e96] = (_e94.x | (_e94.y << 16u));
        wide[(_e96 + 1i)] = (_e94.z | (_e94.w << 16u));
        let _e115 = i;
        let _e119 = u[i32(_e115)];
        let _e129 = vec2(16u);
        let _e131 = ((vec2<i32>(vec2<u32>(extractBits(_e119, 0u, 16u), extractBits(_e119, 16u, 16u))) << _e129) >> _e129);
        let _e133 = i;
        atomicStore((&out[i32((_e133 + 100u))]), ((bitcast<u32>(_e131.x) & 65535u) | ((bitcast<u32>(_e131.y) & 65535u) << 16u)));
    }
}
