// targets: msl hlsl
// What MSL and HLSL take from the argument block's hidden fields, having neither overrides nor
// specialization constants: an image's channel data type and order, a sampler argument's modes
// (by which the shader normalizes unnormalized coordinates and picks integer texels).
// tests/portable_image_runs.rs runs the same forms through the hidden fields on lavapipe.

kernel void formats(read_only image2d_t img, int bias, global int *out) {
    out[0] = get_image_channel_data_type(img) + bias;
    out[1] = get_image_channel_order(img);
}

kernel void unnormalized(read_only image2d_t img, sampler_t s, global float4 *out) {
    int i = get_global_id(0);
    out[i] = read_imagef(img, s, (float2)(i * 0.75f + 0.3f, 0.5f));
}

kernel void int_sampler_argument(read_only image2d_t img, sampler_t s, global int4 *out) {
    int i = get_global_id(0);
    out[i] = read_imagei(img, s, (float2)(i * 0.3f - 0.5f, 0.5f));
}
