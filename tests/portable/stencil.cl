// A 5-point stencil over a 2-D grid, edges clamped.
// ULPS: 2
// RUN: -k stencil -g 64,48 -l 16,8 --arg in=rand:3072:1 --arg out=zeros:3072 --arg width=64 --arg height=48 --arg w=0.2
kernel __attribute__((reqd_work_group_size(16, 8, 1)))
void stencil(global const float *in, global float *out, int width, int height, float w) {
    int x = get_global_id(0), y = get_global_id(1);
    int xl = max(x - 1, 0), xr = min(x + 1, width - 1);
    int yu = max(y - 1, 0), yd = min(y + 1, height - 1);
    float c = in[y * width + x];
    float around = in[y * width + xl] + in[y * width + xr] + in[yu * width + x] + in[yd * width + x];
    out[y * width + x] = (1.0f - 4.0f * w) * c + w * around;
}
