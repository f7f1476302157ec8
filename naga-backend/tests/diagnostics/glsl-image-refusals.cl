// TARGET: glsl
// naga's GLSL combines each texture with the sampler it is sampled with, which the reflection's
// separate bindings do not describe: sampled images and samplers are refused there (storage
// images are not). Checked by naga-backend/tests/diagnostics.rs.

kernel void sampled(read_only image2d_t img, global float4 *out) { // expected-error {{a 'read_only' image ('img') is not supported on the glsl target yet (its textures are combined with their sampler)}}
  out[0] = read_imagef(img, (int2)(0));
}

kernel void sampler_argument(write_only image2d_t img, sampler_t s) { // expected-error {{a sampler argument ('s') is not supported on the glsl target yet (its textures are combined with their sampler)}}
  write_imagef(img, (int2)(0), (float4)(1.0f));
}

kernel void written(write_only image2d_t img, global float4 *out) {
  write_imagef(img, (int2)(0), out[0]);
}
