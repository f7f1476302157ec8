@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;
@id(53248) override src_channel_data_type: u32 = 0u;
@id(53249) override src_channel_order: u32 = 0u;
@id(57352) override oclvk_sampler_modes_8_: u32 = 19u;
@id(53250) override layers_channel_data_type: u32 = 0u;
@id(53251) override layers_channel_order: u32 = 0u;

@group(0) @binding(0) 
var<uniform> copy_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var src: texture_2d<f32>;
@group(0) @binding(2) 
var dst: texture_storage_2d<rgba32float,write>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
@group(0) @binding(3) 
var<uniform> copy_ints_args: array<vec4<u32>, 3>;
@group(0) @binding(4) 
var src_1: texture_2d<i32>;
@group(0) @binding(5) 
var dst_1: texture_storage_2d<rgba32sint,write>;
@group(0) @binding(6) 
var<uniform> sampled_args: array<vec4<u32>, 3>;
@group(0) @binding(7) 
var src_2: texture_2d<f32>;
@group(0) @binding(8) 
var s: sampler;
@group(0) @binding(9) 
var dst_2: texture_storage_2d<rgba32float,write>;
@group(0) @binding(10) 
var smooth_: sampler;
@group(0) @binding(11) 
var pixels: sampler;
@group(0) @binding(12) 
var<uniform> volumes_args: array<vec4<u32>, 3>;
@group(0) @binding(13) 
var vol: texture_3d<f32>;
@group(0) @binding(14) 
var layers: texture_2d_array<f32>;
@group(0) @binding(15) 
var<storage, read_write> out: array<vec4<f32>>;

fn fetch(c_3: vec2<i32>) -> vec4<f32> {
    var local_10: vec2<i32>;

    {
        local_10 = c_3;
        let _e4 = local_10;
        let _e6 = textureLoad(src, _e4, 0i);
        return _e6;
    }
    return vec4<f32>();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn copy(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;
    var local: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = copy_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = copy_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = copy_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = copy_args[0].z;
        c = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e48 = c;
        local = _e48;
        let _e51 = local;
        let _e53 = c;
        let _e54 = fetch(_e53);
        textureStore(dst, _e51, (_e54 * vec4(2f)));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn copy_ints(@builtin(local_invocation_id) local_id_1: vec3<u32>, @builtin(workgroup_id) group_id_1: vec3<u32>) {
    var c_1: vec2<i32>;
    var local_1: vec2<i32>;
    var local_2: vec2<i32>;

    oclvk_local_id = local_id_1;
    oclvk_group_id = group_id_1;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = copy_ints_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = copy_ints_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = copy_ints_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = copy_ints_args[0].z;
        c_1 = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e48 = c_1;
        local_1 = _e48;
        let _e51 = local_1;
        let _e54 = c_1;
        local_2 = _e54;
        let _e57 = local_2;
        let _e59 = textureLoad(src_1, _e57, 0i);
        textureStore(dst_1, _e51, (_e59 - vec4<i32>(1i, 2i, 3i, 4i)));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn sampled(@builtin(local_invocation_id) local_id_2: vec3<u32>, @builtin(workgroup_id) group_id_2: vec3<u32>) {
    var c_2: vec2<i32>;
    var size: vec2<f32>;
    var f: vec2<f32>;
    var local_3: vec2<i32>;
    var local_4: vec2<f32>;
    var local_5: vec2<f32>;
    var local_6: vec2<f32>;

    oclvk_local_id = local_id_2;
    oclvk_group_id = group_id_2;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = sampled_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = sampled_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = sampled_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = sampled_args[0].z;
        c_2 = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e47 = textureDimensions(src_2);
        let _e53 = textureDimensions(src_2);
        size = vec2<f32>(f32(i32(_e47.x)), f32(i32(_e53.y)));
        let _e61 = c_2;
        let _e65 = c_2;
        let _e73 = size;
        f = ((vec2<f32>(f32(_e61.x), f32(_e65.y)) + vec2(0.25f)) / _e73);
        let _e78 = c_2;
        local_3 = _e78;
        let _e81 = local_3;
        let _e84 = f;
        local_4 = _e84;
        let _e87 = local_4;
        let _e94 = ((oclvk_sampler_modes_8_ & 1u) == 1u);
        let _e98 = ((oclvk_sampler_modes_8_ & 48u) == 32u);
        let _e99 = textureDimensions(src_2);
        let _e100 = vec2<f32>(_e99);
        let _e116 = textureSampleLevel(src_2, s, vec2<f32>(select((select((floor(_e87.x) + 0.5f), _e87.x, _e98) / _e100.x), _e87.x, _e94), select((select((floor(_e87.y) + 0.5f), _e87.y, _e98) / _e100.y), _e87.y, _e94)), 0.0);
        let _e138 = f;
        local_5 = _e138;
        let _e141 = local_5;
        let _e146 = textureSampleLevel(src_2, smooth_, vec2<f32>(_e141.x, _e141.y), 0.0);
        let _e169 = c_2;
        let _e175 = c_2;
        local_6 = vec2<f32>((f32(_e169.x) - 0.5f), (f32(_e175.y) + 0.75f));
        let _e183 = local_6;
        let _e186 = textureDimensions(src_2);
        let _e187 = vec2<f32>(_e186);
        let _e199 = textureSampleLevel(src_2, pixels, vec2<f32>(((floor(_e183.x) + 0.5f) / _e187.x), ((floor(_e183.y) + 0.5f) / _e187.y)), 0.0);
        textureStore(dst_2, _e81, ((vec4<f32>(_e116.x, _e116.y, _e116.z, select(_e116.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u)))) + vec4<f32>(_e146.x, _e146.y, _e146.z, select(_e146.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))))) + vec4<f32>(_e199.x, _e199.y, _e199.z, select(_e199.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))))));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn volumes(@builtin(local_invocation_id) local_id_3: vec3<u32>, @builtin(workgroup_id) group_id_3: vec3<u32>) {
    var i: i32;
    var d: vec4<i32>;
    var local_7: vec4<i32>;
    var local_8: vec4<f32>;
    var local_9: vec4<i32>;

    oclvk_local_id = local_id_3;
    oclvk_group_id = group_id_3;
    {
        let _e7 = oclvk_group_id.x;
        let _e11 = volumes_args[2].x;
        let _e16 = oclvk_local_id.x;
        let _e22 = volumes_args[0].z;
        i = i32(((((_e7 + _e11) * oclvk_local_size_x) + _e16) + _e22));
        let _e27 = textureDimensions(vol);
        d = vec4<i32>(i32(_e27.x), i32(_e27.y), i32(_e27.z), 0i);
        let _e38 = i;
        let _e42 = i;
        local_7 = vec4<i32>(_e42, 0i, 1i, 0i);
        let _e49 = local_7;
        let _e52 = textureLoad(vol, _e49.xyz, 0i);
        let _e57 = i;
        local_8 = vec4<f32>(0.5f, 0.5f, f32(_e57), 0f);
        let _e63 = local_8;
        let _e70 = textureNumLayers(layers);
        let _e77 = textureSampleLevel(layers, smooth_, vec2<f32>(_e63.x, _e63.y), clamp(i32(round(_e63.z)), 0i, (i32(_e70) - 1i)), 0.0);
        let _e102 = i;
        local_9 = vec4<i32>(0i, 0i, _e102, 0i);
        let _e107 = local_9;
        let _e111 = textureLoad(layers, _e107.xy, _e107.z, 0i);
        let _e114 = textureDimensions(vol);
        let _e121 = textureDimensions(layers);
        let _e124 = textureNumLayers(layers);
        let _e128 = d;
        let _e132 = d;
        out[(0i + _e38)] = (((_e52 + vec4<f32>(_e77.x, _e77.y, _e77.z, select(_e77.w, 1f, ((((layers_channel_order == 4272u) || (layers_channel_order == 4274u)) || (layers_channel_order == 4276u)) || (layers_channel_order == 4281u))))) + _e111) + vec4<f32>(f32(i32(_e114.z)), f32(u32(_e124)), f32(_e128.x), f32(_e132.w)));
    }
}
