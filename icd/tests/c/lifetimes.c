/* Object lifetimes: an object stays alive while another one uses it, whatever order the
 * application releases them in (a kernel keeps its program, a queue and a buffer their context,
 * a sub-buffer its parent); destructor callbacks run once the last user is gone (the
 * specification's rules for clReleaseContext, clReleaseProgram and clReleaseMemObject). */
#include "common.h"

static const char *source =
    "kernel void add(global int *data, int value) { data[get_global_id(0)] += value; }\n";

static volatile int context_destroyed;
static volatile int buffer_destroyed;

static void CL_CALLBACK on_context_destroyed(cl_context context, void *user_data) {
  (void)context;
  (void)user_data;
  context_destroyed++;
}

static void CL_CALLBACK on_buffer_destroyed(cl_mem buffer, void *user_data) {
  (void)buffer;
  (void)user_data;
  buffer_destroyed++;
}

/* Callbacks may run on another thread: waits up to 10 s for `count` to reach `expected`. */
static int wait_for_count(volatile int *count, int expected) {
  struct timespec pause = {0, 1000000};
  for (int i = 0; i < 10000 && *count < expected; i++) nanosleep(&pause, NULL);
  return *count;
}

int main(int argc, char **argv) {
  cl_platform_id platform = choose_platform(argc, argv);
  cl_device_id device = first_device(platform);
  cl_int err = CL_SUCCESS;
  enum { N = 256 };
  cl_int data[N];
  cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  cl_command_queue queue;
  cl_program program;
  cl_kernel kernel;
  cl_mem buffer, sub;
  cl_buffer_region region = {0, 64 * sizeof(cl_int)};
  REQUIRE_OK(err);
  REQUIRE_OK(clSetContextDestructorCallback(context, on_context_destroyed, NULL));
  queue = clCreateCommandQueueWithProperties(context, device, NULL, &err);
  REQUIRE_OK(err);
  program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clBuildProgram(program, 1, &device, "", NULL, NULL));
  kernel = clCreateKernel(program, "add", &err);
  REQUIRE_OK(err);
  for (int i = 0; i < N; i++) data[i] = i;
  buffer = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof data, data, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clSetMemObjectDestructorCallback(buffer, on_buffer_destroyed, NULL));
  sub = clCreateSubBuffer(buffer, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
  REQUIRE_OK(err);

  /* The application lets go of the context, the program and the parent buffer first. */
  EXPECT_OK("release.context_early", clReleaseContext(context));
  EXPECT_OK("release.program_early", clReleaseProgram(program));
  EXPECT_OK("release.parent_early", clReleaseMemObject(buffer));
  CHECK_EQ("context.not_destroyed_while_used", context_destroyed, 0);
  CHECK_EQ("parent.not_destroyed_while_sub_buffer_lives", buffer_destroyed, 0);

  /* Everything still works through the objects that hold them. */
  {
    cl_program kernel_program = NULL;
    cl_context buffer_context = NULL;
    cl_mem parent = NULL;
    cl_int value = 10, out[64];
    size_t sub_items = 64;
    EXPECT_OK("kernel.program_info", clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof kernel_program, &kernel_program, NULL));
    CHECK("kernel.program_info.same", kernel_program == program);
    EXPECT_OK("sub.context_info", clGetMemObjectInfo(sub, CL_MEM_CONTEXT, sizeof buffer_context, &buffer_context, NULL));
    CHECK("sub.context_info.same", buffer_context == context);
    EXPECT_OK("sub.parent_info", clGetMemObjectInfo(sub, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof parent, &parent, NULL));
    CHECK("sub.parent_info.same", parent == buffer);
    EXPECT_OK("set_arg.sub_buffer", clSetKernelArg(kernel, 0, sizeof sub, &sub));
    EXPECT_OK("set_arg.value", clSetKernelArg(kernel, 1, sizeof value, &value));
    EXPECT_OK("launch.after_releases", clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &sub_items, NULL, 0, NULL, NULL));
    EXPECT_OK("read.after_releases", clEnqueueReadBuffer(queue, sub, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    CHECK("results.after_releases", out[0] == 10 && out[63] == 73);
    {
      /* A new program and buffer in the released context still work (the queue holds it). */
      cl_mem fresh = clCreateBuffer(context, CL_MEM_READ_WRITE, sizeof data, NULL, &err);
      EXPECT_OK("create.in_held_context", err);
      if (fresh) clReleaseMemObject(fresh);
    }
  }

  /* A buffer is deleted only after its sub-buffers are (kernel arguments hold no reference:
   * a kernel whose argument was released is not launched again). */
  CHECK_EQ("parent.alive_with_sub_buffer", buffer_destroyed, 0);
  EXPECT_OK("release.sub_buffer", clReleaseMemObject(sub));
  EXPECT_OK("release.kernel", clReleaseKernel(kernel));
  CHECK_EQ("parent.destroyed_with_last_sub_buffer", wait_for_count(&buffer_destroyed, 1), 1);
  CHECK_EQ("context.not_destroyed_while_queue_lives", context_destroyed, 0);
  EXPECT_OK("release.queue", clReleaseCommandQueue(queue));
  CHECK_EQ("context.destroyed_after_last_user", wait_for_count(&context_destroyed, 1), 1);
  return finish();
}
