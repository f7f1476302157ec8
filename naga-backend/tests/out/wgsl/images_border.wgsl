@id(53248) override src_channel_data_type: u32 = 0u;
@id(53249) override src_channel_order: u32 = 0u;
@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;
@id(53250) override src_channel_data_type_1: u32 = 0u;
@id(53251) override src_channel_order_1: u32 = 0u;

@group(0) @binding(0) 
var<uniform> float_border_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var src: texture_2d<f32>;
@group(0) @binding(2) 
var dst: texture_storage_2d<rgba32float,write>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
@group(0) @binding(3) 
var border: sampler;
@group(0) @binding(4) 
var<uniform> uint_border_args: array<vec4<u32>, 3>;
@group(0) @binding(5) 
var src_1: texture_2d<u32>;
@group(0) @binding(6) 
var dst_1: texture_storage_2d<rgba32uint,write>;
@group(0) @binding(7) 
var pixels: sampler;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn float_border(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;
    var local: vec2<i32>;
    var local_1: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = float_border_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = float_border_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = float_border_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = float_border_args[0].z;
        c = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e48 = c;
        local = _e48;
        let _e51 = local;
        let _e54 = c;
        local_1 = (_e54 - vec2(1i));
        let _e60 = local_1;
        let _e63 = textureDimensions(src);
        let _e64 = vec2<i32>(_e63);
        let _e82 = textureDimensions(src);
        let _e83 = vec2<f32>(_e82);
        let _e95 = textureSampleLevel(src, border, vec2<f32>(((floor(f32(_e60.x)) + 0.5f) / _e83.x), ((floor(f32(_e60.y)) + 0.5f) / _e83.y)), 0.0);
        let _e97 = select(vec4<f32>(), _e95, (((_e60.x >= 0i) && (_e60.x < _e64.x)) && ((_e60.y >= 0i) && (_e60.y < _e64.y))));
        textureStore(dst, _e51, vec4<f32>(_e97.x, _e97.y, _e97.z, select(_e97.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u)))));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn uint_border(@builtin(local_invocation_id) local_id_1: vec3<u32>, @builtin(workgroup_id) group_id_1: vec3<u32>) {
    var c_1: vec2<i32>;
    var local_2: vec2<i32>;
    var local_3: vec2<i32>;
    var local_4: vec2<f32>;

    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = uint_border_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = uint_border_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = uint_border_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = uint_border_args[0].z;
        c_1 = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e48 = c_1;
        local_2 = _e48;
        let _e51 = local_2;
        let _e54 = c_1;
        local_3 = (_e54 - vec2(1i));
        let _e60 = local_3;
        let _e63 = textureDimensions(src_1);
        let _e64 = vec2<i32>(_e63);
        let _e82 = textureLoad(src_1, vec2<i32>(clamp(_e60.x, 0i, (_e64.x - 1i)), clamp(_e60.y, 0i, (_e64.y - 1i))), 0i);
        let _e84 = select(vec4<u32>(), _e82, (((_e60.x >= 0i) && (_e60.x < _e64.x)) && ((_e60.y >= 0i) && (_e60.y < _e64.y))));
        let _e106 = c_1;
        local_4 = vec2<f32>((f32(_e106.x) + 0.5f), 0.5f);
        let _e115 = local_4;
        let _e118 = textureDimensions(src_1);
        let _e119 = vec2<i32>(_e118);
        let _e125 = i32(floor(_e115.x));
        let _e132 = i32(floor(_e115.y));
        let _e141 = textureLoad(src_1, vec2<i32>(clamp(_e125, 0i, (_e119.x - 1i)), clamp(_e132, 0i, (_e119.y - 1i))), 0i);
        textureStore(dst_1, _e51, (vec4<u32>(_e84.x, _e84.y, _e84.z, select(_e84.w, 1u, ((((src_channel_order_1 == 4272u) || (src_channel_order_1 == 4274u)) || (src_channel_order_1 == 4276u)) || (src_channel_order_1 == 4281u)))) + vec4<u32>(_e141.x, _e141.y, _e141.z, select(_e141.w, 1u, ((((src_channel_order_1 == 4272u) || (src_channel_order_1 == 4274u)) || (src_channel_order_1 == 4276u)) || (src_channel_order_1 == 4281u))))));
    }
}
