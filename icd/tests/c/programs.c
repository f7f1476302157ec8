/* Programs: from source with build options (-D, -cl-std), a failing build and its log, program
 * and build info, kernel names, binaries round trip, and the errors of each. */
#include "common.h"

static const char *source =
    "#ifndef SCALE\n"
    "#error SCALE is not defined\n"
    "#endif\n"
    "kernel void scale(global int *data) { size_t i = get_global_id(0); data[i] = data[i] * SCALE; }\n"
    "kernel void offset(global int *data, int by) { data[get_global_id(0)] += by; }\n";

/* Runs kernel "scale" of `program` over {1,2,3,4} and returns the sum of the results. */
static int run_scale(Setup *s, cl_program program) {
  cl_int err, data[4] = {1, 2, 3, 4};
  size_t global = 4;
  cl_kernel kernel = clCreateKernel(program, "scale", &err);
  cl_mem buffer = clCreateBuffer(s->context, CL_MEM_COPY_HOST_PTR, sizeof data, data, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clSetKernelArg(kernel, 0, sizeof buffer, &buffer));
  REQUIRE_OK(clEnqueueNDRangeKernel(s->queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 0, sizeof data, data, 0, NULL, NULL));
  clReleaseMemObject(buffer);
  clReleaseKernel(kernel);
  return data[0] + data[1] + data[2] + data[3];
}

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  cl_int err = CL_SUCCESS;
  cl_program program;
  size_t size = 0;
  char text[4096];

  program = clCreateProgramWithSource(s.context, 1, &source, NULL, &err);
  EXPECT_OK("source.create", err);
  {
    cl_build_status status = 0;
    EXPECT_OK("source.status_before_build",
              clGetProgramBuildInfo(program, s.device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, NULL));
    CHECK_EQ("source.status_before_build.none", status, CL_BUILD_NONE);
    EXPECT_CODE("source.kernel_before_build", (clCreateKernel(program, "scale", &err), err),
                CL_INVALID_PROGRAM_EXECUTABLE);
    EXPECT_CODE("source.num_kernels_before_build",
                clGetProgramInfo(program, CL_PROGRAM_NUM_KERNELS, sizeof size, &size, NULL),
                CL_INVALID_PROGRAM_EXECUTABLE);
  }
  {
    /* The source comes back as given. */
    EXPECT_OK("source.info.size", clGetProgramInfo(program, CL_PROGRAM_SOURCE, 0, NULL, &size));
    CHECK_EQ("source.info.size_value", size, strlen(source) + 1);
    EXPECT_OK("source.info", clGetProgramInfo(program, CL_PROGRAM_SOURCE, sizeof text, text, NULL));
    CHECK("source.info.same", strcmp(text, source) == 0);
  }

  /* A failing build: SCALE undefined hits #error; the log says so. */
  {
    cl_build_status status = 0;
    char *log;
    EXPECT_CODE("build.failure", clBuildProgram(program, 1, &s.device, "", NULL, NULL),
                CL_BUILD_PROGRAM_FAILURE);
    EXPECT_OK("build.failure.status",
              clGetProgramBuildInfo(program, s.device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, NULL));
    CHECK_EQ("build.failure.status_error", status, CL_BUILD_ERROR);
    EXPECT_OK("build.failure.log_size",
              clGetProgramBuildInfo(program, s.device, CL_PROGRAM_BUILD_LOG, 0, NULL, &size));
    log = calloc(size + 1, 1);
    EXPECT_OK("build.failure.log",
              clGetProgramBuildInfo(program, s.device, CL_PROGRAM_BUILD_LOG, size, log, NULL));
    CHECK("build.failure.log_names_the_error", strstr(log, "SCALE is not defined") != NULL);
    info("build.failure.log", "%s", log);
    free(log);
    EXPECT_CODE("build.failure.kernel", (clCreateKernel(program, "scale", &err), err),
                CL_INVALID_PROGRAM_EXECUTABLE);
  }

  /* The same program object builds with -D; kernel names and counts follow. */
  {
    cl_build_status status = 0;
    size_t num_kernels = 0;
    cl_uint refs = 0, num_devices = 0;
    cl_context context = NULL;
    cl_program_binary_type binary_type = 0;
    EXPECT_OK("build.define", clBuildProgram(program, 1, &s.device, "-D SCALE=3 -cl-std=CL1.2", NULL, NULL));
    EXPECT_OK("build.status",
              clGetProgramBuildInfo(program, s.device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, NULL));
    CHECK_EQ("build.status.success", status, CL_BUILD_SUCCESS);
    EXPECT_OK("build.options",
              clGetProgramBuildInfo(program, s.device, CL_PROGRAM_BUILD_OPTIONS, sizeof text, text, NULL));
    CHECK("build.options.as_given", strcmp(text, "-D SCALE=3 -cl-std=CL1.2") == 0);
    EXPECT_OK("build.binary_type",
              clGetProgramBuildInfo(program, s.device, CL_PROGRAM_BINARY_TYPE, sizeof binary_type, &binary_type, NULL));
    CHECK_EQ("build.binary_type.executable", binary_type, CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
    EXPECT_OK("info.num_kernels", clGetProgramInfo(program, CL_PROGRAM_NUM_KERNELS, sizeof num_kernels, &num_kernels, NULL));
    CHECK_EQ("info.num_kernels.value", num_kernels, 2);
    EXPECT_OK("info.kernel_names.size", clGetProgramInfo(program, CL_PROGRAM_KERNEL_NAMES, 0, NULL, &size));
    EXPECT_OK("info.kernel_names", clGetProgramInfo(program, CL_PROGRAM_KERNEL_NAMES, sizeof text, text, NULL));
    CHECK_EQ("info.kernel_names.size_value", size, strlen(text) + 1);
    CHECK("info.kernel_names.value",
          strcmp(text, "scale;offset") == 0 || strcmp(text, "offset;scale") == 0);
    EXPECT_CODE("info.kernel_names.too_small",
                clGetProgramInfo(program, CL_PROGRAM_KERNEL_NAMES, 3, text, NULL), CL_INVALID_VALUE);
    EXPECT_OK("info.context", clGetProgramInfo(program, CL_PROGRAM_CONTEXT, sizeof context, &context, NULL));
    CHECK("info.context.is_context", context == s.context);
    EXPECT_OK("info.num_devices", clGetProgramInfo(program, CL_PROGRAM_NUM_DEVICES, sizeof num_devices, &num_devices, NULL));
    CHECK_EQ("info.num_devices.value", num_devices, 1);
    EXPECT_OK("info.reference_count", clGetProgramInfo(program, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK("info.reference_count.positive", refs >= 1);
    EXPECT_CODE("info.unknown", clGetProgramInfo(program, 0x7fff, sizeof text, text, NULL), CL_INVALID_VALUE);
    CHECK_EQ("run.scale_by_3", run_scale(&s, program), 30);
    EXPECT_CODE("kernel.unknown_name", (clCreateKernel(program, "nope", &err), err), CL_INVALID_KERNEL_NAME);
    EXPECT_CODE("kernel.null_name", (clCreateKernel(program, NULL, &err), err), CL_INVALID_VALUE);
    {
      cl_kernel kernels[4];
      cl_uint count = 0;
      EXPECT_OK("kernels_in_program", clCreateKernelsInProgram(program, 4, kernels, &count));
      CHECK_EQ("kernels_in_program.count", count, 2);
      for (cl_uint i = 0; i < count && i < 4; i++) clReleaseKernel(kernels[i]);
      EXPECT_CODE("kernels_in_program.too_few", clCreateKernelsInProgram(program, 1, kernels, &count),
                  CL_INVALID_VALUE);
    }
  }

  /* Binaries round trip: the built binary makes a program that builds and runs the same. */
  {
    size_t binary_size = 0;
    unsigned char *binary;
    const unsigned char *binaries[1];
    cl_int binary_status = -1;
    cl_program from_binary;
    cl_program_binary_type binary_type = 0;
    EXPECT_OK("binary.size", clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof binary_size, &binary_size, NULL));
    CHECK("binary.size.positive", binary_size > 0);
    binary = malloc(binary_size);
    binaries[0] = binary;
    EXPECT_OK("binary.get", clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof binaries, (void *)binaries, NULL));
    from_binary = clCreateProgramWithBinary(s.context, 1, &s.device, &binary_size, binaries, &binary_status, &err);
    EXPECT_OK("binary.create", err);
    CHECK_EQ("binary.status", binary_status, CL_SUCCESS);
    clGetProgramBuildInfo(from_binary, s.device, CL_PROGRAM_BINARY_TYPE, sizeof binary_type, &binary_type, NULL);
    info("binary.type_before_build", "%llu", (unsigned long long)binary_type);
    EXPECT_OK("binary.build", clBuildProgram(from_binary, 1, &s.device, "", NULL, NULL));
    {
      size_t num_kernels = 0;
      clGetProgramInfo(from_binary, CL_PROGRAM_NUM_KERNELS, sizeof num_kernels, &num_kernels, NULL);
      CHECK_EQ("binary.num_kernels", num_kernels, 2);
    }
    CHECK_EQ("binary.run.scale_by_3", run_scale(&s, from_binary), 30);
    clReleaseProgram(from_binary);
    {
      unsigned char garbage[64];
      const unsigned char *garbage_list[1] = {garbage};
      size_t garbage_size = sizeof garbage;
      memset(garbage, 0x5a, sizeof garbage);
      from_binary = clCreateProgramWithBinary(s.context, 1, &s.device, &garbage_size, garbage_list, &binary_status, &err);
      EXPECT_CODE("binary.garbage", err, CL_INVALID_BINARY);
      CHECK_EQ("binary.garbage.status", binary_status, CL_INVALID_BINARY);
      garbage_size = 0;
      clCreateProgramWithBinary(s.context, 1, &s.device, &garbage_size, garbage_list, &binary_status, &err);
      EXPECT_CODE("binary.zero_length", err, CL_INVALID_VALUE);
      if (!reference_crashes("binary.null_binaries", "PoCL 3.1 reads through a NULL binaries list")) {
        clCreateProgramWithBinary(s.context, 1, &s.device, &binary_size, NULL, &binary_status, &err);
        EXPECT_CODE("binary.null_binaries", err, CL_INVALID_VALUE);
      }
    }
    free(binary);
  }
  EXPECT_OK("release", clReleaseProgram(program));

  /* -cl-std picks the language version: a 2.0 feature builds only with CL2.0 or CL3.0. */
  {
    const char *generic = "kernel void g(global int *p) { int *q = p; *q = 1; }\n";
    char versions[256] = {0};
    cl_program p20 = clCreateProgramWithSource(s.context, 1, &generic, NULL, &err);
    clGetDeviceInfo(s.device, CL_DEVICE_OPENCL_C_VERSION, sizeof versions, versions, NULL);
    EXPECT_CODE("cl_std.unknown_version", clBuildProgram(p20, 1, &s.device, "-cl-std=CL9.9", NULL, NULL),
                CL_INVALID_BUILD_OPTIONS);
    EXPECT_CODE("cl_std.unknown_option", clBuildProgram(p20, 1, &s.device, "-fno-such-option-here", NULL, NULL),
                CL_INVALID_BUILD_OPTIONS);
    EXPECT_CODE("cl_std.generic_in_1_2", clBuildProgram(p20, 1, &s.device, "-cl-std=CL1.2", NULL, NULL),
                CL_BUILD_PROGRAM_FAILURE);
    clReleaseProgram(p20);
  }

  /* Separate compilation: clCompileProgram with an embedded header, clLinkProgram, a run. */
  {
    static const char *header = "#define FACTOR 5\nint scaled(int x);\n";
    static const char *helper = "#include \"factor.h\"\nint scaled(int x) { return x * FACTOR; }\n";
    static const char *main_source =
        "#include \"factor.h\"\nkernel void scale(global int *data) { size_t i = get_global_id(0); data[i] = scaled(data[i]); }\n";
    const char *header_names[1] = {"factor.h"};
    cl_program header_program = clCreateProgramWithSource(s.context, 1, &header, NULL, &err);
    cl_program parts[2];
    cl_program linked;
    cl_program_binary_type binary_type = 0;
    parts[0] = clCreateProgramWithSource(s.context, 1, &helper, NULL, &err);
    parts[1] = clCreateProgramWithSource(s.context, 1, &main_source, NULL, &err);
    EXPECT_OK("compile.helper", clCompileProgram(parts[0], 1, &s.device, "", 1, &header_program, header_names, NULL, NULL));
    EXPECT_OK("compile.main", clCompileProgram(parts[1], 1, &s.device, "", 1, &header_program, header_names, NULL, NULL));
    clGetProgramBuildInfo(parts[0], s.device, CL_PROGRAM_BINARY_TYPE, sizeof binary_type, &binary_type, NULL);
    CHECK_EQ("compile.binary_type", binary_type, CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
    EXPECT_CODE_REF_DEVIATES("compile.kernel_from_object", (clCreateKernel(parts[1], "scale", &err), err), CL_INVALID_PROGRAM_EXECUTABLE,
                             CL_INVALID_KERNEL_NAME, "PoCL 3.1 looks for the kernel in a compiled object");
    linked = clLinkProgram(s.context, 1, &s.device, "", 2, parts, NULL, NULL, &err);
    EXPECT_OK("link", err);
    if (linked) {
      clGetProgramBuildInfo(linked, s.device, CL_PROGRAM_BINARY_TYPE, sizeof binary_type, &binary_type, NULL);
      CHECK_EQ("link.binary_type", binary_type, CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
      CHECK_EQ("link.run.scale_by_5", run_scale(&s, linked), 50);
      clReleaseProgram(linked);
    }
    EXPECT_CODE("compile.header_alone", clCompileProgram(header_program, 1, &s.device, "", 0, NULL, NULL, NULL, NULL), CL_SUCCESS);
    {
      /* A source that includes a header nobody gave fails to compile, with a log. */
      static const char *orphan = "#include \"nowhere.h\"\nkernel void k(global int *p) { p[0] = 0; }\n";
      cl_program lonely = clCreateProgramWithSource(s.context, 1, &orphan, NULL, &err);
      EXPECT_CODE("compile.unknown_include", clCompileProgram(lonely, 1, &s.device, "", 0, NULL, NULL, NULL, NULL), CL_COMPILE_PROGRAM_FAILURE);
      clReleaseProgram(lonely);
    }
    EXPECT_CODE("link.zero_inputs", (clLinkProgram(s.context, 1, &s.device, "", 0, parts, NULL, NULL, &err), err), CL_INVALID_VALUE);
    if (!reference_crashes("compile.headers_without_names", "PoCL 3.1 reads through the NULL include names")) {
      EXPECT_CODE("compile.headers_without_names", clCompileProgram(parts[0], 1, &s.device, "", 1, &header_program, NULL, NULL, NULL), CL_INVALID_VALUE);
    }
    clReleaseProgram(parts[0]);
    clReleaseProgram(parts[1]);
    clReleaseProgram(header_program);
  }

  /* Sources from several strings with lengths; and the errors. */
  {
    const char *parts[2] = {"kernel void two(global int *p) { p[0] = 2; }XXXX", "kernel void three(global int *p) { p[0] = 3; }\n"};
    size_t lengths[2] = {strlen(parts[0]) - 4, 0};
    cl_program joined = clCreateProgramWithSource(s.context, 2, parts, lengths, &err);
    size_t num_kernels = 0;
    EXPECT_OK("source.parts", err);
    EXPECT_OK("source.parts.build", clBuildProgram(joined, 0, NULL, NULL, NULL, NULL));
    clGetProgramInfo(joined, CL_PROGRAM_NUM_KERNELS, sizeof num_kernels, &num_kernels, NULL);
    CHECK_EQ("source.parts.num_kernels", num_kernels, 2);
    clReleaseProgram(joined);
    clCreateProgramWithSource(s.context, 0, parts, NULL, &err);
    EXPECT_CODE("source.zero_count", err, CL_INVALID_VALUE);
    if (!reference_crashes("source.null_strings", "PoCL 3.1 reads through a NULL strings list")) {
      clCreateProgramWithSource(s.context, 1, NULL, NULL, &err);
      EXPECT_CODE("source.null_strings", err, CL_INVALID_VALUE);
    }
    clCreateProgramWithSource(NULL, 1, parts, NULL, &err);
    EXPECT_CODE("source.null_context", err, CL_INVALID_CONTEXT);
  }
  {
    /* A build callback is called once the build is done. */
    static const char *tiny = "kernel void k(global int *p) { p[0] = 0; }\n";
    cl_program p = clCreateProgramWithSource(s.context, 1, &tiny, NULL, &err);
    EXPECT_CODE("build.user_data_without_callback", clBuildProgram(p, 0, NULL, NULL, NULL, &err), CL_INVALID_VALUE);
    EXPECT_CODE("build.devices_mismatch", clBuildProgram(p, 1, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("build.null_program", clBuildProgram(NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);
    clReleaseProgram(p);
  }
  if (!on_reference_platform) {
    /* oclvk's own -cl-local-reserve=auto (no OpenCL option, so oclvk only): the reserve trial's
     * launches, batched (enqueued, then clFinish) and one at a time, each add once. */
    static const char *acc =
        "kernel void acc(global int *a, global const int *b) {\n"
        "  size_t i = get_global_id(0); a[i] += b[i] * (int)(i % 7 + 1); }\n";
    enum { N = 256, BATCHES = 3, PER_BATCH = 5, SINGLE = 6 };
    cl_int a[N] = {0}, b[N];
    size_t global = N, local = 32;
    int launches = 0, same = 1;
    cl_program p = clCreateProgramWithSource(s.context, 1, &acc, NULL, &err);
    cl_kernel k;
    cl_mem da, db;
    for (int i = 0; i < N; i++) b[i] = 3 * i - 100;
    REQUIRE_OK(clBuildProgram(p, 1, &s.device, "-cl-local-reserve=auto", NULL, NULL));
    k = clCreateKernel(p, "acc", &err);
    REQUIRE_OK(err);
    da = clCreateBuffer(s.context, CL_MEM_COPY_HOST_PTR, sizeof a, a, &err);
    REQUIRE_OK(err);
    db = clCreateBuffer(s.context, CL_MEM_COPY_HOST_PTR, sizeof b, b, &err);
    REQUIRE_OK(err);
    REQUIRE_OK(clSetKernelArg(k, 0, sizeof da, &da));
    REQUIRE_OK(clSetKernelArg(k, 1, sizeof db, &db));
    for (int batch = 0; batch < BATCHES + SINGLE; batch++) {
      int count = batch < BATCHES ? PER_BATCH : 1;
      for (int j = 0; j < count; j++, launches++)
        REQUIRE_OK(clEnqueueNDRangeKernel(s.queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
      REQUIRE_OK(clEnqueueReadBuffer(s.queue, da, CL_TRUE, 0, sizeof a, a, 0, NULL, NULL));
      for (int i = 0; i < N; i++) same &= a[i] == launches * b[i] * (i % 7 + 1);
    }
    CHECK("optional.reserve_auto.results", same);
    clReleaseMemObject(da);
    clReleaseMemObject(db);
    clReleaseKernel(k);
    clReleaseProgram(p);
  }
  teardown(&s);
  return finish();
}
