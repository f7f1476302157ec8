"""A hand-written kernel with local memory: a work-group tree reduction and a tiled matrix
transpose through a local tile, with barriers, launched with explicit local sizes."""

import numpy as np
import pyopencl as cl
import pyopencl.array as cla

from common import check, context_and_queue, exact, finish

context, queue = context_and_queue()
rng = np.random.default_rng(5)

source = """
kernel void group_sums(global const int *in, global long *sums, local long *scratch) {
    size_t l = get_local_id(0);
    scratch[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t step = get_local_size(0) / 2; step > 0; step /= 2) {
        if (l < step) scratch[l] += scratch[l + step];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) sums[get_group_id(0)] = scratch[0];
}

#define TILE 16
kernel void transpose(global const float *in, global float *out, int width, int height) {
    local float tile[TILE][TILE + 1];
    int x = get_global_id(0), y = get_global_id(1);
    int lx = get_local_id(0), ly = get_local_id(1);
    if (x < width && y < height) tile[ly][lx] = in[y * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    int tx = get_group_id(1) * TILE + lx, ty = get_group_id(0) * TILE + ly;
    if (tx < height && ty < width) out[ty * height + tx] = tile[lx][ly];
}
"""
program = cl.Program(context, source).build()

local_size = 64
host = rng.integers(-10_000, 10_000, size=local_size * 300).astype(np.int32)
data = cla.to_device(queue, host)
sums = cla.empty(queue, 300, np.int64)
program.group_sums(queue, (host.size,), (local_size,), data.data, sums.data, cl.LocalMemory(local_size * 8))
got = sums.get()
check("group_sums.matches_numpy", np.array_equal(got, host.reshape(300, local_size).astype(np.int64).sum(axis=1)))
exact("group_sums.head", " ".join(str(v) for v in got[:6]))
exact("group_sums.total", int(got.sum()))

width, height = 100, 37
matrix = rng.standard_normal((height, width)).astype(np.float32)
src = cla.to_device(queue, matrix)
dst = cla.empty(queue, (width, height), np.float32)
global_size = ((width + 15) // 16 * 16, (height + 15) // 16 * 16)
program.transpose(queue, global_size, (16, 16), src.data, dst.data, np.int32(width), np.int32(height))
transposed = dst.get()
# A transpose moves bits: exact.
check("transpose.matches_numpy", np.array_equal(transposed, matrix.T))
exact("transpose.bits_checksum", int(transposed.view(np.uint32).astype(np.uint64).sum()))
finish()
