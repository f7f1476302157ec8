/* clEnqueueNDRangeKernel: 1, 2 and 3 dimensions, global offsets, a NULL local size, non-uniform
 * work-groups (OpenCL C 2.0 and later, where the device has them) and the launch errors. */
#include "common.h"

static const char *source =
    "kernel void ids(global uint *out) {\n"
    "  uint dims = get_work_dim();\n"
    "  size_t x = get_global_id(0) - get_global_offset(0);\n"
    "  size_t y = get_global_id(1) - get_global_offset(1);\n"
    "  size_t z = get_global_id(2) - get_global_offset(2);\n"
    "  size_t linear = (z * get_global_size(1) + y) * get_global_size(0) + x;\n"
    "  global uint *slot = out + linear * 8;\n"
    "  slot[0] = (uint)get_global_id(0); slot[1] = (uint)get_global_id(1); slot[2] = (uint)get_global_id(2);\n"
    "  slot[3] = (uint)(get_local_id(0) + 100 * get_local_id(1) + 10000 * get_local_id(2));\n"
    "  slot[4] = (uint)(get_group_id(0) + 100 * get_group_id(1) + 10000 * get_group_id(2));\n"
    "  slot[5] = (uint)(get_local_size(0) + 100 * get_local_size(1) + 10000 * get_local_size(2));\n"
    "  slot[6] = (uint)(get_num_groups(0) + 100 * get_num_groups(1) + 10000 * get_num_groups(2));\n"
    "  slot[7] = dims;\n"
    "}\n";

static const char *enqueued_source =
    "kernel void sizes(global uint *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[2 * i] = (uint)get_local_size(0);\n"
    "  out[2 * i + 1] = (uint)get_enqueued_local_size(0);\n"
    "}\n";

/* Launches `ids` and checks every work-item's record against the launch's geometry. */
static void launch_and_check(Setup *s, cl_kernel kernel, const char *name, cl_uint dims,
                             const size_t *offset, const size_t *global, const size_t *local) {
  size_t g[3] = {1, 1, 1}, l[3] = {1, 1, 1}, o[3] = {0, 0, 0};
  size_t count = 1;
  cl_int err;
  char label[128];
  for (cl_uint d = 0; d < dims; d++) {
    g[d] = global[d];
    if (local) l[d] = local[d];
    if (offset) o[d] = offset[d];
    count *= g[d];
  }
  cl_uint *out = calloc(count * 8, sizeof(cl_uint));
  cl_mem buffer = clCreateBuffer(s->context, CL_MEM_READ_WRITE, count * 8 * sizeof(cl_uint), NULL, &err);
  REQUIRE_OK(err);
  REQUIRE_OK(clSetKernelArg(kernel, 0, sizeof buffer, &buffer));
  snprintf(label, sizeof label, "%s.enqueue", name);
  if (!EXPECT_OK(label, clEnqueueNDRangeKernel(s->queue, kernel, dims, offset, global, local, 0, NULL, NULL))) {
    clReleaseMemObject(buffer);
    free(out);
    return;
  }
  REQUIRE_OK(clEnqueueReadBuffer(s->queue, buffer, CL_TRUE, 0, count * 8 * sizeof(cl_uint), out, 0, NULL, NULL));
  {
    int right = 1;
    unsigned long long sum = 0;
    for (size_t z = 0; z < g[2] && right; z++)
      for (size_t y = 0; y < g[1] && right; y++)
        for (size_t x = 0; x < g[0] && right; x++) {
          const cl_uint *slot = out + ((z * g[1] + y) * g[0] + x) * 8;
          size_t id[3] = {x, y, z};
          cl_uint expect[8];
          for (int d = 0; d < 3; d++) expect[d] = (cl_uint)(id[d] + o[d]);
          if (local) {
            expect[3] = (cl_uint)(x % l[0] + 100 * (y % l[1]) + 10000 * (z % l[2]));
            expect[4] = (cl_uint)(x / l[0] + 100 * (y / l[1]) + 10000 * (z / l[2]));
            expect[5] = (cl_uint)(l[0] + 100 * l[1] + 10000 * l[2]);
            expect[6] = (cl_uint)(g[0] / l[0] + 100 * (g[1] / l[1]) + 10000 * (g[2] / l[2]));
          } else {
            /* The implementation picks the local size: only the identities are known. */
            for (int k = 3; k < 7; k++) expect[k] = slot[k];
          }
          expect[7] = dims;
          for (int k = 0; k < 8; k++) {
            if (slot[k] != expect[k]) {
              printf("  %s: item (%zu,%zu,%zu) field %d = %u, expected %u\n", name, x, y, z, k, slot[k], expect[k]);
              right = 0;
              break;
            }
          }
          for (int k = 0; k < 3; k++) sum = sum * 7 + slot[k];
        }
    snprintf(label, sizeof label, "%s.results", name);
    CHECK(label, right);
    snprintf(label, sizeof label, "%s.id_checksum", name);
    CHECK_EQ(label, sum % 1000000007ull, sum % 1000000007ull);
  }
  if (!local) {
    /* With a NULL local size every group has the same size, dividing the global size. */
    int uniform = 1;
    for (size_t i = 0; i < count; i++) {
      cl_uint size = out[i * 8 + 5];
      size_t lx = size % 100, ly = size / 100 % 100, lz = size / 10000;
      if (lx == 0 || ly == 0 || lz == 0 || g[0] % lx || g[1] % ly || g[2] % lz) uniform = 0;
    }
    snprintf(label, sizeof label, "%s.null_local_divides", name);
    CHECK(label, uniform);
  }
  clReleaseMemObject(buffer);
  free(out);
}

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  cl_int err = CL_SUCCESS;
  cl_program program = build(&s, source, "");
  cl_kernel kernel = kernel_of(program, "ids");
  size_t max_group = 0, max_items[3] = {0};
  clGetDeviceInfo(s.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof max_group, &max_group, NULL);
  clGetDeviceInfo(s.device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof max_items, max_items, NULL);

  {
    size_t global[3] = {64, 1, 1}, local[3] = {16, 1, 1}, offset[3] = {5, 0, 0};
    launch_and_check(&s, kernel, "1d", 1, NULL, global, local);
    launch_and_check(&s, kernel, "1d.offset", 1, offset, global, local);
    launch_and_check(&s, kernel, "1d.null_local", 1, NULL, global, NULL);
    global[0] = 7;
    launch_and_check(&s, kernel, "1d.odd_null_local", 1, NULL, global, NULL);
  }
  {
    size_t global[2] = {16, 12}, local[2] = {4, 3}, offset[2] = {3, 100};
    launch_and_check(&s, kernel, "2d", 2, NULL, global, local);
    launch_and_check(&s, kernel, "2d.offset", 2, offset, global, local);
    launch_and_check(&s, kernel, "2d.null_local", 2, offset, global, NULL);
  }
  {
    size_t global[3] = {8, 6, 4}, local[3] = {2, 3, 2}, offset[3] = {1, 2, 3};
    launch_and_check(&s, kernel, "3d", 3, NULL, global, local);
    launch_and_check(&s, kernel, "3d.offset", 3, offset, global, local);
    launch_and_check(&s, kernel, "3d.null_local", 3, NULL, global, NULL);
  }

  /* Launch errors (with a live buffer: launch_and_check released its own). */
  {
    cl_mem live = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 64 * 8 * sizeof(cl_uint), NULL, &err);
    REQUIRE_OK(err);
    REQUIRE_OK(clSetKernelArg(kernel, 0, sizeof live, &live));
    size_t global[3] = {64, 1, 1}, local[3] = {16, 1, 1};
    size_t indivisible[3] = {10, 1, 1}, local4[3] = {4, 1, 1};
    size_t zero[3] = {0, 1, 1};
    EXPECT_CODE("error.work_dim_zero", clEnqueueNDRangeKernel(s.queue, kernel, 0, NULL, global, local, 0, NULL, NULL), CL_INVALID_WORK_DIMENSION);
    EXPECT_CODE("error.work_dim_four", clEnqueueNDRangeKernel(s.queue, kernel, 4, NULL, global, local, 0, NULL, NULL), CL_INVALID_WORK_DIMENSION);
    /* OpenCL 3.0 deprecates CL_INVALID_GLOBAL_WORK_SIZE for a NULL or zero global size (since
     * 2.1 such a launch may succeed doing nothing): either answer, but no crash. */
    err = clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, NULL, NULL, 0, NULL, NULL);
    CHECK("error.null_global", err == CL_SUCCESS || err == CL_INVALID_GLOBAL_WORK_SIZE);
    info("error.null_global.code", "%s", cl_error_name(err));
    err = clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, zero, NULL, 0, NULL, NULL);
    CHECK("error.zero_global", err == CL_SUCCESS || err == CL_INVALID_GLOBAL_WORK_SIZE);
    info("error.zero_global.code", "%s", cl_error_name(err));
    clFinish(s.queue);
    {
      /* Over the group limit in total while every dimension is within its item limit (else
       * CL_INVALID_WORK_ITEM_SIZE would be as right): x at its limit, y just enough more. */
      size_t over_local[3], over_global[3];
      over_local[0] = max_items[0] < max_group ? max_items[0] : max_group;
      over_local[1] = max_group / over_local[0] + 1;
      over_local[2] = 1;
      if (over_local[1] <= max_items[1]) {
        over_global[0] = over_local[0];
        over_global[1] = over_local[1];
        over_global[2] = 1;
        EXPECT_CODE("error.local_over_max", clEnqueueNDRangeKernel(s.queue, kernel, 2, NULL, over_global, over_local, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
      } else {
        info("error.local_over_max", "not testable: the item limits are the group limit");
      }
    }
    /* A zero local size divides nothing and exceeds nothing: the specification names no code of
     * its own, so either of the two local-size codes, but no crash. */
    err = clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, global, zero, 0, NULL, NULL);
    if (on_reference_platform && err == CL_SUCCESS) {
      printf("deviation error.zero_local: returns CL_SUCCESS (PoCL 3.1 launches with a zero local size)\n");
    } else {
      CHECK("error.zero_local", err == CL_INVALID_WORK_GROUP_SIZE || err == CL_INVALID_WORK_ITEM_SIZE);
    }
    info("error.zero_local.code", "%s", cl_error_name(err));
    {
      /* A local size over one dimension's limit but within the group limit. */
      size_t item_global[3] = {1, 1, 1}, item_local[3] = {1, 1, 1};
      if (max_items[2] < max_group) {
        item_local[2] = max_items[2] * 2;
        item_global[2] = item_local[2];
        EXPECT_CODE("error.local_over_item_size", clEnqueueNDRangeKernel(s.queue, kernel, 3, NULL, item_global, item_local, 0, NULL, NULL), CL_INVALID_WORK_ITEM_SIZE);
      } else {
        info("error.local_over_item_size", "not testable: the z limit is the group limit");
      }
    }
    {
      cl_program program12 = build(&s, source, "-cl-std=CL1.2");
      cl_kernel kernel12 = kernel_of(program12, "ids");
      cl_mem buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 10 * 8 * sizeof(cl_uint), NULL, &err);
      clSetKernelArg(kernel12, 0, sizeof buffer, &buffer);
      EXPECT_CODE("error.non_uniform_in_1_2", clEnqueueNDRangeKernel(s.queue, kernel12, 1, NULL, indivisible, local4, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
      clReleaseMemObject(buffer);
      clReleaseKernel(kernel12);
      clReleaseProgram(program12);
    }
    if (!reference_crashes("error.null_kernel", "PoCL 3.1 reads through the NULL kernel")) {
      EXPECT_CODE("error.null_kernel", clEnqueueNDRangeKernel(s.queue, NULL, 1, NULL, global, local, 0, NULL, NULL), CL_INVALID_KERNEL);
    }
    EXPECT_CODE("error.null_queue", clEnqueueNDRangeKernel(NULL, kernel, 1, NULL, global, local, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
    if (!reference_crashes("error.wait_list_count_without_list", "PoCL 3.1 reads through the NULL wait list")) {
      EXPECT_CODE("error.wait_list_count_without_list", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, global, local, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
    }
    {
      cl_event none = NULL;
      EXPECT_CODE_REF_DEVIATES("error.list_without_count", clEnqueueNDRangeKernel(s.queue, kernel, 1, NULL, global, local, 0, &none, NULL),
                               CL_INVALID_EVENT_WAIT_LIST, CL_SUCCESS, "PoCL 3.1 ignores a wait list whose count is 0");
    }
    clFinish(s.queue);
    clReleaseMemObject(live);
  }

  /* Non-uniform work-groups: 10 items in groups of 4 make groups of 4, 4 and 2. */
  {
    cl_bool non_uniform = CL_FALSE;
    err = clGetDeviceInfo(s.device, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, sizeof non_uniform, &non_uniform, NULL);
    EXPECT_OK("non_uniform.query", err);
    info("non_uniform.supported", "%s", non_uniform ? "yes" : "no");
    if (non_uniform) {
      cl_program program20 = build(&s, enqueued_source, "-cl-std=CL3.0");
      cl_kernel sizes = kernel_of(program20, "sizes");
      cl_mem buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 20 * sizeof(cl_uint), NULL, &err);
      cl_uint got[20];
      size_t global10 = 10, local4 = 4;
      clSetKernelArg(sizes, 0, sizeof buffer, &buffer);
      EXPECT_OK("non_uniform.enqueue", clEnqueueNDRangeKernel(s.queue, sizes, 1, NULL, &global10, &local4, 0, NULL, NULL));
      clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL);
      CHECK("non_uniform.local_sizes", got[0] == 4 && got[14] == 4 && got[16] == 2 && got[18] == 2);
      CHECK("non_uniform.enqueued_local_size", got[1] == 4 && got[19] == 4);
      clReleaseMemObject(buffer);
      clReleaseKernel(sizes);
      clReleaseProgram(program20);
      {
        cl_program uniform = build(&s, enqueued_source, "-cl-std=CL3.0 -cl-uniform-work-group-size");
        cl_kernel k = kernel_of(uniform, "sizes");
        buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 20 * sizeof(cl_uint), NULL, &err);
        clSetKernelArg(k, 0, sizeof buffer, &buffer);
        EXPECT_CODE("non_uniform.refused_with_uniform_option", clEnqueueNDRangeKernel(s.queue, k, 1, NULL, &global10, &local4, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
        clReleaseMemObject(buffer);
        clReleaseKernel(k);
        clReleaseProgram(uniform);
      }
    }
  }
  clFinish(s.queue);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  teardown(&s);
  return finish();
}
