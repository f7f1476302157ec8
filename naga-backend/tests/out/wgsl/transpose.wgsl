@group(0) @binding(0) 
var<uniform> transpose_args: array<vec4<u32>, 3>;
@group(0) @binding(1) 
var<storage> in: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> tile: array<array<f32, 17>, 16>;

@compute @workgroup_size(16, 16, 1) 
fn transpose_(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var x: i32;
    var y: i32;
    var local: bool;
    var local_1: bool;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e9 = transpose_args[1].x;
    let _e10 = bitcast<i32>(_e9);
    let _e14 = transpose_args[1].y;
    let _e15 = bitcast<i32>(_e14);
    {
        let _e18 = oclvk_group_id.x;
        let _e22 = transpose_args[2].x;
        let _e28 = oclvk_local_id.x;
        x = i32((((_e18 + _e22) * 16u) + _e28));
        let _e34 = oclvk_group_id.y;
        let _e38 = transpose_args[2].y;
        let _e44 = oclvk_local_id.y;
        y = i32((((_e34 + _e38) * 16u) + _e44));
        let _e49 = x;
        let _e50 = (_e49 < _e10);
        local = _e50;
        if _e50 {
            let _e53 = y;
            local = (_e53 < _e15);
        }
        let _e57 = local;
        if _e57 {
            let _e60 = oclvk_local_id.y;
            let _e64 = oclvk_local_id.x;
            let _e67 = y;
            let _e70 = x;
            let _e75 = in[(0i + ((_e67 * _e10) + _e70))];
            tile[i32(_e60)][i32(_e64)] = _e75;
        }
        workgroupBarrier();
        let _e81 = oclvk_group_id.y;
        let _e85 = transpose_args[2].y;
        let _e91 = oclvk_local_id.x;
        x = i32((((_e81 + _e85) * 16u) + _e91));
        let _e97 = oclvk_group_id.x;
        let _e101 = transpose_args[2].x;
        let _e107 = oclvk_local_id.y;
        y = i32((((_e97 + _e101) * 16u) + _e107));
        let _e112 = x;
        let _e113 = (_e112 < _e15);
        local_1 = _e113;
        if _e113 {
            let _e116 = y;
            local_1 = (_e116 < _e10);
        }
        let _e120 = local_1;
        if _e120 {
            let _e122 = y;
            let _e125 = x;
            let _e130 = oclvk_local_id.x;
            let _e134 = oclvk_local_id.y;
            let _e139 = tile[i32(_e130)][i32(_e134)];
            out[(0i + ((_e122 * _e15) + _e125))] = _e139;
        }
    }
}
