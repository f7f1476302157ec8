// TARGET: glsl
// naga's GLSL writer queries a 1D array texture's layer count as its width (`textureSize`
// without `.y`), which the layer index of every read and write is clamped to: a wrong layer,
// so 1D image arrays are refused on GLSL (naga-backend/src/images.rs). Checked by
// naga-backend/tests/diagnostics.rs.

kernel void rows(read_only image1d_array_t img, global float4 *out) { // expected-error {{'image1d_array_t' is not supported on the glsl target (naga's GLSL writer gives a 1D array texture's width for its layer count, which the layer index is clamped to)}}
  out[0] = read_imagef(img, (int2)(0, 3)) + (float4)(get_image_array_size(img));
}
