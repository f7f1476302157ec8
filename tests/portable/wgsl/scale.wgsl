// The WGSL binding of the kernel of ../glsl/scale.comp, written by hand (scale.wgsl.json is its
// reflection), for the wgpu path: the argument block is the runner's bytes (k at 16, the
// global offset at 24, the group base at 48), read as words.

@id(0) override wg_x: u32 = 1u;
@id(1) override wg_y: u32 = 1u;
@id(2) override wg_z: u32 = 1u;
@id(3) override tile_len: u32 = 1u;
@id(4) override enqueued_x: u32 = 1u;

struct Args {
    words: array<vec4<u32>, 4>,
}

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> result: array<f32>;
@group(0) @binding(2) var<uniform> args: Args;

var<workgroup> tile: array<f32, tile_len>;

@compute @workgroup_size(wg_x, wg_y, wg_z)
fn scale(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let k = bitcast<f32>(args.words[1].x);
    let group = args.words[3].x + wid.x;
    let i = group * enqueued_x + lid.x;
    tile[lid.x] = a[i];
    workgroupBarrier();
    result[i] = tile[wg_x - 1u - lid.x] * k + f32(group);
}
