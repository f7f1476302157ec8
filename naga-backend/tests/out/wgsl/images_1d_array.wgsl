@id(53248) override src_channel_data_type: u32 = 0u;
@id(53249) override src_channel_order: u32 = 0u;
@id(53250) override ints_channel_data_type: u32 = 0u;
@id(53251) override ints_channel_order: u32 = 0u;
@id(57347) override oclvk_sampler_modes_3_: u32 = 19u;
@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> rows_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var src: texture_2d_array<f32>;
@group(0) @binding(2) 
var ints: texture_2d_array<i32>;
@group(0) @binding(3) 
var s: sampler;
@group(0) @binding(4) 
var dst: texture_storage_2d_array<rgba32float,write>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
@group(0) @binding(5) 
var smooth_: sampler;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn rows(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;
    var x: f32;
    var local: vec2<i32>;
    var local_1: vec2<i32>;
    var local_2: vec2<f32>;
    var local_3: vec2<f32>;
    var local_4: vec2<f32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = rows_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = rows_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = rows_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = rows_args[0].z;
        c = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e47 = c;
        let _e53 = textureDimensions(src);
        x = ((f32(_e47.x) + 0.5f) / f32(i32(_e53.x)));
        let _e62 = c;
        local = _e62;
        let _e65 = local;
        let _e72 = c;
        local_1 = _e72;
        let _e75 = local_1;
        let _e81 = textureLoad(src, vec2<i32>(_e75.x, 0i), _e75.y, 0i);
        let _e84 = x;
        let _e86 = c;
        local_2 = vec2<f32>(_e84, f32(_e86.y));
        let _e92 = local_2;
        let _e99 = textureNumLayers(src);
        let _e106 = textureSampleLevel(src, smooth_, vec2<f32>(_e92.x, 0.5f), clamp(i32(round(_e92.y)), 0i, (i32(_e99) - 1i)), 0.0);
        let _e129 = x;
        let _e131 = c;
        local_3 = vec2<f32>(_e129, f32(_e131.y));
        let _e137 = local_3;
        let _e149 = textureDimensions(src);
        let _e150 = vec2<f32>(_e149);
        let _e163 = textureNumLayers(src);
        let _e170 = textureSampleLevel(src, s, vec2<f32>(select((select((floor(_e137.x) + 0.5f), _e137.x, ((oclvk_sampler_modes_3_ & 48u) == 32u)) / _e150.x), _e137.x, ((oclvk_sampler_modes_3_ & 1u) == 1u)), 0.5f), clamp(i32(round(_e137.y)), 0i, (i32(_e163) - 1i)), 0.0);
        let _e194 = x;
        let _e196 = c;
        local_4 = vec2<f32>(_e194, f32(_e196.y));
        let _e202 = local_4;
        let _e221 = textureDimensions(ints);
        let _e222 = vec2<i32>(_e221);
        let _e228 = textureDimensions(ints);
        let _e229 = vec2<i32>(_e228);
        let _e235 = i32(floor(select(_e202.x, (_e202.x * f32(_e222.x)), ((oclvk_sampler_modes_3_ & 1u) == 1u))));
        let _e248 = i32(floor(((_e202.x - floor(_e202.x)) * f32(_e222.x))));
        let _e274 = textureNumLayers(ints);
        let _e281 = textureLoad(ints, vec2<i32>(select(select(clamp(_e235, 0i, (_e229.x - 1i)), min(i32(floor((abs((_e202.x - (2f * round((0.5f * _e202.x))))) * f32(_e222.x)))), (_e222.x - 1i)), ((oclvk_sampler_modes_3_ & 14u) == 8u)), select(_e248, (_e248 - _e222.x), (_e248 > (_e222.x - 1i))), ((oclvk_sampler_modes_3_ & 14u) == 6u)), 0i), clamp(i32(round(_e202.y)), 0i, (i32(_e274) - 1i)), 0i);
        let _e283 = select(vec4<i32>(), _e281, (((_e235 >= 0i) && (_e235 < _e229.x)) || !(((oclvk_sampler_modes_3_ & 14u) == 4u))));
        let _e306 = textureDimensions(src);
        let _e309 = textureNumLayers(src);
        textureStore(dst, vec2<i32>(_e65.x, 0i), _e65.y, ((((_e81 + vec4<f32>(_e106.x, _e106.y, _e106.z, select(_e106.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))))) + vec4<f32>(_e170.x, _e170.y, _e170.z, select(_e170.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))))) + vec4<f32>(vec4<i32>(_e283.x, _e283.y, _e283.z, select(_e283.w, 1i, ((((ints_channel_order == 4272u) || (ints_channel_order == 4274u)) || (ints_channel_order == 4276u)) || (ints_channel_order == 4281u)))))) + vec4(f32(u32(_e309)))));
    }
}
