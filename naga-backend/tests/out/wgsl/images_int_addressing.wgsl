@id(53248) override src_channel_data_type: u32 = 0u;
@id(53249) override src_channel_order: u32 = 0u;
@id(53250) override row_channel_data_type: u32 = 0u;
@id(53251) override row_channel_order: u32 = 0u;
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
        let _e140 = f;
        local_2 = _e140;
        let _e143 = local_2;
        let _e146 = textureDimensions(src);
        let _e147 = vec2<i32>(_e146);
        let _e180 = textureLoad(src, vec2<i32>(min(i32(floor((abs((_e143.x - (2f * round((0.5f * _e143.x))))) * f32(_e147.x)))), (_e147.x - 1i)), min(i32(floor((abs((_e143.y - (2f * round((0.5f * _e143.y))))) * f32(_e147.y)))), (_e147.y - 1i))), 0i);
        let _e203 = f;
        local_3 = _e203.x;
        let _e207 = local_3;
        let _e208 = textureDimensions(row);
        let _e209 = i32(_e208);
        let _e225 = textureLoad(row, min(i32(floor((abs((_e207 - (2f * round((0.5f * _e207))))) * f32(_e209)))), (_e209 - 1i)), 0i);
        textureStore(dst, _e81, ((vec4<u32>(_e118.x, _e118.y, _e118.z, select(_e118.w, 1u, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u)))) + vec4<u32>(_e180.x, _e180.y, _e180.z, select(_e180.w, 1u, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))))) + vec4<u32>(_e225.x, _e225.y, _e225.z, select(_e225.w, 1u, ((((row_channel_order == 4272u) || (row_channel_order == 4274u)) || (row_channel_order == 4276u)) || (row_channel_order == 4281u))))));
    }
}
