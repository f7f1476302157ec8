/* Events: status, profiling (queued <= submit <= start <= end), wait lists, markers and
 * barriers, user events gating work (completed and failed), callbacks, and the errors. */
#include "common.h"

static const char *source =
    "kernel void add(global int *data, int value) { data[get_global_id(0)] += value; }\n";

static volatile int callback_calls;
static volatile cl_int callback_status = 1;

static void CL_CALLBACK on_event(cl_event event, cl_int status, void *user_data) {
  (void)event;
  callback_status = status;
  *(volatile int *)user_data += 1;
}

/* Callbacks may run on another thread, after clFinish returns: waits up to 10 s for `count`
 * to reach `expected`. */
static int wait_for_count(volatile int *count, int expected) {
  struct timespec pause = {0, 1000000};
  for (int i = 0; i < 10000 && *count < expected; i++) nanosleep(&pause, NULL);
  return *count;
}

static cl_int status_of(cl_event event) {
  cl_int status = -999;
  clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
  return status;
}

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, CL_QUEUE_PROFILING_ENABLE);
  cl_int err = CL_SUCCESS;
  cl_program program = build(&s, source, "");
  cl_kernel kernel = kernel_of(program, "add");
  enum { N = 1024 };
  cl_int data[N];
  size_t global = N;
  cl_mem buffer;
  for (int i = 0; i < N; i++) data[i] = i;
  buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof data, data, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clSetKernelArg(kernel, 0, sizeof buffer, &buffer));

  /* A kernel's event: its info, status and profiling. */
  {
    cl_event event;
    cl_int value = 5;
    cl_command_type type = 0;
    cl_command_queue queue = NULL;
    cl_context context = NULL;
    cl_uint refs = 0;
    cl_ulong queued = 0, submit = 0, start = 0, end = 0, complete = 0;
    clSetKernelArg(kernel, 1, sizeof value, &value);
    EXPECT_OK("kernel_event.enqueue", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, NULL, 0, NULL, &event));
    EXPECT_OK("kernel_event.command_type", clGetEventInfo(event, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    CHECK_EQ("kernel_event.command_type.value", type, CL_COMMAND_NDRANGE_KERNEL);
    EXPECT_OK("kernel_event.queue", clGetEventInfo(event, CL_EVENT_COMMAND_QUEUE, sizeof queue, &queue, NULL));
    CHECK("kernel_event.queue.is_queue", queue == s.queue);
    EXPECT_OK("kernel_event.context", clGetEventInfo(event, CL_EVENT_CONTEXT, sizeof context, &context, NULL));
    CHECK("kernel_event.context.is_context", context == s.context);
    EXPECT_OK("kernel_event.reference_count", clGetEventInfo(event, CL_EVENT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    /* Counts may include the implementation's own references: positive, a retain adds one. */
    CHECK("kernel_event.reference_count.positive", refs >= 1);
    EXPECT_OK("kernel_event.wait", clWaitForEvents(1, &event));
    CHECK_EQ("kernel_event.status_complete", status_of(event), CL_COMPLETE);
    EXPECT_OK("profiling.queued", clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_QUEUED, sizeof queued, &queued, NULL));
    EXPECT_OK("profiling.submit", clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_SUBMIT, sizeof submit, &submit, NULL));
    EXPECT_OK("profiling.start", clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL));
    EXPECT_OK("profiling.end", clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL));
    EXPECT_OK("profiling.complete", clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_COMPLETE, sizeof complete, &complete, NULL));
    CHECK("profiling.order", queued <= submit && submit <= start && start <= end && end <= complete);
    info("profiling.kernel_ns", "%llu", (unsigned long long)(end - start));
    EXPECT_CODE("profiling.too_small", clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, 4, &end, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("profiling.unknown", clGetEventProfilingInfo(event, 0x7fff, sizeof end, &end, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("event_info.too_small", clGetEventInfo(event, CL_EVENT_COMMAND_TYPE, 1, &type, NULL), CL_INVALID_VALUE);
    {
      cl_uint before = 0;
      clGetEventInfo(event, CL_EVENT_REFERENCE_COUNT, sizeof before, &before, NULL);
      EXPECT_OK("event.retain", clRetainEvent(event));
      clGetEventInfo(event, CL_EVENT_REFERENCE_COUNT, sizeof refs, &refs, NULL);
      CHECK_EQ("event.retain.adds_one", refs - before, 1);
    }
    clReleaseEvent(event);
    EXPECT_OK("event.release", clReleaseEvent(event));
  }

  /* Profiling info from a queue without profiling. */
  {
    cl_command_queue plain = clCreateCommandQueueWithProperties(s.context, s.device, NULL, &err);
    cl_event event;
    cl_ulong start = 0;
    cl_int value = 0;
    REQUIRE_OK(clEnqueueWriteBuffer(plain, buffer, CL_TRUE, 0, sizeof value, &value, 0, NULL, &event));
    EXPECT_CODE("profiling.not_enabled", clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL),
                CL_PROFILING_INFO_NOT_AVAILABLE);
    clReleaseEvent(event);
    clReleaseCommandQueue(plain);
  }

  /* Transfers' command types, a chain of wait lists, markers and barriers. */
  {
    cl_event write, run, marker, barrier, read;
    cl_command_type type = 0;
    cl_int value = 7, out[N];
    cl_ulong end_write = 0, start_run = 0;
    for (int i = 0; i < N; i++) data[i] = 1;
    REQUIRE_OK(clEnqueueWriteBuffer(s.queue, buffer, CL_FALSE, 0, sizeof data, data, 0, NULL, &write));
    clGetEventInfo(write, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL);
    CHECK_EQ("write_event.command_type", type, CL_COMMAND_WRITE_BUFFER);
    clSetKernelArg(kernel, 1, sizeof value, &value);
    REQUIRE_OK(clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, NULL, 1, &write, &run));
    EXPECT_OK("marker", clEnqueueMarkerWithWaitList(s.queue, 1, &run, &marker));
    clGetEventInfo(marker, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL);
    CHECK_EQ("marker.command_type", type, CL_COMMAND_MARKER);
    EXPECT_OK("barrier", clEnqueueBarrierWithWaitList(s.queue, 0, NULL, &barrier));
    clGetEventInfo(barrier, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL);
    CHECK_EQ("barrier.command_type", type, CL_COMMAND_BARRIER);
    REQUIRE_OK(clEnqueueReadBuffer(s.queue, buffer, CL_FALSE, 0, sizeof out, out, 1, &barrier, &read));
    clGetEventInfo(read, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL);
    CHECK_EQ("read_event.command_type", type, CL_COMMAND_READ_BUFFER);
    EXPECT_OK("wait_list.wait_read", clWaitForEvents(1, &read));
    CHECK("wait_list.results", out[0] == 8 && out[N - 1] == 8);
    CHECK_EQ("wait_list.marker_complete", status_of(marker), CL_COMPLETE);
    clGetEventProfilingInfo(write, CL_PROFILING_COMMAND_END, sizeof end_write, &end_write, NULL);
    clGetEventProfilingInfo(run, CL_PROFILING_COMMAND_START, sizeof start_run, &start_run, NULL);
    CHECK("profiling.dependent_starts_after", end_write <= start_run);
    {
      cl_event all[5] = {write, run, marker, barrier, read};
      EXPECT_OK("wait_for_events.several", clWaitForEvents(5, all));
      for (int i = 0; i < 5; i++) clReleaseEvent(all[i]);
    }
  }

  /* An event of one queue in another queue's wait list. */
  {
    cl_command_queue second = clCreateCommandQueueWithProperties(s.context, s.device, NULL, &err);
    cl_event written, added;
    cl_int ones[N], out[N], value = 2;
    for (int i = 0; i < N; i++) ones[i] = 1;
    REQUIRE_OK(err);
    REQUIRE_OK(clEnqueueWriteBuffer(second, buffer, CL_FALSE, 0, sizeof ones, ones, 0, NULL, &written));
    clFlush(second);
    clSetKernelArg(kernel, 1, sizeof value, &value);
    EXPECT_OK("cross_queue.enqueue", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, NULL, 1, &written, &added));
    EXPECT_OK("cross_queue.read", clEnqueueReadBuffer(second, buffer, CL_TRUE, 0, sizeof out, out, 1, &added, NULL));
    CHECK("cross_queue.results", out[0] == 3 && out[N - 1] == 3);
    clReleaseEvent(written);
    clReleaseEvent(added);
    clReleaseCommandQueue(second);
  }

  /* A user event gates work: nothing runs until it completes. */
  {
    cl_event gate = clCreateUserEvent(s.context, &err), run, read;
    cl_int value = 100, out[N];
    cl_command_queue queue = (cl_command_queue)1;
    cl_command_type type = 0;
    EXPECT_OK("user_event.create", err);
    CHECK_EQ("user_event.initial_status", status_of(gate), CL_SUBMITTED);
    clGetEventInfo(gate, CL_EVENT_COMMAND_QUEUE, sizeof queue, &queue, NULL);
    CHECK("user_event.no_queue", queue == NULL);
    clGetEventInfo(gate, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL);
    CHECK_EQ("user_event.command_type", type, CL_COMMAND_USER);
    clSetKernelArg(kernel, 1, sizeof value, &value);
    REQUIRE_OK(clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, NULL, 1, &gate, &run));
    REQUIRE_OK(clEnqueueReadBuffer(s.queue, buffer, CL_FALSE, 0, sizeof out, out, 1, &run, &read));
    EXPECT_OK("user_event.callback", clSetEventCallback(run, CL_COMPLETE, on_event, (void *)&callback_calls));
    EXPECT_OK("user_event.flush", clFlush(s.queue));
    /* Some time for a wrongly ungated command to run. */
    {
      cl_event probe;
      cl_command_queue other = clCreateCommandQueueWithProperties(s.context, s.device, NULL, &err);
      cl_int scratch = 0;
      cl_mem small = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 4, NULL, &err);
      for (int i = 0; i < 20; i++) {
        clEnqueueWriteBuffer(other, small, CL_TRUE, 0, 4, &scratch, 0, NULL, &probe);
        clReleaseEvent(probe);
      }
      clReleaseMemObject(small);
      clReleaseCommandQueue(other);
    }
    CHECK("user_event.gated_not_complete", status_of(run) != CL_COMPLETE && status_of(read) != CL_COMPLETE);
    CHECK_EQ("user_event.callback_not_yet", callback_calls, 0);
    EXPECT_OK("user_event.complete", clSetUserEventStatus(gate, CL_COMPLETE));
    EXPECT_OK("user_event.wait", clWaitForEvents(1, &read));
    CHECK("user_event.results", out[0] == 103 && out[N - 1] == 103);
    EXPECT_OK("user_event.finish", clFinish(s.queue));
    CHECK_EQ("user_event.callback_ran", wait_for_count(&callback_calls, 1), 1);
    CHECK_EQ("user_event.callback_status", callback_status, CL_COMPLETE);
    EXPECT_CODE("user_event.set_twice", clSetUserEventStatus(gate, CL_COMPLETE), CL_INVALID_OPERATION);
    EXPECT_CODE("user_event.set_on_kernel_event", clSetUserEventStatus(run, CL_COMPLETE), CL_INVALID_EVENT);
    EXPECT_CODE("user_event.profiling", clGetEventProfilingInfo(gate, CL_PROFILING_COMMAND_START, sizeof(cl_ulong), &value, NULL),
                CL_PROFILING_INFO_NOT_AVAILABLE);
    {
      /* A callback set on a complete event is called too. */
      volatile int late_calls = 0;
      EXPECT_OK("callback.on_complete_event", clSetEventCallback(run, CL_COMPLETE, on_event, (void *)&late_calls));
      clFinish(s.queue);
      CHECK_EQ("callback.on_complete_event.ran", wait_for_count(&late_calls, 1), 1);
      EXPECT_CODE("callback.bad_type", clSetEventCallback(run, 12345, on_event, (void *)&late_calls), CL_INVALID_VALUE);
      EXPECT_CODE("callback.null_function", clSetEventCallback(run, CL_COMPLETE, NULL, NULL), CL_INVALID_VALUE);
    }
    clReleaseEvent(gate);
    clReleaseEvent(run);
    clReleaseEvent(read);
  }

  /* A user event set to an error: the commands waiting on it fail, not run. */
  {
    cl_event gate = clCreateUserEvent(s.context, &err), run;
    cl_int value = 1000, out[4];
    REQUIRE_OK(err);
    clSetKernelArg(kernel, 1, sizeof value, &value);
    REQUIRE_OK(clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, &global, NULL, 1, &gate, &run));
    clFlush(s.queue);
    EXPECT_CODE("user_event.negative_status_value", clSetUserEventStatus(gate, 1), CL_INVALID_VALUE);
    EXPECT_OK("user_event.fail", clSetUserEventStatus(gate, -1));
    EXPECT_CODE("user_event.dependent_fails", clWaitForEvents(1, &run), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    CHECK("user_event.dependent_status_negative", status_of(run) < 0);
    clReleaseEvent(run);
    clReleaseEvent(gate);
    /* The queue goes on: later work runs (in-order queues keep going after a failed command). */
    clFinish(s.queue);
    EXPECT_OK("after_failure.read", clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    CHECK_EQ("after_failure.not_run", out[0], 103);
  }

  /* Errors. */
  {
    cl_event none = NULL;
    EXPECT_CODE("wait_for_events.zero", clWaitForEvents(0, &none), CL_INVALID_VALUE);
    EXPECT_CODE("wait_for_events.null_list", clWaitForEvents(1, NULL), CL_INVALID_VALUE);
    clCreateUserEvent(NULL, &err);
    EXPECT_CODE("user_event.null_context", err, CL_INVALID_CONTEXT);
    EXPECT_CODE("event_info.null_event", clGetEventInfo(NULL, CL_EVENT_COMMAND_TYPE, 4, &err, NULL), CL_INVALID_EVENT);
  }
  clReleaseMemObject(buffer);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  teardown(&s);
  return finish();
}
