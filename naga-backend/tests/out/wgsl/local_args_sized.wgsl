@id(3) override oclvk_local_arg_3_: u32 = 128u;
@id(4) override oclvk_local_arg_4_: u32 = 16u;
@id(0) override oclvk_local_size_x: u32 = 16u;
@id(1) override oclvk_local_size_y: u32 = 8u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> local_args_sized_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
var<workgroup> tile: array<atomic<u32>, (oclvk_local_arg_3_ * 1u + 3u) / 4u>;
var<workgroup> pairs: array<u32, (oclvk_local_arg_4_ * 4u + 3u) / 4u>;
@group(0) @binding(2) 
var<storage, read_write> out: array<atomic<u32>>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn local_args_sized(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var l: u32;
    var g: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e10 = oclvk_local_id.y;
        let _e15 = oclvk_local_id.x;
        l = ((_e10 * oclvk_local_size_x) + _e15);
        let _e20 = oclvk_group_id.y;
        let _e24 = local_args_sized_args[3].y;
        let _e29 = oclvk_local_id.y;
        let _e35 = local_args_sized_args[1].z;
        let _e40 = local_args_sized_args[4].x;
        let _e44 = oclvk_group_id.x;
        let _e48 = local_args_sized_args[3].x;
        let _e53 = oclvk_local_id.x;
        let _e59 = local_args_sized_args[1].x;
        g = ((((((_e20 + _e24) * oclvk_local_size_y) + _e29) + _e35) * _e40) + ((((_e44 + _e48) * oclvk_local_size_x) + _e53) + _e59));
        let _e64 = l;
        let _e66 = (0i + i32(_e64));
        let _e68 = g;
        let _e70 = (0i + i32(_e68));
        let _e80 = in[(_e70 >> 2u)];
        let _e85 = (_e66 >> 2u);
        let _e90 = (bitcast<u32>((_e66 & 3i)) * 8u);
        atomicAnd((&tile[_e85]), ~((255u << _e90)));
        atomicOr((&tile[_e85]), (extractBits(_e80, (bitcast<u32>((_e70 & 3i)) * 8u), 8u) << _e90));
        let _e101 = l;
        let _e107 = l;
        let _e113 = l;
        let _e122 = vec2<i32>(((i32(_e107) << 16u) >> 16u), ((-(((i32(_e113) << 16u) >> 16u)) << 16u) >> 16u));
        pairs[(0i + i32((_e101 / 8u)))] = ((bitcast<u32>(_e122.x) & 65535u) | ((bitcast<u32>(_e122.y) & 65535u) << 16u));
        workgroupBarrier();
        let _e136 = g;
        let _e138 = (0i + i32(_e136));
        let _e140 = l;
        let _e144 = (0i + i32((_e140 ^ 1u)));
        let _e154 = atomicLoad((&tile[(_e144 >> 2u)]));
        let _e160 = l;
        let _e167 = pairs[(0i + i32((_e160 / 8u)))];
        let _e191 = (_e138 >> 2u);
        let _e196 = (bitcast<u32>((_e138 & 3i)) * 8u);
        atomicAnd((&out[_e191]), ~((255u << _e196)));
        atomicOr((&out[_e191]), ((u32((i32(extractBits(_e154, (bitcast<u32>((_e144 & 3i)) * 8u), 8u)) + i32((u32(vec2<i32>((bitcast<i32>((_e167 << 16u)) >> 16u), (bitcast<i32>((_e167 << 0u)) >> 16u)).y) & 255u)))) & 255u) << _e196));
    }
}
