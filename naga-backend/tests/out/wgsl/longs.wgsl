@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> longs_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> a: array<i32>;
@group(0) @binding(2) 
var<storage> b: array<u32>;
@group(0) @binding(3) 
var<storage, read_write> out: array<i32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn longs(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var x: i32;
    var y: u32;
    var p: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e10 = longs_args[1].z;
    {
        let _e13 = oclvk_group_id.x;
        let _e17 = longs_args[4].x;
        let _e22 = oclvk_local_id.x;
        let _e28 = longs_args[2].x;
        i = ((((_e13 + _e17) * oclvk_local_size_x) + _e22) + _e28);
        let _e32 = i;
        if (_e32 >= _e10) {
            return;
        }
        let _e35 = i;
        let _e40 = a[(0i + i32(_e35))];
        let _e46 = i;
        let _e51 = a[(0i + i32(_e46))];
        x = (i32((u32(_e40) & 65535u)) - i32((u32((_e51 >> 16u)) & 65535u)));
        let _e64 = i;
        let _e69 = b[(0i + i32(_e64))];
        y = _e69;
        let _e72 = y;
        p = (_e72 * 2654435761u);
        let _e78 = i;
        let _e83 = p;
        let _e86 = x;
        let _e88 = x;
        let _e92 = p;
        let _e101 = y;
        out[(0i + i32((4u * _e78)))] = (((i32(_e83) ^ (_e86 * _e88)) ^ i32((~(_e92) << 2u))) ^ i32((_e101 >> 3u)));
        let _e112 = i;
        let _e119 = x;
        let _e126 = y;
        let _e133 = y;
        let _e139 = x;
        out[(0i + i32(((4u * _e112) + 1u)))] = (((i32((_e119 < -5i)) + (2i * i32((_e126 >= 2147483648u)))) + i32((_e133 / 3u))) + (_e139 % 9i));
        let _e147 = i;
        let _e154 = i;
        let _e159 = y;
        let _e166 = y;
        out[(0i + i32(((4u * _e147) + 2u)))] = ((i32(min(_e154, 100u)) + i32((f32(_e159) * 0.5f))) + i32(min(_e166, 2147483647u)));
        let _e175 = i;
        let _e182 = x;
        let _e189 = y;
        let _e193 = (_e189 & 65535u);
        let _e194 = (_e189 >> 16u);
        let _e198 = (_e193 * 0u);
        let _e199 = (_e194 * 3u);
        let _e215 = x;
        let _e216 = u32(_e215);
        out[(0i + i32(((4u * _e175) + 3u)))] = (((_e182 >> 4u) ^ i32(((((_e194 * 0u) + (_e198 >> 16u)) + (_e199 >> 16u)) + (((((_e193 * 3u) >> 16u) + (_e198 & 65535u)) + (_e199 & 65535u)) >> 16u)))) ^ i32(((_e216 << 5u) | (_e216 >> 27u))));
    }
}
