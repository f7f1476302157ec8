// RUN: oclvk check --verify %s
// read_only images can be read and not written; write_only images written and not read (the
// qualifiers chapter's example). Type qualifiers cannot be used with images: the specification
// says so, clang-15 accepts `const`; oclvk follows the specification.

kernel void my_func(read_only image2d_t imageA, write_only image2d_t imageB, sampler_t sampler) {
  int2 coords = (int2)(get_global_id(0), get_global_id(1));
  float4 clr = read_imagef(imageA, sampler, coords);  // legal
  clr = read_imagef(imageB, sampler, coords);         // expected-error {{no matching function for call to 'read_imagef'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  write_imagef(imageA, coords, clr);                  // expected-error {{no matching function for call to 'write_imagef'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  write_imagef(imageB, coords, clr);                  // legal
  int w = get_image_width(imageA) + get_image_height(imageB);
  float4 unsampled = read_imagef(imageA, coords);
}

kernel void qualified(const image2d_t img) {} // oclvk-error {{image types cannot be qualified with const or volatile}}
