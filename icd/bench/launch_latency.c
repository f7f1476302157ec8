/* Launch cost through an OpenCL platform, for comparing oclvk's driver with another platform's
 * on the same machine (docs/performance.md, "The OpenCL driver"):
 *   gcc -O2 -std=c99 icd/bench/launch_latency.c -lOpenCL -o launch_latency
 *   ./launch_latency oclvk; ./launch_latency NVIDIA
 * argv[1] picks the first platform whose name contains it; argv[2] is the count (default
 * 10000). Prints the mean of clEnqueueNDRangeKernel + clFinish of an empty kernel (one
 * work-item), the rate of enqueues of it followed by one clFinish, and where a launch's time
 * goes: the enqueue alone and the clFinish after it (medians), an enqueue with an event waited
 * for by clWaitForEvents, and enqueue + clFinish on a profiling queue. */
#define _POSIX_C_SOURCE 199309L
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CHECK(x)                                                         \
  do {                                                                   \
    cl_int code_ = (x);                                                  \
    if (code_ != CL_SUCCESS) {                                           \
      fprintf(stderr, "%s:%d: %s: %d\n", __FILE__, __LINE__, #x, code_); \
      return 1;                                                          \
    }                                                                    \
  } while (0)

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, compare_doubles);
  return v[n / 2];
}

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
  const char *wanted = argc > 1 ? argv[1] : "oclvk";
  int count = argc > 2 ? atoi(argv[2]) : 10000;
  cl_platform_id platforms[16], platform = NULL;
  cl_uint n = 0;
  CHECK(clGetPlatformIDs(16, platforms, &n));
  for (cl_uint i = 0; i < n && !platform; i++) {
    char name[256] = "";
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (strstr(name, wanted)) platform = platforms[i];
  }
  if (!platform) {
    fprintf(stderr, "no platform named like '%s'\n", wanted);
    return 1;
  }
  cl_device_id device;
  CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL));
  char device_name[256] = "";
  clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof device_name, device_name, NULL);
  cl_int err;
  cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  CHECK(err);
  cl_command_queue queue = clCreateCommandQueueWithProperties(context, device, NULL, &err);
  CHECK(err);
  const char *source = "kernel void empty(global int *a) {}";
  cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  CHECK(err);
  CHECK(clBuildProgram(program, 1, &device, "", NULL, NULL));
  cl_kernel kernel = clCreateKernel(program, "empty", &err);
  CHECK(err);
  cl_mem buffer = clCreateBuffer(context, CL_MEM_READ_WRITE, 64, NULL, &err);
  CHECK(err);
  CHECK(clSetKernelArg(kernel, 0, sizeof buffer, &buffer));
  size_t global = 1;
  for (int i = 0; i < 200; i++) {
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clFinish(queue));
  }
  double start = now_us();
  for (int i = 0; i < count; i++) {
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clFinish(queue));
  }
  double single = (now_us() - start) / count;
  start = now_us();
  for (int i = 0; i < count; i++)
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  CHECK(clFinish(queue));
  double batched = (now_us() - start) / count;
  printf("%s (%s): enqueue+finish %.2f us; %d enqueues then finish: %.2f us each, %.0f launches/s\n",
         wanted, device_name, single, count, batched, 1e6 / batched);
  /* Where one launch's time goes. */
  double *enqueue = malloc(sizeof(double) * count), *finish = malloc(sizeof(double) * count);
  double *evented = malloc(sizeof(double) * count), *profiled = malloc(sizeof(double) * count);
  if (!enqueue || !finish || !evented || !profiled) return 1;
  for (int i = 0; i < count; i++) {
    double t0 = now_us();
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
    double t1 = now_us();
    CHECK(clFinish(queue));
    enqueue[i] = t1 - t0;
    finish[i] = now_us() - t1;
  }
  for (int i = 0; i < count; i++) {
    cl_event e;
    double t0 = now_us();
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, &e));
    CHECK(clWaitForEvents(1, &e));
    evented[i] = now_us() - t0;
    CHECK(clReleaseEvent(e));
  }
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  cl_command_queue timed = clCreateCommandQueueWithProperties(context, device, props, &err);
  CHECK(err);
  for (int i = 0; i < count; i++) {
    double t0 = now_us();
    CHECK(clEnqueueNDRangeKernel(timed, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clFinish(timed));
    profiled[i] = now_us() - t0;
  }
  printf("  medians: enqueue %.2f us + clFinish %.2f us; enqueue with an event + clWaitForEvents "
         "%.2f us; enqueue + clFinish on a profiling queue %.2f us\n",
         median(enqueue, count), median(finish, count), median(evented, count),
         median(profiled, count));
  free(enqueue);
  free(finish);
  free(evented);
  free(profiled);
  CHECK(clReleaseCommandQueue(timed));
  return 0;
}
