// Tiled matrix multiply, C = A * B (N x N), tiles in local memory.
// ULPS: 16
// RUN: -k matmul -g 64,64 -l 16,16 --arg a=rand:4096:1 --arg b=rand:4096:2 --arg c=zeros:4096 --arg n=64
#define TS 16
kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void matmul(global const float *a, global const float *b, global float *c, int n) {
    local float ta[TS][TS];
    local float tb[TS][TS];
    int col = get_global_id(0), row = get_global_id(1);
    int lc = get_local_id(0), lr = get_local_id(1);
    float acc = 0.0f;
    for (int t = 0; t < n; t += TS) {
        ta[lr][lc] = a[row * n + t + lc];
        tb[lr][lc] = b[(t + lr) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TS; k++)
            acc += ta[lr][k] * tb[k][lc];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = acc;
}
