// One Jacobi sweep of a 2D 5-point stencil on an nx x ny grid; boundary cells are copied.
kernel void stencil5(global const float *restrict in, global float *restrict out, int nx, int ny)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x >= nx || y >= ny)
        return;
    int i = y * nx + x;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
        out[i] = in[i];
        return;
    }
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}

// Diagnostic variant (oclvk bench --extras): stencil5 with 32 KB of `local` memory declared and
// never touched in a run (nx >= 0), which only limits the resident work-groups
// (docs/performance.md, "SpMV and stencil, third look").
kernel void stencil5_smem32k(global const float *restrict in, global float *restrict out, int nx,
                             int ny)
{
    local float pad[8192];
    if (nx < 0) {
        pad[get_local_id(0)] = 1.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        out[0] = pad[get_local_id(0) ^ 1];
    }
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x >= nx || y >= ny)
        return;
    int i = y * nx + x;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
        out[i] = in[i];
        return;
    }
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}
