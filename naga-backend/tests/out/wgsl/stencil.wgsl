@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> stencil_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> in: array<f32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

fn at(grid_index0_: i32, x_1: i32, y_1: i32, width: i32) -> f32 {
    {
        let _e9 = in[(grid_index0_ + ((y_1 * width) + x_1))];
        return _e9;
    }
    return f32();
}

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn stencil(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var x: i32;
    var y: i32;
    var local: bool;
    var dst_index0_: i32;
    var local_1: bool;
    var local_2: bool;
    var local_3: bool;
    var sum: f32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    let _e9 = stencil_args[1].x;
    let _e10 = bitcast<i32>(_e9);
    let _e14 = stencil_args[1].y;
    let _e15 = bitcast<i32>(_e14);
    let _e19 = stencil_args[1].z;
    let _e24 = stencil_args[1].w;
    {
        let _e28 = oclvk_group_id.x;
        let _e32 = stencil_args[4].x;
        let _e37 = oclvk_local_id.x;
        let _e43 = stencil_args[2].x;
        x = i32(((((_e28 + _e32) * oclvk_local_size_x) + _e37) + _e43));
        let _e49 = oclvk_group_id.y;
        let _e53 = stencil_args[4].y;
        let _e58 = oclvk_local_id.y;
        let _e64 = stencil_args[2].z;
        y = i32(((((_e49 + _e53) * oclvk_local_size_y) + _e58) + _e64));
        let _e69 = x;
        let _e70 = (_e69 >= _e10);
        local = _e70;
        if _e70 {
        } else {
            let _e73 = y;
            local = (_e73 >= _e15);
        }
        let _e77 = local;
        if _e77 {
            return;
        }
        let _e79 = y;
        dst_index0_ = (0i + (_e79 * _e10));
        let _e84 = x;
        let _e86 = (_e84 == 0i);
        local_3 = _e86;
        if _e86 {
        } else {
            let _e89 = y;
            local_3 = (_e89 == 0i);
        }
        let _e94 = local_3;
        local_2 = _e94;
        if _e94 {
        } else {
            let _e97 = x;
            local_2 = (_e97 == (_e10 - 1i));
        }
        let _e103 = local_2;
        local_1 = _e103;
        if _e103 {
        } else {
            let _e106 = y;
            local_1 = (_e106 == (_e15 - 1i));
        }
        let _e112 = local_1;
        if _e112 {
            let _e114 = dst_index0_;
            let _e116 = x;
            let _e119 = x;
            let _e121 = y;
            let _e122 = at(0i, _e119, _e121, _e10);
            out[(_e114 + _e116)] = _e122;
            return;
        }
        let _e126 = x;
        let _e130 = y;
        let _e131 = at(0i, (_e126 - 1i), _e130, _e10);
        let _e133 = x;
        let _e137 = y;
        let _e138 = at(0i, (_e133 + 1i), _e137, _e10);
        let _e141 = x;
        let _e143 = y;
        let _e146 = at(0i, _e141, (_e143 - 1i), _e10);
        let _e149 = x;
        let _e151 = y;
        let _e154 = at(0i, _e149, (_e151 + 1i), _e10);
        sum = (((_e131 + _e138) + _e146) + _e154);
        let _e158 = dst_index0_;
        let _e160 = x;
        let _e163 = x;
        let _e165 = y;
        let _e166 = at(0i, _e163, _e165, _e10);
        let _e169 = sum;
        out[(_e158 + _e160)] = ((bitcast<f32>(_e19) * _e166) + (bitcast<f32>(_e24) * _e169));
    }
}
