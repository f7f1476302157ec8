@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> bytes_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<atomic<u32>>;
@group(0) @binding(3) 
var<storage, read_write> words: array<u32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> t: array<atomic<u32>, 18>;
var<workgroup> seen: array<atomic<u32>, 16>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn bytes(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var l: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = bytes_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = bytes_args[1].z;
        i = ((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24);
        let _e29 = oclvk_local_id.x;
        l = _e29;
        let _e32 = l;
        let _e37 = l;
        let _e42 = i;
        let _e44 = (0i + i32(_e42));
        let _e54 = in[(_e44 >> 2u)];
        let _e71 = ((i32((_e32 % 8u)) * 9i) + i32((_e37 / 8u)));
        let _e73 = (_e71 >> 2u);
        let _e78 = (bitcast<u32>((_e71 & 3i)) * 8u);
        atomicAnd((&t[_e73]), ~((255u << _e78)));
        atomicOr((&t[_e73]), ((u32(((bitcast<i32>((_e54 << (24u - (bitcast<u32>((_e44 & 3i)) * 8u)))) >> 24u) >> 1u)) & 255u) << _e78));
        let _e89 = l;
        let _e90 = i32(_e89);
        let _e92 = i;
        let _e94 = (0i + i32(_e92));
        let _e104 = in[(_e94 >> 2u)];
        let _e117 = (_e90 >> 2u);
        let _e122 = (bitcast<u32>((_e90 & 3i)) * 8u);
        atomicAnd((&seen[_e117]), ~((255u << _e122)));
        atomicOr((&seen[_e117]), (select(0u, 1u, (i32(((bitcast<i32>((_e104 << (24u - (bitcast<u32>((_e94 & 3i)) * 8u)))) >> 24u) < 0i)) != 0i)) << _e122));
        workgroupBarrier();
        let _e136 = i;
        let _e138 = (0i + i32(_e136));
        let _e140 = l;
        let _e145 = l;
        let _e151 = ((i32((_e140 / 9u)) * 9i) + i32((_e145 % 9u)));
        let _e161 = atomicLoad((&t[(_e151 >> 2u)]));
        let _e168 = l;
        let _e170 = i32((63u - _e168));
        let _e180 = atomicLoad((&seen[(_e170 >> 2u)]));
        let _e192 = (_e138 >> 2u);
        let _e197 = (bitcast<u32>((_e138 & 3i)) * 8u);
        atomicAnd((&out[_e192]), ~((255u << _e197)));
        atomicOr((&out[_e192]), ((u32((i32(extractBits(_e161, (bitcast<u32>((_e151 & 3i)) * 8u), 8u)) + i32((extractBits(_e180, (bitcast<u32>((_e170 & 3i)) * 8u), 8u) != 0u)))) & 255u) << _e197));
        let _e208 = i;
        let _e212 = i;
        let _e214 = (0i + i32(_e212));
        let _e224 = in[(_e214 >> 2u)];
        let _e237 = vec4<u32>((u32((bitcast<i32>((_e224 << (24u - (bitcast<u32>((_e214 & 3i)) * 8u)))) >> 24u)) & 255u), 1u, 2u, 3u);
        words[(0i + i32(_e208))] = (((_e237.x | (_e237.y << 8u)) | (_e237.z << 16u)) | (_e237.w << 24u));
    }
}
