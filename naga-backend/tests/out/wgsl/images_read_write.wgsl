@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> bump_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var img: texture_storage_2d<rgba32float,read_write>;
@group(0) @binding(2) 
var rows: texture_storage_2d_array<rgba32uint,read_write>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn bump(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;
    var local: vec2<i32>;
    var local_1: vec2<i32>;
    var local_2: vec2<i32>;
    var local_3: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = bump_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = bump_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = bump_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = bump_args[0].z;
        c = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e48 = c;
        local = _e48;
        let _e51 = local;
        let _e54 = c;
        local_1 = _e54;
        let _e57 = local_1;
        let _e58 = textureLoad(img, _e57);
        textureStore(img, _e51, ((_e58 * vec4(2f)) + vec4(1f)));
        let _e67 = c;
        local_2 = _e67;
        let _e70 = local_2;
        let _e77 = c;
        local_3 = _e77;
        let _e80 = local_3;
        let _e85 = textureLoad(rows, vec2<i32>(_e80.x, 0i), _e80.y);
        let _e87 = textureDimensions(img);
        textureStore(rows, vec2<i32>(_e70.x, 0i), _e70.y, (_e85 + vec4(u32(i32(_e87.x)))));
    }
}
