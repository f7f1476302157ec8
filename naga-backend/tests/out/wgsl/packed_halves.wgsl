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
        let _e111 = bitcast<u32>(_e103.x);
        let _e117 = (_e111 & 2147483647u);
        let _e119 = (_e117 - 939524096u);
        let _e150 = (_e109 + 0i);
        let _e152 = (_e150 >> 1u);
        let _e157 = (bitcast<u32>((_e150 & 1i)) * 16u);
        atomicAnd((&out[_e152]), ~((65535u << _e157)));
        atomicOr((&out[_e152]), ((((_e111 >> 16u) & 32768u) | select(select(select((((_e119 + 4095u) + ((_e119 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e117) * 16777216f))), (_e117 < 947912704u)), 31744u, (_e117 >= 1199566848u)), (32256u | ((_e117 >> 13u) & 1023u)), (_e117 > 2139095040u))) << _e157));
        let _e168 = bitcast<u32>(_e103.y);
        let _e174 = (_e168 & 2147483647u);
        let _e176 = (_e174 - 939524096u);
        let _e207 = (_e109 + 1i);
        let _e209 = (_e207 >> 1u);
        let _e214 = (bitcast<u32>((_e207 & 1i)) * 16u);
        atomicAnd((&out[_e209]), ~((65535u << _e214)));
        atomicOr((&out[_e209]), ((((_e168 >> 16u) & 32768u) | select(select(select((((_e176 + 4095u) + ((_e176 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e174) * 16777216f))), (_e174 < 947912704u)), 31744u, (_e174 >= 1199566848u)), (32256u | ((_e174 >> 13u) & 1023u)), (_e174 > 2139095040u))) << _e214));
        let _e225 = bitcast<u32>(_e103.z);
        let _e231 = (_e225 & 2147483647u);
        let _e233 = (_e231 - 939524096u);
        let _e264 = (_e109 + 2i);
        let _e266 = (_e264 >> 1u);
        let _e271 = (bitcast<u32>((_e264 & 1i)) * 16u);
        atomicAnd((&out[_e266]), ~((65535u << _e271)));
        atomicOr((&out[_e266]), ((((_e225 >> 16u) & 32768u) | select(select(select((((_e233 + 4095u) + ((_e233 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e231) * 16777216f))), (_e231 < 947912704u)), 31744u, (_e231 >= 1199566848u)), (32256u | ((_e231 >> 13u) & 1023u)), (_e231 > 2139095040u))) << _e271));
        let _e282 = bitcast<u32>(_e103.w);
        let _e288 = (_e282 & 2147483647u);
        let _e290 = (_e288 - 939524096u);
        let _e321 = (_e109 + 3i);
        let _e323 = (_e321 >> 1u);
        let _e328 = (bitcast<u32>((_e321 & 1i)) * 16u);
        atomicAnd((&out[_e323]), ~((65535u << _e328)));
        atomicOr((&out[_e323]), ((((_e282 >> 16u) & 32768u) | select(select(select((((_e290 + 4095u) + ((_e290 >> 13u) & 1u)) >> 13u), u32(round((bitcast<f32>(_e288) * 16777216f))), (_e288 < 947912704u)), 31744u, (_e288 >= 1199566848u)), (32256u | ((_e288 >> 13u) & 1023u)), (_e288 > 2139095040u))) << _e328));
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
