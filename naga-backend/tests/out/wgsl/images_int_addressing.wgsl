@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> int_repeats_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var src: texture_2d<u32>;
@group(0) @binding(2) 
var row: texture_1d<u32>;
@group(0) @binding(3) 
var dst: texture_storage_2d<rgba32uint,write>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
@group(0) @binding(4) 
var wrap: sampler;
@group(0) @binding(5) 
var mirror: sampler;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn int_repeats(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;
    var f: vec2<f32>;
    var local: vec2<i32>;
    var local_1: vec2<f32>;
    var local_2: vec2<f32>;
    var local_3: f32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = int_repeats_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = int_repeats_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = int_repeats_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = int_repeats_args[0].z;
        c = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e47 = c;
        let _e51 = c;
        let _e62 = textureDimensions(src);
        let _e68 = textureDimensions(src);
        f = (((vec2<f32>(f32(_e47.x), f32(_e51.y)) * vec2(2.7f)) - vec2(5.3f)) / vec2<f32>(f32(i32(_e62.x)), f32(i32(_e68.y))));
        let _e78 = c;
        local = _e78;
        let _e81 = local;
        let _e84 = f;
        local_1 = _e84;
        let _e87 = local_1;
        let _e90 = textureDimensions(src);
        let _e91 = vec2<i32>(_e90);
        let _e101 = i32(floor(((_e87.x - floor(_e87.x)) * f32(_e91.x))));
        let _e112 = i32(floor(((_e87.y - floor(_e87.y)) * f32(_e91.y))));
        let _e118 = textureLoad(src, vec2<i32>(select(_e101, (_e101 - _e91.x), (_e101 > (_e91.x - 1i))), select(_e112, (_e112 - _e91.y), (_e112 > (_e91.y - 1i)))), 0i);
        let _e121 = f;
        local_2 = _e121;
        let _e124 = local_2;
        let _e127 = textureDimensions(src);
        let _e128 = vec2<i32>(_e127);
        let _e161 = textureLoad(src, vec2<i32>(min(i32(floor((abs((_e124.x - (2f * round((0.5f * _e124.x))))) * f32(_e128.x)))), (_e128.x - 1i)), min(i32(floor((abs((_e124.y - (2f * round((0.5f * _e124.y))))) * f32(_e128.y)))), (_e128.y - 1i))), 0i);
        let _e165 = f;
        local_3 = _e165.x;
        let _e169 = local_3;
        let _e170 = textureDimensions(row);
        let _e171 = i32(_e170);
        let _e187 = textureLoad(row, min(i32(floor((abs((_e169 - (2f * round((0.5f * _e169))))) * f32(_e171)))), (_e171 - 1i)), 0i);
        textureStore(dst, _e81, ((_e118 + _e161) + _e187));
    }
}
