/* printf from kernels: the formats' output reaches the program's stdout by clFinish. Each
 * line the kernel prints is an "ok NAME = VALUE" line, so the harness compares it with the
 * reference platform's; the program checks printf's return values and that lines come out. */
#include "common.h"

static const char *source =
    "constant char greeting[] = \"constant string\";\n"
    "kernel void show(global int *returns, int value, float x) {\n"
    "  int i = (int)get_global_id(0);\n"
    "  int r = 0;\n"
    "  if (i == 0) {\n"
    "    r |= printf(\"ok printf.ints = %d %i %u %x %X %o %c\\n\", value, -value, 4000000000u, 255, 255, 8, 'Z');\n"
    "    r |= printf(\"ok printf.widths = [%5d] [%-5d] [%05d] [%+d] [%.3d]\\n\", value, value, value, value, 7);\n"
    "    r |= printf(\"ok printf.floats = %f %.2f %e %g %G %8.3f\\n\", x, x, x, x, 1.0e-10f, -x);\n"
    "    r |= printf(\"ok printf.longs = %ld %lu %lx\\n\", -5000000000L, 18000000000000000000UL, 0xdeadbeefcafeUL);\n"
    "    r |= printf(\"ok printf.shorts = %hd %hu %hhd %hhu\\n\", (short)-300, (ushort)65000, (char)-7, (uchar)250);\n"
    "    r |= printf(\"ok printf.strings = %s [%10s] [%-6s] %%\\n\", \"literal\", greeting, \"ab\");\n"
    "    r |= printf(\"ok printf.vectors = %v4hld %v2hhd %v3hlu %v2hlx\\n\", (int4)(1, -2, 3, -4), (char2)(5, 6), (uint3)(7, 8, 9), (uint2)(255, 16));\n"
    "    r |= printf(\"ok printf.float_vectors = %v4hlf %.1v2hlf\\n\", (float4)(0.5f, 1.5f, -2.25f, x), (float2)(3.25f, 4.75f));\n"
    "    r |= printf(\"ok printf.special = %f %f %f\\n\", INFINITY, -INFINITY, (float)(1.0f / 3.0f));\n"
    "  }\n"
    "  r |= printf(\"ok printf.item%d = %d\\n\", i, i * value);\n"
    "  returns[i] = r;\n"
    "}\n";

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  cl_int err = CL_SUCCESS;
  size_t printf_buffer = 0;
  cl_program program = build(&s, source, "");
  cl_kernel kernel = kernel_of(program, "show");
  enum { N = 8 };
  cl_int returns[N];
  cl_int value = 42;
  cl_float x = 3.14159f;
  size_t global = N;
  cl_mem buffer = clCreateBuffer(s.context, CL_MEM_WRITE_ONLY, sizeof returns, NULL, &err);
  REQUIRE_OK(err);
  EXPECT_OK("printf_buffer_size", clGetDeviceInfo(s.device, CL_DEVICE_PRINTF_BUFFER_SIZE, sizeof printf_buffer, &printf_buffer, NULL));
  CHECK("printf_buffer_size.at_least_1mb", printf_buffer >= 1024 * 1024);
  REQUIRE_OK(clSetKernelArg(kernel, 0, sizeof buffer, &buffer));
  REQUIRE_OK(clSetKernelArg(kernel, 1, sizeof value, &value));
  REQUIRE_OK(clSetKernelArg(kernel, 2, sizeof x, &x));
  fflush(stdout);
  EXPECT_OK("launch", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  EXPECT_OK("finish", clFinish(s.queue));
  fflush(stdout);
  REQUIRE_OK(clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof returns, returns, 0, NULL, NULL));
  {
    int all_zero = 1;
    for (int i = 0; i < N; i++) all_zero &= returns[i] == 0;
    CHECK("returns_zero", all_zero);
  }
  clReleaseMemObject(buffer);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  teardown(&s);
  return finish();
}
