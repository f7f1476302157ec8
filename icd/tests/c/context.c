/* Contexts and command queues: creation with and without properties, their info queries,
 * reference counts, profiling and out-of-order queues, destructor callbacks. */
#include "common.h"

static int destructor_calls;

static void CL_CALLBACK context_destroyed(cl_context context, void *user_data) {
  (void)context;
  *(int *)user_data += 1;
}

int main(int argc, char **argv) {
  cl_platform_id platform = choose_platform(argc, argv);
  cl_device_id device = first_device(platform);
  cl_int err = CL_SUCCESS;
  cl_context context;
  cl_context_properties properties[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};

  /* clCreateContext */
  context = clCreateContext(properties, 1, &device, NULL, NULL, &err);
  EXPECT_OK("create_context.with_platform", err);
  {
    cl_uint count = 0, refs = 0;
    cl_device_id listed = NULL;
    cl_context_properties got[8] = {0};
    size_t size = 0;
    EXPECT_OK("context.num_devices",
              clGetContextInfo(context, CL_CONTEXT_NUM_DEVICES, sizeof count, &count, NULL));
    CHECK_EQ("context.num_devices.value", count, 1);
    EXPECT_OK("context.devices",
              clGetContextInfo(context, CL_CONTEXT_DEVICES, sizeof listed, &listed, NULL));
    CHECK("context.devices.is_device", listed == device);
    EXPECT_OK("context.properties.size",
              clGetContextInfo(context, CL_CONTEXT_PROPERTIES, 0, NULL, &size));
    CHECK_EQ("context.properties.size_value", size, sizeof properties);
    EXPECT_OK("context.properties",
              clGetContextInfo(context, CL_CONTEXT_PROPERTIES, sizeof got, got, NULL));
    CHECK("context.properties.as_given",
          got[0] == CL_CONTEXT_PLATFORM && got[1] == (cl_context_properties)platform && got[2] == 0);
    EXPECT_OK("context.reference_count",
              clGetContextInfo(context, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    /* Reference counts may include the implementation's own references (the specification
     * calls them stale): positive, and a retain adds one. */
    CHECK("context.reference_count.positive", refs >= 1);
    {
      cl_uint before = refs;
      EXPECT_OK("context.retain", clRetainContext(context));
      clGetContextInfo(context, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL);
      CHECK_EQ("context.reference_count.after_retain", refs - before, 1);
    }
    EXPECT_OK("context.release", clReleaseContext(context));
    EXPECT_CODE("context.info_too_small",
                clGetContextInfo(context, CL_CONTEXT_NUM_DEVICES, 1, &count, NULL),
                CL_INVALID_VALUE);
    EXPECT_CODE("context.info_unknown",
                clGetContextInfo(context, 0x7fff, sizeof count, &count, NULL), CL_INVALID_VALUE);
  }
  EXPECT_OK("context.destructor_callback",
            clSetContextDestructorCallback(context, context_destroyed, &destructor_calls));
  EXPECT_CODE("context.destructor_callback_null",
              clSetContextDestructorCallback(context, NULL, NULL), CL_INVALID_VALUE);

  /* Queues */
  {
    cl_command_queue queue;
    cl_command_queue_properties props = 0, supported = 0;
    cl_queue_properties profiling[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    cl_queue_properties got[8] = {0};
    cl_context queue_context = NULL;
    cl_device_id queue_device = NULL;
    cl_uint refs = 0;
    size_t size = 0;

    queue = clCreateCommandQueueWithProperties(context, device, NULL, &err);
    EXPECT_OK("queue.default", err);
    EXPECT_OK("queue.default.properties",
              clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL));
    CHECK_EQ("queue.default.properties.value", props, 0);
    EXPECT_OK("queue.context",
              clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof queue_context, &queue_context, NULL));
    CHECK("queue.context.is_context", queue_context == context);
    EXPECT_OK("queue.device",
              clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof queue_device, &queue_device, NULL));
    CHECK("queue.device.is_device", queue_device == device);
    EXPECT_OK("queue.reference_count",
              clGetCommandQueueInfo(queue, CL_QUEUE_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK("queue.reference_count.positive", refs >= 1);
    EXPECT_OK("queue.properties_array.size",
              clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES_ARRAY, 0, NULL, &size));
    CHECK_EQ("queue.properties_array.size_none", size, 0);
    EXPECT_CODE("queue.info_too_small",
                clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, 1, &props, NULL), CL_INVALID_VALUE);
    EXPECT_OK("queue.flush", clFlush(queue));
    EXPECT_OK("queue.finish", clFinish(queue));
    EXPECT_OK("queue.release", clReleaseCommandQueue(queue));

    queue = clCreateCommandQueueWithProperties(context, device, profiling, &err);
    EXPECT_OK("queue.profiling", err);
    EXPECT_OK("queue.profiling.properties",
              clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL));
    CHECK_EQ("queue.profiling.properties.value", props, CL_QUEUE_PROFILING_ENABLE);
    EXPECT_OK("queue.profiling.properties_array",
              clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES_ARRAY, sizeof got, got, &size));
    CHECK("queue.profiling.properties_array.as_given",
          size == sizeof profiling && got[0] == CL_QUEUE_PROPERTIES &&
              got[1] == CL_QUEUE_PROFILING_ENABLE && got[2] == 0);
    EXPECT_OK("queue.profiling.release", clReleaseCommandQueue(queue));

    /* Out-of-order: created where the device lists it, else CL_INVALID_QUEUE_PROPERTIES. */
    clGetDeviceInfo(device, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, sizeof supported, &supported, NULL);
    {
      cl_queue_properties out_of_order[] = {CL_QUEUE_PROPERTIES,
                                            CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0};
      queue = clCreateCommandQueueWithProperties(context, device, out_of_order, &err);
      if (supported & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) {
        info("queue.out_of_order", "supported");
        CHECK("queue.out_of_order.created", err == CL_SUCCESS && queue != NULL);
        if (queue) clReleaseCommandQueue(queue);
      } else {
        info("queue.out_of_order", "not supported");
        CHECK("queue.out_of_order.created",
              err == CL_INVALID_QUEUE_PROPERTIES && queue == NULL);
      }
    }
    {
      cl_queue_properties unknown_key[] = {0x7fff, 0, 0};
      cl_queue_properties bad_bits[] = {CL_QUEUE_PROPERTIES, (cl_queue_properties)1 << 40, 0};
      queue = clCreateCommandQueueWithProperties(context, device, unknown_key, &err);
      EXPECT_CODE("queue.unknown_property", err, CL_INVALID_VALUE);
      CHECK("queue.unknown_property.null", queue == NULL);
      queue = clCreateCommandQueueWithProperties(context, device, bad_bits, &err);
      EXPECT_CODE("queue.unknown_property_bits", err, CL_INVALID_VALUE);
      queue = clCreateCommandQueueWithProperties(NULL, device, NULL, &err);
      EXPECT_CODE("queue.null_context", err, CL_INVALID_CONTEXT);
      queue = clCreateCommandQueueWithProperties(context, NULL, NULL, &err);
      EXPECT_CODE("queue.null_device", err, CL_INVALID_DEVICE);
    }
  }

  /* clCreateContextFromType */
  {
    cl_context from_type = clCreateContextFromType(properties, CL_DEVICE_TYPE_ALL, NULL, NULL, &err);
    cl_uint count = 0;
    EXPECT_OK("create_context_from_type.all", err);
    clGetContextInfo(from_type, CL_CONTEXT_NUM_DEVICES, sizeof count, &count, NULL);
    CHECK("create_context_from_type.has_devices", count >= 1);
    EXPECT_OK("create_context_from_type.release", clReleaseContext(from_type));
    from_type = clCreateContextFromType(properties, CL_DEVICE_TYPE_CUSTOM, NULL, NULL, &err);
    EXPECT_CODE("create_context_from_type.none_of_type", err, CL_DEVICE_NOT_FOUND);
  }

  /* Bad context creations. */
  {
    cl_context_properties bad_key[] = {0x7fff, 0, 0};
    cl_context_properties repeated[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform,
                                        CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
    cl_context bad = clCreateContext(NULL, 0, &device, NULL, NULL, &err);
    EXPECT_CODE("create_context.zero_devices", err, CL_INVALID_VALUE);
    CHECK("create_context.zero_devices.null", bad == NULL);
    bad = clCreateContext(NULL, 1, NULL, NULL, NULL, &err);
    EXPECT_CODE("create_context.null_devices", err, CL_INVALID_VALUE);
    bad = clCreateContext(NULL, 1, &device, NULL, &err, &err);
    EXPECT_CODE("create_context.user_data_without_callback", err, CL_INVALID_VALUE);
    bad = clCreateContext(bad_key, 1, &device, NULL, NULL, &err);
    EXPECT_CODE("create_context.unknown_property", err, CL_INVALID_PROPERTY);
    bad = clCreateContext(repeated, 1, &device, NULL, NULL, &err);
    EXPECT_CODE("create_context.repeated_property", err, CL_INVALID_PROPERTY);
    {
      cl_device_id null_device = NULL;
      bad = clCreateContext(NULL, 1, &null_device, NULL, NULL, &err);
      EXPECT_CODE("create_context.null_device_in_list", err, CL_INVALID_DEVICE);
    }
  }

  /* The destructor callback runs once, when the last reference goes. */
  CHECK_EQ("context.destructor.not_yet", destructor_calls, 0);
  EXPECT_OK("context.final_release", clReleaseContext(context));
  CHECK_EQ("context.destructor.ran_once", destructor_calls, 1);
  return finish();
}
