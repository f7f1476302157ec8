// Matrix transpose through a padded local tile (2-D range). WGSL has a builtin `transpose`, so
// the WGSL entry point is another name, which the reflection gives.
// RUN: -k transpose -g 128,64 -l 16,16 --arg in=rand:8192:1 --arg out=zeros:8192 --arg width=128 --arg height=64
#define TILE 16
kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void transpose(global const float *in, global float *out, int width, int height) {
    local float tile[TILE][TILE + 1];
    int gx = get_global_id(0), gy = get_global_id(1);
    int lx = get_local_id(0), ly = get_local_id(1);
    tile[ly][lx] = in[gy * width + gx];
    barrier(CLK_LOCAL_MEM_FENCE);
    int ox = get_group_id(1) * TILE + lx;
    int oy = get_group_id(0) * TILE + ly;
    out[oy * height + ox] = tile[lx][ly];
}
