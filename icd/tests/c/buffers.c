/* Buffers: host-pointer flags, read/write/copy/fill, the rect variants, map/unmap, sub-buffers,
 * blocking and non-blocking transfers, and the info queries. */
#include "common.h"

#define N 256

static int all_equal_int(const cl_int *data, size_t count, cl_int (*expected)(size_t)) {
  for (size_t i = 0; i < count; i++) {
    if (data[i] != expected(i)) {
      printf("  mismatch at %zu: %d, expected %d\n", i, data[i], expected(i));
      return 0;
    }
  }
  return 1;
}

static cl_int iota(size_t i) { return (cl_int)i; }
static cl_int iota_plus_1000(size_t i) { return (cl_int)i + 1000; }

/* A sum of the contents: the value compared between platforms. */
static long long checksum(const void *data, size_t bytes) {
  const unsigned char *p = data;
  long long sum = 0;
  for (size_t i = 0; i < bytes; i++) sum = sum * 31 % 1000000007 + p[i];
  return sum;
}

int main(int argc, char **argv) {
  Setup s = setup(argc, argv, 0);
  cl_int err = CL_SUCCESS;
  cl_int host[N], out[N];
  for (size_t i = 0; i < N; i++) host[i] = (cl_int)i;

  /* CL_MEM_COPY_HOST_PTR: the buffer holds a copy; later host writes do not reach it. */
  {
    cl_mem buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                   sizeof host, host, &err);
    size_t size = 0;
    cl_mem_flags flags = 0;
    void *host_ptr = (void *)1;
    cl_context ctx = NULL;
    cl_mem_object_type type = 0;
    EXPECT_OK("copy_host_ptr.create", err);
    host[0] = -1;
    EXPECT_OK("copy_host_ptr.read",
              clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    host[0] = 0;
    CHECK("copy_host_ptr.contents", all_equal_int(out, N, iota));
    EXPECT_OK("mem.size", clGetMemObjectInfo(buffer, CL_MEM_SIZE, sizeof size, &size, NULL));
    CHECK_EQ("mem.size.value", size, sizeof host);
    EXPECT_OK("mem.flags", clGetMemObjectInfo(buffer, CL_MEM_FLAGS, sizeof flags, &flags, NULL));
    CHECK_EQ("mem.flags.value", flags, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR);
    EXPECT_OK("mem.host_ptr", clGetMemObjectInfo(buffer, CL_MEM_HOST_PTR, sizeof host_ptr, &host_ptr, NULL));
    CHECK("mem.host_ptr.null_for_copy", host_ptr == NULL);
    EXPECT_OK("mem.context", clGetMemObjectInfo(buffer, CL_MEM_CONTEXT, sizeof ctx, &ctx, NULL));
    CHECK("mem.context.is_context", ctx == s.context);
    EXPECT_OK("mem.type", clGetMemObjectInfo(buffer, CL_MEM_TYPE, sizeof type, &type, NULL));
    CHECK_EQ("mem.type.buffer", type, CL_MEM_OBJECT_BUFFER);
    EXPECT_CODE("mem.info_too_small", clGetMemObjectInfo(buffer, CL_MEM_SIZE, 1, &size, NULL),
                CL_INVALID_VALUE);
    EXPECT_OK("copy_host_ptr.release", clReleaseMemObject(buffer));
  }

  /* CL_MEM_USE_HOST_PTR: mapping gives the host pointer's contents; CL_MEM_HOST_PTR is it. */
  {
    cl_int *user = malloc(sizeof host);
    void *host_ptr = NULL;
    cl_mem buffer;
    cl_int *mapped;
    memcpy(user, host, sizeof host);
    buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, sizeof host, user, &err);
    EXPECT_OK("use_host_ptr.create", err);
    clGetMemObjectInfo(buffer, CL_MEM_HOST_PTR, sizeof host_ptr, &host_ptr, NULL);
    CHECK("use_host_ptr.host_ptr", host_ptr == user);
    EXPECT_OK("use_host_ptr.read",
              clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    CHECK("use_host_ptr.contents", all_equal_int(out, N, iota));
    /* A write through the API is seen in the host memory after a map. */
    {
      cl_int value = 77;
      EXPECT_OK("use_host_ptr.write",
                clEnqueueWriteBuffer(s.queue, buffer, CL_TRUE, 4 * sizeof(cl_int), sizeof value, &value, 0, NULL, NULL));
      mapped = clEnqueueMapBuffer(s.queue, buffer, CL_TRUE, CL_MAP_READ, 0, sizeof host, 0, NULL, NULL, &err);
      EXPECT_OK("use_host_ptr.map", err);
      CHECK("use_host_ptr.map_sees_write", mapped != NULL && mapped[4] == 77);
      /* The specification: the mapped pointer is derived from host_ptr for such a buffer. */
      CHECK("use_host_ptr.map_returns_host_ptr", mapped == user);
      CHECK("use_host_ptr.host_memory_sees_write", user[4] == 77);
      EXPECT_OK("use_host_ptr.unmap", clEnqueueUnmapMemObject(s.queue, buffer, mapped, 0, NULL, NULL));
      clFinish(s.queue);
    }
    EXPECT_OK("use_host_ptr.release", clReleaseMemObject(buffer));
    free(user);
  }

  /* CL_MEM_ALLOC_HOST_PTR: an ordinary buffer to the program; write, map, check. */
  {
    cl_mem buffer = clCreateBuffer(s.context, CL_MEM_ALLOC_HOST_PTR, sizeof host, NULL, &err);
    cl_int *mapped;
    EXPECT_OK("alloc_host_ptr.create", err);
    mapped = clEnqueueMapBuffer(s.queue, buffer, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0,
                                sizeof host, 0, NULL, NULL, &err);
    EXPECT_OK("alloc_host_ptr.map_write", err);
    REQUIRE(mapped != NULL);
    for (size_t i = 0; i < N; i++) mapped[i] = (cl_int)i + 1000;
    EXPECT_OK("alloc_host_ptr.unmap", clEnqueueUnmapMemObject(s.queue, buffer, mapped, 0, NULL, NULL));
    EXPECT_OK("alloc_host_ptr.read",
              clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    CHECK("alloc_host_ptr.contents", all_equal_int(out, N, iota_plus_1000));
    {
      cl_uint map_count = 99;
      mapped = clEnqueueMapBuffer(s.queue, buffer, CL_TRUE, CL_MAP_READ, 64, 64, 0, NULL, NULL, &err);
      EXPECT_OK("map.offset", err);
      CHECK("map.offset.contents", mapped != NULL && mapped[0] == 1016 && mapped[15] == 1031);
      EXPECT_OK("map.count", clGetMemObjectInfo(buffer, CL_MEM_MAP_COUNT, sizeof map_count, &map_count, NULL));
      info("map.count.while_mapped", "%u", map_count);
      EXPECT_OK("map.offset.unmap", clEnqueueUnmapMemObject(s.queue, buffer, mapped, 0, NULL, NULL));
      clFinish(s.queue);
      EXPECT_CODE("map.out_of_range",
                  (clEnqueueMapBuffer(s.queue, buffer, CL_TRUE, CL_MAP_READ, sizeof host - 4, 8, 0,
                                      NULL, NULL, &err),
                   err),
                  CL_INVALID_VALUE);
      EXPECT_CODE_REF_DEVIATES(
          "map.read_with_invalidate",
          (clEnqueueMapBuffer(s.queue, buffer, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION,
                              0, 8, 0, NULL, NULL, &err),
           err),
          CL_INVALID_VALUE, CL_SUCCESS,
          "PoCL 3.1 maps with CL_MAP_READ and CL_MAP_WRITE_INVALIDATE_REGION together");
      if (err == CL_SUCCESS) clFinish(s.queue);
      EXPECT_CODE("unmap.not_mapped_pointer",
                  clEnqueueUnmapMemObject(s.queue, buffer, out, 0, NULL, NULL), CL_INVALID_VALUE);
    }
    EXPECT_OK("alloc_host_ptr.release", clReleaseMemObject(buffer));
  }

  /* A non-blocking map: the pointer is usable once its event completes; migration. */
  {
    cl_mem buffer = clCreateBuffer(s.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
    cl_event mapped_event, unmapped_event;
    cl_int *mapped;
    cl_command_type type = 0;
    mapped = clEnqueueMapBuffer(s.queue, buffer, CL_FALSE, CL_MAP_READ | CL_MAP_WRITE, 0, sizeof host, 0, NULL, &mapped_event, &err);
    EXPECT_OK("map.non_blocking", err);
    CHECK("map.non_blocking.pointer", mapped != NULL);
    clGetEventInfo(mapped_event, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL);
    CHECK_EQ("map.non_blocking.command_type", type, CL_COMMAND_MAP_BUFFER);
    EXPECT_OK("map.non_blocking.wait", clWaitForEvents(1, &mapped_event));
    CHECK("map.non_blocking.contents", mapped != NULL && mapped[0] == 0 && mapped[N - 1] == N - 1);
    if (mapped) mapped[1] = 4242;
    EXPECT_OK("unmap.non_blocking", clEnqueueUnmapMemObject(s.queue, buffer, mapped, 0, NULL, &unmapped_event));
    clGetEventInfo(unmapped_event, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL);
    CHECK_EQ("unmap.command_type", type, CL_COMMAND_UNMAP_MEM_OBJECT);
    EXPECT_OK("read.after_unmap", clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof out, out, 1, &unmapped_event, NULL));
    CHECK_EQ("map.write_seen_after_unmap", out[1], 4242);
    EXPECT_OK("migrate.to_host", clEnqueueMigrateMemObjects(s.queue, 1, &buffer, CL_MIGRATE_MEM_OBJECT_HOST, 0, NULL, NULL));
    EXPECT_OK("migrate.to_device", clEnqueueMigrateMemObjects(s.queue, 1, &buffer, 0, 0, NULL, NULL));
    EXPECT_CODE("migrate.bad_flags", clEnqueueMigrateMemObjects(s.queue, 1, &buffer, (cl_mem_migration_flags)1 << 20, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("migrate.zero_objects", clEnqueueMigrateMemObjects(s.queue, 0, &buffer, 0, 0, NULL, NULL), CL_INVALID_VALUE);
    clFinish(s.queue);
    clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL);
    CHECK_EQ("migrate.contents_kept", out[1], 4242);
    clReleaseEvent(mapped_event);
    clReleaseEvent(unmapped_event);
    clReleaseMemObject(buffer);
  }

  /* Read/write/copy/fill, blocking and not. */
  {
    cl_mem a = clCreateBuffer(s.context, CL_MEM_READ_WRITE, sizeof host, NULL, &err);
    cl_mem b = clCreateBuffer(s.context, CL_MEM_READ_WRITE, sizeof host, NULL, &err);
    cl_int pattern4 = 0x01020304;
    cl_short pattern2 = 0x0506;
    cl_event written, copied;
    cl_int staged[N];
    unsigned char bytes[N * sizeof(cl_int)];
    for (size_t i = 0; i < N; i++) staged[i] = (cl_int)(i * 3);
    EXPECT_OK("write.non_blocking",
              clEnqueueWriteBuffer(s.queue, a, CL_FALSE, 0, sizeof staged, staged, 0, NULL, &written));
    EXPECT_OK("copy.after_write",
              clEnqueueCopyBuffer(s.queue, a, b, 16, 32, 128, 1, &written, &copied));
    EXPECT_OK("read.non_blocking",
              clEnqueueReadBuffer(s.queue, b, CL_FALSE, 32, 128, out, 1, &copied, NULL));
    EXPECT_OK("read.finish", clFinish(s.queue));
    CHECK("copy.contents", out[0] == 12 && out[31] == 3 * 35);
    clReleaseEvent(written);
    clReleaseEvent(copied);
    EXPECT_OK("fill.int", clEnqueueFillBuffer(s.queue, a, &pattern4, sizeof pattern4, 0, sizeof host, 0, NULL, NULL));
    EXPECT_OK("fill.short_range", clEnqueueFillBuffer(s.queue, a, &pattern2, sizeof pattern2, 6, 10, 0, NULL, NULL));
    EXPECT_OK("fill.read", clEnqueueReadBuffer(s.queue, a, CL_TRUE, 0, sizeof bytes, bytes, 0, NULL, NULL));
    CHECK_EQ("fill.checksum", checksum(bytes, sizeof bytes), checksum(bytes, sizeof bytes));
    CHECK("fill.contents", bytes[0] == 4 && bytes[3] == 1 && bytes[4] == 4 && bytes[6] == 6 &&
                               bytes[7] == 5 && bytes[15] == 5 && bytes[16] == 4);
    printf("ok fill.bytes = %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", bytes[0], bytes[1],
           bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10],
           bytes[11], bytes[12], bytes[13], bytes[14], bytes[15], bytes[16]);
    EXPECT_CODE("fill.offset_not_multiple",
                clEnqueueFillBuffer(s.queue, a, &pattern4, sizeof pattern4, 2, 8, 0, NULL, NULL),
                CL_INVALID_VALUE);
    EXPECT_CODE("fill.bad_pattern_size",
                clEnqueueFillBuffer(s.queue, a, &pattern4, 3, 0, 12, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_CODE("fill.out_of_range",
                clEnqueueFillBuffer(s.queue, a, &pattern4, 4, sizeof host, 4, 0, NULL, NULL),
                CL_INVALID_VALUE);
    EXPECT_CODE("read.out_of_range",
                clEnqueueReadBuffer(s.queue, a, CL_TRUE, sizeof host - 4, 8, out, 0, NULL, NULL),
                CL_INVALID_VALUE);
    EXPECT_CODE("read.null_ptr", clEnqueueReadBuffer(s.queue, a, CL_TRUE, 0, 8, NULL, 0, NULL, NULL),
                CL_INVALID_VALUE);
    EXPECT_CODE("copy.overlap", clEnqueueCopyBuffer(s.queue, a, a, 0, 8, 16, 0, NULL, NULL),
                CL_MEM_COPY_OVERLAP);
    EXPECT_CODE("copy.out_of_range",
                clEnqueueCopyBuffer(s.queue, a, b, 0, sizeof host - 4, 8, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_OK("copy.same_buffer_disjoint", clEnqueueCopyBuffer(s.queue, a, a, 0, 64, 16, 0, NULL, NULL));
    clFinish(s.queue);
    clReleaseMemObject(a);
    clReleaseMemObject(b);
  }

  /* The rect variants: a 4x3 box out of a 16x8 int grid, at origin (2, 1). */
  {
    enum { W = 16, H = 8 };
    cl_int grid[W * H], box[4 * 3], back[W * H];
    size_t buffer_origin[3] = {2 * sizeof(cl_int), 1, 0};
    size_t host_origin[3] = {0, 0, 0};
    size_t region[3] = {4 * sizeof(cl_int), 3, 1};
    cl_mem buffer, copy;
    for (int i = 0; i < W * H; i++) grid[i] = i;
    buffer = clCreateBuffer(s.context, CL_MEM_COPY_HOST_PTR, sizeof grid, grid, &err);
    copy = clCreateBuffer(s.context, CL_MEM_READ_WRITE, sizeof grid, NULL, &err);
    EXPECT_OK("read_rect", clEnqueueReadBufferRect(s.queue, buffer, CL_TRUE, buffer_origin, host_origin, region,
                                                   W * sizeof(cl_int), 0, 4 * sizeof(cl_int), 0, box, 0, NULL, NULL));
    printf("ok read_rect.box = %d %d %d %d %d %d %d %d %d %d %d %d\n", box[0], box[1], box[2], box[3],
           box[4], box[5], box[6], box[7], box[8], box[9], box[10], box[11]);
    CHECK("read_rect.contents", box[0] == 18 && box[3] == 21 && box[4] == 34 && box[11] == 53);
    for (int i = 0; i < 12; i++) box[i] = -i - 1;
    EXPECT_OK("write_rect", clEnqueueWriteBufferRect(s.queue, buffer, CL_TRUE, buffer_origin, host_origin, region,
                                                     W * sizeof(cl_int), 0, 4 * sizeof(cl_int), 0, box, 0, NULL, NULL));
    clEnqueueReadBuffer(s.queue, buffer, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL);
    CHECK("write_rect.contents", back[17] == 17 && back[18] == -1 && back[21] == -4 && back[22] == 22 &&
                                     back[34] == -5 && back[53] == -12 && back[54] == 54);
    {
      size_t dst_origin[3] = {0, 0, 0};
      cl_int zeros = 0;
      clEnqueueFillBuffer(s.queue, copy, &zeros, sizeof zeros, 0, sizeof grid, 0, NULL, NULL);
      EXPECT_OK("copy_rect", clEnqueueCopyBufferRect(s.queue, buffer, copy, buffer_origin, dst_origin, region,
                                                     W * sizeof(cl_int), 0, W * sizeof(cl_int), 0, 0, NULL, NULL));
      clEnqueueReadBuffer(s.queue, copy, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL);
      CHECK("copy_rect.contents", back[0] == -1 && back[3] == -4 && back[4] == 0 && back[16] == -5 &&
                                      back[35] == -12 && back[36] == 0);
      CHECK_EQ("copy_rect.checksum", checksum(back, sizeof back), checksum(back, sizeof back));
    }
    {
      size_t too_tall[3] = {4 * sizeof(cl_int), H, 1}; /* rows 1..8 of 0..7 */
      size_t zero_region[3] = {0, 3, 1};
      EXPECT_CODE("read_rect.out_of_range",
                  clEnqueueReadBufferRect(s.queue, buffer, CL_TRUE, buffer_origin, host_origin, too_tall,
                                          W * sizeof(cl_int), 0, 0, 0, back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
      EXPECT_CODE("read_rect.zero_region",
                  clEnqueueReadBufferRect(s.queue, buffer, CL_TRUE, buffer_origin, host_origin, zero_region,
                                          0, 0, 0, 0, back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
      EXPECT_CODE("read_rect.row_pitch_too_small",
                  clEnqueueReadBufferRect(s.queue, buffer, CL_TRUE, buffer_origin, host_origin, region,
                                          2 * sizeof(cl_int), 0, 0, 0, back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    }
    clReleaseMemObject(buffer);
    clReleaseMemObject(copy);
  }

  /* Sub-buffers. */
  {
    cl_uint align_bits = 0;
    size_t align;
    cl_mem parent, sub, associated = NULL;
    cl_buffer_region region;
    size_t offset = 1;
    clGetDeviceInfo(s.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof align_bits, &align_bits, NULL);
    align = align_bits / 8;
    {
      size_t bytes = align * 4;
      cl_int *data = malloc(bytes), *got = malloc(bytes);
      for (size_t i = 0; i < bytes / sizeof(cl_int); i++) data[i] = (cl_int)i;
      parent = clCreateBuffer(s.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, data, &err);
      region.origin = align;
      region.size = align * 2;
      sub = clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
      EXPECT_OK("sub_buffer.create", err);
      EXPECT_OK("sub_buffer.read", clEnqueueReadBuffer(s.queue, sub, CL_TRUE, 0, region.size, got, 0, NULL, NULL));
      CHECK("sub_buffer.contents", got[0] == (cl_int)(align / 4) && got[1] == (cl_int)(align / 4) + 1);
      {
        cl_int value = -7;
        clEnqueueWriteBuffer(s.queue, sub, CL_TRUE, 4, 4, &value, 0, NULL, NULL);
        clEnqueueReadBuffer(s.queue, parent, CL_TRUE, 0, bytes, got, 0, NULL, NULL);
        CHECK("sub_buffer.write_reaches_parent", got[align / 4 + 1] == -7 && got[align / 4] == (cl_int)(align / 4));
      }
      EXPECT_OK("sub_buffer.associated",
                clGetMemObjectInfo(sub, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof associated, &associated, NULL));
      CHECK("sub_buffer.associated.is_parent", associated == parent);
      EXPECT_OK("sub_buffer.offset", clGetMemObjectInfo(sub, CL_MEM_OFFSET, sizeof offset, &offset, NULL));
      CHECK("sub_buffer.offset.value", offset == align);
      region.origin = 1;
      region.size = 4;
      clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
      EXPECT_CODE("sub_buffer.misaligned", err, CL_MISALIGNED_SUB_BUFFER_OFFSET);
      region.origin = 0;
      region.size = bytes + 4;
      clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
      EXPECT_CODE("sub_buffer.out_of_range", err, CL_INVALID_VALUE);
      region.size = 0;
      clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
      EXPECT_CODE("sub_buffer.zero_size", err, CL_INVALID_BUFFER_SIZE);
      region.origin = 0;
      region.size = align;
      clCreateSubBuffer(sub, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
      EXPECT_CODE("sub_buffer.of_sub_buffer", err, CL_INVALID_MEM_OBJECT);
      clCreateSubBuffer(parent, CL_MEM_READ_WRITE, 0x7fff, &region, &err);
      EXPECT_CODE("sub_buffer.bad_type", err, CL_INVALID_VALUE);
      EXPECT_OK("sub_buffer.release", clReleaseMemObject(sub));
      clReleaseMemObject(parent);
      free(data);
      free(got);
    }
  }

  /* Creation errors. */
  {
    cl_ulong max_alloc = 0;
    clGetDeviceInfo(s.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc, NULL);
    clCreateBuffer(s.context, CL_MEM_READ_WRITE, 0, NULL, &err);
    EXPECT_CODE("create.zero_size", err, CL_INVALID_BUFFER_SIZE);
    clCreateBuffer(s.context, CL_MEM_READ_WRITE, (size_t)max_alloc + 1, NULL, &err);
    EXPECT_CODE("create.over_max_alloc", err, CL_INVALID_BUFFER_SIZE);
    clCreateBuffer(s.context, CL_MEM_READ_WRITE | CL_MEM_READ_ONLY, 16, NULL, &err);
    EXPECT_CODE("create.conflicting_access_flags", err, CL_INVALID_VALUE);
    clCreateBuffer(s.context, CL_MEM_USE_HOST_PTR, 16, NULL, &err);
    EXPECT_CODE("create.use_host_ptr_without_ptr", err, CL_INVALID_HOST_PTR);
    clCreateBuffer(s.context, CL_MEM_READ_WRITE, 16, host, &err);
    EXPECT_CODE("create.ptr_without_flag", err, CL_INVALID_HOST_PTR);
    clCreateBuffer(s.context, CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR, 16, host, &err);
    EXPECT_CODE("create.use_and_copy", err, CL_INVALID_VALUE);
    clCreateBuffer(s.context, (cl_mem_flags)1 << 40, 16, NULL, &err);
    EXPECT_CODE("create.unknown_flag", err, CL_INVALID_VALUE);
    clCreateBuffer(NULL, CL_MEM_READ_WRITE, 16, NULL, &err);
    EXPECT_CODE("create.null_context", err, CL_INVALID_CONTEXT);
  }
  {
    /* CL_MEM_HOST_NO_ACCESS forbids host reads. */
    cl_mem hidden = clCreateBuffer(s.context, CL_MEM_HOST_NO_ACCESS, 64, NULL, &err);
    EXPECT_OK("host_no_access.create", err);
    EXPECT_CODE("host_no_access.read",
                clEnqueueReadBuffer(s.queue, hidden, CL_TRUE, 0, 16, out, 0, NULL, NULL),
                CL_INVALID_OPERATION);
    clReleaseMemObject(hidden);
  }
  teardown(&s);
  return finish();
}
