/* The bench suite of `oclvk bench` (the kernels of bench/kernels, the cases of
 * src/bench/cases.rs) through an OpenCL platform, so that oclvk's driver and another platform
 * are timed by one host (docs/performance.md, "The bench suite through the driver"):
 *   gcc -O2 -std=c99 icd/bench/suite.c -lOpenCL -lm -o suite
 *   ./suite oclvk [--size small|full] [--runs N] [--only NAME] [--kernels DIR] [--options STR]
 *   ./suite NVIDIA
 * argv[1] picks the first platform whose name contains it; --options adds build options
 * (`oclvk bench` builds its cases with -cl-local-reserve=auto, which only oclvk knows). Each case has the inputs, global and
 * local sizes of `oclvk bench` (the same generator and seeds), is checked against a CPU
 * reference after its first run, warmed up (three runs and at least 0.25 s) and timed N times
 * (default 10) with event profiling (CL_PROFILING_COMMAND_END - START), the median reported.
 * One row per kernel;
 * the exit status is non-zero when a case fails or a result is wrong. */
#define _POSIX_C_SOURCE 199309L
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_BUFFERS 6
#define MAX_ARGS 8
#define PI_F 3.14159274101257324f /* std::f32::consts::PI */

/* xorshift64*, as src/bench/cases.rs's Rng: the same seed gives the same inputs. */
typedef struct {
  uint64_t state;
} Rng;

static Rng rng_for(const char *name) {
  uint64_t h = 17;
  for (const unsigned char *p = (const unsigned char *)name; *p; p++) h = (h * 31) ^ *p;
  Rng r = {(h * 0x9E3779B97F4A7C15ull) | 1};
  return r;
}

static uint64_t next_u64(Rng *r) {
  r->state ^= r->state >> 12;
  r->state ^= r->state << 25;
  r->state ^= r->state >> 27;
  return r->state * 0x2545F4914F6CDD1Dull;
}

static float next_f32(Rng *r) { return (float)(next_u64(r) >> 40) / (float)(1u << 24); }

static uint32_t below(Rng *r, uint32_t n) { return (uint32_t)(((next_u64(r) >> 32) * n) >> 32); }

typedef struct Case Case;
/* Checks the output buffer's contents; writes why into `why` and returns 0 when wrong. */
typedef int (*Check)(const Case *c, const void *out, char *why, size_t why_len);

typedef enum { ARG_BUF, ARG_VAL } ArgKind;

typedef struct {
  ArgKind kind;
  int buffer;        /* ARG_BUF: index into buffers */
  unsigned char val[8]; /* ARG_VAL */
  size_t val_size;
} Arg;

struct Case {
  char name[32];
  const char *file, *kernel;
  cl_uint dims;
  size_t global[3], local[3];
  void *buffers[MAX_BUFFERS];
  size_t sizes[MAX_BUFFERS];
  int nbuffers;
  Arg args[MAX_ARGS];
  int nargs;
  int output;
  double work; /* bytes or flops per launch */
  const char *unit;
  Check check;
  /* What the check needs besides the inputs. */
  size_t n, m;
  float scalar;
  uint32_t *samples;
  size_t nsamples;
};

static void *zeros(size_t bytes) {
  void *p = calloc(1, bytes ? bytes : 1);
  if (!p) {
    fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
    exit(2);
  }
  return p;
}

static float *f32s(size_t n, Rng *r) {
  float *v = zeros(n * sizeof(float));
  for (size_t i = 0; i < n; i++) v[i] = next_f32(r);
  return v;
}

static int add_buffer(Case *c, void *data, size_t bytes) {
  c->buffers[c->nbuffers] = data;
  c->sizes[c->nbuffers] = bytes;
  return c->nbuffers++;
}

static void arg_buf(Case *c, int buffer) {
  Arg *a = &c->args[c->nargs++];
  a->kind = ARG_BUF;
  a->buffer = buffer;
}

static void arg_val(Case *c, const void *v, size_t size) {
  Arg *a = &c->args[c->nargs++];
  a->kind = ARG_VAL;
  memcpy(a->val, v, size);
  a->val_size = size;
}

static void arg_i32(Case *c, int32_t v) { arg_val(c, &v, sizeof v); }
static void arg_u32(Case *c, uint32_t v) { arg_val(c, &v, sizeof v); }
static void arg_f32(Case *c, float v) { arg_val(c, &v, sizeof v); }

static void range1(Case *c, size_t global, size_t local) {
  c->dims = 1;
  c->global[0] = global;
  c->local[0] = local;
}

static void range2(Case *c, size_t gx, size_t gy, size_t lx, size_t ly) {
  c->dims = 2;
  c->global[0] = gx;
  c->global[1] = gy;
  c->local[0] = lx;
  c->local[1] = ly;
}

/* |got - want| <= tol, or a message naming the element. */
static int near(const char *what, size_t i, double got, double want, double tol, char *why,
                size_t len) {
  double err = fabs(got - want);
  if (!(err <= tol)) {
    snprintf(why, len, "%s: element %zu is %g, expected %g (tolerance %g)", what, i, got, want,
             tol);
    return 0;
  }
  return 1;
}

/* ---- stream ---- */

static int check_copy(const Case *c, const void *out, char *why, size_t len) {
  if (memcmp(out, c->buffers[0], c->sizes[0]) != 0) {
    snprintf(why, len, "copy: output differs from input");
    return 0;
  }
  return 1;
}

static int check_triad(const Case *c, const void *out, char *why, size_t len) {
  const float *a = c->buffers[0], *b = c->buffers[1], *got = out;
  for (size_t i = 0; i < c->n; i++)
    if (!near("triad", i, got[i], (double)a[i] + (double)c->scalar * b[i], 1e-5, why, len))
      return 0;
  return 1;
}

static void stream_case(Case *c, int full, int triad) {
  Rng r = rng_for(c->name);
  size_t n4 = full ? (size_t)1 << 24 : (size_t)1 << 14;
  float *a = f32s(n4 * 4, &r), *b = f32s(n4 * 4, &r);
  c->file = "stream.cl";
  range1(c, n4, 256);
  c->n = n4 * 4;
  c->unit = "GB/s";
  add_buffer(c, a, n4 * 16);
  if (triad) {
    add_buffer(c, b, n4 * 16);
    c->output = add_buffer(c, zeros(n4 * 16), n4 * 16);
    c->kernel = "triad";
    c->scalar = 3.0f;
    arg_buf(c, 0);
    arg_buf(c, 1);
    arg_buf(c, 2);
    arg_f32(c, c->scalar);
    c->work = (double)n4 * 16 * 3;
    c->check = check_triad;
  } else {
    free(b);
    c->output = add_buffer(c, zeros(n4 * 16), n4 * 16);
    c->kernel = "copy";
    arg_buf(c, 0);
    arg_buf(c, 1);
    c->work = (double)n4 * 16 * 2;
    c->check = check_copy;
  }
}

/* ---- reduce ---- */

static int check_reduce(const Case *c, const void *out, char *why, size_t len) {
  const float *data = c->buffers[0], *got = out;
  double sum = 0, partials = 0;
  for (size_t i = 0; i < c->n; i++) sum += data[i];
  for (size_t i = 0; i < c->m; i++) partials += got[i];
  if (!(fabs(partials - sum) <= 1e-4 * fabs(sum))) {
    snprintf(why, len, "reduce: sum of partials is %g, expected %g", partials, sum);
    return 0;
  }
  return 1;
}

static void reduce_case(Case *c, int full) {
  Rng r = rng_for(c->name);
  size_t n = full ? (size_t)1 << 26 : (size_t)1 << 16, groups = full ? 2048 : 16;
  c->file = "reduce.cl";
  c->kernel = "reduce_sum";
  range1(c, groups * 256, 256);
  add_buffer(c, f32s(n, &r), n * 4);
  c->output = add_buffer(c, zeros(groups * 4), groups * 4);
  arg_buf(c, 0);
  arg_buf(c, 1);
  arg_u32(c, (uint32_t)n);
  c->n = n;
  c->m = groups;
  c->work = (double)n * 4;
  c->unit = "GB/s";
  c->check = check_reduce;
}

/* ---- sgemm ---- */

static int check_sgemm(const Case *c, const void *out, char *why, size_t len) {
  const float *a = c->buffers[0], *b = c->buffers[1], *got = out;
  size_t n = c->n;
  for (size_t s = 0; s < c->nsamples; s++) {
    size_t row = c->samples[2 * s], col = c->samples[2 * s + 1];
    double sum = 0, mag = 0;
    for (size_t k = 0; k < n; k++) {
      double p = (double)a[row * n + k] * b[k * n + col];
      sum += p;
      mag += fabs(p);
    }
    if (!near("sgemm", row * n + col, got[row * n + col], sum, 1e-5 * mag + 1e-6, why, len))
      return 0;
  }
  return 1;
}

static void sgemm_case(Case *c, size_t n) {
  Rng r = rng_for(c->name);
  float *a = f32s(n * n, &r), *b = f32s(n * n, &r);
  c->file = "sgemm.cl";
  c->kernel = "sgemm";
  range2(c, n / 4, n / 4, 16, 16);
  add_buffer(c, a, n * n * 4);
  add_buffer(c, b, n * n * 4);
  c->output = add_buffer(c, zeros(n * n * 4), n * n * 4);
  arg_buf(c, 0);
  arg_buf(c, 1);
  arg_buf(c, 2);
  arg_i32(c, (int32_t)n);
  c->n = n;
  c->nsamples = 256;
  c->samples = zeros(2 * c->nsamples * sizeof(uint32_t));
  for (size_t s = 0; s < 2 * c->nsamples; s++) c->samples[s] = below(&r, (uint32_t)n);
  c->work = 2.0 * n * n * n;
  c->unit = "GFLOP/s";
  c->check = check_sgemm;
}

/* ---- transpose ---- */

static int check_transpose(const Case *c, const void *out, char *why, size_t len) {
  const float *d = c->buffers[0], *got = out;
  size_t w = c->n, h = c->m;
  for (size_t y = 0; y < h; y++)
    for (size_t x = 0; x < w; x++)
      if (got[x * h + y] != d[y * w + x]) {
        snprintf(why, len, "transpose: out[%zu][%zu] is %g, expected %g", x, y, got[x * h + y],
                 d[y * w + x]);
        return 0;
      }
  return 1;
}

static void transpose_case(Case *c, int full) {
  Rng r = rng_for(c->name);
  size_t w = full ? 8192 : 256, h = full ? 8192 : 128;
  c->file = "transpose.cl";
  c->kernel = "transpose";
  range2(c, w, h / 4, 32, 8);
  add_buffer(c, f32s(w * h, &r), w * h * 4);
  c->output = add_buffer(c, zeros(w * h * 4), w * h * 4);
  arg_buf(c, 0);
  arg_buf(c, 1);
  arg_i32(c, (int32_t)w);
  arg_i32(c, (int32_t)h);
  c->n = w;
  c->m = h;
  c->work = (double)w * h * 8;
  c->unit = "GB/s";
  c->check = check_transpose;
}

/* ---- histogram ---- */

static int check_histogram(const Case *c, const void *out, char *why, size_t len) {
  const uint32_t *data = c->buffers[0], *got = out;
  uint32_t want[256] = {0};
  for (size_t i = 0; i < c->n; i++) want[data[i] & 255]++;
  for (int i = 0; i < 256; i++)
    if (got[i] != want[i]) {
      snprintf(why, len, "histogram: bin %d is %u, expected %u", i, got[i], want[i]);
      return 0;
    }
  return 1;
}

static void histogram_case(Case *c, int full) {
  Rng r = rng_for(c->name);
  size_t n = full ? (size_t)1 << 26 : (size_t)1 << 16, groups = full ? 1024 : 16;
  uint32_t *data = zeros(n * 4);
  for (size_t i = 0; i < n; i++) {
    /* A skewed distribution, drawn in the Rust generator's order. */
    uint32_t x = below(&r, 256), y = below(&r, 256), z = below(&r, 4);
    data[i] = (x + y) / 2 + 0x100 * z;
  }
  c->file = "histogram.cl";
  c->kernel = "histogram";
  range1(c, groups * 256, 256);
  add_buffer(c, data, n * 4);
  c->output = add_buffer(c, zeros(256 * 4), 256 * 4);
  arg_buf(c, 0);
  arg_buf(c, 1);
  arg_u32(c, (uint32_t)n);
  c->n = n;
  c->work = (double)n * 4;
  c->unit = "GB/s";
  c->check = check_histogram;
}

/* ---- nbody ---- */

static int check_nbody(const Case *c, const void *out, char *why, size_t len) {
  const float *p = c->buffers[0], *got = out;
  size_t n = c->n;
  for (size_t s = 0; s < c->nsamples; s++) {
    size_t i = c->samples[s];
    double acc[3] = {0, 0, 0}, mag = 0;
    for (size_t j = 0; j < n; j++) {
      double d[3];
      for (int k = 0; k < 3; k++) d[k] = (double)(p[j * 4 + k] - p[i * 4 + k]);
      double d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + (double)c->scalar;
      double f = (double)p[j * 4 + 3] / (d2 * sqrt(d2));
      for (int k = 0; k < 3; k++) {
        acc[k] += d[k] * f;
        mag += fabs(d[k] * f);
      }
    }
    for (int k = 0; k < 3; k++)
      if (!near("nbody", i * 4 + k, got[i * 4 + k], acc[k], 1e-4 * mag, why, len)) return 0;
  }
  return 1;
}

static void nbody_case(Case *c, int full) {
  Rng r = rng_for(c->name);
  size_t n = full ? (size_t)1 << 15 : 1024;
  float *pos = zeros(n * 16);
  for (size_t i = 0; i < n; i++) {
    for (int k = 0; k < 3; k++) pos[i * 4 + k] = next_f32(&r) * 2.0f - 1.0f;
    pos[i * 4 + 3] = 0.5f + next_f32(&r);
  }
  c->file = "nbody.cl";
  c->kernel = "nbody";
  range1(c, n, 256);
  add_buffer(c, pos, n * 16);
  c->output = add_buffer(c, zeros(n * 16), n * 16);
  c->scalar = 0.01f;
  arg_buf(c, 0);
  arg_buf(c, 1);
  arg_i32(c, (int32_t)n);
  arg_f32(c, c->scalar);
  c->n = n;
  c->nsamples = 64;
  c->samples = zeros(c->nsamples * sizeof(uint32_t));
  for (size_t s = 0; s < c->nsamples; s++) c->samples[s] = below(&r, (uint32_t)n);
  c->work = 20.0 * n * n;
  c->unit = "GFLOP/s";
  c->check = check_nbody;
}

/* ---- stencil ---- */

static int check_stencil(const Case *c, const void *out, char *why, size_t len) {
  const float *d = c->buffers[0], *got = out;
  size_t nx = c->n, ny = c->m;
  for (size_t y = 0; y < ny; y++)
    for (size_t x = 0; x < nx; x++) {
      size_t i = y * nx + x;
      double want = x == 0 || y == 0 || x == nx - 1 || y == ny - 1
                        ? d[i]
                        : 0.2 * ((double)d[i] + d[i - 1] + d[i + 1] + d[i - nx] + d[i + nx]);
      if (!near("stencil", i, got[i], want, 1e-5, why, len)) return 0;
    }
  return 1;
}

static void stencil_case(Case *c, int full) {
  Rng r = rng_for(c->name);
  size_t nx = full ? 8192 : 256, ny = nx;
  c->file = "stencil.cl";
  c->kernel = "stencil5";
  range2(c, nx, ny, 32, 8);
  add_buffer(c, f32s(nx * ny, &r), nx * ny * 4);
  c->output = add_buffer(c, zeros(nx * ny * 4), nx * ny * 4);
  arg_buf(c, 0);
  arg_buf(c, 1);
  arg_i32(c, (int32_t)nx);
  arg_i32(c, (int32_t)ny);
  c->n = nx;
  c->m = ny;
  c->work = (double)nx * ny * 8;
  c->unit = "GB/s";
  c->check = check_stencil;
}

/* ---- spmv ---- */

static int check_spmv(const Case *c, const void *out, char *why, size_t len) {
  const int32_t *rowptr = c->buffers[0], *cols = c->buffers[1];
  const float *vals = c->buffers[2], *x = c->buffers[3], *got = out;
  for (size_t row = 0; row < c->n; row++) {
    double sum = 0, mag = 0;
    for (int32_t j = rowptr[row]; j < rowptr[row + 1]; j++) {
      double p = (double)vals[j] * x[cols[j]];
      sum += p;
      mag += fabs(p);
    }
    if (!near("spmv", row, got[row], sum, 1e-5 * mag + 1e-6, why, len)) return 0;
  }
  return 1;
}

static void spmv_case(Case *c, int full) {
  Rng r = rng_for(c->name);
  size_t n = full ? (size_t)1 << 20 : 4096;
  uint32_t band = n < 4096 ? (uint32_t)n : 4096;
  size_t cap = n * 48;
  int32_t *rowptr = zeros((n + 1) * 4), *cols = zeros(cap * 4);
  float *vals = zeros(cap * 4);
  size_t nnz = 0;
  for (size_t row = 0; row < n; row++) {
    size_t count = 16 + below(&r, 33);
    for (size_t k = 0; k < count; k++) {
      int64_t off = (int64_t)below(&r, band) - (int64_t)(band / 2);
      int64_t col = ((int64_t)row + off) % (int64_t)n;
      cols[nnz] = (int32_t)(col < 0 ? col + (int64_t)n : col);
      vals[nnz] = next_f32(&r) * 2.0f - 1.0f;
      nnz++;
    }
    rowptr[row + 1] = (int32_t)nnz;
  }
  c->file = "spmv.cl";
  c->kernel = "spmv_csr";
  range1(c, n, 128);
  add_buffer(c, rowptr, (n + 1) * 4);
  add_buffer(c, cols, nnz * 4);
  add_buffer(c, vals, nnz * 4);
  add_buffer(c, f32s(n, &r), n * 4);
  c->output = add_buffer(c, zeros(n * 4), n * 4);
  for (int b = 0; b < 5; b++) arg_buf(c, b);
  arg_i32(c, (int32_t)n);
  c->n = n;
  c->work = (double)((n + 1) * 4 + nnz * 8 + n * 4 + n * 4);
  c->unit = "GB/s";
  c->check = check_spmv;
}

/* ---- twiddle ---- */

static int check_twiddle(const Case *c, const void *out, char *why, size_t len) {
  const float *got = out;
  size_t n = c->n;
  int32_t k = 7;
  for (size_t i = 0; i < n; i++) {
    /* The kernel's float angle, rounded step by step as the Rust reference rounds it. */
    size_t j = ((size_t)k * i) & (n - 1);
    volatile float a = -2.0f * PI_F;
    a = a * (float)j;
    a = a / (float)n;
    double angle = a;
    if (!near("twiddle", 2 * i, got[2 * i], cos(angle), 5e-7, why, len) ||
        !near("twiddle", 2 * i + 1, got[2 * i + 1], sin(angle), 5e-7, why, len))
      return 0;
  }
  return 1;
}

static void twiddle_case(Case *c, int full) {
  size_t n = full ? (size_t)1 << 24 : (size_t)1 << 16;
  c->file = "twiddle.cl";
  c->kernel = "twiddle";
  range1(c, n, 256);
  c->output = add_buffer(c, zeros(n * 8), n * 8);
  arg_buf(c, 0);
  arg_i32(c, 7);
  arg_i32(c, (int32_t)n);
  c->n = n;
  c->work = (double)n * 8;
  c->unit = "GB/s";
  c->check = check_twiddle;
}

/* ---- explog ---- */

static int check_explog(const Case *c, const void *out, char *why, size_t len) {
  const float *x = c->buffers[0], *y = c->buffers[1], *got = out;
  for (size_t i = 0; i < c->n; i++) {
    double sum = 0, mag = 0;
    for (int k = 0; k < 4; k++) {
      /* The kernel's float arguments, rounded as it rounds them. */
      volatile float t = x[i] + 0.25f * (float)k, yk = y[i] + (float)k, half = 0.5f * t;
      double terms[3] = {exp((double)t), log((double)yk), pow((double)y[i], (double)half)};
      for (int e = 0; e < 3; e++) {
        sum += terms[e];
        mag += fabs(terms[e]);
      }
    }
    if (!near("explog", i, got[i], sum, 2e-6 * mag, why, len)) return 0;
  }
  return 1;
}

static void explog_case(Case *c, int full) {
  Rng r = rng_for(c->name);
  size_t n = full ? (size_t)1 << 24 : (size_t)1 << 14;
  float *x = zeros(n * 4), *y = zeros(n * 4);
  for (size_t i = 0; i < n; i++) x[i] = next_f32(&r) * 16.0f - 8.0f;
  for (size_t i = 0; i < n; i++) y[i] = 0.01f + next_f32(&r) * 16.0f;
  c->file = "explog.cl";
  c->kernel = "explog";
  range1(c, n, 256);
  add_buffer(c, x, n * 4);
  add_buffer(c, y, n * 4);
  c->output = add_buffer(c, zeros(n * 4), n * 4);
  arg_buf(c, 0);
  arg_buf(c, 1);
  arg_buf(c, 2);
  c->n = n;
  c->work = (double)n * 12;
  c->unit = "GFLOP/s";
  c->check = check_explog;
}

/* The suite's cases in `oclvk bench`'s order: names the case `index` and, when `make`, builds
 * its inputs; 0 past the last. */
static int build_case(Case *c, int index, int full, int make) {
  static const size_t sgemm_full[] = {1024, 2048, 4096};
  memset(c, 0, sizeof *c);
  int sgemm_count = full ? 3 : 1;
  if (index >= 3 && index < 3 + sgemm_count) {
    size_t n = full ? sgemm_full[index - 3] : 128;
    snprintf(c->name, sizeof c->name, "sgemm-%zu", n);
    if (make) sgemm_case(c, n);
    return 1;
  }
  if (index >= 3 + sgemm_count) index += 3 - sgemm_count;
  static const char *names[] = {"stream-copy", "stream-triad", "reduce", "", "", "",
                                "transpose",   "histogram",    "nbody",  "stencil",
                                "spmv",        "twiddle",      "explog"};
  if (index >= (int)(sizeof names / sizeof names[0])) return 0;
  snprintf(c->name, sizeof c->name, "%s", names[index]);
  if (!make) return 1;
  switch (index) {
    case 0: stream_case(c, full, 0); break;
    case 1: stream_case(c, full, 1); break;
    case 2: reduce_case(c, full); break;
    case 6: transpose_case(c, full); break;
    case 7: histogram_case(c, full); break;
    case 8: nbody_case(c, full); break;
    case 9: stencil_case(c, full); break;
    case 10: spmv_case(c, full); break;
    case 11: twiddle_case(c, full); break;
    default: explog_case(c, full); break;
  }
  return 1;
}

static void free_case(Case *c) {
  for (int b = 0; b < c->nbuffers; b++) free(c->buffers[b]);
  free(c->samples);
}

static char *read_file(const char *dir, const char *file) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = zeros((size_t)size + 1);
  if (fread(text, 1, (size_t)size, f) != (size_t)size) {
    free(text);
    text = NULL;
  }
  fclose(f);
  return text;
}

static int compare_times(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

typedef struct {
  cl_context context;
  cl_device_id device;
  cl_command_queue queue;
  const char *kernels_dir;
  /* clBuildProgram's options: -cl-std=CL1.2 and what --options adds. */
  char build_options[512];
  int runs, warmup;
} Host;

/* Seconds on a monotonic clock. */
static double wall_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One timed run: the kernel's GPU time from event profiling, in microseconds (< 0: failed). */

static double run_timed(const Host *h, cl_kernel k, const Case *c, cl_int *err) {
  cl_event e;
  *err = clEnqueueNDRangeKernel(h->queue, k, c->dims, NULL, c->global, c->local, 0, NULL, &e);
  if (*err != CL_SUCCESS) return -1;
  *err = clWaitForEvents(1, &e);
  cl_ulong start = 0, end = 0;
  if (*err == CL_SUCCESS)
    *err = clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL);
  if (*err == CL_SUCCESS)
    *err = clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL);
  clReleaseEvent(e);
  return *err == CL_SUCCESS ? (double)(end - start) / 1e3 : -1;
}

/* Builds, runs, checks and times one case; prints its row. 0: it failed. */
static int run_case(const Host *h, Case *c) {
  char why[512] = "";
  const char *step = "source";
  cl_int err = CL_SUCCESS;
  cl_program program = NULL;
  cl_kernel kernel = NULL;
  cl_mem mems[MAX_BUFFERS] = {0};
  double *times = zeros((size_t)h->runs * sizeof(double));
  void *out = NULL;
  int ok = 0;
  char *source = read_file(h->kernels_dir, c->file);
  if (!source) {
    snprintf(why, sizeof why, "cannot read %s/%s", h->kernels_dir, c->file);
    goto done;
  }
  step = "clCreateProgramWithSource";
  const char *sources[] = {source};
  program = clCreateProgramWithSource(h->context, 1, sources, NULL, &err);
  if (err != CL_SUCCESS) goto done;
  step = "clBuildProgram";
  err = clBuildProgram(program, 1, &h->device, h->build_options, NULL, NULL);
  if (err != CL_SUCCESS) goto done;
  step = "clCreateKernel";
  kernel = clCreateKernel(program, c->kernel, &err);
  if (err != CL_SUCCESS) goto done;
  step = "clCreateBuffer";
  for (int b = 0; b < c->nbuffers; b++) {
    mems[b] = clCreateBuffer(h->context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, c->sizes[b],
                             c->buffers[b], &err);
    if (err != CL_SUCCESS) goto done;
  }
  step = "clSetKernelArg";
  for (int a = 0; a < c->nargs; a++) {
    const Arg *arg = &c->args[a];
    err = arg->kind == ARG_BUF ? clSetKernelArg(kernel, a, sizeof(cl_mem), &mems[arg->buffer])
                               : clSetKernelArg(kernel, a, arg->val_size, arg->val);
    if (err != CL_SUCCESS) goto done;
  }
  step = "first run";
  if (run_timed(h, kernel, c, &err) < 0) goto done;
  step = "clEnqueueReadBuffer";
  out = zeros(c->sizes[c->output]);
  err = clEnqueueReadBuffer(h->queue, mems[c->output], CL_TRUE, 0, c->sizes[c->output], out, 0,
                            NULL, NULL);
  if (err != CL_SUCCESS) goto done;
  step = "check";
  if (!c->check(c, out, why, sizeof why)) goto done;
  step = "timed runs";
  /* At least `warmup` runs and a quarter of a second: a GPU idle before the case clocks up
   * only after some continuous work (on the H100 three runs left every compute-bound kernel
   * two to five times slower than its steady time). */
  double warm_until = wall_seconds() + 0.25;
  for (int i = 0; i < h->warmup || wall_seconds() < warm_until; i++)
    if (run_timed(h, kernel, c, &err) < 0) goto done;
  for (int i = 0; i < h->runs; i++)
    if ((times[i] = run_timed(h, kernel, c, &err)) < 0) goto done;
  qsort(times, (size_t)h->runs, sizeof(double), compare_times);
  double median = times[h->runs / 2];
  char size[48];
  if (c->dims == 1)
    snprintf(size, sizeof size, "%zu/%zu", c->global[0], c->local[0]);
  else
    snprintf(size, sizeof size, "%zux%zu/%zux%zu", c->global[0], c->global[1], c->local[0],
             c->local[1]);
  printf("%-14s %22s %11.1f %11.1f %10.1f %-7s ok\n", c->name, size, median, times[0],
         c->work / (median * 1e-6) / 1e9, c->unit);
  ok = 1;
done:
  if (!ok) {
    if (err != CL_SUCCESS)
      printf("%-14s FAIL at %s: error %d\n", c->name, step, err);
    else
      printf("%-14s FAIL at %s: %s\n", c->name, step, why);
    if (program && !strcmp(step, "clBuildProgram")) {
      char log[4096] = "";
      clGetProgramBuildInfo(program, h->device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
      printf("%s\n", log);
    }
  }
  fflush(stdout);
  free(out);
  free(times);
  free(source);
  for (int b = 0; b < c->nbuffers; b++)
    if (mems[b]) clReleaseMemObject(mems[b]);
  if (kernel) clReleaseKernel(kernel);
  if (program) clReleaseProgram(program);
  return ok;
}

/* The first platform whose name contains `wanted` and its first device (its name in `name`). */
static int find_platform(const char *wanted, cl_device_id *device, char *name, size_t len) {
  cl_platform_id platforms[16], platform = NULL;
  cl_uint n = 0;
  cl_int err = clGetPlatformIDs(16, platforms, &n);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "clGetPlatformIDs: %d\n", err);
    return 0;
  }
  for (cl_uint i = 0; i < n && !platform; i++) {
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, len, name, NULL);
    if (strstr(name, wanted)) platform = platforms[i];
  }
  if (!platform) {
    fprintf(stderr, "no platform named like '%s'\n", wanted);
    return 0;
  }
  err = clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, device, NULL);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "clGetDeviceIDs: %d\n", err);
    return 0;
  }
  return 1;
}

static int usage(void) {
  fprintf(stderr,
          "usage: suite PLATFORM [--size small|full] [--runs N] [--only NAME] [--kernels DIR]\n"
          "             [--options STR] [--hold PLATFORM]\n"
          "  PLATFORM: part of the platform's name (oclvk, NVIDIA, Portable)\n"
          "  --hold: keep a context of that platform open while the suite runs (NVIDIA: the\n"
          "          GPU keeps its clocks up, as beside oclvk bench's in-process OpenCL)\n"
          "  --options: build options after -cl-std=CL1.2 (oclvk bench's own:\n"
          "             -cl-local-reserve=auto on the oclvk platform)\n");
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2 || argv[1][0] == '-') return usage();
  const char *wanted = argv[1], *only = NULL, *hold = NULL;
  int full = 1;
  Host h = {0};
  h.kernels_dir = "bench/kernels";
  snprintf(h.build_options, sizeof h.build_options, "-cl-std=CL1.2");
  h.runs = 10;
  h.warmup = 3;
  for (int i = 2; i < argc; i++) {
    if (i + 1 >= argc) return usage();
    if (!strcmp(argv[i], "--size")) {
      const char *s = argv[++i];
      if (strcmp(s, "small") && strcmp(s, "full")) return usage();
      full = !strcmp(s, "full");
    } else if (!strcmp(argv[i], "--runs")) {
      h.runs = atoi(argv[++i]);
      if (h.runs < 1) return usage();
    } else if (!strcmp(argv[i], "--only")) {
      only = argv[++i];
    } else if (!strcmp(argv[i], "--hold")) {
      hold = argv[++i];
    } else if (!strcmp(argv[i], "--kernels")) {
      h.kernels_dir = argv[++i];
    } else if (!strcmp(argv[i], "--options")) {
      int n = snprintf(h.build_options, sizeof h.build_options, "-cl-std=CL1.2 %s", argv[++i]);
      if (n < 0 || (size_t)n >= sizeof h.build_options) {
        fprintf(stderr, "suite: --options: at most %zu characters\n",
                sizeof h.build_options - sizeof "-cl-std=CL1.2 ");
        return 2;
      }
    } else {
      return usage();
    }
  }
  cl_int err = CL_SUCCESS;
  cl_context held = NULL;
  if (hold) {
    /* A context of a CUDA-based platform holds NVIDIA's GPU at its performance clocks for the
     * process's life; without one, a Vulkan-only process lets the clock fall to idle while the
     * host checks a result, and it may not come back within a case's runs (docs/performance.md,
     * "The bench suite through the driver"). */
    cl_device_id held_device;
    char held_name[256] = "";
    if (!find_platform(hold, &held_device, held_name, sizeof held_name)) return 1;
    held = clCreateContext(NULL, 1, &held_device, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
      fprintf(stderr, "clCreateContext (--hold %s): %d\n", hold, err);
      return 1;
    }
  }
  char platform_name[256] = "";
  if (!find_platform(wanted, &h.device, platform_name, sizeof platform_name)) return 1;
  char device_name[256] = "";
  clGetDeviceInfo(h.device, CL_DEVICE_NAME, sizeof device_name, device_name, NULL);
  h.context = clCreateContext(NULL, 1, &h.device, NULL, NULL, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "clCreateContext: %d\n", err);
    return 1;
  }
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  h.queue = clCreateCommandQueueWithProperties(h.context, h.device, props, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "clCreateCommandQueueWithProperties: %d\n", err);
    return 1;
  }
  printf("%s (%s), %s sizes, median of %d runs (event profiling)\n", platform_name, device_name,
         full ? "full" : "small", h.runs);
  printf("%-14s %22s %11s %11s %10s %-7s\n", "kernel", "global/local", "median us", "min us",
         "rate", "unit");
  int failed = 0, ran = 0;
  Case c;
  for (int i = 0; build_case(&c, i, full, 0); i++) {
    if (only && !strstr(c.name, only)) continue;
    build_case(&c, i, full, 1);
    ran++;
    failed += !run_case(&h, &c);
    free_case(&c);
  }
  clReleaseCommandQueue(h.queue);
  clReleaseContext(h.context);
  if (held) clReleaseContext(held);
  if (!ran) {
    fprintf(stderr, "no case named like '%s'\n", only);
    return 1;
  }
  return failed ? 1 : 0;
}
