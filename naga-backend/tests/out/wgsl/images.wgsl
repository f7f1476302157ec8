@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;
@id(57352) override oclvk_sampler_modes_8_: u32 = 19u;

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
var border: sampler;
@group(0) @binding(13) 
var<uniform> uint_border_args: array<vec4<u32>, 3>;
@group(0) @binding(14) 
var src_3: texture_2d<u32>;
@group(0) @binding(15) 
var dst_3: texture_storage_2d<rgba32uint,write>;
@group(0) @binding(16) 
var<uniform> volumes_args: array<vec4<u32>, 3>;
@group(0) @binding(17) 
var vol: texture_3d<f32>;
@group(0) @binding(18) 
var layers: texture_2d_array<f32>;
@group(0) @binding(19) 
var<storage, read_write> out: array<vec4<f32>>;

fn fetch(c_4: vec2<i32>) -> vec4<f32> {
    {
        let _e6 = textureLoad(src, vec2<i32>(c_4.x, c_4.y), 0i);
        return _e6;
    }
    return vec4<f32>();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn copy(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var c: vec2<i32>;

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
        let _e53 = c;
        let _e54 = fetch(_e53);
        textureStore(dst, vec2<i32>(_e48.x, _e48.y), (_e54 * vec4(2f)));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn copy_ints(@builtin(local_invocation_id) local_id_1: vec3<u32>, @builtin(workgroup_id) group_id_1: vec3<u32>) {
    var c_1: vec2<i32>;

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
        let _e54 = c_1;
        let _e59 = textureLoad(src_1, vec2<i32>(_e54.x, _e54.y), 0i);
        textureStore(dst_1, vec2<i32>(_e48.x, _e48.y), (_e59 - vec4<i32>(1i, 2i, 3i, 4i)));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn sampled(@builtin(local_invocation_id) local_id_2: vec3<u32>, @builtin(workgroup_id) group_id_2: vec3<u32>) {
    var c_2: vec2<i32>;
    var size: vec2<f32>;
    var f: vec2<f32>;

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
        let _e84 = f;
        let _e91 = ((oclvk_sampler_modes_8_ & 1u) == 1u);
        let _e95 = ((oclvk_sampler_modes_8_ & 48u) == 32u);
        let _e96 = textureDimensions(src_2);
        let _e97 = vec2<f32>(_e96);
        let _e113 = textureSampleLevel(src_2, s, vec2<f32>(select((select((floor(_e84.x) + 0.5f), _e84.x, _e95) / _e97.x), _e84.x, _e91), select((select((floor(_e84.y) + 0.5f), _e84.y, _e95) / _e97.y), _e84.y, _e91)), 0.0);
        let _e116 = f;
        let _e121 = textureSampleLevel(src_2, smooth_, vec2<f32>(_e116.x, _e116.y), 0.0);
        let _e125 = c_2;
        let _e131 = c_2;
        let _e136 = vec2<f32>((f32(_e125.x) - 0.5f), (f32(_e131.y) + 0.75f));
        let _e139 = textureDimensions(src_2);
        let _e140 = vec2<f32>(_e139);
        let _e152 = textureSampleLevel(src_2, pixels, vec2<f32>(((floor(_e136.x) + 0.5f) / _e140.x), ((floor(_e136.y) + 0.5f) / _e140.y)), 0.0);
        let _e156 = c_2;
        let _e159 = (_e156 - vec2(1i));
        let _e162 = textureDimensions(src_2);
        let _e163 = vec2<i32>(_e162);
        let _e181 = textureDimensions(src_2);
        let _e182 = vec2<f32>(_e181);
        let _e194 = textureSampleLevel(src_2, border, vec2<f32>(((floor(f32(_e159.x)) + 0.5f) / _e182.x), ((floor(f32(_e159.y)) + 0.5f) / _e182.y)), 0.0);
        textureStore(dst_2, vec2<i32>(_e78.x, _e78.y), (((_e113 + _e121) + _e152) + select(vec4<f32>(), _e194, (((_e159.x >= 0i) && (_e159.x < _e163.x)) && ((_e159.y >= 0i) && (_e159.y < _e163.y))))));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn uint_border(@builtin(local_invocation_id) local_id_3: vec3<u32>, @builtin(workgroup_id) group_id_3: vec3<u32>) {
    var c_3: vec2<i32>;

    oclvk_local_id = local_id_3;
    oclvk_group_id = group_id_3;
    {
        let _e6 = oclvk_group_id.x;
        let _e10 = uint_border_args[2].x;
        let _e15 = oclvk_local_id.x;
        let _e21 = uint_border_args[0].x;
        let _e26 = oclvk_group_id.y;
        let _e30 = uint_border_args[2].y;
        let _e35 = oclvk_local_id.y;
        let _e41 = uint_border_args[0].z;
        c_3 = vec2<i32>(i32(((((_e6 + _e10) * oclvk_local_size_x) + _e15) + _e21)), i32(((((_e26 + _e30) * oclvk_local_size_y) + _e35) + _e41)));
        let _e48 = c_3;
        let _e54 = c_3;
        let _e57 = (_e54 - vec2(1i));
        let _e60 = textureDimensions(src_3);
        let _e61 = vec2<i32>(_e60);
        let _e79 = textureLoad(src_3, vec2<i32>(clamp(_e57.x, 0i, (_e61.x - 1i)), clamp(_e57.y, 0i, (_e61.y - 1i))), 0i);
        let _e84 = c_3;
        let _e90 = vec2<f32>((f32(_e84.x) + 0.5f), 0.5f);
        let _e93 = textureDimensions(src_3);
        let _e94 = vec2<i32>(_e93);
        let _e100 = i32(floor(_e90.x));
        let _e107 = i32(floor(_e90.y));
        let _e116 = textureLoad(src_3, vec2<i32>(clamp(_e100, 0i, (_e94.x - 1i)), clamp(_e107, 0i, (_e94.y - 1i))), 0i);
        textureStore(dst_3, vec2<i32>(_e48.x, _e48.y), (select(vec4<u32>(), _e79, (((_e57.x >= 0i) && (_e57.x < _e61.x)) && ((_e57.y >= 0i) && (_e57.y < _e61.y)))) + _e116));
    }
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn volumes(@builtin(local_invocation_id) local_id_4: vec3<u32>, @builtin(workgroup_id) group_id_4: vec3<u32>) {
    var i: i32;
    var d: vec4<i32>;

    oclvk_local_id = local_id_4;
    oclvk_group_id = group_id_4;
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
        let _e46 = vec4<i32>(_e42, 0i, 1i, 0i);
        let _e52 = textureLoad(vol, vec3<i32>(_e46.x, _e46.y, _e46.z), 0i);
        let _e57 = i;
        let _e60 = vec4<f32>(0.5f, 0.5f, f32(_e57), 0f);
        let _e67 = textureNumLayers(layers);
        let _e74 = textureSampleLevel(layers, smooth_, vec2<f32>(_e60.x, _e60.y), clamp(i32(round(_e60.z)), 0i, (i32(_e67) - 1i)), 0.0);
        let _e80 = i;
        let _e82 = vec4<i32>(0i, 0i, _e80, 0i);
        let _e88 = textureLoad(layers, vec2<i32>(_e82.x, _e82.y), _e82.z, 0i);
        let _e91 = textureDimensions(vol);
        let _e98 = textureDimensions(layers);
        let _e101 = textureNumLayers(layers);
        let _e105 = d;
        let _e109 = d;
        out[(0i + _e38)] = (((_e52 + _e74) + _e88) + vec4<f32>(f32(i32(_e91.z)), f32(u32(_e101)), f32(_e105.x), f32(_e109.w)));
    }
}
