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
