// RUN: oclvk compile -cl-std=CL2.0 %s
// OpenCL C 2.0 read_write images: read and write the same image without a sampler.
kernel void rw(read_write image2d_t img) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(img, c, read_imagef(img, c) * 2.0f);
}
