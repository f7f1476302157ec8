/* Images and samplers: device limits, supported formats, creation (1D, 1D array, 2D, 2D array,
 * 3D; host pointers and pitches; the 1.x calls), image information, reads and writes of
 * regions, copies between images and to and from buffers, fills, maps, samplers and their
 * information, kernels reading with samplers (clamping, repeat, normalized coordinates,
 * nearest and linear filters) and integer images, kernel argument checks and error codes. */
/* The 1.x image and sampler calls are tested too. */
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include "common.h"

#define W 8
#define H 4

static const char *source =
    "kernel void copy2d(read_only image2d_t src, write_only image2d_t dst) {\n"
    "  int2 p = (int2)(get_global_id(0), get_global_id(1));\n"
    "  write_imagef(dst, p, read_imagef(src, p) * 2.0f);\n"
    "}\n"
    "kernel void sample(read_only image2d_t img, sampler_t s, global const float2 *coords,\n"
    "                   global float4 *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[i] = read_imagef(img, s, coords[i]);\n"
    "}\n"
    "kernel void sample3d(read_only image3d_t img, sampler_t s, global float4 *out) {\n"
    "  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);\n"
    "  float4 c = (float4)((x + 0.5f) / 4.0f, (y + 0.5f) / 4.0f, (z + 0.5f) / 4.0f, 0.0f);\n"
    "  out[(z * 4 + y) * 4 + x] = read_imagef(img, s, c);\n"
    "}\n"
    "kernel void write3d(write_only image3d_t img) {\n"
    "  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);\n"
    "  write_imagef(img, (int4)(x, y, z, 0), (float4)(x, y, z, 100.0f * z + 10.0f * y + x));\n"
    "}\n"
    "kernel void uints(read_only image2d_t src, sampler_t s, write_only image2d_t dst,\n"
    "                  global uint4 *out) {\n"
    "  int2 p = (int2)(get_global_id(0), get_global_id(1));\n"
    "  uint4 v = read_imageui(src, s, p);\n"
    "  out[p.y * get_global_size(0) + p.x] = v;\n"
    "  write_imageui(dst, p, v + (uint4)(1, 2, 3, 4));\n"
    "}\n"
    "kernel void ints(read_only image1d_array_t src, global int4 *out) {\n"
    "  int x = get_global_id(0), layer = get_global_id(1);\n"
    "  out[layer * get_global_size(0) + x] = read_imagei(src, (int2)(x, layer));\n"
    "}\n"
    "kernel void queries(read_only image2d_array_t a, read_only image3d_t b, global int *out) {\n"
    "  out[0] = get_image_width(a); out[1] = get_image_height(a);\n"
    "  out[2] = (int)get_image_array_size(a); out[3] = get_image_depth(b);\n"
    "  out[4] = get_image_channel_data_type(a); out[5] = get_image_channel_order(a);\n"
    "}\n"
    "kernel void takes_buffer(global float *p) { p[0] = 1.0f; }\n"
    "kernel void tripled(read_only image1d_buffer_t src, write_only image1d_buffer_t dst) {\n"
    "  int x = get_global_id(0);\n"
    "  write_imagef(dst, x, read_imagef(src, x) * 3.0f);\n"
    "}\n";

static cl_image_format fmt(cl_channel_order order, cl_channel_type type) {
  cl_image_format f;
  f.image_channel_order = order;
  f.image_channel_data_type = type;
  return f;
}

static cl_image_desc desc_of(cl_mem_object_type type, size_t w, size_t h, size_t d, size_t layers) {
  cl_image_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.image_type = type;
  desc.image_width = w;
  desc.image_height = h;
  desc.image_depth = d;
  desc.image_array_size = layers;
  return desc;
}

static cl_mem make_image(Setup *s, cl_mem_flags flags, cl_image_format f, cl_image_desc d,
                         void *host) {
  cl_int err;
  cl_mem image = clCreateImage(s->context, flags, &f, &d, host, &err);
  REQUIRE_OK(err);
  return image;
}

static void print_floats(const char *name, const float *v, int n, const char *tolerance) {
  int i;
  checks_run++;
  printf("approx %s %s =", name, tolerance);
  for (i = 0; i < n; i++) printf(" %.6g", v[i]);
  printf("\n");
}

static void print_uints(const char *name, const cl_uint *v, int n) {
  int i;
  checks_run++;
  printf("ok %s =", name);
  for (i = 0; i < n; i++) printf(" %u", v[i]);
  printf("\n");
}

static void print_bytes(const char *name, const unsigned char *v, int n) {
  int i;
  checks_run++;
  printf("ok %s =", name);
  for (i = 0; i < n; i++) printf(" %u", v[i]);
  printf("\n");
}

static int has_format(const cl_image_format *list, cl_uint n, cl_channel_order o,
                      cl_channel_type t) {
  cl_uint i;
  for (i = 0; i < n; i++)
    if (list[i].image_channel_order == o && list[i].image_channel_data_type == t) return 1;
  return 0;
}

static void limits_and_formats(Setup *s) {
  cl_bool images = CL_FALSE;
  size_t w2 = 0, h2 = 0, w3 = 0, layers = 0;
  cl_uint reads = 0, writes = 0, samplers = 0;
  static const cl_channel_type required[] = {
      CL_UNORM_INT8,    CL_UNORM_INT16,    CL_SNORM_INT8,     CL_SNORM_INT16, CL_SIGNED_INT8,
      CL_SIGNED_INT16,  CL_SIGNED_INT32,   CL_UNSIGNED_INT8,  CL_UNSIGNED_INT16,
      CL_UNSIGNED_INT32, CL_HALF_FLOAT,    CL_FLOAT};
  static const cl_mem_flags usages[] = {CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY, CL_MEM_READ_WRITE};
  static const char *usage_names[] = {"read_only", "write_only", "read_write"};
  static const cl_mem_object_type types[] = {CL_MEM_OBJECT_IMAGE1D, CL_MEM_OBJECT_IMAGE1D_ARRAY,
                                             CL_MEM_OBJECT_IMAGE2D, CL_MEM_OBJECT_IMAGE2D_ARRAY,
                                             CL_MEM_OBJECT_IMAGE3D};
  int u, t;
  cl_uint n = 0;
  cl_image_format list[256];
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  CHECK_EQ("device.image_support", images, CL_TRUE);
  REQUIRE(images);
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof w2, &w2, NULL));
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof h2, &h2, NULL));
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_IMAGE3D_MAX_WIDTH, sizeof w3, &w3, NULL));
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, sizeof layers, &layers, NULL));
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_MAX_READ_IMAGE_ARGS, sizeof reads, &reads, NULL));
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_MAX_WRITE_IMAGE_ARGS, sizeof writes, &writes, NULL));
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_MAX_SAMPLERS, sizeof samplers, &samplers, NULL));
  info("device.limits", "2D %zux%zu, 3D %zu, %zu layers, %u read, %u write images, %u samplers",
       w2, h2, w3, layers, reads, writes, samplers);
  /* OpenCL 3.0's minimums for a device with images. */
  CHECK("device.image2d_max", w2 >= 8192 && h2 >= 8192);
  CHECK("device.image3d_max", w3 >= 2048);
  CHECK("device.image_array_max", layers >= 2048);
  CHECK("device.read_image_args", reads >= 128);
  CHECK("device.write_image_args", writes >= 64);
  CHECK("device.samplers", samplers >= 16);

  for (t = 0; t < 5; t++) {
    for (u = 0; u < 3; u++) {
      char name[96];
      size_t k;
      int all = 1;
      REQUIRE_OK(clGetSupportedImageFormats(s->context, usages[u], types[t], 256, list, &n));
      if (n > 256) n = 256;
      for (k = 0; k < sizeof required / sizeof required[0]; k++)
        all &= has_format(list, n, CL_RGBA, required[k]);
      all &= has_format(list, n, CL_BGRA, CL_UNORM_INT8);
      snprintf(name, sizeof name, "formats.type%d.%s.minimum_list", t, usage_names[u]);
      CHECK(name, all);
      snprintf(name, sizeof name, "formats.type%d.%s.count", t, usage_names[u]);
      info(name, "%u", n);
    }
  }
  /* The count alone, then a too-small list: only num_entries are written. */
  {
    cl_uint count = 0, again = 0;
    cl_image_format two[3];
    memset(two, 0xAB, sizeof two);
    REQUIRE_OK(clGetSupportedImageFormats(s->context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &count));
    REQUIRE_OK(clGetSupportedImageFormats(s->context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 2, two, &again));
    CHECK("formats.count_protocol", count == again && count >= 2);
    CHECK("formats.writes_only_num_entries", two[2].image_channel_order == 0xABABABABu);
  }
  EXPECT_CODE("formats.zero_entries_with_list",
              clGetSupportedImageFormats(s->context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, list, &n),
              CL_INVALID_VALUE);
  EXPECT_CODE("formats.bad_type",
              clGetSupportedImageFormats(s->context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_BUFFER, 256, list, &n),
              CL_INVALID_VALUE);
  EXPECT_CODE_REF_DEVIATES("formats.bad_flags", clGetSupportedImageFormats(s->context, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, CL_MEM_OBJECT_IMAGE2D, 256, list, &n), CL_INVALID_VALUE, CL_SUCCESS,
                           "PoCL 3.1 does not check the flags");
  EXPECT_CODE("formats.null_context",
              clGetSupportedImageFormats(NULL, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 256, list, &n),
              CL_INVALID_CONTEXT);
}

/* A W x H RGBA float image: texel (x, y) = (x, y, x + 10 y, 1). */
static void fill_texels(float *t) {
  int x, y;
  for (y = 0; y < H; y++)
    for (x = 0; x < W; x++) {
      float *p = t + 4 * (y * W + x);
      p[0] = (float)x;
      p[1] = (float)y;
      p[2] = (float)(x + 10 * y);
      p[3] = 1.0f;
    }
}

static void transfers_and_info(Setup *s) {
  float texels[W * H * 4], back[W * H * 4], pitched[3 * 40];
  cl_image_format rgba = fmt(CL_RGBA, CL_FLOAT);
  cl_image_desc d2 = desc_of(CL_MEM_OBJECT_IMAGE2D, W, H, 0, 0);
  cl_mem image;
  size_t origin[3] = {2, 1, 0}, region[3] = {3, 2, 1}, full[3] = {W, H, 1}, v = 0;
  cl_image_format got;
  cl_mem_object_type type = 0;
  size_t size = 0;
  int i;
  fill_texels(texels);
  image = make_image(s, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, rgba, d2, texels);
  memset(back, 0, sizeof back);
  REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, (size_t[3]){0, 0, 0}, full, 0, 0, back, 0, NULL, NULL));
  CHECK("read.whole", memcmp(back, texels, sizeof texels) == 0);
  /* A region of 3 texels (48 bytes) a row into rows of 64 bytes. */
  memset(pitched, 0, sizeof pitched);
  REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, origin, region, 64, 0, pitched, 0, NULL, NULL));
  print_floats("read.region_pitched", pitched, 2 * 16, "rel=0 abs=0");
  /* Write a region from pitched rows, read the image back. */
  for (i = 0; i < 2 * 16; i++) pitched[i] = 100.0f + (float)i;
  REQUIRE_OK(clEnqueueWriteImage(s->queue, image, CL_TRUE, origin, region, 64, 0, pitched, 0, NULL, NULL));
  REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, (size_t[3]){0, 0, 0}, full, 0, 0, back, 0, NULL, NULL));
  print_floats("write.region_pitched", back, W * H * 4, "rel=0 abs=0");

  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_FORMAT, sizeof got, &got, NULL));
  CHECK("info.format", got.image_channel_order == CL_RGBA && got.image_channel_data_type == CL_FLOAT);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_ELEMENT_SIZE, sizeof v, &v, NULL));
  CHECK_EQ("info.element_size", v, 16);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_WIDTH, sizeof v, &v, NULL));
  CHECK_EQ("info.width", v, W);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_HEIGHT, sizeof v, &v, NULL));
  CHECK_EQ("info.height", v, H);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_DEPTH, sizeof v, &v, NULL));
  CHECK_EQ("info.depth", v, 0);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_ARRAY_SIZE, sizeof v, &v, NULL));
  CHECK_EQ("info.array_size", v, 0);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_ROW_PITCH, sizeof v, &v, NULL));
  CHECK_EQ("info.row_pitch", v, W * 16);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_SLICE_PITCH, sizeof v, &v, NULL));
  CHECK_EQ("info.slice_pitch", v, 0);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_NUM_MIP_LEVELS, sizeof(cl_uint), &i, NULL));
  CHECK_EQ("info.mip_levels", i, 0);
  REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_WIDTH, 0, NULL, &size));
  CHECK_EQ("info.size_query", size, sizeof(size_t));
  EXPECT_CODE("info.bad_param", clGetImageInfo(image, 0x7fff, sizeof v, &v, NULL), CL_INVALID_VALUE);
  EXPECT_CODE("info.too_small", clGetImageInfo(image, CL_IMAGE_WIDTH, 1, &v, NULL), CL_INVALID_VALUE);
  REQUIRE_OK(clGetMemObjectInfo(image, CL_MEM_TYPE, sizeof type, &type, NULL));
  CHECK_EQ("mem_info.type", type, CL_MEM_OBJECT_IMAGE2D);
  REQUIRE_OK(clGetMemObjectInfo(image, CL_MEM_SIZE, sizeof size, &size, NULL));
  info("mem_info.size", "%zu", size);
  CHECK("mem_info.size_holds_texels", size >= sizeof texels);
  REQUIRE_OK(clRetainMemObject(image));
  REQUIRE_OK(clReleaseMemObject(image));
  REQUIRE_OK(clReleaseMemObject(image));

  /* The 1.x entry point, with a host row pitch of 160 bytes (two spare texels a row). */
  {
    float rows[H * 10 * 4];
    cl_int err;
    memset(rows, 0, sizeof rows);
    for (i = 0; i < H; i++) memcpy(rows + i * 40, texels + i * W * 4, W * 16);
    image = clCreateImage2D(s->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &rgba, W, H, 160, rows, &err);
    EXPECT_OK("create_image2d", err);
    REQUIRE(image != NULL);
    REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, (size_t[3]){0, 0, 0}, full, 0, 0, back, 0, NULL, NULL));
    CHECK("create_image2d.pitched_host_data", memcmp(back, texels, sizeof texels) == 0);
    REQUIRE_OK(clReleaseMemObject(image));
  }
}

static void kernels_and_samplers(Setup *s, cl_program program) {
  float texels[W * H * 4], out[W * H * 4];
  cl_image_format rgba = fmt(CL_RGBA, CL_FLOAT);
  cl_image_desc d2 = desc_of(CL_MEM_OBJECT_IMAGE2D, W, H, 0, 0);
  cl_mem src, dst, coords, results;
  cl_kernel copy = kernel_of(program, "copy2d"), sample = kernel_of(program, "sample");
  size_t global[2] = {W, H}, full[3] = {W, H, 1};
  cl_int err;
  int c;
  /* Unnormalized then normalized coordinates (x, y): edges, between texels, outside. */
  static const float unnormalized[16] = {-1.5f, 0.5f, 1.0f, 0.5f, 1.25f, 1.5f, 9.5f, 3.5f,
                                         3.5f, 2.0f, 0.5f, -3.0f, 7.9f, 0.1f, 4.0f, 2.0f};
  static const float normalized[16] = {1.0625f, 0.125f, 0.0f, 0.0f, -0.0625f, 0.375f, 0.5f, 0.5f,
                                       1.875f, 0.875f, 0.25f, 0.625f, -0.5f, 1.25f, 0.9375f, 0.875f};
  struct {
    const char *name;
    cl_bool normalized;
    cl_addressing_mode addressing;
    cl_filter_mode filter;
  } cases[] = {
      {"sample.unnormalized.clamp_to_edge.nearest", CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST},
      {"sample.unnormalized.clamp_to_edge.linear", CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_LINEAR},
      {"sample.unnormalized.clamp.nearest", CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST},
      {"sample.unnormalized.clamp.linear", CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_LINEAR},
      {"sample.normalized.repeat.nearest", CL_TRUE, CL_ADDRESS_REPEAT, CL_FILTER_NEAREST},
      {"sample.normalized.repeat.linear", CL_TRUE, CL_ADDRESS_REPEAT, CL_FILTER_LINEAR},
      {"sample.normalized.mirrored_repeat.nearest", CL_TRUE, CL_ADDRESS_MIRRORED_REPEAT, CL_FILTER_NEAREST},
      {"sample.normalized.clamp_to_edge.linear", CL_TRUE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_LINEAR},
  };
  fill_texels(texels);
  src = make_image(s, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, rgba, d2, texels);
  dst = make_image(s, CL_MEM_WRITE_ONLY, rgba, d2, NULL);
  REQUIRE_OK(clSetKernelArg(copy, 0, sizeof src, &src));
  REQUIRE_OK(clSetKernelArg(copy, 1, sizeof dst, &dst));
  REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, copy, 2, NULL, global, NULL, 0, NULL, NULL));
  REQUIRE_OK(clEnqueueReadImage(s->queue, dst, CL_TRUE, (size_t[3]){0, 0, 0}, full, 0, 0, out, 0, NULL, NULL));
  print_floats("kernel.copy_doubled", out, W * H * 4, "rel=0 abs=0");

  coords = clCreateBuffer(s->context, CL_MEM_READ_ONLY, sizeof unnormalized, NULL, &err);
  REQUIRE_OK(err);
  results = clCreateBuffer(s->context, CL_MEM_WRITE_ONLY, 8 * 16, NULL, &err);
  REQUIRE_OK(err);
  for (c = 0; c < (int)(sizeof cases / sizeof cases[0]); c++) {
    cl_sampler sampler = clCreateSampler(s->context, cases[c].normalized, cases[c].addressing,
                                         cases[c].filter, &err);
    REQUIRE_OK(err);
    REQUIRE_OK(clEnqueueWriteBuffer(s->queue, coords, CL_TRUE, 0, sizeof unnormalized,
                                    cases[c].normalized ? normalized : unnormalized, 0, NULL, NULL));
    REQUIRE_OK(clSetKernelArg(sample, 0, sizeof src, &src));
    REQUIRE_OK(clSetKernelArg(sample, 1, sizeof sampler, &sampler));
    REQUIRE_OK(clSetKernelArg(sample, 2, sizeof coords, &coords));
    REQUIRE_OK(clSetKernelArg(sample, 3, sizeof results, &results));
    REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, sample, 1, NULL, (size_t[1]){8}, NULL, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, results, CL_TRUE, 0, 8 * 16, out, 0, NULL, NULL));
    /* Linear filtering's weights have limited precision (Vulkan: 8 bits on lavapipe). */
    print_floats(cases[c].name, out, 8 * 4, cases[c].filter == CL_FILTER_LINEAR ? "rel=0 abs=0.2" : "rel=0 abs=0");
    REQUIRE_OK(clReleaseSampler(sampler));
  }
  REQUIRE_OK(clReleaseMemObject(coords));
  REQUIRE_OK(clReleaseMemObject(results));
  REQUIRE_OK(clReleaseMemObject(src));
  REQUIRE_OK(clReleaseMemObject(dst));
  REQUIRE_OK(clReleaseKernel(copy));
  REQUIRE_OK(clReleaseKernel(sample));
}

static void integer_and_layered(Setup *s, cl_program program) {
  cl_int err;
  /* RGBA UNSIGNED_INT8 2D image read with a sampler, written back incremented. */
  {
    unsigned char bytes[4 * 2 * 4], back[4 * 2 * 4];
    cl_uint out[4 * 2 * 4];
    cl_image_desc d = desc_of(CL_MEM_OBJECT_IMAGE2D, 4, 2, 0, 0);
    cl_mem src, dst, buffer;
    cl_sampler sampler = clCreateSampler(s->context, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST, &err);
    cl_kernel k = kernel_of(program, "uints");
    int i;
    REQUIRE_OK(err);
    for (i = 0; i < 32; i++) bytes[i] = (unsigned char)(7 * i + 3);
    src = make_image(s, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, fmt(CL_RGBA, CL_UNSIGNED_INT8), d, bytes);
    dst = make_image(s, CL_MEM_WRITE_ONLY, fmt(CL_RGBA, CL_UNSIGNED_INT8), d, NULL);
    buffer = clCreateBuffer(s->context, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);
    REQUIRE_OK(err);
    REQUIRE_OK(clSetKernelArg(k, 0, sizeof src, &src));
    REQUIRE_OK(clSetKernelArg(k, 1, sizeof sampler, &sampler));
    REQUIRE_OK(clSetKernelArg(k, 2, sizeof dst, &dst));
    REQUIRE_OK(clSetKernelArg(k, 3, sizeof buffer, &buffer));
    REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, k, 2, NULL, (size_t[2]){4, 2}, NULL, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    print_uints("uint8.read_imageui", out, 32);
    REQUIRE_OK(clEnqueueReadImage(s->queue, dst, CL_TRUE, (size_t[3]){0, 0, 0}, (size_t[3]){4, 2, 1}, 0, 0, back, 0, NULL, NULL));
    print_bytes("uint8.write_imageui", back, 32);
    REQUIRE_OK(clReleaseMemObject(src));
    REQUIRE_OK(clReleaseMemObject(dst));
    REQUIRE_OK(clReleaseMemObject(buffer));
    REQUIRE_OK(clReleaseSampler(sampler));
    REQUIRE_OK(clReleaseKernel(k));
  }
  /* A 1D array of SIGNED_INT16 texels: written a layer at a time, read by a kernel. */
  {
    short layer[3][5 * 4];
    cl_int out[3 * 5 * 4];
    cl_image_desc d = desc_of(CL_MEM_OBJECT_IMAGE1D_ARRAY, 5, 0, 0, 3);
    cl_mem image = make_image(s, CL_MEM_READ_ONLY, fmt(CL_RGBA, CL_SIGNED_INT16), d, NULL);
    cl_mem buffer = clCreateBuffer(s->context, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);
    cl_kernel k = kernel_of(program, "ints");
    size_t v = 0;
    int l, i;
    REQUIRE_OK(err);
    for (l = 0; l < 3; l++) {
      for (i = 0; i < 20; i++) layer[l][i] = (short)(i * (l % 2 ? -300 : 17) + l);
      REQUIRE_OK(clEnqueueWriteImage(s->queue, image, CL_FALSE, (size_t[3]){0, (size_t)l, 0}, (size_t[3]){5, 1, 1}, 0, 0, layer[l], 0, NULL, NULL));
    }
    REQUIRE_OK(clSetKernelArg(k, 0, sizeof image, &image));
    REQUIRE_OK(clSetKernelArg(k, 1, sizeof buffer, &buffer));
    REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, k, 2, NULL, (size_t[2]){5, 3}, NULL, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    print_uints("int16_1d_array.read_imagei", (const cl_uint *)out, 60);
    REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_ARRAY_SIZE, sizeof v, &v, NULL));
    CHECK_EQ("int16_1d_array.array_size", v, 3);
    REQUIRE_OK(clGetImageInfo(image, CL_IMAGE_SLICE_PITCH, sizeof v, &v, NULL));
    CHECK_EQ("int16_1d_array.slice_pitch", v, 5 * 8);
    REQUIRE_OK(clReleaseMemObject(image));
    REQUIRE_OK(clReleaseMemObject(buffer));
    REQUIRE_OK(clReleaseKernel(k));
  }
  /* 3D: written by a kernel, sampled with normalized coordinates, a slice copied to a 2D image
   * and into a 2D array's layer; queries. */
  {
    cl_image_desc d3 = desc_of(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4, 0);
    cl_image_desc d2 = desc_of(CL_MEM_OBJECT_IMAGE2D, 4, 4, 0, 0);
    cl_image_desc da = desc_of(CL_MEM_OBJECT_IMAGE2D_ARRAY, 4, 4, 0, 3);
    cl_image_format rgba = fmt(CL_RGBA, CL_FLOAT);
    cl_mem cube = make_image(s, CL_MEM_READ_WRITE, rgba, d3, NULL);
    cl_mem flat = make_image(s, CL_MEM_READ_WRITE, rgba, d2, NULL);
    cl_mem array = make_image(s, CL_MEM_READ_WRITE, rgba, da, NULL);
    cl_kernel w = kernel_of(program, "write3d"), r = kernel_of(program, "sample3d");
    cl_kernel q = kernel_of(program, "queries");
    cl_sampler sampler = clCreateSampler(s->context, CL_TRUE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, &err);
    cl_mem buffer = clCreateBuffer(s->context, CL_MEM_READ_WRITE, 64 * 16, NULL, &err);
    float out[64 * 4], slice[16 * 4];
    cl_int queries[6];
    REQUIRE_OK(err);
    REQUIRE_OK(clSetKernelArg(w, 0, sizeof cube, &cube));
    REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, w, 3, NULL, (size_t[3]){4, 4, 4}, NULL, 0, NULL, NULL));
    REQUIRE_OK(clSetKernelArg(r, 0, sizeof cube, &cube));
    REQUIRE_OK(clSetKernelArg(r, 1, sizeof sampler, &sampler));
    REQUIRE_OK(clSetKernelArg(r, 2, sizeof buffer, &buffer));
    REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, r, 3, NULL, (size_t[3]){4, 4, 4}, NULL, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    print_floats("image3d.write_then_sample", out, 64 * 4, "rel=0 abs=0");
    /* Slice z = 2 of the cube into the 2D image, then into layer 1 of the array (zeroed
     * first: a new image's contents are undefined). */
    REQUIRE_OK(clEnqueueFillImage(s->queue, array, &(cl_float4){{0.0f, 0.0f, 0.0f, 0.0f}}, (size_t[3]){0, 0, 0}, (size_t[3]){4, 4, 3}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueCopyImage(s->queue, cube, flat, (size_t[3]){0, 0, 2}, (size_t[3]){0, 0, 0}, (size_t[3]){4, 4, 1}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueCopyImage(s->queue, flat, array, (size_t[3]){1, 1, 0}, (size_t[3]){0, 0, 1}, (size_t[3]){3, 3, 1}, 0, NULL, NULL));
    memset(slice, 0, sizeof slice);
    REQUIRE_OK(clEnqueueReadImage(s->queue, array, CL_TRUE, (size_t[3]){0, 0, 1}, (size_t[3]){4, 4, 1}, 0, 0, slice, 0, NULL, NULL));
    print_floats("copy.3d_slice_to_2d_to_array_layer", slice, 16 * 4, "rel=0 abs=0");
    /* Within the cube, between non-overlapping boxes. */
    REQUIRE_OK(clEnqueueCopyImage(s->queue, cube, cube, (size_t[3]){0, 0, 0}, (size_t[3]){2, 2, 2}, (size_t[3]){2, 2, 2}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadImage(s->queue, cube, CL_TRUE, (size_t[3]){0, 0, 3}, (size_t[3]){4, 4, 1}, 0, 0, slice, 0, NULL, NULL));
    print_floats("copy.within_3d", slice, 16 * 4, "rel=0 abs=0");
    EXPECT_CODE("copy.overlap", clEnqueueCopyImage(s->queue, cube, cube, (size_t[3]){0, 0, 0}, (size_t[3]){1, 1, 1}, (size_t[3]){2, 2, 2}, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
    REQUIRE_OK(clSetKernelArg(q, 0, sizeof array, &array));
    REQUIRE_OK(clSetKernelArg(q, 1, sizeof cube, &cube));
    REQUIRE_OK(clSetKernelArg(q, 2, sizeof buffer, &buffer));
    REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, q, 1, NULL, (size_t[1]){1}, NULL, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 0, sizeof queries, queries, 0, NULL, NULL));
    print_uints("kernel.queries", (const cl_uint *)queries, 6);
    REQUIRE_OK(clReleaseMemObject(cube));
    REQUIRE_OK(clReleaseMemObject(flat));
    REQUIRE_OK(clReleaseMemObject(array));
    REQUIRE_OK(clReleaseMemObject(buffer));
    REQUIRE_OK(clReleaseSampler(sampler));
    REQUIRE_OK(clReleaseKernel(w));
    REQUIRE_OK(clReleaseKernel(r));
    REQUIRE_OK(clReleaseKernel(q));
  }
  /* 1D image of CL_BGRA UNORM_INT8 (the order is the host's). */
  {
    unsigned char bgra[6 * 4], back[6 * 4];
    cl_image_desc d = desc_of(CL_MEM_OBJECT_IMAGE1D, 6, 0, 0, 0);
    cl_mem image;
    int i;
    for (i = 0; i < 24; i++) bgra[i] = (unsigned char)(i * 11);
    image = make_image(s, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, fmt(CL_BGRA, CL_UNORM_INT8), d, bgra);
    REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, (size_t[3]){1, 0, 0}, (size_t[3]){4, 1, 1}, 0, 0, back, 0, NULL, NULL));
    print_bytes("bgra8_1d.read_region", back, 16);
    REQUIRE_OK(clReleaseMemObject(image));
  }
}

static void buffers_fills_maps(Setup *s) {
  float texels[W * H * 4], back[W * H * 4];
  cl_image_format rgba = fmt(CL_RGBA, CL_FLOAT);
  cl_image_desc d2 = desc_of(CL_MEM_OBJECT_IMAGE2D, W, H, 0, 0);
  cl_mem image, buffer;
  size_t full[3] = {W, H, 1}, zero[3] = {0, 0, 0};
  cl_int err;
  fill_texels(texels);
  image = make_image(s, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, rgba, d2, texels);
  buffer = clCreateBuffer(s->context, CL_MEM_READ_WRITE, 1024, NULL, &err);
  REQUIRE_OK(err);
  /* Image region to a buffer at a texel-aligned offset and at an unaligned one. */
  {
    float got[16];
    REQUIRE_OK(clEnqueueCopyImageToBuffer(s->queue, image, buffer, (size_t[3]){5, 2, 0}, (size_t[3]){2, 2, 1}, 32, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 32, 64, got, 0, NULL, NULL));
    print_floats("copy.image_to_buffer", got, 16, "rel=0 abs=0");
    REQUIRE_OK(clEnqueueCopyImageToBuffer(s->queue, image, buffer, (size_t[3]){1, 3, 0}, (size_t[3]){3, 1, 1}, 260, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 260, 48, got, 0, NULL, NULL));
    print_floats("copy.image_to_buffer_unaligned", got, 12, "rel=0 abs=0");
    /* And back into the image at another place, from the unaligned offset. */
    REQUIRE_OK(clEnqueueCopyBufferToImage(s->queue, buffer, image, 260, (size_t[3]){0, 0, 0}, (size_t[3]){3, 1, 1}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueCopyBufferToImage(s->queue, buffer, image, 32, (size_t[3]){6, 2, 0}, (size_t[3]){2, 2, 1}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, zero, full, 0, 0, back, 0, NULL, NULL));
    print_floats("copy.buffer_to_image", back, W * H * 4, "rel=0 abs=0");
    EXPECT_CODE("copy.image_to_buffer.past_end", clEnqueueCopyImageToBuffer(s->queue, image, buffer, zero, full, 1000, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("copy.image_to_buffer.image_as_buffer", clEnqueueCopyImageToBuffer(s->queue, image, image, zero, full, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT_CODE("copy.buffer_to_image.buffer_as_image", clEnqueueCopyBufferToImage(s->queue, buffer, buffer, 0, zero, full, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  }
  /* Fills: a float region, a unorm8 image, an int16 image (RGBA order). */
  {
    cl_float4 color = {{1.5f, -2.0f, 3.25f, 4.0f}};
    cl_float4 unorm = {{1.0f, 0.2f, 0.0f, 0.6f}};
    cl_int4 ints = {{-5, 7, 32000, -32000}};
    unsigned char bytes[3 * 2 * 4];
    short shorts[2 * 2 * 2 * 4];
    cl_image_desc d = desc_of(CL_MEM_OBJECT_IMAGE2D, 3, 2, 0, 0);
    cl_image_desc da = desc_of(CL_MEM_OBJECT_IMAGE2D_ARRAY, 2, 2, 0, 2);
    cl_mem u8 = make_image(s, CL_MEM_READ_WRITE, fmt(CL_BGRA, CL_UNORM_INT8), d, NULL);
    cl_mem i16 = make_image(s, CL_MEM_READ_WRITE, fmt(CL_RGBA, CL_SIGNED_INT16), da, NULL);
    REQUIRE_OK(clEnqueueFillImage(s->queue, image, &color, (size_t[3]){1, 1, 0}, (size_t[3]){2, 2, 1}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, zero, full, 0, 0, back, 0, NULL, NULL));
    print_floats("fill.float_region", back, W * H * 4, "rel=0 abs=0");
    REQUIRE_OK(clEnqueueFillImage(s->queue, u8, &unorm, zero, (size_t[3]){3, 2, 1}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadImage(s->queue, u8, CL_TRUE, zero, (size_t[3]){3, 2, 1}, 0, 0, bytes, 0, NULL, NULL));
    print_bytes("fill.bgra_unorm8", bytes, 24);
    REQUIRE_OK(clEnqueueFillImage(s->queue, i16, &ints, zero, (size_t[3]){2, 2, 2}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadImage(s->queue, i16, CL_TRUE, zero, (size_t[3]){2, 2, 2}, 0, 0, shorts, 0, NULL, NULL));
    {
      cl_uint widened[32];
      int i;
      for (i = 0; i < 32; i++) widened[i] = (cl_uint)(cl_int)shorts[i];
      print_uints("fill.int16_array", widened, 32);
    }
    EXPECT_CODE("fill.null_color", clEnqueueFillImage(s->queue, image, NULL, zero, full, 0, NULL, NULL), CL_INVALID_VALUE);
    REQUIRE_OK(clReleaseMemObject(u8));
    REQUIRE_OK(clReleaseMemObject(i16));
  }
  /* Maps: read a region through the returned pitch, write another, unmap, read back. */
  {
    size_t row = 0, slice = 7;
    float *p = clEnqueueMapImage(s->queue, image, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, (size_t[3]){2, 1, 0}, (size_t[3]){3, 2, 1}, &row, &slice, 0, NULL, NULL, &err);
    cl_uint count = 0;
    float seen[2 * 3 * 4];
    int y;
    REQUIRE_OK(err);
    CHECK("map.row_pitch", row >= 3 * 16);
    CHECK_EQ("map.slice_pitch_2d", slice, 0);
    for (y = 0; y < 2; y++) {
      memcpy(seen + y * 12, (char *)p + y * row, 48);
      ((float *)((char *)p + y * row))[0] = -1.0f - (float)y;
    }
    print_floats("map.read", seen, 24, "rel=0 abs=0");
    REQUIRE_OK(clGetMemObjectInfo(image, CL_MEM_MAP_COUNT, sizeof count, &count, NULL));
    CHECK_EQ("map.count", count, 1);
    REQUIRE_OK(clEnqueueUnmapMemObject(s->queue, image, p, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadImage(s->queue, image, CL_TRUE, zero, full, 0, 0, back, 0, NULL, NULL));
    print_floats("map.written_back", back, W * H * 4, "rel=0 abs=0");
    EXPECT_CODE("map.unknown_pointer", clEnqueueUnmapMemObject(s->queue, image, back, 0, NULL, NULL), CL_INVALID_VALUE);
    p = clEnqueueMapImage(s->queue, image, CL_TRUE, CL_MAP_READ, zero, full, NULL, NULL, 0, NULL, NULL, &err);
    EXPECT_CODE("map.null_row_pitch", err, CL_INVALID_VALUE);
    CHECK("map.null_row_pitch.no_pointer", p == NULL);
  }
  /* USE_HOST_PTR: the map is the application's memory, with what a kernel-side write left. */
  {
    float host[4 * 3 * 4];
    cl_image_desc d = desc_of(CL_MEM_OBJECT_IMAGE2D, 4, 3, 0, 0);
    cl_mem used;
    size_t row = 0;
    float *p;
    int i;
    for (i = 0; i < 48; i++) host[i] = (float)i;
    used = make_image(s, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, rgba, d, host);
    REQUIRE_OK(clEnqueueFillImage(s->queue, used, &(cl_float4){{9.0f, 8.0f, 7.0f, 6.0f}}, (size_t[3]){1, 1, 0}, (size_t[3]){1, 1, 1}, 0, NULL, NULL));
    p = clEnqueueMapImage(s->queue, used, CL_TRUE, CL_MAP_READ, (size_t[3]){1, 1, 0}, (size_t[3]){2, 1, 1}, &row, NULL, 0, NULL, NULL, &err);
    REQUIRE_OK(err);
    CHECK("use_host_ptr.map_is_host_memory", p == host + (4 + 1) * 4);
    CHECK_EQ("use_host_ptr.row_pitch", row, 4 * 16);
    print_floats("use_host_ptr.mapped", p, 8, "rel=0 abs=0");
    REQUIRE_OK(clEnqueueUnmapMemObject(s->queue, used, p, 0, NULL, NULL));
    REQUIRE_OK(clFinish(s->queue));
    REQUIRE_OK(clReleaseMemObject(used));
  }
  REQUIRE_OK(clReleaseMemObject(image));
  REQUIRE_OK(clReleaseMemObject(buffer));
}

static cl_int create_code(Setup *s, cl_mem_flags flags, const cl_image_format *f,
                          const cl_image_desc *d, void *host) {
  cl_int err = 0;
  cl_mem m = clCreateImage(s->context, flags, f, d, host, &err);
  if (m != NULL) clReleaseMemObject(m);
  return err;
}

/* 1D buffer images: views of a buffer's memory, read and written by kernels and transfers. */
static void buffer_images(Setup *s, cl_program program) {
  cl_int err;
  float data[16 * 4], out[16 * 4], part[4 * 4];
  cl_image_format rgba = fmt(CL_RGBA, CL_FLOAT);
  cl_image_desc d = desc_of(CL_MEM_OBJECT_IMAGE1D_BUFFER, 12, 0, 0, 0);
  cl_mem in_buf, out_buf, in_img, out_img, got = NULL;
  cl_kernel k = kernel_of(program, "tripled");
  size_t max = 0;
  cl_uint n = 0;
  cl_image_format list[256];
  int i;
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, sizeof max, &max, NULL));
  CHECK("buffer_image.max_size", max >= 65536);
  REQUIRE_OK(clGetSupportedImageFormats(s->context, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE1D_BUFFER, 256, list, &n));
  if (n > 256) n = 256;
  info("buffer_image.formats", "%u", n);
  CHECK("buffer_image.formats.rgba_float", has_format(list, n, CL_RGBA, CL_FLOAT));
  for (i = 0; i < 64; i++) data[i] = (float)i - 10.0f;
  in_buf = clCreateBuffer(s->context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof data, data, &err);
  REQUIRE_OK(err);
  out_buf = clCreateBuffer(s->context, CL_MEM_READ_WRITE, sizeof data, NULL, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clEnqueueFillBuffer(s->queue, out_buf, &(cl_float){0.0f}, sizeof(cl_float), 0, sizeof data, 0, NULL, NULL));
  d.buffer = in_buf;
  in_img = clCreateImage(s->context, CL_MEM_READ_ONLY, &rgba, &d, NULL, &err);
  REQUIRE_OK(err);
  d.buffer = out_buf;
  out_img = clCreateImage(s->context, 0, &rgba, &d, NULL, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clGetImageInfo(in_img, CL_IMAGE_BUFFER, sizeof got, &got, NULL));
  CHECK("buffer_image.image_buffer", got == in_buf);
  REQUIRE_OK(clGetMemObjectInfo(out_img, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof got, &got, NULL));
  CHECK("buffer_image.associated", got == out_buf);
  REQUIRE_OK(clSetKernelArg(k, 0, sizeof in_img, &in_img));
  REQUIRE_OK(clSetKernelArg(k, 1, sizeof out_img, &out_img));
  REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, k, 1, NULL, (size_t[1]){12}, NULL, 0, NULL, NULL));
  /* The kernel's writes are the buffer's bytes; the last 4 texels are untouched. */
  REQUIRE_OK(clEnqueueReadBuffer(s->queue, out_buf, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  print_floats("buffer_image.kernel_through_buffer", out, 64, "rel=0 abs=0");
  /* Transfers on the image are transfers on the buffer, and the other way round. */
  REQUIRE_OK(clEnqueueReadImage(s->queue, out_img, CL_TRUE, (size_t[3]){2, 0, 0}, (size_t[3]){4, 1, 1}, 0, 0, part, 0, NULL, NULL));
  print_floats("buffer_image.read_image", part, 16, "rel=0 abs=0");
  for (i = 0; i < 8; i++) part[i] = 1000.0f + (float)i;
  REQUIRE_OK(clEnqueueWriteImage(s->queue, in_img, CL_TRUE, (size_t[3]){5, 0, 0}, (size_t[3]){2, 1, 1}, 0, 0, part, 0, NULL, NULL));
  REQUIRE_OK(clEnqueueReadBuffer(s->queue, in_buf, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  print_floats("buffer_image.write_image", out, 64, "rel=0 abs=0");
  err = clEnqueueCopyImage(s->queue, in_img, out_img, (size_t[3]){4, 0, 0}, (size_t[3]){0, 0, 0}, (size_t[3]){3, 1, 1}, 0, NULL, NULL);
  EXPECT_CODE_REF_DEVIATES("buffer_image.copy", err, CL_SUCCESS, CL_INVALID_MEM_OBJECT,
                           "PoCL 3.1 refuses copies between 1D buffer images");
  if (!reference_crashes("buffer_image.fill", "filling a 1D buffer image")) {
    static const float copied[12] = {6, 7, 8, 9, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007};
    REQUIRE_OK(clEnqueueFillImage(s->queue, out_img, &(cl_float4){{7.0f, 8.0f, 9.0f, 10.0f}}, (size_t[3]){10, 0, 0}, (size_t[3]){2, 1, 1}, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, out_buf, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    /* Checked here: the reference platform cannot do these. */
    CHECK("optional.buffer_image.copied", memcmp(out, copied, sizeof copied) == 0);
    CHECK("buffer_image.fill", out[40] == 7.0f && out[43] == 10.0f && out[44] == 7.0f &&
                                              out[47] == 10.0f && out[39] == 87.0f && out[48] == 0.0f);
  }
  /* Errors: a too-small buffer, a host pointer, a host-pointer flag, no buffer. */
  d.buffer = in_buf;
  d.image_width = 17;
  EXPECT_CODE_REF_DEVIATES("buffer_image.too_wide", create_code(s, 0, &rgba, &d, NULL), CL_INVALID_IMAGE_SIZE,
                           CL_INVALID_MEM_OBJECT, "PoCL 3.1 blames the buffer");
  d.image_width = 4;
  EXPECT_CODE_REF_DEVIATES("buffer_image.host_ptr", create_code(s, 0, &rgba, &d, data), CL_INVALID_HOST_PTR,
                           CL_SUCCESS, "PoCL 3.1 ignores the host pointer");
  EXPECT_CODE_REF_DEVIATES("buffer_image.copy_host_ptr_flag", create_code(s, CL_MEM_COPY_HOST_PTR, &rgba, &d, data), CL_INVALID_VALUE,
                           CL_SUCCESS, "PoCL 3.1 does not check the flags");
  d.buffer = NULL;
  EXPECT_CODE_REF_DEVIATES("buffer_image.no_buffer", create_code(s, 0, &rgba, &d, NULL), CL_INVALID_IMAGE_DESCRIPTOR,
                           CL_INVALID_MEM_OBJECT, "PoCL 3.1 blames the missing buffer");
  REQUIRE_OK(clReleaseMemObject(in_img));
  REQUIRE_OK(clReleaseMemObject(out_img));
  REQUIRE_OK(clReleaseMemObject(in_buf));
  REQUIRE_OK(clReleaseMemObject(out_buf));
  REQUIRE_OK(clReleaseKernel(k));
}

static void samplers(Setup *s) {
  cl_int err;
  cl_sampler a = clCreateSampler(s->context, CL_TRUE, CL_ADDRESS_REPEAT, CL_FILTER_LINEAR, &err);
  cl_sampler_properties props[] = {CL_SAMPLER_NORMALIZED_COORDS, CL_FALSE, CL_SAMPLER_FILTER_MODE, CL_FILTER_LINEAR, 0};
  cl_sampler_properties got[8];
  cl_sampler b;
  cl_bool normalized = 7;
  cl_uint mode = 0, count = 0;
  cl_context context = NULL;
  size_t size = 0;
  REQUIRE_OK(err);
  b = clCreateSamplerWithProperties(s->context, props, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clGetSamplerInfo(a, CL_SAMPLER_NORMALIZED_COORDS, sizeof normalized, &normalized, NULL));
  CHECK_EQ("sampler.normalized", normalized, CL_TRUE);
  REQUIRE_OK(clGetSamplerInfo(a, CL_SAMPLER_ADDRESSING_MODE, sizeof mode, &mode, NULL));
  CHECK_EQ("sampler.addressing", mode, CL_ADDRESS_REPEAT);
  REQUIRE_OK(clGetSamplerInfo(a, CL_SAMPLER_FILTER_MODE, sizeof mode, &mode, NULL));
  CHECK_EQ("sampler.filter", mode, CL_FILTER_LINEAR);
  REQUIRE_OK(clGetSamplerInfo(a, CL_SAMPLER_CONTEXT, sizeof context, &context, NULL));
  CHECK("sampler.context", context == s->context);
  REQUIRE_OK(clGetSamplerInfo(a, CL_SAMPLER_REFERENCE_COUNT, sizeof count, &count, NULL));
  CHECK_EQ("sampler.reference_count", count, 1);
  REQUIRE_OK(clGetSamplerInfo(b, CL_SAMPLER_NORMALIZED_COORDS, sizeof normalized, &normalized, NULL));
  CHECK_EQ("sampler_properties.normalized", normalized, CL_FALSE);
  REQUIRE_OK(clGetSamplerInfo(b, CL_SAMPLER_ADDRESSING_MODE, sizeof mode, &mode, NULL));
  CHECK_EQ("sampler_properties.default_addressing", mode, CL_ADDRESS_CLAMP);
  REQUIRE_OK(clGetSamplerInfo(b, CL_SAMPLER_PROPERTIES, sizeof got, got, &size));
  CHECK_EQ("sampler_properties.list_size", size, sizeof props);
  CHECK("sampler_properties.list", memcmp(got, props, sizeof props) == 0);
  REQUIRE_OK(clGetSamplerInfo(a, CL_SAMPLER_PROPERTIES, 0, NULL, &size));
  CHECK_EQ("sampler.no_properties", size, 0);
  EXPECT_CODE("sampler.bad_param", clGetSamplerInfo(a, 0x7fff, sizeof mode, &mode, NULL), CL_INVALID_VALUE);
  clCreateSampler(s->context, CL_TRUE, 0x7fff, CL_FILTER_LINEAR, &err);
  EXPECT_CODE_REF_DEVIATES("sampler.bad_addressing", err, CL_INVALID_VALUE, CL_SUCCESS,
                           "PoCL 3.1 takes any addressing mode value");
  clCreateSampler(s->context, CL_TRUE, CL_ADDRESS_CLAMP, 0x7fff, &err);
  EXPECT_CODE_REF_DEVIATES("sampler.bad_filter", err, CL_INVALID_VALUE, CL_SUCCESS,
                           "PoCL 3.1 takes any filter mode value");
  REQUIRE_OK(clRetainSampler(a));
  REQUIRE_OK(clReleaseSampler(a));
  REQUIRE_OK(clReleaseSampler(a));
  REQUIRE_OK(clReleaseSampler(b));
}

static void argument_checks(Setup *s, cl_program program) {
  cl_int err;
  cl_image_format rgba = fmt(CL_RGBA, CL_FLOAT);
  cl_image_desc d2 = desc_of(CL_MEM_OBJECT_IMAGE2D, 4, 4, 0, 0);
  cl_image_desc d3 = desc_of(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4, 0);
  cl_mem read_only = make_image(s, CL_MEM_READ_ONLY, rgba, d2, NULL);
  cl_mem write_only = make_image(s, CL_MEM_WRITE_ONLY, rgba, d2, NULL);
  cl_mem cube = make_image(s, CL_MEM_READ_WRITE, rgba, d3, NULL);
  cl_mem buffer = clCreateBuffer(s->context, CL_MEM_READ_WRITE, 64, NULL, &err);
  cl_sampler sampler = clCreateSampler(s->context, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
  cl_kernel copy = kernel_of(program, "copy2d"), sample = kernel_of(program, "sample");
  cl_kernel takes_buffer = kernel_of(program, "takes_buffer");
  REQUIRE_OK(err);
  EXPECT_CODE_REF_DEVIATES("arg.buffer_for_image", clSetKernelArg(copy, 0, sizeof buffer, &buffer), CL_INVALID_MEM_OBJECT, CL_SUCCESS,
                           "PoCL 3.1 does not check image and sampler arguments");
  EXPECT_CODE_REF_DEVIATES("arg.image_for_buffer", clSetKernelArg(takes_buffer, 0, sizeof read_only, &read_only), CL_INVALID_MEM_OBJECT, CL_SUCCESS,
                           "PoCL 3.1 does not check image and sampler arguments");
  EXPECT_CODE_REF_DEVIATES("arg.3d_for_2d", clSetKernelArg(copy, 0, sizeof cube, &cube), CL_INVALID_MEM_OBJECT, CL_SUCCESS,
                           "PoCL 3.1 does not check image and sampler arguments");
  EXPECT_CODE_REF_DEVIATES("arg.write_only_image_for_read_only", clSetKernelArg(copy, 0, sizeof write_only, &write_only), CL_INVALID_ARG_VALUE, CL_SUCCESS,
                           "PoCL 3.1 does not check image and sampler arguments");
  EXPECT_CODE_REF_DEVIATES("arg.read_only_image_for_write_only", clSetKernelArg(copy, 1, sizeof read_only, &read_only), CL_INVALID_ARG_VALUE, CL_SUCCESS,
                           "PoCL 3.1 does not check image and sampler arguments");
  EXPECT_CODE("arg.image_size", clSetKernelArg(copy, 0, 4, &read_only), CL_INVALID_ARG_SIZE);
  EXPECT_OK("arg.image", clSetKernelArg(copy, 0, sizeof read_only, &read_only));
  EXPECT_OK("arg.sampler", clSetKernelArg(sample, 1, sizeof sampler, &sampler));
  EXPECT_CODE("arg.sampler_size", clSetKernelArg(sample, 1, 4, &sampler), CL_INVALID_ARG_SIZE);
  EXPECT_CODE_REF_DEVIATES("arg.buffer_for_sampler", clSetKernelArg(sample, 1, sizeof buffer, &buffer), CL_INVALID_SAMPLER, CL_SUCCESS,
                           "PoCL 3.1 does not check image and sampler arguments");
  REQUIRE_OK(clReleaseKernel(copy));
  REQUIRE_OK(clReleaseKernel(sample));
  REQUIRE_OK(clReleaseKernel(takes_buffer));
  REQUIRE_OK(clReleaseSampler(sampler));
  REQUIRE_OK(clReleaseMemObject(read_only));
  REQUIRE_OK(clReleaseMemObject(write_only));
  REQUIRE_OK(clReleaseMemObject(cube));
  REQUIRE_OK(clReleaseMemObject(buffer));
}

static void error_codes(Setup *s) {
  cl_image_format rgba = fmt(CL_RGBA, CL_FLOAT);
  cl_image_format bad_order = fmt(0x7fff, CL_FLOAT);
  cl_image_format packed_rgba = fmt(CL_RGBA, CL_UNORM_SHORT_565);
  cl_image_desc d2 = desc_of(CL_MEM_OBJECT_IMAGE2D, 4, 4, 0, 0);
  cl_image_desc bad;
  float host[4 * 4 * 4];
  size_t max2 = 0, zero[3] = {0, 0, 0}, full[3] = {4, 4, 1};
  cl_int err;
  cl_mem image, buffer;
  REQUIRE_OK(clGetDeviceInfo(s->device, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof max2, &max2, NULL));
  EXPECT_CODE("create.null_format", create_code(s, 0, NULL, &d2, NULL), CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  EXPECT_CODE_REF_DEVIATES("create.bad_order", create_code(s, 0, &bad_order, &d2, NULL), CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, CL_INVALID_OPERATION,
                           "PoCL 3.1 reports an unknown format as unsupported");
  EXPECT_CODE_REF_DEVIATES("create.packed_type_with_rgba", create_code(s, 0, &packed_rgba, &d2, NULL), CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, CL_INVALID_OPERATION,
                           "PoCL 3.1 reports an unknown format as unsupported");
  EXPECT_CODE("create.null_desc", create_code(s, 0, &rgba, NULL, NULL), CL_INVALID_IMAGE_DESCRIPTOR);
  bad = d2;
  bad.image_type = CL_MEM_OBJECT_BUFFER;
  EXPECT_CODE_REF_DEVIATES("create.buffer_type", create_code(s, 0, &rgba, &bad, NULL), CL_INVALID_IMAGE_DESCRIPTOR, CL_INVALID_VALUE,
                           "PoCL 3.1 answers CL_INVALID_VALUE");
  bad = d2;
  bad.num_mip_levels = 2;
  if (!reference_crashes("create.mip_levels", "it aborts: mip levels are unimplemented"))
    EXPECT_CODE("create.mip_levels", create_code(s, 0, &rgba, &bad, NULL), CL_INVALID_IMAGE_DESCRIPTOR);
  bad = d2;
  bad.image_width = 0;
  EXPECT_CODE_REF_DEVIATES("create.zero_width", create_code(s, 0, &rgba, &bad, NULL), CL_INVALID_IMAGE_SIZE, CL_INVALID_BUFFER_SIZE,
                           "PoCL 3.1 answers as for a buffer");
  bad = d2;
  bad.image_height = max2 + 1;
  EXPECT_CODE_REF_DEVIATES("create.too_high", create_code(s, 0, &rgba, &bad, NULL), CL_INVALID_IMAGE_SIZE, CL_INVALID_OPERATION,
                           "PoCL 3.1 answers CL_INVALID_OPERATION");
  bad = desc_of(CL_MEM_OBJECT_IMAGE2D_ARRAY, 4, 4, 0, 0);
  EXPECT_CODE_REF_DEVIATES("create.zero_layers", create_code(s, 0, &rgba, &bad, NULL), CL_INVALID_IMAGE_SIZE, CL_INVALID_BUFFER_SIZE,
                           "PoCL 3.1 answers as for a buffer");
  bad = d2;
  bad.image_row_pitch = 64;
  EXPECT_CODE_REF_DEVIATES("create.pitch_without_host_ptr", create_code(s, 0, &rgba, &bad, NULL), CL_INVALID_IMAGE_DESCRIPTOR, CL_SUCCESS,
                           "PoCL 3.1 ignores the pitch");
  bad.image_row_pitch = 32;
  EXPECT_CODE_REF_DEVIATES("create.pitch_below_row", create_code(s, CL_MEM_COPY_HOST_PTR, &rgba, &bad, host), CL_INVALID_IMAGE_DESCRIPTOR, CL_SUCCESS,
                           "PoCL 3.1 does not check the pitch");
  EXPECT_CODE("create.host_ptr_without_flag", create_code(s, 0, &rgba, &d2, host), CL_INVALID_HOST_PTR);
  EXPECT_CODE("create.copy_without_host_ptr", create_code(s, CL_MEM_COPY_HOST_PTR, &rgba, &d2, NULL), CL_INVALID_HOST_PTR);
  EXPECT_CODE("create.bad_flags", create_code(s, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, &rgba, &d2, NULL), CL_INVALID_VALUE);
  EXPECT_CODE("create.null_context", (clCreateImage(NULL, 0, &rgba, &d2, NULL, &err), err), CL_INVALID_CONTEXT);
  image = clCreateImage3D(s->context, 0, &rgba, 4, 4, 1, 0, 0, NULL, &err);
  if (image != NULL) clReleaseMemObject(image);
  EXPECT_CODE_REF_DEVIATES("create_image3d.depth_1", err, CL_INVALID_IMAGE_SIZE, CL_SUCCESS,
                           "PoCL 3.1 makes a 3D image of depth 1");

  image = make_image(s, CL_MEM_READ_WRITE, rgba, d2, NULL);
  buffer = clCreateBuffer(s->context, CL_MEM_READ_WRITE, 256, NULL, &err);
  REQUIRE_OK(err);
  EXPECT_CODE("read.past_edge", clEnqueueReadImage(s->queue, image, CL_TRUE, (size_t[3]){1, 0, 0}, full, 0, 0, host, 0, NULL, NULL), CL_INVALID_VALUE);
  EXPECT_CODE_REF_DEVIATES("read.zero_region", clEnqueueReadImage(s->queue, image, CL_TRUE, zero, (size_t[3]){4, 0, 1}, 0, 0, host, 0, NULL, NULL), CL_INVALID_VALUE, CL_SUCCESS,
                           "PoCL 3.1 does not check the region");
  EXPECT_CODE("read.z_origin_of_2d", clEnqueueReadImage(s->queue, image, CL_TRUE, (size_t[3]){0, 0, 1}, full, 0, 0, host, 0, NULL, NULL), CL_INVALID_VALUE);
  EXPECT_CODE("read.null_ptr", clEnqueueReadImage(s->queue, image, CL_TRUE, zero, full, 0, 0, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
  EXPECT_CODE_REF_DEVIATES("read.row_pitch_below_row", clEnqueueReadImage(s->queue, image, CL_TRUE, zero, full, 16, 0, host, 0, NULL, NULL), CL_INVALID_VALUE, CL_SUCCESS,
                           "PoCL 3.1 does not check the pitch");
  EXPECT_CODE("read.buffer_as_image", clEnqueueReadImage(s->queue, buffer, CL_TRUE, zero, full, 0, 0, host, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_CODE_REF_DEVIATES("read_buffer.image_as_buffer", clEnqueueReadBuffer(s->queue, image, CL_TRUE, 0, 16, host, 0, NULL, NULL), CL_INVALID_MEM_OBJECT, CL_SUCCESS,
                           "PoCL 3.1 reads an image as a buffer");
  EXPECT_CODE("write.null_origin", clEnqueueWriteImage(s->queue, image, CL_TRUE, NULL, full, 0, 0, host, 0, NULL, NULL), CL_INVALID_VALUE);
  EXPECT_CODE_REF_DEVIATES("image_info.buffer", clGetImageInfo(buffer, CL_IMAGE_WIDTH, sizeof max2, &max2, NULL), CL_INVALID_MEM_OBJECT, CL_SUCCESS,
                           "PoCL 3.1 answers image queries of a buffer");
  {
    cl_image_format other = fmt(CL_RGBA, CL_UNSIGNED_INT32);
    cl_mem uints = make_image(s, CL_MEM_READ_WRITE, other, d2, NULL);
    EXPECT_CODE("copy.format_mismatch", clEnqueueCopyImage(s->queue, image, uints, zero, zero, full, 0, NULL, NULL), CL_IMAGE_FORMAT_MISMATCH);
    REQUIRE_OK(clReleaseMemObject(uints));
  }
  {
    cl_uint n = 0;
    cl_image_format host_only = fmt(CL_RGBA, CL_FLOAT);
    cl_mem restricted = make_image(s, CL_MEM_HOST_WRITE_ONLY, host_only, d2, NULL);
    EXPECT_CODE("read.host_write_only", clEnqueueReadImage(s->queue, restricted, CL_TRUE, zero, full, 0, 0, host, 0, NULL, NULL), CL_INVALID_OPERATION);
    REQUIRE_OK(clReleaseMemObject(restricted));
    (void)n;
  }
  REQUIRE_OK(clReleaseMemObject(image));
  REQUIRE_OK(clReleaseMemObject(buffer));
}

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  cl_program program;
  limits_and_formats(&s);
  program = build(&s, source, "");
  transfers_and_info(&s);
  kernels_and_samplers(&s, program);
  integer_and_layered(&s, program);
  buffers_fills_maps(&s);
  buffer_images(&s, program);
  samplers(&s);
  argument_checks(&s, program);
  error_codes(&s);
  REQUIRE_OK(clReleaseProgram(program));
  teardown(&s);
  return finish();
}
