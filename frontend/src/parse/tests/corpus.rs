//! Realistic programs for `corpus_parses_without_diagnostics`, checked with
//! `clang-15 -x cl -fsyntax-only`. They are Rust strings rather than `.cl` files because the
//! repository-wide differential test runs every `.cl` file through the whole compiler, and these
//! use features oclvk's sema rejects on purpose (pipes, sampler initializers).

/// OpenCL C 1.2: reductions, tiled matrix multiply, images, atomics, unions, swizzles.
pub const CL12_KERNELS: &str = r#"#define WG 256
typedef struct { float sum; uint count; } Acc;

inline float combine(float a, float b) { return a + b; }

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce(__global const float *restrict in, __global float *out, __local float *scratch,
            const unsigned int n)
{
    const uint lid = get_local_id(0), gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] = combine(scratch[lid], scratch[lid + s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) out[get_group_id(0)] = scratch[0];
}

kernel void matmul(global const float *A, global const float *B, global float *C, int M, int N, int K)
{
    local float tileA[16][16], tileB[16][16];
    int row = get_global_id(1), col = get_global_id(0);
    int lr = get_local_id(1), lc = get_local_id(0);
    float acc = 0.0f;
    for (int t = 0; t < (K + 15) / 16; ++t) {
        tileA[lr][lc] = (row < M && t * 16 + lc < K) ? A[row * K + t * 16 + lc] : 0.0f;
        tileB[lr][lc] = (col < N && t * 16 + lr < K) ? B[(t * 16 + lr) * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (int k = 0; k < 16; ++k) acc = mad(tileA[lr][k], tileB[k][lc], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void blur(__read_only image2d_t src, __write_only image2d_t dst, __constant float *weights)
{
    const int2 pos = (int2)(get_global_id(0), get_global_id(1));
    float4 sum = (float4)(0.0f);
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            sum += read_imagef(src, smp, pos + (int2)(dx, dy)) * weights[(dy + 1) * 3 + dx + 1];
    write_imagef(dst, pos, (float4)(sum.xyz, 1.0f));
}

kernel void histogram(global const uchar *data, global volatile uint *bins, uint n)
{
    size_t i = get_global_id(0);
    if (i >= n) return;
    atomic_inc(&bins[data[i]]);
}

typedef union { float f; uint u; } Bits;

float4 swz(float4 v) { return v.wzyx + v.s3210 + (float4)(v.lo, v.hi) + (float4)(v.even, v.odd); }

kernel void misc(global float4 *p, global int *q)
{
    Bits b = { .f = 1.0f };
    uint u = b.u >> 23 & 0xffu;
    float8 e = (float8)(p[0], p[1]);
    q[0] = vec_step(e) + vec_step(float3) + sizeof(Bits) + (int)u;
    p[2] = convert_float4(vload4(0, q)) * 2.0f;
    vstore4(as_int4(p[3]), 1, q);
    switch (q[1]) {
    case 0: q[2] = 1; break;
    case 1:
    case 2: { q[2] = 2; } break;
    default: q[2] = -1;
    }
    int i = 0;
    do { i++; } while (i < 10 && !isnan(p[0].x));
    q[3] = i ? i : -i;
    printf("%d %f\n", i, p[0].x);
}
"#;

/// OpenCL C 2.0: program-scope globals, generic, pipes, atomics, static locals, unroll hints.
pub const CL20_FEATURES: &str = r#"global int counter = 0;
global float table[4] = { 1.0f, 2.0f, 3.0f, 4.0f };

int twice(generic int *p) { return *p * 2; }

kernel void pipes(write_only pipe int out, read_only pipe float in, read_write image2d_t img)
{
    local int l;
    private int x = 1;
    l = twice(&x);
    atomic_int *a;
    atomic_fetch_add_explicit((volatile generic atomic_int *)a, 1, memory_order_relaxed, memory_scope_device);
    __attribute__((opencl_unroll_hint(2)))
    for (int i = 0; i < 4; i++) counter += i;
    static int kept;
}
"#;
