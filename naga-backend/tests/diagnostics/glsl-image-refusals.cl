// TARGET: glsl
// The images GLSL still refuses (naga-backend/src/images.rs): texel buffers. A 1D image array
// is a 2D array texture one texel high there, as on WGSL, so it compiles. Checked by
// naga-backend/tests/diagnostics.rs.

kernel void texels(read_only image1d_buffer_t img, global float4 *out) { // expected-error {{'image1d_buffer_t' is not supported on the glsl target yet}}
  out[0] = read_imagef(img, 0);
}

kernel void rows(read_only image1d_array_t img, global float4 *out) {
  out[0] = read_imagef(img, (int2)(0, 3)) + (float4)(get_image_array_size(img));
}

// naga's GLSL writer queries a storage image's layer count as 'imageSize(image, 0)', which
// GLSL has no overload for (glslangValidator refuses it).
kernel void layers(write_only image1d_array_t rows, global int *out) {
  out[0] = get_image_array_size(rows); // expected-error {{'get_image_array_size' of an image the kernel writes (naga's GLSL writer queries its layer count as 'imageSize(image, 0)', which GLSL has no overload for) is not supported on the glsl target}}
  write_imagef(rows, (int2)(0, 1), (float4)(get_image_width(rows)));
}

kernel void planes(write_only image2d_array_t planes, global int *out) {
  out[0] = get_image_array_size(planes); // expected-error {{'get_image_array_size' of an image the kernel writes (naga's GLSL writer queries its layer count as 'imageSize(image, 0)', which GLSL has no overload for) is not supported on the glsl target}}
}
