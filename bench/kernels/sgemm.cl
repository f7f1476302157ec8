// C = A * B for square row-major n x n matrices (n a multiple of 64).
// A 16x16 work-group computes a 64x64 tile of C; each work-item a 4x4 block,
// staging 64x16 panels of A and B in local memory.
#define TS 64
#define TK 16
#define WPT 4

kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void sgemm(global const float *restrict A, global const float *restrict B,
           global float *restrict C, int n)
{
    local float As[TK][TS + 1];
    local float Bs[TK][TS];
    int tx = get_local_id(0);
    int ty = get_local_id(1);
    int tid = ty * 16 + tx;
    int col0 = get_group_id(0) * TS;
    int row0 = get_group_id(1) * TS;
    float acc[WPT][WPT];
    for (int i = 0; i < WPT; i++)
        for (int j = 0; j < WPT; j++)
            acc[i][j] = 0.0f;
    for (int k0 = 0; k0 < n; k0 += TK) {
        for (int l = 0; l < 4; l++) {
            int e = tid + l * 256;
            int ar = e / TK, ac = e % TK;
            As[ac][ar] = A[(row0 + ar) * n + k0 + ac];
            int br = e / TS, bc = e % TS;
            Bs[br][bc] = B[(k0 + br) * n + col0 + bc];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TK; k++) {
            float a[WPT], b[WPT];
            for (int i = 0; i < WPT; i++)
                a[i] = As[k][ty + 16 * i];
            for (int j = 0; j < WPT; j++)
                b[j] = Bs[k][tx + 16 * j];
            for (int i = 0; i < WPT; i++)
                for (int j = 0; j < WPT; j++)
                    acc[i][j] += a[i] * b[j];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int i = 0; i < WPT; i++)
        for (int j = 0; j < WPT; j++)
            C[(row0 + ty + 16 * i) * n + col0 + tx + 16 * j] = acc[i][j];
}

// Diagnostic variant (oclvk bench --extras): the same tiling with the 4x4 accumulators as named
// scalars and the inner product written out, so private-array handling is out of the picture.
#define ROW(i)                  \
    c##i##0 += a##i * b0;       \
    c##i##1 += a##i * b1;       \
    c##i##2 += a##i * b2;       \
    c##i##3 += a##i * b3;
#define STORE(i)                                                  \
    C[(row0 + ty + 16 * i) * n + col0 + tx] = c##i##0;            \
    C[(row0 + ty + 16 * i) * n + col0 + tx + 16] = c##i##1;       \
    C[(row0 + ty + 16 * i) * n + col0 + tx + 32] = c##i##2;       \
    C[(row0 + ty + 16 * i) * n + col0 + tx + 48] = c##i##3;

kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void sgemm_regs(global const float *restrict A, global const float *restrict B,
                global float *restrict C, int n)
{
    local float As[TK][TS + 1];
    local float Bs[TK][TS];
    int tx = get_local_id(0);
    int ty = get_local_id(1);
    int tid = ty * 16 + tx;
    int col0 = get_group_id(0) * TS;
    int row0 = get_group_id(1) * TS;
    float c00 = 0.0f, c01 = 0.0f, c02 = 0.0f, c03 = 0.0f;
    float c10 = 0.0f, c11 = 0.0f, c12 = 0.0f, c13 = 0.0f;
    float c20 = 0.0f, c21 = 0.0f, c22 = 0.0f, c23 = 0.0f;
    float c30 = 0.0f, c31 = 0.0f, c32 = 0.0f, c33 = 0.0f;
    for (int k0 = 0; k0 < n; k0 += TK) {
        for (int l = 0; l < 4; l++) {
            int e = tid + l * 256;
            int ar = e / TK, ac = e % TK;
            As[ac][ar] = A[(row0 + ar) * n + k0 + ac];
            int br = e / TS, bc = e % TS;
            Bs[br][bc] = B[(k0 + br) * n + col0 + bc];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TK; k++) {
            float a0 = As[k][ty], a1 = As[k][ty + 16], a2 = As[k][ty + 32], a3 = As[k][ty + 48];
            float b0 = Bs[k][tx], b1 = Bs[k][tx + 16], b2 = Bs[k][tx + 32], b3 = Bs[k][tx + 48];
            ROW(0)
            ROW(1)
            ROW(2)
            ROW(3)
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    STORE(0)
    STORE(1)
    STORE(2)
    STORE(3)
}
