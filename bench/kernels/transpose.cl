// out = transpose(in), in is height x width (row-major). A 32x8 work-group moves a 32x32 tile
// through local memory (padded to avoid bank conflicts), so reads and writes both coalesce.
#define T 32
#define ROWS 8

kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void transpose(global const float *restrict in, global float *restrict out, int width, int height)
{
    local float tile[T][T + 1];
    int gx = get_group_id(0) * T;
    int gy = get_group_id(1) * T;
    int tx = get_local_id(0);
    int ty = get_local_id(1);
    for (int j = 0; j < T; j += ROWS)
        tile[ty + j][tx] = in[(gy + ty + j) * width + gx + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < T; j += ROWS)
        out[(gx + ty + j) * height + gy + tx] = tile[tx][ty + j];
}
