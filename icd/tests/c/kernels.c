/* Kernels: clSetKernelArg for buffers, scalars, vectors, structs and local sizes; argument info
 * with -cl-kernel-arg-info; kernel and work-group info; and the errors of each. */
#include "common.h"

static const char *source =
    "typedef struct { int a; float b; short c; } Pair;\n"
    "kernel void args(global int *out, const int scalar, float4 vector, Pair pair,\n"
    "                 local int *scratch, constant int *table, global const float *restrict in) {\n"
    "  size_t i = get_global_id(0), l = get_local_id(0);\n"
    "  scratch[l] = (int)i * scalar;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  size_t n = get_local_size(0);\n"
    "  int neighbour = scratch[(l + 1) % n];\n"
    "  out[i] = neighbour + (int)(vector.x + vector.y * 10.0f + vector.z * 100.0f + vector.w * 1000.0f)\n"
    "           + pair.a + (int)pair.b + pair.c + table[i % 4] + (int)in[i];\n"
    "}\n"
    "kernel void noargs(void) {}\n"
    "__attribute__((reqd_work_group_size(8, 1, 1)))\n"
    "kernel void fixed(global uint *out) { out[get_global_id(0)] = get_local_size(0); }\n";

typedef struct {
  cl_int a;
  cl_float b;
  cl_short c;
} Pair;

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  cl_int err = CL_SUCCESS;
  cl_program program = build(&s, source, "-cl-kernel-arg-info");
  cl_kernel kernel = kernel_of(program, "args");
  enum { N = 64, LOCAL = 16 };
  cl_int out[N];
  cl_int table_host[4] = {1, 2, 3, 4};
  cl_float in_host[N];
  for (int i = 0; i < N; i++) in_host[i] = (cl_float)(i * 2);
  cl_mem out_buffer = clCreateBuffer(s.context, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);
  cl_mem table = clCreateBuffer(s.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof table_host, table_host, &err);
  cl_mem in = clCreateBuffer(s.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in_host, in_host, &err);
  cl_int scalar = 3;
  cl_float4 vector = {{1.0f, 2.0f, 3.0f, 4.0f}};
  Pair pair = {5, 6.5f, 7};
  size_t global = N, local = LOCAL;

  /* Kernel info. */
  {
    char text[256];
    cl_uint num_args = 0, refs = 0;
    cl_program kernel_program = NULL;
    cl_context kernel_context = NULL;
    EXPECT_OK("info.function_name", clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, sizeof text, text, NULL));
    CHECK("info.function_name.value", strcmp(text, "args") == 0);
    EXPECT_OK("info.num_args", clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof num_args, &num_args, NULL));
    CHECK_EQ("info.num_args.value", num_args, 7);
    EXPECT_OK("info.reference_count", clGetKernelInfo(kernel, CL_KERNEL_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK("info.reference_count.positive", refs >= 1);
    EXPECT_OK("info.program", clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof kernel_program, &kernel_program, NULL));
    CHECK("info.program.is_program", kernel_program == program);
    EXPECT_OK("info.context", clGetKernelInfo(kernel, CL_KERNEL_CONTEXT, sizeof kernel_context, &kernel_context, NULL));
    CHECK("info.context.is_context", kernel_context == s.context);
    EXPECT_CODE("info.too_small", clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, 2, text, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("info.unknown", clGetKernelInfo(kernel, 0x7fff, sizeof text, text, NULL), CL_INVALID_VALUE);
  }

  /* Argument info (the program was built with -cl-kernel-arg-info). */
  {
    static const char *names[] = {"out", "scalar", "vector", "pair", "scratch", "table", "in"};
    static const char *types[] = {"int*", "int", "float4", "Pair", "int*", "int*", "float*"};
    static const cl_kernel_arg_address_qualifier spaces[] = {
        CL_KERNEL_ARG_ADDRESS_GLOBAL,  CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_ADDRESS_PRIVATE,
        CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_ADDRESS_LOCAL,   CL_KERNEL_ARG_ADDRESS_CONSTANT,
        CL_KERNEL_ARG_ADDRESS_GLOBAL};
    for (cl_uint i = 0; i < 7; i++) {
      char label[96], text[128];
      cl_kernel_arg_address_qualifier space = 0;
      cl_kernel_arg_access_qualifier access = 0;
      snprintf(label, sizeof label, "arg_info.%u.name", i);
      EXPECT_OK(label, clGetKernelArgInfo(kernel, i, CL_KERNEL_ARG_NAME, sizeof text, text, NULL));
      snprintf(label, sizeof label, "arg_info.%u.name_value", i);
      CHECK(label, strcmp(text, names[i]) == 0);
      snprintf(label, sizeof label, "arg_info.%u.type_name", i);
      EXPECT_OK(label, clGetKernelArgInfo(kernel, i, CL_KERNEL_ARG_TYPE_NAME, sizeof text, text, NULL));
      snprintf(label, sizeof label, "arg_info.%u.type_name_value", i);
      if (!CHECK(label, strcmp(text, types[i]) == 0)) printf("  got \"%s\"\n", text);
      snprintf(label, sizeof label, "arg_info.%u.address", i);
      EXPECT_OK(label, clGetKernelArgInfo(kernel, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof space, &space, NULL));
      snprintf(label, sizeof label, "arg_info.%u.address_value", i);
      CHECK_EQ(label, space, spaces[i]);
      snprintf(label, sizeof label, "arg_info.%u.access", i);
      EXPECT_OK(label, clGetKernelArgInfo(kernel, i, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof access, &access, NULL));
      snprintf(label, sizeof label, "arg_info.%u.access_value", i);
      CHECK_EQ(label, access, CL_KERNEL_ARG_ACCESS_NONE);
    }
    {
      cl_kernel_arg_type_qualifier qualifier = 0;
      EXPECT_OK("arg_info.scalar.const", clGetKernelArgInfo(kernel, 1, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof qualifier, &qualifier, NULL));
      CHECK_EQ("arg_info.scalar.const_value", qualifier, CL_KERNEL_ARG_TYPE_NONE);
      EXPECT_OK("arg_info.in.qualifiers", clGetKernelArgInfo(kernel, 6, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof qualifier, &qualifier, NULL));
      CHECK_EQ("arg_info.in.qualifiers_value", qualifier, CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT);
      EXPECT_OK("arg_info.table.qualifiers", clGetKernelArgInfo(kernel, 5, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof qualifier, &qualifier, NULL));
      CHECK_EQ("arg_info.table.qualifiers_value", qualifier, CL_KERNEL_ARG_TYPE_CONST);
      EXPECT_CODE("arg_info.bad_index", clGetKernelArgInfo(kernel, 7, CL_KERNEL_ARG_NAME, sizeof qualifier, &qualifier, NULL), CL_INVALID_ARG_INDEX);
      EXPECT_CODE("arg_info.too_small", clGetKernelArgInfo(kernel, 0, CL_KERNEL_ARG_NAME, 1, &qualifier, NULL), CL_INVALID_VALUE);
    }
  }

  /* Without -cl-kernel-arg-info the information may be absent: then the code says so. */
  {
    cl_program plain = build(&s, source, "");
    cl_kernel k = kernel_of(plain, "args");
    char text[64];
    cl_int code = clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_NAME, sizeof text, text, NULL);
    CHECK("arg_info.without_option", code == CL_SUCCESS || code == CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
    clReleaseKernel(k);
    clReleaseProgram(plain);
  }

  /* A launch with every kind of argument. */
  EXPECT_CODE("launch.args_unset", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL),
              CL_INVALID_KERNEL_ARGS);
  EXPECT_OK("set_arg.buffer", clSetKernelArg(kernel, 0, sizeof(cl_mem), &out_buffer));
  EXPECT_OK("set_arg.scalar", clSetKernelArg(kernel, 1, sizeof scalar, &scalar));
  EXPECT_OK("set_arg.vector", clSetKernelArg(kernel, 2, sizeof vector, &vector));
  EXPECT_OK("set_arg.struct", clSetKernelArg(kernel, 3, sizeof pair, &pair));
  EXPECT_OK("set_arg.local", clSetKernelArg(kernel, 4, LOCAL * sizeof(cl_int), NULL));
  EXPECT_OK("set_arg.constant", clSetKernelArg(kernel, 5, sizeof(cl_mem), &table));
  EXPECT_OK("set_arg.const_restrict", clSetKernelArg(kernel, 6, sizeof(cl_mem), &in));
  EXPECT_OK("launch", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  EXPECT_OK("launch.read", clEnqueueReadBuffer(s.queue, out_buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  {
    int right = 1;
    for (int i = 0; i < N; i++) {
      int group_start = i / LOCAL * LOCAL;
      int neighbour = (group_start + (i - group_start + 1) % LOCAL) * scalar;
      int expected = neighbour + 4321 + 5 + 6 + 7 + table_host[i % 4] + i * 2;
      if (out[i] != expected) {
        printf("  out[%d] = %d, expected %d\n", i, out[i], expected);
        right = 0;
        break;
      }
    }
    CHECK("launch.results", right);
    printf("ok launch.out = %d %d %d %d\n", out[0], out[15], out[16], out[63]);
  }
  /* Arguments keep their values between launches; a changed scalar shows. */
  scalar = -1;
  EXPECT_OK("set_arg.scalar_again", clSetKernelArg(kernel, 1, sizeof scalar, &scalar));
  EXPECT_OK("launch.again", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  clEnqueueReadBuffer(s.queue, out_buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL);
  CHECK_EQ("launch.again.out0", out[0], -1 + 4321 + 18 + 1);

  /* clSetKernelArg errors. */
  {
    cl_mem not_a_buffer = (cl_mem)s.queue;
    EXPECT_CODE("set_arg.bad_index", clSetKernelArg(kernel, 7, sizeof scalar, &scalar), CL_INVALID_ARG_INDEX);
    EXPECT_CODE("set_arg.scalar_wrong_size", clSetKernelArg(kernel, 1, 2, &scalar), CL_INVALID_ARG_SIZE);
    EXPECT_CODE("set_arg.vector_wrong_size", clSetKernelArg(kernel, 2, 8, &vector), CL_INVALID_ARG_SIZE);
    EXPECT_CODE_REF_DEVIATES("set_arg.struct_wrong_size", clSetKernelArg(kernel, 3, sizeof pair + 4, &pair),
                             CL_INVALID_ARG_SIZE, CL_SUCCESS, "PoCL 3.1 does not check a struct argument's size");
    EXPECT_CODE("set_arg.buffer_wrong_size", clSetKernelArg(kernel, 0, 4, &out_buffer), CL_INVALID_ARG_SIZE);
    EXPECT_CODE("set_arg.scalar_null_value", clSetKernelArg(kernel, 1, sizeof scalar, NULL), CL_INVALID_ARG_VALUE);
    EXPECT_CODE("set_arg.local_with_value", clSetKernelArg(kernel, 4, 64, &scalar), CL_INVALID_ARG_VALUE);
    EXPECT_CODE("set_arg.local_zero_size", clSetKernelArg(kernel, 4, 0, NULL), CL_INVALID_ARG_SIZE);
    EXPECT_CODE_REF_DEVIATES("set_arg.buffer_not_a_mem_object", clSetKernelArg(kernel, 0, sizeof(cl_mem), &not_a_buffer),
                             CL_INVALID_MEM_OBJECT, CL_SUCCESS, "PoCL 3.1 takes a queue handle for a buffer");
    EXPECT_CODE("set_arg.null_kernel", clSetKernelArg(NULL, 0, sizeof scalar, &scalar), CL_INVALID_KERNEL);
    {
      /* A NULL buffer argument is allowed (the kernel sees a NULL pointer). */
      cl_mem null_buffer = NULL;
      EXPECT_OK("set_arg.null_buffer", clSetKernelArg(kernel, 6, sizeof(cl_mem), &null_buffer));
      EXPECT_OK("set_arg.null_buffer_by_null_value", clSetKernelArg(kernel, 6, sizeof(cl_mem), NULL));
    }
  }

  /* Work-group info. */
  {
    size_t wg = 0, compiled[3] = {9, 9, 9}, multiple = 0, max_group = 0;
    cl_ulong local_mem = 0, private_mem = 0;
    cl_kernel fixed = kernel_of(program, "fixed");
    clGetDeviceInfo(s.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof max_group, &max_group, NULL);
    EXPECT_OK("wg_info.work_group_size", clGetKernelWorkGroupInfo(kernel, s.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    CHECK("wg_info.work_group_size.range", wg >= 1 && wg <= max_group);
    info("wg_info.work_group_size", "%zu", wg);
    EXPECT_OK("wg_info.compile_size", clGetKernelWorkGroupInfo(kernel, s.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof compiled, compiled, NULL));
    CHECK("wg_info.compile_size.zero", compiled[0] == 0 && compiled[1] == 0 && compiled[2] == 0);
    EXPECT_OK("wg_info.fixed.compile_size", clGetKernelWorkGroupInfo(fixed, s.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof compiled, compiled, NULL));
    CHECK("wg_info.fixed.compile_size.value", compiled[0] == 8 && compiled[1] == 1 && compiled[2] == 1);
    EXPECT_OK("wg_info.preferred_multiple", clGetKernelWorkGroupInfo(kernel, s.device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof multiple, &multiple, NULL));
    CHECK("wg_info.preferred_multiple.positive", multiple >= 1);
    EXPECT_OK("wg_info.local_mem", clGetKernelWorkGroupInfo(kernel, s.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof local_mem, &local_mem, NULL));
    info("wg_info.local_mem", "%llu", (unsigned long long)local_mem);
    EXPECT_OK("wg_info.private_mem", clGetKernelWorkGroupInfo(kernel, s.device, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof private_mem, &private_mem, NULL));
    EXPECT_CODE("wg_info.too_small", clGetKernelWorkGroupInfo(kernel, s.device, CL_KERNEL_WORK_GROUP_SIZE, 1, &wg, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("wg_info.unknown", clGetKernelWorkGroupInfo(kernel, s.device, 0x7fff, sizeof wg, &wg, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("wg_info.global_size_not_builtin", clGetKernelWorkGroupInfo(kernel, s.device, CL_KERNEL_GLOBAL_WORK_SIZE, sizeof compiled, compiled, NULL), CL_INVALID_VALUE);
    {
      /* reqd_work_group_size: the launch must use it. */
      cl_mem sizes = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 16 * sizeof(cl_uint), NULL, &err);
      cl_uint got[16];
      size_t global16 = 16, local8 = 8, local4 = 4;
      clSetKernelArg(fixed, 0, sizeof sizes, &sizes);
      EXPECT_CODE("fixed.wrong_local", clEnqueueNDRangeKernel(s.queue, fixed, 1, NULL, &global16, &local4, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
      /* The specification names CL_INVALID_WORK_GROUP_SIZE for a NULL local size too. */
      EXPECT_CODE("fixed.null_local", clEnqueueNDRangeKernel(s.queue, fixed, 1, NULL, &global16, NULL, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
      EXPECT_OK("fixed.right_local", clEnqueueNDRangeKernel(s.queue, fixed, 1, NULL, &global16, &local8, 0, NULL, NULL));
      clEnqueueReadBuffer(s.queue, sizes, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL);
      CHECK("fixed.right_local.results", got[0] == 8 && got[15] == 8);
      clReleaseMemObject(sizes);
    }
    clReleaseKernel(fixed);
  }

  /* clCloneKernel copies the arguments; the clone runs on its own. */
  {
    cl_kernel noargs = kernel_of(program, "noargs");
    cl_kernel clone = clCloneKernel(kernel, &err);
    size_t one = 1;
    EXPECT_OK("clone", err);
    EXPECT_OK("clone.retain_release", clRetainKernel(clone));
    clReleaseKernel(clone);
    EXPECT_OK("noargs.launch", clEnqueueNDRangeKernel(s.queue, noargs, 1, NULL, &one, NULL, 0, NULL, NULL));
    EXPECT_CODE("noargs.set_arg", clSetKernelArg(noargs, 0, 4, &scalar), CL_INVALID_ARG_INDEX);
    clFinish(s.queue);
    clReleaseKernel(clone);
    clReleaseKernel(noargs);
  }
  EXPECT_CODE("release.program_with_kernels_is_fine", clReleaseKernel(kernel), CL_SUCCESS);
  clReleaseMemObject(out_buffer);
  clReleaseMemObject(table);
  clReleaseMemObject(in);
  clReleaseProgram(program);
  teardown(&s);
  return finish();
}
