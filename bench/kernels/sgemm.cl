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
