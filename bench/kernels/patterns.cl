// Access patterns common in code written for other OpenCL compilers (issue #23), each a row of
// `oclvk bench --extras`, each checked against a CPU reference.

// Register-blocked SGEMM, C = A * B (row-major n x n, n a multiple of 64). A 16x4 work-group
// computes a 64x16 tile of C: work-item t (0..63) owns row t of the tile and keeps its 16
// columns in 16 scalar accumulators. The inner step reads 16 consecutive floats of a `local` row
// through one pointer, the same 16 for the whole group: a run a compiler can issue as four
// 128-bit loads.
#define RB_TM 64
#define RB_TN 16
#define RB_TK 16
#define RB_FMA(j) c##j += a * b[j];

kernel __attribute__((reqd_work_group_size(16, 4, 1)))
void sgemm_reg16x4(global const float *restrict A, global const float *restrict B,
                   global float *restrict C, int n)
{
    local float As[RB_TK][RB_TM + 1];
    local float Bs[RB_TK][RB_TN];
    int t = get_local_id(1) * 16 + get_local_id(0);
    int col0 = get_group_id(0) * RB_TN;
    int row0 = get_group_id(1) * RB_TM;
    float c0 = 0.0f, c1 = 0.0f, c2 = 0.0f, c3 = 0.0f, c4 = 0.0f, c5 = 0.0f, c6 = 0.0f,
          c7 = 0.0f, c8 = 0.0f, c9 = 0.0f, c10 = 0.0f, c11 = 0.0f, c12 = 0.0f, c13 = 0.0f,
          c14 = 0.0f, c15 = 0.0f;
    for (int k0 = 0; k0 < n; k0 += RB_TK) {
        for (int l = 0; l < 16; l++) {
            int e = t + l * 64;
            int ar = e / RB_TK, ac = e % RB_TK;
            As[ac][ar] = A[(row0 + ar) * n + k0 + ac];
        }
        for (int l = 0; l < 4; l++) {
            int e = t + l * 64;
            int br = e / RB_TN, bc = e % RB_TN;
            Bs[br][bc] = B[(k0 + br) * n + col0 + bc];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < RB_TK; k++) {
            float a = As[k][t];
            local float *b = &Bs[k][0];
            RB_FMA(0) RB_FMA(1) RB_FMA(2) RB_FMA(3) RB_FMA(4) RB_FMA(5) RB_FMA(6) RB_FMA(7)
            RB_FMA(8) RB_FMA(9) RB_FMA(10) RB_FMA(11) RB_FMA(12) RB_FMA(13) RB_FMA(14) RB_FMA(15)
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    global float *c = C + (row0 + t) * n + col0;
    c[0] = c0; c[1] = c1; c[2] = c2; c[3] = c3; c[4] = c4; c[5] = c5; c[6] = c6; c[7] = c7;
    c[8] = c8; c[9] = c9; c[10] = c10; c[11] = c11; c[12] = c12; c[13] = c13; c[14] = c14;
    c[15] = c15;
}

// Diagnostic variant: the same tiling with B's tile held as float4, so that the inner step reads
// its 16 floats as four vector loads from `local` memory whatever the compiler does with runs
// of scalar loads (the form the scalar version should reach the driver in).
#define RB_FMA4(v, j) c##j += a * v.s0; c##j##_1 += a * v.s1; c##j##_2 += a * v.s2; c##j##_3 += a * v.s3;

kernel __attribute__((reqd_work_group_size(16, 4, 1)))
void sgemm_reg16x4_float4(global const float *restrict A, global const float *restrict B,
                          global float *restrict C, int n)
{
    local float As[RB_TK][RB_TM + 1];
    local float4 Bs[RB_TK][RB_TN / 4];
    int t = get_local_id(1) * 16 + get_local_id(0);
    int col0 = get_group_id(0) * RB_TN;
    int row0 = get_group_id(1) * RB_TM;
    float c0 = 0.0f, c0_1 = 0.0f, c0_2 = 0.0f, c0_3 = 0.0f, c4 = 0.0f, c4_1 = 0.0f,
          c4_2 = 0.0f, c4_3 = 0.0f, c8 = 0.0f, c8_1 = 0.0f, c8_2 = 0.0f, c8_3 = 0.0f,
          c12 = 0.0f, c12_1 = 0.0f, c12_2 = 0.0f, c12_3 = 0.0f;
    for (int k0 = 0; k0 < n; k0 += RB_TK) {
        for (int l = 0; l < 16; l++) {
            int e = t + l * 64;
            int ar = e / RB_TK, ac = e % RB_TK;
            As[ac][ar] = A[(row0 + ar) * n + k0 + ac];
        }
        int br = t / 4, bq = t % 4;
        Bs[br][bq] = vload4(0, B + (k0 + br) * n + col0 + 4 * bq);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < RB_TK; k++) {
            float a = As[k][t];
            float4 b0 = Bs[k][0], b1 = Bs[k][1], b2 = Bs[k][2], b3 = Bs[k][3];
            RB_FMA4(b0, 0) RB_FMA4(b1, 4) RB_FMA4(b2, 8) RB_FMA4(b3, 12)
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    global float *c = C + (row0 + t) * n + col0;
    c[0] = c0; c[1] = c0_1; c[2] = c0_2; c[3] = c0_3; c[4] = c4; c[5] = c4_1; c[6] = c4_2;
    c[7] = c4_3; c[8] = c8; c[9] = c8_1; c[10] = c8_2; c[11] = c8_3; c[12] = c12;
    c[13] = c12_1; c[14] = c12_2; c[15] = c12_3;
}

// Column sums of a row-major n x n matrix, one work-item per column walking it with stride n:
// a latency-bound loop whose loads only pipeline if the compiler sees a simple induction.
kernel void column_sum(global const float *restrict a, global float *restrict out, int n)
{
    int j = get_global_id(0);
    if (j >= n)
        return;
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += a[i * n + j];
    out[j] = s;
}

// Diagnostic variant: the walk unrolled by four by hand, the four loads before the additions,
// so that four independent loads are in flight whatever the compiler does with the loop (n a
// multiple of 4).
kernel void column_sum_unroll4(global const float *restrict a, global float *restrict out, int n)
{
    int j = get_global_id(0);
    if (j >= n)
        return;
    float s = 0.0f;
    for (int i = 0; i < n; i += 4) {
        float x0 = a[i * n + j], x1 = a[(i + 1) * n + j];
        float x2 = a[(i + 2) * n + j], x3 = a[(i + 3) * n + j];
        s += x0;
        s += x1;
        s += x2;
        s += x3;
    }
    out[j] = s;
}

// Element-wise kernels launched without a local size (OpenCL's NULL): the implementation's
// default work-group size is what is measured.
kernel void axpy(global const float *restrict x, global const float *restrict y,
                 global float *restrict z, float alpha)
{
    size_t i = get_global_id(0);
    z[i] = alpha * x[i] + y[i];
}

kernel void scale_2d(global const float *restrict in, global float *restrict out, float s)
{
    size_t x = get_global_id(0), y = get_global_id(1);
    size_t i = y * get_global_size(0) + x;
    out[i] = s * in[i] + 1.0f;
}
