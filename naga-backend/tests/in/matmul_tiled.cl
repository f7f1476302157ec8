// C = A * B for n x n matrices with 16 x 16 local tiles (n a multiple of 16).
#define TS 16
kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void matmul_tiled(global const float *A, global const float *B, global float *C, int n) {
    local float As[TS][TS];
    local float Bs[TS][TS];
    int row = get_local_id(1), col = get_local_id(0);
    int grow = get_group_id(1) * TS + row, gcol = get_group_id(0) * TS + col;
    float acc = 0.0f;
    for (int t = 0; t < n / TS; t++) {
        As[row][col] = A[grow * n + t * TS + col];
        Bs[row][col] = B[(t * TS + row) * n + gcol];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TS; k++)
            acc = fma(As[row][k], Bs[k][col], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[grow * n + gcol] = acc;
}
