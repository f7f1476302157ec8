/* The extension and feature lists are honest: each advertised extension this program knows
 * works in a kernel, and every OpenCL C 3.0 feature macro is defined exactly when
 * CL_DEVICE_OPENCL_C_FEATURES lists it, and a listed feature builds. What a device advertises
 * differs between platforms, so these results are "optional." (compared where both print them). */
#include "common.h"

static int has_word(const char *list, const char *word) {
  size_t length = strlen(word);
  const char *at = list;
  while ((at = strstr(at, word)) != NULL) {
    if ((at == list || at[-1] == ' ') && (at[length] == '\0' || at[length] == ' ')) return 1;
    at += length;
  }
  return 0;
}

/* Builds `source` with `options`; returns the code and prints the log on failure. */
static cl_int try_build(Setup *s, const char *source, const char *options, cl_program *out) {
  cl_int err;
  cl_program program = clCreateProgramWithSource(s->context, 1, &source, NULL, &err);
  REQUIRE_OK(err);
  err = clBuildProgram(program, 1, &s->device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[8192] = {0};
    clGetProgramBuildInfo(program, s->device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
    printf("  build log: %s\n", log);
    clReleaseProgram(program);
    program = NULL;
  }
  if (out) {
    *out = program;
  } else if (program) {
    clReleaseProgram(program);
  }
  return err;
}

/* Runs kernel `name` of `source` over `items` work-items in groups of `group` on a buffer of
 * `bytes` zeroed bytes, reads the buffer back into `result`. */
static int run_probe(Setup *s, const char *label, const char *source, const char *name, size_t items,
                     size_t group, void *result, size_t bytes) {
  cl_program program;
  cl_int err = try_build(s, source, "", &program);
  char text[128];
  snprintf(text, sizeof text, "optional.%s.builds", label);
  if (!EXPECT_OK(text, err)) return 0;
  {
    cl_kernel kernel = kernel_of(program, name);
    cl_mem buffer = clCreateBuffer(s->context, CL_MEM_READ_WRITE, bytes, NULL, &err);
    unsigned char zero = 0;
    REQUIRE_OK(err);
    REQUIRE_OK(clEnqueueFillBuffer(s->queue, buffer, &zero, 1, 0, bytes, 0, NULL, NULL));
    REQUIRE_OK(clSetKernelArg(kernel, 0, sizeof buffer, &buffer));
    snprintf(text, sizeof text, "optional.%s.runs", label);
    EXPECT_OK(text, clEnqueueNDRangeKernel(s->queue, kernel, 1, NULL, &items, &group, 0, NULL, NULL));
    REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 0, bytes, result, 0, NULL, NULL));
    clReleaseMemObject(buffer);
    clReleaseKernel(kernel);
    clReleaseProgram(program);
  }
  return 1;
}

static const char *fp64_source =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "kernel void k(global double *out) { size_t i = get_global_id(0); out[i] = sqrt((double)(i * i)) / 3.0; }\n";
static const char *int64_atomics_source =
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable\n"
    "kernel void k(global long *out) {\n"
    "  long i = (long)get_global_id(0);\n"
    "  atom_add(&out[0], i * 4294967296L);\n"
    "  atom_max(&out[1], i);\n"
    "  atom_inc(&out[2]);\n"
    "}\n";
static const char *int32_atomics_source =
    "kernel void k(global int *out) {\n"
    "  local int counter;\n"
    "  if (get_local_id(0) == 0) counter = 0;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  atomic_inc(&counter);\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (get_local_id(0) == 0) atomic_add(&out[0], counter);\n"
    "  atomic_max(&out[1], (int)get_global_id(0));\n"
    "  atomic_xor(&out[2], (int)get_global_id(0));\n"
    "}\n";
static const char *byte_store_source =
    "kernel void k(global uchar *out) { size_t i = get_global_id(0); out[i] = (uchar)(i * 7 + 1); }\n";

/* The OpenCL C 3.0 feature macros, and a kernel using each where one says more than the macro. */
static const struct {
  const char *name;
  const char *use; /* a kernel that needs the feature, or NULL */
} features[] = {
    {"__opencl_c_3d_image_writes", NULL},
    {"__opencl_c_atomic_order_acq_rel", "kernel void k(global atomic_int *a) { atomic_fetch_add_explicit(a, 1, memory_order_acq_rel); }\n"},
    {"__opencl_c_atomic_order_seq_cst", "kernel void k(global atomic_int *a) { atomic_fetch_add_explicit(a, 1, memory_order_seq_cst); }\n"},
    {"__opencl_c_atomic_scope_device", "kernel void k(global atomic_int *a) { atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_device); }\n"},
    {"__opencl_c_atomic_scope_all_devices", "kernel void k(global atomic_int *a) { atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_all_devices); }\n"},
    {"__opencl_c_device_enqueue", NULL},
    {"__opencl_c_fp64", "kernel void k(global double *d) { d[0] = d[1] * 2.0; }\n"},
    {"__opencl_c_generic_address_space", "void set(int *p) { *p = 1; }\nkernel void k(global int *g) { local int l; set(g); set(&l); }\n"},
    {"__opencl_c_images", NULL},
    {"__opencl_c_int64", "kernel void k(global long *l) { l[0] = l[1] * 3L; }\n"},
    {"__opencl_c_pipes", NULL},
    {"__opencl_c_program_scope_global_variables", "global int counter = 5;\nkernel void k(global int *o) { o[0] = counter++; }\n"},
    {"__opencl_c_read_write_images", NULL},
    {"__opencl_c_subgroups", "kernel void k(global uint *o) { o[get_global_id(0)] = get_sub_group_size(); }\n"},
    {"__opencl_c_work_group_collective_functions", "kernel void k(global int *o) { o[get_global_id(0)] = work_group_reduce_add(1); }\n"},
};

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  char *extensions;
  size_t size = 0;
  REQUIRE_OK(clGetDeviceInfo(s.device, CL_DEVICE_EXTENSIONS, 0, NULL, &size));
  extensions = calloc(size + 1, 1);
  REQUIRE_OK(clGetDeviceInfo(s.device, CL_DEVICE_EXTENSIONS, size, extensions, NULL));

  if (has_word(extensions, "cl_khr_fp64")) {
    cl_double out[64];
    if (run_probe(&s, "cl_khr_fp64", fp64_source, "k", 64, 16, out, sizeof out)) {
      /* sqrt of a square is exact and double division correctly rounded: exact results. */
      int right = 1;
      for (int i = 0; i < 64; i++) right &= out[i] == (double)i / 3.0;
      CHECK("optional.cl_khr_fp64.results", right);
    }
  }
  if (has_word(extensions, "cl_khr_int64_base_atomics") && has_word(extensions, "cl_khr_int64_extended_atomics")) {
    cl_long out[3];
    if (run_probe(&s, "cl_khr_int64_atomics", int64_atomics_source, "k", 256, 64, out, sizeof out)) {
      CHECK_EQ("optional.cl_khr_int64_atomics.add", out[0], 255LL * 256 / 2 * 4294967296LL);
      CHECK_EQ("optional.cl_khr_int64_atomics.max", out[1], 255);
      CHECK_EQ("optional.cl_khr_int64_atomics.inc", out[2], 256);
    }
  }
  if (has_word(extensions, "cl_khr_global_int32_base_atomics") && has_word(extensions, "cl_khr_local_int32_base_atomics") &&
      has_word(extensions, "cl_khr_global_int32_extended_atomics")) {
    cl_int out[3];
    if (run_probe(&s, "cl_khr_int32_atomics", int32_atomics_source, "k", 256, 64, out, sizeof out)) {
      int xor_all = 0;
      for (int i = 0; i < 256; i++) xor_all ^= i;
      CHECK_EQ("optional.cl_khr_int32_atomics.local_inc_then_add", out[0], 256);
      CHECK_EQ("optional.cl_khr_int32_atomics.max", out[1], 255);
      CHECK_EQ("optional.cl_khr_int32_atomics.xor", out[2], xor_all);
    }
  }
  if (has_word(extensions, "cl_khr_byte_addressable_store")) {
    cl_uchar out[97];
    if (run_probe(&s, "cl_khr_byte_addressable_store", byte_store_source, "k", 97, 1, out, sizeof out)) {
      int right = 1;
      for (int i = 0; i < 97; i++) right &= out[i] == (cl_uchar)(i * 7 + 1);
      CHECK("optional.cl_khr_byte_addressable_store.results", right);
    }
  }

  /* OpenCL C 3.0 features: the macro is defined exactly when the device lists the feature. */
  {
    size_t list_size = 0, count;
    cl_name_version *list;
    cl_bool has_30 = CL_FALSE;
    REQUIRE_OK(clGetDeviceInfo(s.device, CL_DEVICE_OPENCL_C_ALL_VERSIONS, 0, NULL, &list_size));
    list = calloc(list_size / sizeof *list + 1, sizeof *list);
    REQUIRE_OK(clGetDeviceInfo(s.device, CL_DEVICE_OPENCL_C_ALL_VERSIONS, list_size, list, NULL));
    for (size_t i = 0; i < list_size / sizeof *list; i++) has_30 |= CL_VERSION_MAJOR(list[i].version) == 3;
    free(list);
    REQUIRE_OK(clGetDeviceInfo(s.device, CL_DEVICE_OPENCL_C_FEATURES, 0, NULL, &list_size));
    count = list_size / sizeof(cl_name_version);
    list = calloc(count + 1, sizeof *list);
    REQUIRE_OK(clGetDeviceInfo(s.device, CL_DEVICE_OPENCL_C_FEATURES, list_size, list, NULL));
    info("opencl_c_3_0", "%s", has_30 ? "yes" : "no");
    if (has_30) {
      for (size_t f = 0; f < sizeof features / sizeof features[0]; f++) {
        int listed = 0;
        char source[1024], label[160];
        for (size_t i = 0; i < count; i++) listed |= strcmp(list[i].name, features[f].name) == 0;
        info(features[f].name, "%s", listed ? "listed" : "not listed");
        snprintf(source, sizeof source,
                 "#if %sdefined(%s)\n#error %s is %s\n#endif\nkernel void k(global int *p) { p[0] = 1; }\n",
                 listed ? "!" : "", features[f].name, features[f].name,
                 listed ? "listed but not defined" : "defined but not listed");
        snprintf(label, sizeof label, "optional.feature_macro.%s", features[f].name);
        CHECK(label, try_build(&s, source, "-cl-std=CL3.0", NULL) == CL_SUCCESS);
        if (listed && features[f].use) {
          snprintf(label, sizeof label, "optional.feature_builds.%s", features[f].name);
          CHECK(label, try_build(&s, features[f].use, "-cl-std=CL3.0", NULL) == CL_SUCCESS);
        }
      }
    }
    free(list);
  }
  free(extensions);
  teardown(&s);
  return finish();
}
