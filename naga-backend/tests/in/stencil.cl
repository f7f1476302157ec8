// A 5-point stencil on a 2D grid; boundary cells are copied. The helper takes global
// pointers, so it is specialized per buffer.
float at(global const float *grid, int x, int y, int width) {
    return grid[y * width + x];
}

kernel void stencil(global const float *in, global float *out, int width, int height, float c0, float c1) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x >= width || y >= height)
        return;
    global float *dst = out + y * width;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        dst[x] = at(in, x, y, width);
        return;
    }
    float sum = at(in, x - 1, y, width) + at(in, x + 1, y, width) + at(in, x, y - 1, width) +
                at(in, x, y + 1, width);
    dst[x] = c0 * at(in, x, y, width) + c1 * sum;
}
