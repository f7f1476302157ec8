@group(0) @binding(0) 
var<uniform> fixed_size_args: array<vec4<u32>, 5>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<u32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;
var<workgroup> oclvk_collective_0_: array<u32, 15>;

@compute @workgroup_size(5, 3, 1) 
fn fixed_size(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var g: u32;
    var local: u32;
    var local_1: u32;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e8 = oclvk_group_id.x;
        let _e12 = fixed_size_args[3].x;
        let _e17 = oclvk_local_id.x;
        let _e23 = fixed_size_args[1].x;
        let _e28 = fixed_size_args[1].x;
        let _e32 = oclvk_group_id.y;
        let _e36 = fixed_size_args[3].y;
        let _e41 = oclvk_local_id.y;
        let _e47 = fixed_size_args[1].z;
        let _e52 = fixed_size_args[1].z;
        let _e56 = oclvk_group_id.z;
        let _e60 = fixed_size_args[3].z;
        let _e65 = oclvk_local_id.z;
        let _e71 = fixed_size_args[2].x;
        let _e76 = fixed_size_args[2].x;
        let _e81 = fixed_size_args[4].x;
        let _e85 = fixed_size_args[4].y;
        g = (((((((((_e56 + _e60) * 1u) + _e65) + _e71) - _e76) * _e85) + (((((_e32 + _e36) * 3u) + _e41) + _e47) - _e52)) * _e81) + (((((_e8 + _e12) * 5u) + _e17) + _e23) - _e28));
        let _e92 = g;
        let _e96 = g;
        let _e101 = in[(0i + i32(_e96))];
        let _e107 = oclvk_local_id.x;
        let _e110 = oclvk_local_id.y;
        let _e113 = oclvk_local_id.z;
        let _e119 = ((5u * ((3u * _e113) + _e110)) + _e107);
        oclvk_collective_0_[_e119] = _e101;
        workgroupBarrier();
        local = 1u;
        loop {
            let _e124 = local;
            if (_e124 >= 15u) {
                break;
            }
            let _e128 = oclvk_collective_0_[_e119];
            let _e129 = (_e119 >= _e124);
            let _e135 = oclvk_collective_0_[select(0u, (_e119 - _e124), _e129)];
            workgroupBarrier();
            oclvk_collective_0_[_e119] = select(_e128, (_e135 + _e128), _e129);
            workgroupBarrier();
            local = (_e124 << 1u);
        }
        let _e144 = oclvk_collective_0_[_e119];
        workgroupBarrier();
        let _e146 = g;
        let _e151 = in[(0i + i32(_e146))];
        let _e157 = oclvk_local_id.x;
        let _e160 = oclvk_local_id.y;
        let _e163 = oclvk_local_id.z;
        let _e169 = ((5u * ((3u * _e163) + _e160)) + _e157);
        oclvk_collective_0_[_e169] = _e151;
        workgroupBarrier();
        local_1 = 15u;
        loop {
            let _e173 = local_1;
            if (_e173 <= 1u) {
                break;
            }
            let _e177 = ((_e173 + 1u) >> 1u);
            let _e178 = (_e169 + _e177);
            if (_e178 < _e173) {
                let _e182 = oclvk_collective_0_[_e169];
                let _e185 = oclvk_collective_0_[_e178];
                oclvk_collective_0_[_e169] = min(_e182, _e185);
            }
            workgroupBarrier();
            local_1 = _e177;
        }
        let _e192 = oclvk_collective_0_[0u];
        workgroupBarrier();
        out[(0i + i32(_e92))] = (_e144 + _e192);
    }
}
