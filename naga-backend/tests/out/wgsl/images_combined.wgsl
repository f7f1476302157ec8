@id(53248) override src_channel_data_type: u32 = 0u;
@id(53249) override src_channel_order: u32 = 0u;
@id(57346) override oclvk_sampler_modes_2_: u32 = 19u;
@id(53250) override counts_channel_data_type: u32 = 0u;
@id(53251) override counts_channel_order: u32 = 0u;
@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> combined_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var src: texture_2d<f32>;
@group(0) @binding(2) 
var s: sampler;
@group(0) @binding(3) 
var table: texture_2d<f32>;
@group(0) @binding(4) 
var counts: texture_2d<u32>;
@group(0) @binding(5) 
var dst: texture_storage_2d<rgba32float,write>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
@group(0) @binding(6) 
var wrap: sampler;
@group(0) @binding(7) 
var smooth_: sampler;
@group(0) @binding(8) 
var pixels: sampler;

fn at(f_1: vec2<f32>) -> vec4<f32> {
    var local_4: vec2<f32>;

    {
        local_4 = f_1;
        let _e4 = local_4;
        let _e11 = ((oclvk_sampler_modes_2_ & 1u) == 1u);
        let _e15 = ((oclvk_sampler_modes_2_ & 48u) == 32u);
        let _e16 = textureDimensions(src);
        let _e17 = vec2<f32>(_e16);
        let _e33 = textureSampleLevel(src, s, vec2<f32>(select((select((floor(_e4.x) + 0.5f), _e4.x, _e15) / _e17.x), _e4.x, _e11), select((select((floor(_e4.y) + 0.5f), _e4.y, _e15) / _e17.y), _e4.y, _e11)), 0.0);
        return vec4<f32>(_e33.x, _e33.y, _e33.z, select(_e33.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))));
    }
    return vec4<f32>();
}

fn at_1(f_2: vec2<f32>) -> vec4<f32> {
    var local_5: vec2<f32>;

    {
        local_5 = f_2;
        let _e4 = local_5;
        let _e9 = textureSampleLevel(src, smooth_, vec2<f32>(_e4.x, _e4.y), 0.0);
        return vec4<f32>(_e9.x, _e9.y, _e9.z, select(_e9.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))));
    }
    return vec4<f32>();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn combined(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;
    var size: vec2<f32>;
    var f: vec2<f32>;
    var d: vec2<i32>;
    var n: vec4<u32>;
    var local: vec2<f32>;
    var local_1: vec2<i32>;
    var local_2: vec2<f32>;
    var local_3: vec2<i32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = combined_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = combined_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = combined_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = combined_args[0].z;
        c = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e47 = textureDimensions(src);
        let _e53 = textureDimensions(src);
        size = vec2<f32>(f32(i32(_e47.x)), f32(i32(_e53.y)));
        let _e61 = c;
        let _e65 = c;
        let _e73 = size;
        f = ((vec2<f32>(f32(_e61.x), f32(_e65.y)) + vec2(0.25f)) / _e73);
        let _e77 = textureDimensions(table);
        d = vec2<i32>(i32(_e77.x), i32(_e77.y));
        let _e86 = f;
        local = _e86;
        let _e89 = local;
        let _e92 = textureDimensions(counts);
        let _e93 = vec2<i32>(_e92);
        let _e103 = i32(floor(((_e89.x - floor(_e89.x)) * f32(_e93.x))));
        let _e114 = i32(floor(((_e89.y - floor(_e89.y)) * f32(_e93.y))));
        let _e120 = textureLoad(counts, vec2<i32>(select(_e103, (_e103 - _e93.x), (_e103 > (_e93.x - 1i))), select(_e114, (_e114 - _e93.y), (_e114 > (_e93.y - 1i)))), 0i);
        n = vec4<u32>(_e120.x, _e120.y, _e120.z, select(_e120.w, 1u, ((((counts_channel_order == 4272u) || (counts_channel_order == 4274u)) || (counts_channel_order == 4276u)) || (counts_channel_order == 4281u))));
        let _e143 = c;
        local_1 = _e143;
        let _e146 = local_1;
        let _e148 = f;
        let _e149 = at(_e148);
        let _e151 = f;
        let _e152 = at_1(_e151);
        let _e156 = c;
        let _e162 = c;
        local_2 = vec2<f32>((f32(_e156.x) - 0.5f), (f32(_e162.y) + 0.75f));
        let _e170 = local_2;
        let _e173 = textureDimensions(src);
        let _e174 = vec2<f32>(_e173);
        let _e186 = textureSampleLevel(src, pixels, vec2<f32>(((floor(_e170.x) + 0.5f) / _e174.x), ((floor(_e170.y) + 0.5f) / _e174.y)), 0.0);
        let _e209 = c;
        local_3 = _e209;
        let _e212 = local_3;
        let _e214 = textureLoad(table, _e212, 0i);
        let _e217 = d;
        let _e220 = d;
        let _e227 = n;
        textureStore(dst, _e146, (((((_e149 + _e152) + vec4<f32>(_e186.x, _e186.y, _e186.z, select(_e186.w, 1f, ((((src_channel_order == 4272u) || (src_channel_order == 4274u)) || (src_channel_order == 4276u)) || (src_channel_order == 4281u))))) + _e214) + vec4(f32((_e217.x * _e220.y)))) + vec4(f32(_e227.x))));
    }
}
