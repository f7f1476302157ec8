/* The error codes the OpenCL 3.0 specification names, entry point class by class: NULL handles,
 * handles of the wrong type (through the ICD loader a driver receives its own objects of another
 * type), objects of another context, bad flags and bad sizes. No call may crash. */
#include "common.h"

/* A handle of another type: the specification's code, and no crash. PoCL 3.1 checks no handle's
 * type (it dereferences whatever it is given), so there any answer is a deviation. */
#define EXPECT_WRONG_HANDLE(name, expr, expected)                                           \
  do {                                                                                      \
    pid_t isolated_pid_;                                                                    \
    int signal_number_ = 0;                                                                 \
    cl_int got_;                                                                            \
    fflush(stdout);                                                                         \
    isolated_pid_ = fork();                                                                 \
    if (isolated_pid_ == 0) {                                                               \
      cl_int isolated_code_;                                                                \
      alarm(20);                                                                            \
      isolated_code_ = (expr);                                                              \
      _exit(isolated_code_ > 0 ? 255 : (unsigned char)-isolated_code_);                     \
    }                                                                                       \
    REQUIRE(isolated_pid_ > 0);                                                             \
    got_ = child_code(isolated_pid_, &signal_number_);                                      \
    if (on_reference_platform && (signal_number_ != 0 || got_ != (expected))) {             \
      checks_run++;                                                                         \
      printf("deviation %s: PoCL 3.1 checks no handle type (%s)\n", name,                   \
             signal_number_ ? "crashed" : cl_error_name(got_));                             \
    } else if (signal_number_ != 0) {                                                       \
      checks_run++;                                                                         \
      checks_failed++;                                                                      \
      printf("FAIL %s: the call crashed or hung (signal %d), expected %s (line %d)\n", name, \
             signal_number_, cl_error_name(expected), __LINE__);                            \
    } else {                                                                                \
      check_code(name, got_, expected, __LINE__);                                           \
    }                                                                                       \
  } while (0)

static const char *source = "kernel void k(global int *p, int v) { p[get_global_id(0)] = v; }\n";

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  cl_int err = CL_SUCCESS;
  cl_program program = build(&s, source, "");
  cl_kernel kernel = kernel_of(program, "k");
  cl_mem buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 64, NULL, &err);
  cl_event user = clCreateUserEvent(s.context, &err);
  cl_context other_context = clCreateContext(NULL, 1, &s.device, NULL, NULL, &err);
  cl_command_queue other_queue = clCreateCommandQueueWithProperties(other_context, s.device, NULL, &err);
  cl_mem other_buffer = clCreateBuffer(other_context, CL_MEM_READ_WRITE, 64, NULL, &err);
  cl_event other_event = clCreateUserEvent(other_context, &err);
  char text[256];
  cl_uint count = 0;
  size_t one = 1;
  cl_int value = 0;
  REQUIRE_OK(err);
  REQUIRE_OK(clSetKernelArg(kernel, 0, sizeof buffer, &buffer));
  REQUIRE_OK(clSetKernelArg(kernel, 1, sizeof value, &value));
  REQUIRE_OK(clSetUserEventStatus(user, CL_COMPLETE));
  REQUIRE_OK(clSetUserEventStatus(other_event, CL_COMPLETE));

  /* Devices. */
  EXPECT_CODE_ISOLATED("device_info.null", clGetDeviceInfo(NULL, CL_DEVICE_NAME, sizeof text, text, NULL), CL_INVALID_DEVICE);
  EXPECT_WRONG_HANDLE("device_info.context_handle", clGetDeviceInfo((cl_device_id)s.context, CL_DEVICE_NAME, sizeof text, text, NULL), CL_INVALID_DEVICE);
  EXPECT_WRONG_HANDLE("retain_device.queue_handle", clRetainDevice((cl_device_id)s.queue), CL_INVALID_DEVICE);

  /* Contexts. */
  EXPECT_CODE_ISOLATED("context_info.null", clGetContextInfo(NULL, CL_CONTEXT_NUM_DEVICES, sizeof count, &count, NULL), CL_INVALID_CONTEXT);
  EXPECT_WRONG_HANDLE("context_info.queue_handle", clGetContextInfo((cl_context)s.queue, CL_CONTEXT_NUM_DEVICES, sizeof count, &count, NULL), CL_INVALID_CONTEXT);
  EXPECT_CODE_ISOLATED("retain_context.null", clRetainContext(NULL), CL_INVALID_CONTEXT);
  EXPECT_WRONG_HANDLE("retain_context.mem_handle", clRetainContext((cl_context)buffer), CL_INVALID_CONTEXT);
  EXPECT_WRONG_HANDLE("release_context.kernel_handle", clReleaseContext((cl_context)kernel), CL_INVALID_CONTEXT);
  EXPECT_WRONG_HANDLE("create_buffer.queue_as_context", (clCreateBuffer((cl_context)s.queue, CL_MEM_READ_WRITE, 64, NULL, &err), err), CL_INVALID_CONTEXT);
  EXPECT_WRONG_HANDLE("create_program.kernel_as_context", (clCreateProgramWithSource((cl_context)kernel, 1, &source, NULL, &err), err), CL_INVALID_CONTEXT);
  EXPECT_WRONG_HANDLE("create_queue.mem_as_context", (clCreateCommandQueueWithProperties((cl_context)buffer, s.device, NULL, &err), err), CL_INVALID_CONTEXT);
  EXPECT_WRONG_HANDLE("create_queue.queue_as_device", (clCreateCommandQueueWithProperties(s.context, (cl_device_id)s.queue, NULL, &err), err), CL_INVALID_DEVICE);
  EXPECT_WRONG_HANDLE("create_user_event.program_as_context", (clCreateUserEvent((cl_context)program, &err), err), CL_INVALID_CONTEXT);

  /* Queues. */
  EXPECT_CODE_ISOLATED("queue_info.null", clGetCommandQueueInfo(NULL, CL_QUEUE_CONTEXT, sizeof text, text, NULL), CL_INVALID_COMMAND_QUEUE);
  EXPECT_WRONG_HANDLE("queue_info.context_handle", clGetCommandQueueInfo((cl_command_queue)s.context, CL_QUEUE_CONTEXT, sizeof text, text, NULL), CL_INVALID_COMMAND_QUEUE);
  EXPECT_CODE_ISOLATED("finish.null", clFinish(NULL), CL_INVALID_COMMAND_QUEUE);
  EXPECT_WRONG_HANDLE("finish.mem_handle", clFinish((cl_command_queue)buffer), CL_INVALID_COMMAND_QUEUE);
  EXPECT_WRONG_HANDLE("flush.kernel_handle", clFlush((cl_command_queue)kernel), CL_INVALID_COMMAND_QUEUE);
  EXPECT_WRONG_HANDLE("retain_queue.event_handle", clRetainCommandQueue((cl_command_queue)user), CL_INVALID_COMMAND_QUEUE);
  EXPECT_WRONG_HANDLE("read.context_as_queue", clEnqueueReadBuffer((cl_command_queue)s.context, buffer, CL_TRUE, 0, 4, &value, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
  EXPECT_WRONG_HANDLE("ndrange.program_as_queue", clEnqueueNDRangeKernel((cl_command_queue)program, kernel, 1, NULL, &one, NULL, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
  EXPECT_WRONG_HANDLE("marker.mem_as_queue", clEnqueueMarkerWithWaitList((cl_command_queue)buffer, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);

  /* Memory objects. */
  EXPECT_CODE_ISOLATED("mem_info.null", clGetMemObjectInfo(NULL, CL_MEM_SIZE, sizeof one, &one, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_WRONG_HANDLE("mem_info.kernel_handle", clGetMemObjectInfo((cl_mem)kernel, CL_MEM_SIZE, sizeof one, &one, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_WRONG_HANDLE("retain_mem.queue_handle", clRetainMemObject((cl_mem)s.queue), CL_INVALID_MEM_OBJECT);
  EXPECT_WRONG_HANDLE("release_mem.program_handle", clReleaseMemObject((cl_mem)program), CL_INVALID_MEM_OBJECT);
  EXPECT_CODE_ISOLATED("read.null_buffer", clEnqueueReadBuffer(s.queue, NULL, CL_TRUE, 0, 4, &value, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_WRONG_HANDLE("read.event_as_buffer", clEnqueueReadBuffer(s.queue, (cl_mem)user, CL_TRUE, 0, 4, &value, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_WRONG_HANDLE("write.kernel_as_buffer", clEnqueueWriteBuffer(s.queue, (cl_mem)kernel, CL_TRUE, 0, 4, &value, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_CODE_ISOLATED("copy.null_destination", clEnqueueCopyBuffer(s.queue, buffer, NULL, 0, 0, 4, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_WRONG_HANDLE("fill.queue_as_buffer", clEnqueueFillBuffer(s.queue, (cl_mem)s.queue, &value, 4, 0, 4, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  EXPECT_WRONG_HANDLE("map.program_as_buffer", (clEnqueueMapBuffer(s.queue, (cl_mem)program, CL_TRUE, CL_MAP_READ, 0, 4, 0, NULL, NULL, &err), err), CL_INVALID_MEM_OBJECT);
  /* Not blocking: a child process cannot wait for the parent's device threads. */
  EXPECT_CODE_REF_DEVIATES("map.unknown_flag", (clEnqueueMapBuffer(s.queue, buffer, CL_FALSE, (cl_map_flags)1 << 20, 0, 4, 0, NULL, NULL, &err), err),
                           CL_INVALID_VALUE, CL_SUCCESS, "PoCL 3.1 maps with an unknown flag bit");
  clFinish(s.queue);
  {
    cl_buffer_region region = {0, 16};
    EXPECT_WRONG_HANDLE("sub_buffer.kernel_as_buffer", (clCreateSubBuffer((cl_mem)kernel, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err), err), CL_INVALID_MEM_OBJECT);
    EXPECT_CODE_ISOLATED("sub_buffer.null_region", (clCreateSubBuffer(buffer, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, NULL, &err), err), CL_INVALID_VALUE);
  }
  EXPECT_CODE_ISOLATED("set_destructor.null_mem", clSetMemObjectDestructorCallback(NULL, NULL, NULL), CL_INVALID_MEM_OBJECT);

  /* Another context's objects. */
  EXPECT_CODE_ISOLATED("read.other_context_buffer", clEnqueueReadBuffer(s.queue, other_buffer, CL_TRUE, 0, 4, &value, 0, NULL, NULL), CL_INVALID_CONTEXT);
  EXPECT_CODE_ISOLATED("copy.other_context_buffer", clEnqueueCopyBuffer(s.queue, buffer, other_buffer, 0, 0, 4, 0, NULL, NULL), CL_INVALID_CONTEXT);
  EXPECT_CODE_ISOLATED("ndrange.other_context_queue", clEnqueueNDRangeKernel(other_queue, kernel, 1, NULL, &one, NULL, 0, NULL, NULL), CL_INVALID_CONTEXT);
  EXPECT_CODE_ISOLATED("marker.other_context_event", clEnqueueMarkerWithWaitList(s.queue, 1, &other_event, NULL), CL_INVALID_CONTEXT);
  {
    cl_event mixed[2] = {user, other_event};
    EXPECT_CODE_ISOLATED("wait_for_events.mixed_contexts", clWaitForEvents(2, mixed), CL_INVALID_CONTEXT);
  }

  /* Programs. */
  EXPECT_CODE_ISOLATED("program_info.null", clGetProgramInfo(NULL, CL_PROGRAM_NUM_DEVICES, sizeof count, &count, NULL), CL_INVALID_PROGRAM);
  EXPECT_WRONG_HANDLE("program_info.kernel_handle", clGetProgramInfo((cl_program)kernel, CL_PROGRAM_NUM_DEVICES, sizeof count, &count, NULL), CL_INVALID_PROGRAM);
  EXPECT_WRONG_HANDLE("build.mem_as_program", clBuildProgram((cl_program)buffer, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);
  EXPECT_WRONG_HANDLE("build.other_device", clBuildProgram(program, 1, (cl_device_id *)&s.context, NULL, NULL, NULL), CL_INVALID_DEVICE);
  EXPECT_CODE_ISOLATED("build_info.null_device", clGetProgramBuildInfo(program, NULL, CL_PROGRAM_BUILD_STATUS, sizeof value, &value, NULL), CL_INVALID_DEVICE);
  EXPECT_CODE_ISOLATED("build_info.unknown", clGetProgramBuildInfo(program, s.device, 0x7fff, sizeof value, &value, NULL), CL_INVALID_VALUE);
  EXPECT_WRONG_HANDLE("retain_program.queue_handle", clRetainProgram((cl_program)s.queue), CL_INVALID_PROGRAM);
  EXPECT_WRONG_HANDLE("create_kernel.context_as_program", (clCreateKernel((cl_program)s.context, "k", &err), err), CL_INVALID_PROGRAM);
  EXPECT_CODE_ISOLATED("create_kernel.null_program", (clCreateKernel(NULL, "k", &err), err), CL_INVALID_PROGRAM);
  EXPECT_WRONG_HANDLE("kernels_in_program.event_as_program", clCreateKernelsInProgram((cl_program)user, 0, NULL, &count), CL_INVALID_PROGRAM);

  /* Kernels. */
  EXPECT_CODE_ISOLATED("kernel_info.null", clGetKernelInfo(NULL, CL_KERNEL_NUM_ARGS, sizeof count, &count, NULL), CL_INVALID_KERNEL);
  EXPECT_WRONG_HANDLE("kernel_info.mem_handle", clGetKernelInfo((cl_kernel)buffer, CL_KERNEL_NUM_ARGS, sizeof count, &count, NULL), CL_INVALID_KERNEL);
  EXPECT_WRONG_HANDLE("set_arg.program_as_kernel", clSetKernelArg((cl_kernel)program, 1, sizeof value, &value), CL_INVALID_KERNEL);
  EXPECT_WRONG_HANDLE("ndrange.program_as_kernel", clEnqueueNDRangeKernel(s.queue, (cl_kernel)program, 1, NULL, &one, NULL, 0, NULL, NULL), CL_INVALID_KERNEL);
  EXPECT_WRONG_HANDLE("retain_kernel.context_handle", clRetainKernel((cl_kernel)s.context), CL_INVALID_KERNEL);
  EXPECT_WRONG_HANDLE("wg_info.queue_as_kernel", clGetKernelWorkGroupInfo((cl_kernel)s.queue, s.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof one, &one, NULL), CL_INVALID_KERNEL);
  EXPECT_WRONG_HANDLE("wg_info.context_as_device", clGetKernelWorkGroupInfo(kernel, (cl_device_id)s.context, CL_KERNEL_WORK_GROUP_SIZE, sizeof one, &one, NULL), CL_INVALID_DEVICE);
  EXPECT_WRONG_HANDLE("arg_info.mem_as_kernel", clGetKernelArgInfo((cl_kernel)buffer, 0, CL_KERNEL_ARG_NAME, sizeof text, text, NULL), CL_INVALID_KERNEL);
  EXPECT_WRONG_HANDLE("clone.mem_as_kernel", (clCloneKernel((cl_kernel)buffer, &err), err), CL_INVALID_KERNEL);

  /* Events and wait lists. */
  EXPECT_CODE_ISOLATED("event_info.null", clGetEventInfo(NULL, CL_EVENT_COMMAND_TYPE, sizeof count, &count, NULL), CL_INVALID_EVENT);
  EXPECT_WRONG_HANDLE("event_info.queue_handle", clGetEventInfo((cl_event)s.queue, CL_EVENT_COMMAND_TYPE, sizeof count, &count, NULL), CL_INVALID_EVENT);
  EXPECT_WRONG_HANDLE("retain_event.kernel_handle", clRetainEvent((cl_event)kernel), CL_INVALID_EVENT);
  EXPECT_WRONG_HANDLE("set_user_status.context_handle", clSetUserEventStatus((cl_event)s.context, CL_COMPLETE), CL_INVALID_EVENT);
  EXPECT_WRONG_HANDLE("set_callback.mem_handle", clSetEventCallback((cl_event)buffer, CL_COMPLETE, NULL, NULL), CL_INVALID_EVENT);
  EXPECT_WRONG_HANDLE("profiling_info.program_handle", clGetEventProfilingInfo((cl_event)program, CL_PROFILING_COMMAND_END, sizeof one, &one, NULL), CL_INVALID_EVENT);
  {
    cl_event not_events[1] = {(cl_event)buffer};
    cl_event null_event[1] = {NULL};
    EXPECT_WRONG_HANDLE("wait_for_events.mem_handle", clWaitForEvents(1, not_events), CL_INVALID_EVENT);
    EXPECT_WRONG_HANDLE("wait_list.mem_handle", clEnqueueMarkerWithWaitList(s.queue, 1, not_events, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT_CODE_ISOLATED("wait_list.null_entry", clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, 4, &value, 1, null_event, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT_WRONG_HANDLE("wait_list.ndrange_mem_handle", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &one, NULL, 1, not_events, NULL), CL_INVALID_EVENT_WAIT_LIST);
  }

  /* Samplers: bad values, or CL_INVALID_OPERATION without image support. */
  {
    cl_bool images = CL_FALSE;
    cl_sampler_properties bad_mode[] = {CL_SAMPLER_ADDRESSING_MODE, 0x7fff, 0};
    cl_sampler_properties bad_key[] = {0x7fff, 0, 0};
    clGetDeviceInfo(s.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL);
    info("image_support", "%s", images ? "yes" : "no");
    /* The right code depends on the device's image support: checked, not compared. */
    clCreateSamplerWithProperties(s.context, bad_mode, &err);
    info("sampler.bad_addressing_mode.code", "%s", cl_error_name(err));
    if (on_reference_platform && images && err == CL_SUCCESS) {
      printf("deviation sampler.bad_addressing_mode: returns CL_SUCCESS, the specification says CL_INVALID_VALUE (PoCL 3.1 takes any addressing mode value)\n");
    } else {
      CHECK("sampler.bad_addressing_mode", images ? err == CL_INVALID_VALUE : err == CL_INVALID_OPERATION);
    }
    clCreateSamplerWithProperties(s.context, bad_key, &err);
    info("sampler.unknown_property.code", "%s", cl_error_name(err));
    CHECK("sampler.unknown_property", images ? err == CL_INVALID_VALUE : err == CL_INVALID_OPERATION);
    EXPECT_WRONG_HANDLE("sampler.queue_as_context", (clCreateSamplerWithProperties((cl_context)s.queue, NULL, &err), err), CL_INVALID_CONTEXT);
    EXPECT_CODE_ISOLATED("sampler_info.null", clGetSamplerInfo(NULL, CL_SAMPLER_REFERENCE_COUNT, sizeof count, &count, NULL), CL_INVALID_SAMPLER);
    EXPECT_WRONG_HANDLE("sampler_info.mem_handle", clGetSamplerInfo((cl_sampler)buffer, CL_SAMPLER_REFERENCE_COUNT, sizeof count, &count, NULL), CL_INVALID_SAMPLER);
  }

  /* Everything still works after all that. */
  EXPECT_OK("still_works.ndrange", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &one, NULL, 0, NULL, NULL));
  EXPECT_OK("still_works.finish", clFinish(s.queue));
  clReleaseEvent(user);
  clReleaseEvent(other_event);
  clReleaseMemObject(other_buffer);
  clReleaseCommandQueue(other_queue);
  clReleaseContext(other_context);
  clReleaseMemObject(buffer);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  teardown(&s);
  return finish();
}
