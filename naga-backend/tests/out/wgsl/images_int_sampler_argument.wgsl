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
        let _e202 = c;
        local_2 = (_e202 - vec2(1i));
        let _e208 = local_2;
        let _e214 = ((oclvk_sampler_modes_2_ & 1u) == 1u);
        let _e218 = ((oclvk_sampler_modes_2_ & 14u) == 6u);
        let _e222 = ((oclvk_sampler_modes_2_ & 14u) == 8u);
        let _e227 = textureDimensions(src);
        let _e228 = vec2<i32>(_e227);
        let _e231 = f32(_e208.x);
        let _e232 = f32(_e208.y);
        let _e239 = textureDimensions(src);
        let _e240 = vec2<i32>(_e239);
        let _e246 = i32(floor(select(_e231, (_e231 * f32(_e228.x)), _e214)));
        let _e253 = i32(floor(select(_e232, (_e232 * f32(_e228.y)), _e214)));
        let _e267 = i32(floor(((_e231 - floor(_e231)) * f32(_e228.x))));
        let _e294 = i32(floor(((_e232 - floor(_e232)) * f32(_e228.y))));
        let _e318 = textureLoad(src, vec2<i32>(select(select(clamp(_e246, 0i, (_e240.x - 1i)), min(i32(floor((abs((_e231 - (2f * round((0.5f * _e231))))) * f32(_e228.x)))), (_e228.x - 1i)), _e222), select(_e267, (_e267 - _e228.x), (_e267 > (_e228.x - 1i))), _e218), select(select(clamp(_e253, 0i, (_e240.y - 1i)), min(i32(floor((abs((_e232 - (2f * round((0.5f * _e232))))) * f32(_e228.y)))), (_e228.y - 1i)), _e222), select(_e294, (_e294 - _e228.y), (_e294 > (_e228.y - 1i))), _e218)), 0i);
        textureStore(dst, _e81, (select(vec4<i32>(), _e196, ((((_e124 >= 0i) && (_e124 < _e118.x)) && ((_e131 >= 0i) && (_e131 < _e118.y))) || !(((oclvk_sampler_modes_2_ & 14u) == 4u)))) + select(vec4<i32>(), _e318, ((((_e246 >= 0i) && (_e246 < _e240.x)) && ((_e253 >= 0i) && (_e253 < _e240.y))) || !(((oclvk_sampler_modes_2_ & 14u) == 4u))))));
    }
}
