/* Shared by the host programs of icd/tests/c: platform choice, checks and their output.
 *
 * Output protocol (icd/tests/host_programs.rs reads it):
 *   ok NAME = VALUE      a platform-independent result; compared between platforms
 *   ok NAME              a check that passed (nothing to compare but its presence)
 *   info NAME = VALUE    a platform-dependent value; printed, never compared
 *   deviation NAME: ...  the reference platform (PoCL) deviates from the specification here, a
 *                        known and listed deviation; accepted only on that platform
 *   FAIL NAME: ...       a failed check; the program exits 1
 *   summary: N checks, M failures
 * A result whose NAME starts with "optional." depends on what the device advertises: it is
 * compared only where both platforms print it.
 * The platform is the first one whose CL_PLATFORM_NAME contains argv[1], else the environment's
 * OCLVK_TEST_PLATFORM; without either, the first platform. */
#ifndef OCLVK_ICD_TEST_COMMON_H
#define OCLVK_ICD_TEST_COMMON_H

#define _POSIX_C_SOURCE 200809L /* fork, waitpid, alarm */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#define REFERENCE_PLATFORM "Portable Computing Language"

static int checks_run;
static int checks_failed;
static int on_reference_platform;

#define UNUSED __attribute__((unused))

static UNUSED const char *cl_error_name(cl_int code) {
  switch (code) {
#define NAME(c) \
  case c:       \
    return #c;
    NAME(CL_SUCCESS)
    NAME(CL_DEVICE_NOT_FOUND)
    NAME(CL_DEVICE_NOT_AVAILABLE)
    NAME(CL_COMPILER_NOT_AVAILABLE)
    NAME(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    NAME(CL_OUT_OF_RESOURCES)
    NAME(CL_OUT_OF_HOST_MEMORY)
    NAME(CL_PROFILING_INFO_NOT_AVAILABLE)
    NAME(CL_MEM_COPY_OVERLAP)
    NAME(CL_IMAGE_FORMAT_MISMATCH)
    NAME(CL_IMAGE_FORMAT_NOT_SUPPORTED)
    NAME(CL_BUILD_PROGRAM_FAILURE)
    NAME(CL_MAP_FAILURE)
    NAME(CL_MISALIGNED_SUB_BUFFER_OFFSET)
    NAME(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    NAME(CL_COMPILE_PROGRAM_FAILURE)
    NAME(CL_LINKER_NOT_AVAILABLE)
    NAME(CL_LINK_PROGRAM_FAILURE)
    NAME(CL_DEVICE_PARTITION_FAILED)
    NAME(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
    NAME(CL_INVALID_VALUE)
    NAME(CL_INVALID_DEVICE_TYPE)
    NAME(CL_INVALID_PLATFORM)
    NAME(CL_INVALID_DEVICE)
    NAME(CL_INVALID_CONTEXT)
    NAME(CL_INVALID_QUEUE_PROPERTIES)
    NAME(CL_INVALID_COMMAND_QUEUE)
    NAME(CL_INVALID_HOST_PTR)
    NAME(CL_INVALID_MEM_OBJECT)
    NAME(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
    NAME(CL_INVALID_IMAGE_SIZE)
    NAME(CL_INVALID_SAMPLER)
    NAME(CL_INVALID_BINARY)
    NAME(CL_INVALID_BUILD_OPTIONS)
    NAME(CL_INVALID_PROGRAM)
    NAME(CL_INVALID_PROGRAM_EXECUTABLE)
    NAME(CL_INVALID_KERNEL_NAME)
    NAME(CL_INVALID_KERNEL_DEFINITION)
    NAME(CL_INVALID_KERNEL)
    NAME(CL_INVALID_ARG_INDEX)
    NAME(CL_INVALID_ARG_VALUE)
    NAME(CL_INVALID_ARG_SIZE)
    NAME(CL_INVALID_KERNEL_ARGS)
    NAME(CL_INVALID_WORK_DIMENSION)
    NAME(CL_INVALID_WORK_GROUP_SIZE)
    NAME(CL_INVALID_WORK_ITEM_SIZE)
    NAME(CL_INVALID_GLOBAL_OFFSET)
    NAME(CL_INVALID_EVENT_WAIT_LIST)
    NAME(CL_INVALID_EVENT)
    NAME(CL_INVALID_OPERATION)
    NAME(CL_INVALID_GL_OBJECT)
    NAME(CL_INVALID_BUFFER_SIZE)
    NAME(CL_INVALID_MIP_LEVEL)
    NAME(CL_INVALID_GLOBAL_WORK_SIZE)
    NAME(CL_INVALID_PROPERTY)
    NAME(CL_INVALID_IMAGE_DESCRIPTOR)
    NAME(CL_INVALID_COMPILER_OPTIONS)
    NAME(CL_INVALID_LINKER_OPTIONS)
    NAME(CL_INVALID_DEVICE_PARTITION_COUNT)
    NAME(CL_INVALID_PIPE_SIZE)
    NAME(CL_INVALID_DEVICE_QUEUE)
    NAME(CL_INVALID_SPEC_ID)
    NAME(CL_MAX_SIZE_RESTRICTION_EXCEEDED)
#undef NAME
    default:
      return "(unknown error code)";
  }
}

static UNUSED void pass(const char *name) {
  checks_run++;
  printf("ok %s\n", name);
}

static UNUSED void fail(const char *name, const char *fmt, ...) {
  va_list args;
  checks_run++;
  checks_failed++;
  printf("FAIL %s: ", name);
  va_start(args, fmt);
  vprintf(fmt, args);
  va_end(args);
  printf("\n");
  fflush(stdout);
}

/* A condition that must hold; `what` is printed when it does not. */
static UNUSED int check_true(const char *name, int condition, const char *what, int line) {
  if (condition) {
    pass(name);
  } else {
    fail(name, "%s is false (line %d)", what, line);
  }
  return condition;
}
#define CHECK(name, condition) check_true(name, (condition) != 0, #condition, __LINE__)

/* An entry point returned exactly `expected`; prints the code as the compared value. */
static UNUSED int check_code(const char *name, cl_int got, cl_int expected, int line) {
  checks_run++;
  if (got == expected) {
    printf("ok %s = %s\n", name, cl_error_name(got));
    return 1;
  }
  checks_failed++;
  printf("FAIL %s: returned %s (%d), expected %s (line %d)\n", name, cl_error_name(got), got,
         cl_error_name(expected), line);
  fflush(stdout);
  return 0;
}
#define EXPECT_CODE(name, expr, expected) check_code(name, (expr), expected, __LINE__)
#define EXPECT_OK(name, expr) check_code(name, (expr), CL_SUCCESS, __LINE__)

/* As check_code, but the reference platform (PoCL) is known to return `reference_gets`: there
 * that value is accepted and reported as a deviation with `why`, anywhere else it fails. */
static UNUSED int check_code_deviating(const char *name, cl_int got, cl_int expected,
                                       cl_int reference_gets, const char *why, int line) {
  if (on_reference_platform && got != expected && got == reference_gets) {
    checks_run++;
    printf("deviation %s: returns %s, the specification says %s (%s)\n", name,
           cl_error_name(got), cl_error_name(expected), why);
    return 1;
  }
  return check_code(name, got, expected, line);
}
#define EXPECT_CODE_REF_DEVIATES(name, expr, expected, reference_gets, why) \
  check_code_deviating(name, (expr), expected, reference_gets, why, __LINE__)

/* True where the reference platform is known to crash on the call that a check named `name`
 * makes: the check is reported as a deviation there, and the caller skips the call. */
static UNUSED int reference_crashes(const char *name, const char *why) {
  if (!on_reference_platform) return 0;
  checks_run++;
  printf("deviation %s: not called, PoCL crashes (%s)\n", name, why);
  return 1;
}

/* The code the child process's call returned: `_exit(-code)` (codes are 0 or negative), or
 * the signal that ended it (a crash, or the alarm of a hang): then *signal_out is set. */
static UNUSED cl_int child_code(pid_t pid, int *signal_out) {
  int status = 0;
  *signal_out = 0;
  if (waitpid(pid, &status, 0) != pid) {
    *signal_out = -1;
    return 0;
  }
  if (WIFSIGNALED(status)) {
    *signal_out = WTERMSIG(status);
    return 0;
  }
  return WEXITSTATUS(status) == 255 ? 1 : -(cl_int)WEXITSTATUS(status);
}

static UNUSED int check_isolated(const char *name, pid_t pid, cl_int expected, int line) {
  int signal_number = 0;
  cl_int got = child_code(pid, &signal_number);
  if (signal_number != 0) {
    checks_run++;
    if (on_reference_platform) {
      printf("deviation %s: the call crashed or hung (signal %d) on PoCL 3.1\n", name, signal_number);
      return 1;
    }
    checks_failed++;
    printf("FAIL %s: the call crashed or hung (signal %d), expected %s (line %d)\n", name,
           signal_number, cl_error_name(expected), line);
    return 0;
  }
  return check_code(name, got, expected, line);
}

/* As EXPECT_CODE, but the call runs in a child process (with 20 s to finish), so that a crash
 * is reported as a failure (on the reference platform: a deviation) instead of ending the
 * program. For bad handles, which a wrong implementation dereferences. The call's side
 * effects stay in the child. */
#define EXPECT_CODE_ISOLATED(name, expr, expected)                  \
  do {                                                              \
    pid_t isolated_pid_;                                            \
    fflush(stdout);                                                 \
    isolated_pid_ = fork();                                         \
    if (isolated_pid_ == 0) {                                       \
      cl_int isolated_code_;                                        \
      alarm(20);                                                    \
      isolated_code_ = (expr);                                      \
      _exit(isolated_code_ > 0 ? 255 : (unsigned char)-isolated_code_); \
    }                                                               \
    REQUIRE(isolated_pid_ > 0);                                     \
    check_isolated(name, isolated_pid_, expected, __LINE__);        \
  } while (0)

/* A compared integer result. */
static UNUSED int check_long(const char *name, long long got, long long expected, int line) {
  checks_run++;
  if (got == expected) {
    printf("ok %s = %lld\n", name, got);
    return 1;
  }
  checks_failed++;
  printf("FAIL %s: got %lld, expected %lld (line %d)\n", name, got, expected, line);
  fflush(stdout);
  return 0;
}
#define CHECK_EQ(name, got, expected) check_long(name, (long long)(got), (long long)(expected), __LINE__)

static UNUSED void info(const char *name, const char *fmt, ...) {
  va_list args;
  printf("info %s = ", name);
  va_start(args, fmt);
  vprintf(fmt, args);
  va_end(args);
  printf("\n");
}

/* A call that must succeed for the program to go on at all. */
#define REQUIRE_OK(expr)                                                                   \
  do {                                                                                     \
    cl_int require_code_ = (expr);                                                         \
    if (require_code_ != CL_SUCCESS) {                                                     \
      printf("FAIL %s: returned %s (%d) (line %d)\n", #expr, cl_error_name(require_code_), \
             require_code_, __LINE__);                                                     \
      exit(1);                                                                             \
    }                                                                                      \
  } while (0)

#define REQUIRE(condition)                                                       \
  do {                                                                           \
    if (!(condition)) {                                                          \
      printf("FAIL required: %s is false (line %d)\n", #condition, __LINE__);   \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

static UNUSED int finish(void) {
  printf("summary: %d checks, %d failures\n", checks_run, checks_failed);
  return checks_failed == 0 ? 0 : 1;
}

static UNUSED cl_platform_id choose_platform(int argc, char **argv) {
  const char *wanted = argc > 1 ? argv[1] : getenv("OCLVK_TEST_PLATFORM");
  cl_platform_id platforms[16];
  cl_uint count = 0;
  /* Line by line, so that what a crashing program printed still comes out. */
  setvbuf(stdout, NULL, _IOLBF, 0);
  REQUIRE_OK(clGetPlatformIDs(16, platforms, &count));
  if (count > 16) count = 16;
  for (cl_uint i = 0; i < count; i++) {
    char name[256] = {0};
    REQUIRE_OK(clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name - 1, name, NULL));
    if (wanted == NULL || wanted[0] == '\0' || strstr(name, wanted) != NULL) {
      on_reference_platform = strcmp(name, REFERENCE_PLATFORM) == 0;
      info("platform", "%s", name);
      return platforms[i];
    }
  }
  printf("FAIL platform: no platform named like \"%s\" among %u\n", wanted, count);
  exit(2);
}

static UNUSED cl_device_id first_device(cl_platform_id platform) {
  cl_device_id device;
  char name[256] = {0};
  REQUIRE_OK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL));
  REQUIRE_OK(clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name - 1, name, NULL));
  info("device", "%s", name);
  return device;
}

/* The usual setup: platform, its first device, a context and an in-order queue
 * (with `queue_properties`, e.g. CL_QUEUE_PROFILING_ENABLE). */
typedef struct {
  cl_platform_id platform;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
} Setup;

static UNUSED Setup setup(int argc, char **argv, cl_command_queue_properties queue_properties) {
  Setup s;
  cl_int err;
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, queue_properties, 0};
  s.platform = choose_platform(argc, argv);
  s.device = first_device(s.platform);
  s.context = clCreateContext(NULL, 1, &s.device, NULL, NULL, &err);
  REQUIRE_OK(err);
  s.queue = clCreateCommandQueueWithProperties(s.context, s.device,
                                               queue_properties ? props : NULL, &err);
  REQUIRE_OK(err);
  return s;
}

static UNUSED void teardown(Setup *s) {
  REQUIRE_OK(clReleaseCommandQueue(s->queue));
  REQUIRE_OK(clReleaseContext(s->context));
}

/* Builds `source` with `options`; on failure prints the log and exits. */
static UNUSED cl_program build(Setup *s, const char *source, const char *options) {
  cl_int err;
  cl_program program = clCreateProgramWithSource(s->context, 1, &source, NULL, &err);
  REQUIRE_OK(err);
  err = clBuildProgram(program, 1, &s->device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    size_t size = 0;
    char *log;
    clGetProgramBuildInfo(program, s->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &size);
    log = calloc(size + 1, 1);
    clGetProgramBuildInfo(program, s->device, CL_PROGRAM_BUILD_LOG, size, log, NULL);
    printf("FAIL build: %s\n%s\n", cl_error_name(err), log);
    exit(1);
  }
  return program;
}

static UNUSED cl_kernel kernel_of(cl_program program, const char *name) {
  cl_int err;
  cl_kernel kernel = clCreateKernel(program, name, &err);
  REQUIRE_OK(err);
  return kernel;
}

#endif
