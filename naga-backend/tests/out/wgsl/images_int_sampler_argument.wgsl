@id(53248) override src_channel_data_type: u32 = 0u;
@id(53249) override src_channel_order: u32 = 0u;
@id(57346) override oclvk_sampler_modes_2_: u32 = 19u;
@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> int_sampled_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var src: texture_2d<i32>;
@group(0) @binding(2) 
var s: sampler;
@group(0) @binding(3) 
var dst: texture_storage_2d<rgba32sint,write>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn int_sampled(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;
    var f: vec2<f32>;
    var local: vec2<i32>;
    var local_1: vec2<f32>;
    var local_2: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = int_sampled_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = int_sampled_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = int_sampled_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = int_sampled_args[0].z;
        c = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e47 = c;
        let _e51 = c;
        let _e62 = textureDimensions(src);
        let _e68 = textureDimensions(src);
        f = (((vec2<f32>(f32(_e47.x), f32(_e51.y)) * vec2(2.7f)) - vec2(5.3f)) / vec2<f32>(f32(i32(_e62.x)), f32(i32(_e68.y))));
        let _e78 = c;
        local = _e78;
        let _e81 = local;
        let _e85 = f;
        local_1 = _e85;
        let _e88 = local_1;
        let _e94 = ((oclvk_sampler_modes_2_ & 1u) == 1u);
        let _e98 = ((oclvk_sampler_modes_2_ & 14u) == 6u);
        let _e102 = ((oclvk_sampler_modes_2_ & 14u) == 8u);
        let _e107 = textureDimensions(src);
        let _e108 = vec2<i32>(_e107);
        let _e117 = textureDimensions(src);
        let _e118 = vec2<i32>(_e117);
        let _e124 = i32(floor(select(_e88.x, (_e88.x * f32(_e108.x)), _e94)));
        let _e131 = i32(floor(select(_e88.y, (_e88.y * f32(_e108.y)), _e94)));
        let _e145 = i32(floor(((_e88.x - floor(_e88.x)) * f32(_e108.x))));
        let _e172 = i32(floor(((_e88.y - floor(_e88.y)) * f32(_e108.y))));
        let _e196 = textureLoad(src, vec2<i32>(select(select(clamp(_e124, 0i, (_e118.x - 1i)), min(i32(floor((abs((_e88.x - (2f * round((0.5f * _e88.x))))) * f32(_e108.x)))), (_e108.x - 1i)), _e102), select(_e145, (_e145 - _e108.x), (_e145 > (_e108.x - 1i))), _e98), select(select(clamp(_e131, 0i, (_e118.y - 1i)), min(i32(floor((abs((_e88.y - (2f * round((0.5f * _e88.y))))) * f32(_e108.y)))), (_e108.y - 1i)), _e102), select(_e172, (_e172 - _e108.y), (_e172 > (_e108.y - 1i))), _e98)), 0i);
        let _e198 = select(vec4<i32>(), _e196, ((((_e124 >= 0i) && (_e124 < _e118.x)) && ((_e131 >= 0i) && (_e131 < _e118.y))) || !(((oclvk_sampler_modes_2_ & 14u) == 4u))));
        let _e221 = c;
        local_2 = (_e221 - vec2(1i));
        let _e227 = local_2;
        let _e233 = ((oclvk_sampler_modes_2_ & 1u) == 1u);
        let _e237 = ((oclvk_sampler_modes_2_ & 14u) == 6u);
        let _e241 = ((oclvk_sampler_modes_2_ & 14u) == 8u);
        let _e246 = textureDimensions(src);
        let _e247 = vec2<i32>(_e246);
        let _e250 = f32(_e227.x);
        let _e251 = f32(_e227.y);
        let _e258 = textureDimensions(src);
        let _e259 = vec2<i32>(_e258);
        let _e265 = i32(floor(select(_e250, (_e250 * f32(_e247.x)), _e233)));
        let _e272 = i32(floor(select(_e251, (_e251 * f32(_e247.y)), _e233)));
        let _e286 = i32(floor(((_e250 - floor(_e250)) * f32(_e247.x))));
        let _e313 = i32(floor(((_e251 - floor(_e251)) * f32(_e247.y))));
        let _e337 = textureLoad(src, vec2<i32>(select(select(clamp(_e265, 0i, (_e259.x - 1i)), min(i32(floor((abs((_e250 - (2f * round((0.5f * _e250))))) * f32(_e247.x)))), (_e247.x - 1i)), _e241), select(_e286, (_e286 - _e247.x), (_e286 > (_e247.x - 1i))), _e237), select(select(clamp(_e272, 0i, (_e259.y - 1i)), min(i32(floor((abs((_e251 - (2f * round((0.5f * _e251))))) * f32(_e247.y)))), (_e247.y - 1i)), _e241), select(_e313, (_e313 - _e247.y), (_e313 > (_e247.y - 1i))), _e237)), 0i);
        let _e339 = select(vec4<i32>(), _e337, ((((_e265 >= 0i) && (_e265 < _e259.x)) && ((_e272 >= 0i) && (_e272 < _e259.y))) || !(((oclvk_sampler_modes_2_ & 14u) == 4u))));
        textureStore(dst, _e81, (vec4<i32>(_e198.x, _e198.y, _e198.z, select(_e198.w, 1i, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u)))) + vec4<i32>(_e339.x, _e339.y, _e339.z, select(_e339.w, 1i, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))))));
    }
}
