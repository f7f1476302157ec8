"""pyopencl.reduction.ReductionKernel: sums, dot products, max with a neutral element, a
struct-free argmin by encoding, over sizes that are not powers of two."""

import numpy as np
import pyopencl.array as cla
from pyopencl.reduction import ReductionKernel

from common import approx, check, context_and_queue, exact, finish

context, queue = context_and_queue()
rng = np.random.default_rng(99)

int_sum = ReductionKernel(context, np.int64, neutral="0", reduce_expr="a+b", map_expr="x[i]", arguments="const int *x")
squares = ReductionKernel(context, np.int64, neutral="0", reduce_expr="a+b", map_expr="(long)x[i] * x[i]", arguments="const int *x")
int_max = ReductionKernel(context, np.int32, neutral="-2147483647-1", reduce_expr="max(a, b)", map_expr="x[i]", arguments="const int *x")
dot = ReductionKernel(context, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]*y[i]", arguments="const float *x, const float *y")
# argmin of non-negative values below 2^20, encoded as value * 2^32 + index in one ulong.
argmin = ReductionKernel(
    context, np.uint64, neutral="0xffffffffffffffffUL", reduce_expr="min(a, b)",
    map_expr="((ulong)x[i] << 32) | i", arguments="const int *x",
)

for n in (1, 7, 1000, 65_537, 200_003):
    host = rng.integers(-1000, 1000, size=n).astype(np.int32)
    device = cla.to_device(queue, host)
    got_sum = int(int_sum(device).get())
    got_squares = int(squares(device).get())
    got_max = int(int_max(device).get())
    check(f"n{n}.sum.matches_numpy", got_sum == int(host.astype(np.int64).sum()))
    check(f"n{n}.squares.matches_numpy", got_squares == int((host.astype(np.int64) ** 2).sum()))
    check(f"n{n}.max.matches_numpy", got_max == int(host.max()))
    exact(f"n{n}.sum", got_sum)
    exact(f"n{n}.squares", got_squares)
    exact(f"n{n}.max", got_max)
    positive = (host.astype(np.int64) + 1000).astype(np.int32)
    encoded = int(argmin(cla.to_device(queue, positive)).get())
    check(f"n{n}.argmin.matches_numpy", (encoded & 0xFFFFFFFF) == int(np.argmin(positive)) and (encoded >> 32) == int(positive.min()))
    exact(f"n{n}.argmin", encoded & 0xFFFFFFFF)

x_host = rng.standard_normal(100_000).astype(np.float32)
y_host = rng.standard_normal(100_000).astype(np.float32)
got_dot = float(dot(cla.to_device(queue, x_host), cla.to_device(queue, y_host)).get())
expected_dot = float(np.dot(x_host.astype(np.float64), y_host.astype(np.float64)))
# Float sums depend on the order of the tree: 1e-3 of the result, plus 1e-3 for cancellation.
check("dot.matches_numpy", abs(got_dot - expected_dot) <= 1e-3 * abs(expected_dot) + 1e-2, f"{got_dot} vs {expected_dot}")
approx("dot", got_dot, 1e-3, abs=1e-2)
finish()
