@id(0) override oclvk_local_size_x: u32 = 1u;
@id(1) override oclvk_local_size_y: u32 = 1u;
@id(2) override oclvk_local_size_z: u32 = 1u;

@group(0) @binding(0) 
var<uniform> halves_args: array<vec4<u32>, 4>;
@group(0) @binding(1) 
var<storage> in: array<u32>;
@group(0) @binding(2) 
var<storage, read_write> out: array<atomic<u32>>;
@group(0) @binding(3) 
var<storage, read_write> f: array<f32>;
var<private> oclvk_local_id: vec3<u32>;
var<private> oclvk_group_id: vec3<u32>;

@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z) 
fn halves(@builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) group_id: vec3<u32>) {
    var i: u32;
    var v: vec4<f32>;

    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        let _e9 = oclvk_group_id.x;
        let _e13 = halves_args[3].x;
        let _e18 = oclvk_local_id.x;
        let _e24 = halves_args[1].z;
        i = ((((_e9 + _e13) * oclvk_local_size_x) + _e18) + _e24);
        let _e28 = i;
        let _e32 = (0i + (i32(_e28) * 4i));
        let _e34 = (_e32 + 0i);
        let _e44 = in[(_e34 >> 1u)];
        let _e50 = (_e32 + 1i);
        let _e60 = in[(_e50 >> 1u)];
        let _e66 = (_e32 + 2i);
        let _e76 = in[(_e66 >> 1u)];
        let _e82 = (_e32 + 3i);
        let _e92 = in[(_e82 >> 1u)];
        v = vec4<f32>(unpack2x16float(extractBits(_e44, (bitcast<u32>((_e34 & 1i)) * 16u), 16u)).x, unpack2x16float(extractBits(_e60, (bitcast<u32>((_e50 & 1i)) * 16u), 16u)).x, unpack2x16float(extractBits(_e76, (bitcast<u32>((_e66 & 1i)) * 16u), 16u)).x, unpack2x16float(extractBits(_e92, (bitcast<u32>((_e82 & 1i)) * 16u), 16u)).x);
        let _e100 = v;
        let _e103 = (_e100 * vec4(2f));
        let _e105 = i;
        let _e109 = (0i + (i32(_e105) * 4i));
        let _e112 = (_e109 + 0i);
        let _e114 = (_e112 >> 1u);
        let _e119 = (bitcast<u32>((_e112 & 1i)) * 16u);
        let _e121 = bitcast<u32>(_e103.x);
        let _e127 = (_e121 & 2147483647u);
        let _e129 = (_e127 - 939524096u);
        atomicAnd((&out[_e114]), ~((65535u << _e119)));
        atomicOr((&out[_e114]), ((((_e121 >> 16u) & 32768u) | select(select(select((((_e129 + 4095u) + ((_e129 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e127) * 16777216f))), (_e127 < 947912704u)), 31744u, (_e127 >= 1199566848u)), (32256u | ((_e127 >> 13u) & 1023u)), (_e127 > 2139095040u))) << _e119));
        let _e169 = (_e109 + 1i);
        let _e171 = (_e169 >> 1u);
        let _e176 = (bitcast<u32>((_e169 & 1i)) * 16u);
        let _e178 = bitcast<u32>(_e103.y);
        let _e184 = (_e178 & 2147483647u);
        let _e186 = (_e184 - 939524096u);
        atomicAnd((&out[_e171]), ~((65535u << _e176)));
        atomicOr((&out[_e171]), ((((_e178 >> 16u) & 32768u) | select(select(select((((_e186 + 4095u) + ((_e186 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e184) * 16777216f))), (_e184 < 947912704u)), 31744u, (_e184 >= 1199566848u)), (32256u | ((_e184 >> 13u) & 1023u)), (_e184 > 2139095040u))) << _e176));
        let _e226 = (_e109 + 2i);
        let _e228 = (_e226 >> 1u);
        let _e233 = (bitcast<u32>((_e226 & 1i)) * 16u);
        let _e235 = bitcast<u32>(_e103.z);
        let _e241 = (_e235 & 2147483647u);
        let _e243 = (_e241 - 939524096u);
        atomicAnd((&out[_e228]), ~((65535u << _e233)));
        atomicOr((&out[_e228]), ((((_e235 >> 16u) & 32768u) | select(select(select((((_e243 + 4095u) + ((_e243 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e241) * 16777216f))), (_e241 < 947912704u)), 31744u, (_e241 >= 1199566848u)), (32256u | ((_e241 >> 13u) & 1023u)), (_e241 > 2139095040u))) << _e233));
        let _e283 = (_e109 + 3i);
        let _e285 = (_e283 >> 1u);
        let _e290 = (bitcast<u32>((_e283 & 1i)) * 16u);
        let _e292 = bitcast<u32>(_e103.w);
        let _e298 = (_e292 & 2147483647u);
        let _e300 = (_e298 - 939524096u);
        atomicAnd((&out[_e285]), ~((65535u << _e290)));
        atomicOr((&out[_e285]), ((((_e292 >> 16u) & 32768u) | select(select(select((((_e300 + 4095u) + ((_e300 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e298) * 16777216f))), (_e298 < 947912704u)), 31744u, (_e298 >= 1199566848u)), (32256u | ((_e298 >> 13u) & 1023u)), (_e298 > 2139095040u))) << _e290));
        let _e339 = i;
        let _e344 = i;
        let _e353 = ((0i + (i32(((4u * _e344) + 1u)) * 1i)) + 0i);
        let _e363 = in[(_e353 >> 1u)];
        let _e369 = i;
        let _e373 = (0i + (i32(_e369) * 2i));
        let _e375 = (_e373 + 0i);
        let _e385 = in[(_e375 >> 1u)];
        let _e391 = (_e373 + 1i);
        let _e401 = in[(_e391 >> 1u)];
        f[(0i + i32(_e339))] = (unpack2x16float(extractBits(_e363, (bitcast<u32>((_e353 & 1i)) * 16u), 16u)).x + vec2<f32>(unpack2x16float(extractBits(_e385, (bitcast<u32>((_e375 & 1i)) * 16u), 16u)).x, unpack2x16float(extractBits(_e401, (bitcast<u32>((_e391 & 1i)) * 16u), 16u)).x).y);
    }
}
