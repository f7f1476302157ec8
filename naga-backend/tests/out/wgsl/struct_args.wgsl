struct Particle {
    position: vec2<f32>,
    mass: f32,
    id: i32,
}

struct Params {
    scale: f32,
    offset: i32,
    bias: vec4<f32>,
}

@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> struct_args_args: array<vec4<u32>, 6>;
@group(0) @binding(1) 
var<storage> particles: array<Particle>;
@group(0) @binding(2) 
var<storage, read_write> out: array<vec4<f32>>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn struct_args(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: i32;
    var q: Particle;
    var v: vec4<f32>;
    var local: Params;
    var local_1: Params;
    var local_2: Params;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e7 = struct_args_args[0].x;
    let _e12 = struct_args_args[0].y;
    let _e17 = struct_args_args[1].x;
    let _e22 = struct_args_args[1].y;
    let _e27 = struct_args_args[1].z;
    let _e32 = struct_args_args[1].w;
    let _e35 = Params(bitcast<f32>(_e7), bitcast<i32>(_e12), vec4<f32>(bitcast<f32>(_e17), bitcast<f32>(_e22), bitcast<f32>(_e27), bitcast<f32>(_e32)));
    let _e41 = struct_args_args[3].x;
    {
        let _e45 = oclvk_group_id.x;
        let _e49 = struct_args_args[5].x;
        let _e54 = oclvk_local_id.x;
        let _e60 = struct_args_args[3].z;
        i = i32(((((_e45 + _e49) * oclvk_local_size_x) + _e54) + _e60));
        let _e65 = i;
        if (_e65 >= bitcast<i32>(_e41)) {
            return;
        }
        let _e68 = i;
        let _e72 = particles[(0i + _e68)];
        q = _e72;
        let _e76 = q.position;
        let _e79 = q.mass;
        let _e82 = q.id;
        local = _e35;
        let _e86 = local.offset;
        v = vec4<f32>(_e76, _e79, f32((_e82 + _e86)));
        let _e92 = i;
        let _e95 = v;
        local_1 = _e35;
        let _e99 = local_1.scale;
        local_2 = _e35;
        let _e105 = local_2.bias;
        out[(0i + _e92)] = ((_e95 * vec4(_e99)) + _e105);
    }
}
