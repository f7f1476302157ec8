/* Platform and device queries: the info protocol (size queries, exact and too-small buffers,
 * unknown names), the values' types and their consistency. */
#include "common.h"

static void platform_string(cl_platform_id platform, cl_platform_info param, const char *name,
                            char *out, size_t out_size) {
  size_t size = 0;
  char label[128];
  char small[1];
  snprintf(label, sizeof label, "platform.%s.size_query", name);
  EXPECT_OK(label, clGetPlatformInfo(platform, param, 0, NULL, &size));
  snprintf(label, sizeof label, "platform.%s.size_positive", name);
  CHECK(label, size >= 1 && size <= out_size);
  if (size > out_size) size = out_size;
  snprintf(label, sizeof label, "platform.%s.exact_buffer", name);
  EXPECT_OK(label, clGetPlatformInfo(platform, param, size, out, NULL));
  snprintf(label, sizeof label, "platform.%s.nul_terminated", name);
  CHECK(label, out[size - 1] == '\0' && strlen(out) == size - 1);
  if (size > 1) {
    snprintf(label, sizeof label, "platform.%s.too_small", name);
    EXPECT_CODE(label, clGetPlatformInfo(platform, param, sizeof small, small, NULL),
                CL_INVALID_VALUE);
  }
}

/* A device value of a fixed type: the size query says `expected_size`, a smaller buffer fails. */
static void device_fixed(cl_device_id device, cl_device_info param, const char *name,
                         size_t expected_size, void *out) {
  size_t size = 0;
  char label[128];
  snprintf(label, sizeof label, "device.%s.size", name);
  EXPECT_OK(label, clGetDeviceInfo(device, param, 0, NULL, &size));
  snprintf(label, sizeof label, "device.%s.size_is_type_size", name);
  CHECK_EQ(label, size, expected_size);
  snprintf(label, sizeof label, "device.%s.value", name);
  EXPECT_OK(label, clGetDeviceInfo(device, param, expected_size, out, NULL));
  snprintf(label, sizeof label, "device.%s.too_small", name);
  EXPECT_CODE(label, clGetDeviceInfo(device, param, expected_size - 1, out, NULL),
              CL_INVALID_VALUE);
}

static char *device_string(cl_device_id device, cl_device_info param, const char *name) {
  size_t size = 0;
  char label[128];
  char *value;
  snprintf(label, sizeof label, "device.%s.size", name);
  EXPECT_OK(label, clGetDeviceInfo(device, param, 0, NULL, &size));
  value = calloc(size + 1, 1);
  snprintf(label, sizeof label, "device.%s.value", name);
  EXPECT_OK(label, clGetDeviceInfo(device, param, size, value, NULL));
  snprintf(label, sizeof label, "device.%s.nul_terminated", name);
  CHECK(label, size >= 1 && value[size - 1] == '\0' && strlen(value) == size - 1);
  return value;
}

/* `list` (space-separated) contains the word `word`. */
static int has_word(const char *list, const char *word) {
  size_t length = strlen(word);
  const char *at = list;
  while ((at = strstr(at, word)) != NULL) {
    int starts = at == list || at[-1] == ' ';
    int ends = at[length] == '\0' || at[length] == ' ';
    if (starts && ends) return 1;
    at += length;
  }
  return 0;
}

int main(int argc, char **argv) {
  cl_platform_id platform = choose_platform(argc, argv);
  cl_platform_id platforms[16];
  cl_uint num_platforms = 0;
  char text[4096];
  size_t size = 0;

  /* clGetPlatformIDs */
  EXPECT_CODE("get_platform_ids.both_null", clGetPlatformIDs(0, NULL, NULL), CL_INVALID_VALUE);
  EXPECT_CODE("get_platform_ids.zero_entries_with_array", clGetPlatformIDs(0, platforms, NULL),
              CL_INVALID_VALUE);
  EXPECT_OK("get_platform_ids.count_only", clGetPlatformIDs(0, NULL, &num_platforms));
  CHECK("get_platform_ids.count_positive", num_platforms >= 1);

  /* clGetPlatformInfo */
  platform_string(platform, CL_PLATFORM_PROFILE, "profile", text, sizeof text);
  CHECK("platform.profile.is_full_or_embedded",
        strcmp(text, "FULL_PROFILE") == 0 || strcmp(text, "EMBEDDED_PROFILE") == 0);
  info("platform.profile", "%s", text);
  platform_string(platform, CL_PLATFORM_VERSION, "version", text, sizeof text);
  CHECK("platform.version.form", strncmp(text, "OpenCL 3.0 ", 11) == 0);
  info("platform.version", "%s", text);
  platform_string(platform, CL_PLATFORM_NAME, "name", text, sizeof text);
  platform_string(platform, CL_PLATFORM_VENDOR, "vendor", text, sizeof text);
  platform_string(platform, CL_PLATFORM_EXTENSIONS, "extensions", text, sizeof text);
  CHECK("platform.extensions.has_cl_khr_icd", has_word(text, "cl_khr_icd"));
  platform_string(platform, CL_PLATFORM_ICD_SUFFIX_KHR, "icd_suffix", text, sizeof text);
  {
    cl_version version = 0;
    cl_ulong resolution = 0;
    EXPECT_OK("platform.numeric_version",
              clGetPlatformInfo(platform, CL_PLATFORM_NUMERIC_VERSION, sizeof version, &version,
                                NULL));
    CHECK_EQ("platform.numeric_version.major", CL_VERSION_MAJOR(version), 3);
    EXPECT_CODE("platform.numeric_version.too_small",
                clGetPlatformInfo(platform, CL_PLATFORM_NUMERIC_VERSION, sizeof version - 1,
                                  &version, NULL),
                CL_INVALID_VALUE);
    EXPECT_OK("platform.host_timer_resolution",
              clGetPlatformInfo(platform, CL_PLATFORM_HOST_TIMER_RESOLUTION, sizeof resolution,
                                &resolution, NULL));
  }
  {
    size_t with_version_size = 0;
    EXPECT_OK("platform.extensions_with_version.size",
              clGetPlatformInfo(platform, CL_PLATFORM_EXTENSIONS_WITH_VERSION, 0, NULL,
                                &with_version_size));
    CHECK("platform.extensions_with_version.whole_entries",
          with_version_size % sizeof(cl_name_version) == 0);
  }
  EXPECT_CODE("platform.unknown_param", clGetPlatformInfo(platform, 0x7fff, sizeof text, text, NULL),
              CL_INVALID_VALUE);
  EXPECT_CODE("platform.unknown_param_size_query", clGetPlatformInfo(platform, 0x7fff, 0, NULL, &size),
              CL_INVALID_VALUE);

  /* clGetDeviceIDs */
  {
    cl_device_id device;
    cl_device_id devices[16];
    cl_uint num_devices = 0;
    cl_uint num_all = 0;
    cl_device_type type = 0;
    cl_uint compute_units = 0, dims = 0, address_bits = 0, alignment = 0;
    size_t max_group = 0, sizes[3] = {0};
    cl_ulong global_mem = 0, local_mem = 0, max_alloc = 0, constant_size = 0;
    cl_bool available = CL_FALSE, compiler = CL_FALSE, little = CL_FALSE;
    cl_command_queue_properties queue_props = 0;
    cl_platform_id device_platform = NULL;
    cl_device_fp_config single_fp = 0;
    cl_version numeric = 0;
    char *value;

    EXPECT_CODE("get_device_ids.both_null",
                clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("get_device_ids.zero_entries_with_array",
                clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, devices, NULL), CL_INVALID_VALUE);
    EXPECT_CODE_REF_DEVIATES("get_device_ids.bad_type",
                             clGetDeviceIDs(platform, 1u << 20, 16, devices, NULL),
                             CL_INVALID_DEVICE_TYPE, CL_DEVICE_NOT_FOUND,
                             "PoCL 3.1 treats an unknown type bit as a type it has no device of");
    EXPECT_OK("get_device_ids.all", clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, NULL, &num_all));
    CHECK("get_device_ids.all_positive", num_all >= 1);
    EXPECT_OK("get_device_ids.default",
              clGetDeviceIDs(platform, CL_DEVICE_TYPE_DEFAULT, 16, devices, &num_devices));
    CHECK_EQ("get_device_ids.default_is_one", num_devices, 1);
    EXPECT_OK("get_device_ids.first", clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL));
    device_fixed(device, CL_DEVICE_TYPE, "type", sizeof type, &type);
    {
      /* The device's own type finds it; CUSTOM finds nothing (neither platform has one). */
      cl_uint found = 0;
      cl_device_type own = type & (CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR);
      EXPECT_OK("get_device_ids.own_type", clGetDeviceIDs(platform, own, 0, NULL, &found));
      CHECK("get_device_ids.own_type_positive", found >= 1);
      EXPECT_CODE("get_device_ids.custom_none",
                  clGetDeviceIDs(platform, CL_DEVICE_TYPE_CUSTOM, 16, devices, &found),
                  CL_DEVICE_NOT_FOUND);
    }
    device_fixed(device, CL_DEVICE_PLATFORM, "platform", sizeof device_platform, &device_platform);
    CHECK("device.platform.is_platform", device_platform == platform);
    device_fixed(device, CL_DEVICE_MAX_COMPUTE_UNITS, "max_compute_units", sizeof compute_units,
                 &compute_units);
    CHECK("device.max_compute_units.positive", compute_units >= 1);
    device_fixed(device, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, "max_work_item_dimensions",
                 sizeof dims, &dims);
    CHECK_EQ("device.max_work_item_dimensions.three", dims, 3);
    device_fixed(device, CL_DEVICE_MAX_WORK_ITEM_SIZES, "max_work_item_sizes", sizeof sizes, sizes);
    device_fixed(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, "max_work_group_size", sizeof max_group,
                 &max_group);
    CHECK("device.max_work_group_size.at_least_1", max_group >= 1);
    CHECK("device.max_work_item_sizes.positive", sizes[0] >= 1 && sizes[1] >= 1 && sizes[2] >= 1);
    info("device.max_work_group_size", "%zu", max_group);
    info("device.max_work_item_sizes", "%zu %zu %zu", sizes[0], sizes[1], sizes[2]);
    device_fixed(device, CL_DEVICE_ADDRESS_BITS, "address_bits", sizeof address_bits, &address_bits);
    CHECK("device.address_bits.32_or_64", address_bits == 32 || address_bits == 64);
    device_fixed(device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, "mem_base_addr_align", sizeof alignment,
                 &alignment);
    CHECK("device.mem_base_addr_align.at_least_long16", alignment >= 1024);
    device_fixed(device, CL_DEVICE_GLOBAL_MEM_SIZE, "global_mem_size", sizeof global_mem, &global_mem);
    device_fixed(device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, "max_mem_alloc_size", sizeof max_alloc,
                 &max_alloc);
    CHECK("device.max_mem_alloc_size.within_global", max_alloc <= global_mem);
    {
      /* OpenCL 3.0's minimum: max(min(1 GiB, a quarter of global memory), 32 MiB). */
      cl_ulong quarter = global_mem / 4, gib = 1024ull * 1024 * 1024, floor = 32ull * 1024 * 1024;
      cl_ulong minimum = quarter < gib ? quarter : gib;
      if (minimum < floor) minimum = floor;
      CHECK("device.max_mem_alloc_size.minimum", max_alloc >= minimum);
    }
    device_fixed(device, CL_DEVICE_LOCAL_MEM_SIZE, "local_mem_size", sizeof local_mem, &local_mem);
    CHECK("device.local_mem_size.at_least_32k", local_mem >= 32 * 1024);
    device_fixed(device, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, "max_constant_buffer_size",
                 sizeof constant_size, &constant_size);
    CHECK("device.max_constant_buffer_size.at_least_64k", constant_size >= 64 * 1024);
    device_fixed(device, CL_DEVICE_AVAILABLE, "available", sizeof available, &available);
    CHECK_EQ("device.available.true", available, CL_TRUE);
    device_fixed(device, CL_DEVICE_COMPILER_AVAILABLE, "compiler_available", sizeof compiler,
                 &compiler);
    CHECK_EQ("device.compiler_available.true", compiler, CL_TRUE);
    device_fixed(device, CL_DEVICE_ENDIAN_LITTLE, "endian_little", sizeof little, &little);
    CHECK_EQ("device.endian_little.true", little, CL_TRUE);
    device_fixed(device, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, "queue_on_host_properties",
                 sizeof queue_props, &queue_props);
    CHECK("device.queue_on_host_properties.profiling", queue_props & CL_QUEUE_PROFILING_ENABLE);
    device_fixed(device, CL_DEVICE_SINGLE_FP_CONFIG, "single_fp_config", sizeof single_fp,
                 &single_fp);
    CHECK("device.single_fp_config.round_to_nearest_and_inf_nan",
          (single_fp & CL_FP_ROUND_TO_NEAREST) && (single_fp & CL_FP_INF_NAN));
    device_fixed(device, CL_DEVICE_NUMERIC_VERSION, "numeric_version", sizeof numeric, &numeric);
    CHECK("device.numeric_version.at_least_1_2",
          CL_VERSION_MAJOR(numeric) > 1 ||
              (CL_VERSION_MAJOR(numeric) == 1 && CL_VERSION_MINOR(numeric) >= 2));

    value = device_string(device, CL_DEVICE_NAME, "name");
    free(value);
    value = device_string(device, CL_DEVICE_VENDOR, "vendor");
    free(value);
    value = device_string(device, CL_DRIVER_VERSION, "driver_version");
    free(value);
    value = device_string(device, CL_DEVICE_PROFILE, "profile");
    CHECK("device.profile.full", strcmp(value, "FULL_PROFILE") == 0);
    free(value);
    value = device_string(device, CL_DEVICE_VERSION, "version");
    CHECK("device.version.form", strncmp(value, "OpenCL ", 7) == 0);
    info("device.version", "%s", value);
    free(value);
    value = device_string(device, CL_DEVICE_OPENCL_C_VERSION, "opencl_c_version");
    CHECK("device.opencl_c_version.form", strncmp(value, "OpenCL C ", 9) == 0);
    free(value);
    value = device_string(device, CL_DEVICE_BUILT_IN_KERNELS, "built_in_kernels");
    free(value);
    value = device_string(device, CL_DEVICE_EXTENSIONS, "extensions");
    info("device.extensions", "%s", value);
    {
      /* The versioned list names the same extensions as the string. */
      size_t list_size = 0;
      cl_name_version *list;
      size_t count, i;
      int all_named = 1;
      EXPECT_OK("device.extensions_with_version.size",
                clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS_WITH_VERSION, 0, NULL, &list_size));
      CHECK("device.extensions_with_version.whole_entries",
            list_size % sizeof(cl_name_version) == 0);
      count = list_size / sizeof(cl_name_version);
      list = calloc(count + 1, sizeof *list);
      EXPECT_OK("device.extensions_with_version.value",
                clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS_WITH_VERSION, list_size, list, NULL));
      for (i = 0; i < count; i++) {
        if (!has_word(value, list[i].name)) {
          all_named = 0;
          printf("FAIL device.extensions_with_version: %s is not in CL_DEVICE_EXTENSIONS\n",
                 list[i].name);
        }
      }
      CHECK("device.extensions_with_version.in_string", all_named);
      free(list);
    }
    free(value);
    {
      /* The 3.0 feature list is a whole number of entries and contains at least one version. */
      size_t list_size = 0;
      EXPECT_OK("device.opencl_c_all_versions.size",
                clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_ALL_VERSIONS, 0, NULL, &list_size));
      CHECK("device.opencl_c_all_versions.nonempty",
            list_size >= sizeof(cl_name_version) && list_size % sizeof(cl_name_version) == 0);
      EXPECT_OK("device.opencl_c_features.size",
                clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, 0, NULL, &list_size));
      CHECK("device.opencl_c_features.whole_entries", list_size % sizeof(cl_name_version) == 0);
    }
    EXPECT_CODE("device.unknown_param", clGetDeviceInfo(device, 0x7fff, sizeof text, text, NULL),
                CL_INVALID_VALUE);
    EXPECT_CODE("device.null_device",
                clGetDeviceInfo(NULL, CL_DEVICE_NAME, sizeof text, text, NULL), CL_INVALID_DEVICE);
    EXPECT_CODE("device.name_too_small", clGetDeviceInfo(device, CL_DEVICE_NAME, 1, text, NULL),
                CL_INVALID_VALUE);
    EXPECT_OK("device.retain_root", clRetainDevice(device));
    EXPECT_OK("device.release_root", clReleaseDevice(device));
    EXPECT_CODE("device.retain_null", clRetainDevice(NULL), CL_INVALID_DEVICE);
  }
  return finish();
}
