// targets: glsl
// GLSL has neither overrides nor specialization constants: a written image's channel data type
// and order are hidden fields of the argument block, as on MSL and HLSL (images_hidden_fields.cl).

kernel void written(write_only image2d_t img, int bias, global int *out) {
    out[0] = get_image_channel_order(img) + bias;
    out[1] = get_image_channel_data_type(img);
    write_imagef(img, (int2)(get_global_id(0), 0), (float4)(1.0f));
}
