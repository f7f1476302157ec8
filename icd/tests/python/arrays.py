"""pyopencl.array: transfers, arithmetic, comparisons, reductions and fancy operations, each
checked against NumPy and printed for the comparison with the reference platform."""

import numpy as np
import pyopencl.array as cla
import pyopencl.clmath as clmath

from common import approx, check, context_and_queue, exact, finish

context, queue = context_and_queue()
rng = np.random.default_rng(12345)

a_host = rng.integers(-1000, 1000, size=10_000).astype(np.int32)
b_host = rng.integers(1, 100, size=10_000).astype(np.int32)
a = cla.to_device(queue, a_host)
b = cla.to_device(queue, b_host)

ints = {
    "add": (a + b, a_host + b_host),
    "sub": (a - b, a_host - b_host),
    "mul": (a * b, a_host * b_host),
    "scalar_mul": (a * 3 + 7, a_host * 3 + 7),
    "abs": (abs(a), np.abs(a_host)),
    "maximum": (cla.maximum(a, b), np.maximum(a_host, b_host)),
    "minimum": (cla.minimum(a, b), np.minimum(a_host, b_host)),
}
for name, (device, expected) in ints.items():
    got = device.get()
    check(f"int.{name}.matches_numpy", np.array_equal(got, expected), f"first difference at {np.argmax(got != expected)}")
    exact(f"int.{name}.sum", int(got.astype(np.int64).sum()))
    exact(f"int.{name}.head", " ".join(str(v) for v in got[:8]))

check("int.compare", np.array_equal((a < b).get().astype(bool), a_host < b_host))
exact("int.sum", int(cla.sum(a).get()))
exact("int.max", int(cla.max(a).get()))
exact("int.min", int(cla.min(a).get()))
exact("int.dot", int(cla.dot(a.astype(np.int64), b.astype(np.int64)).get()))

x_host = rng.standard_normal(4096).astype(np.float32)
y_host = rng.uniform(0.5, 2.0, 4096).astype(np.float32)
x = cla.to_device(queue, x_host)
y = cla.to_device(queue, y_host)
floats = {
    "axpy": (2.5 * x + y, 2.5 * x_host + y_host, 1e-6),
    "div": (x / y, x_host / y_host, 1e-6),
    "sqrt": (clmath.sqrt(y), np.sqrt(y_host), 1e-6),
    "exp": (clmath.exp(x), np.exp(x_host), 1e-5),
    "sin": (clmath.sin(x), np.sin(x_host), 1e-5),
    "pow": (y ** 1.5, y_host ** 1.5, 1e-5),
}
for name, (device, expected, rel) in floats.items():
    got = device.get()
    close = np.allclose(got, expected, rtol=rel * 4, atol=1e-6)
    check(f"float.{name}.matches_numpy", close, f"max error {np.max(np.abs(got - expected))}")
    # abs: a value near zero after cancellation (axpy) keeps the rounding of its inputs.
    approx(f"float.{name}.sample", got[::256], rel, abs=1e-6)

# Reductions of floats depend on the summation order: a looser tolerance.
approx("float.sum", cla.sum(x).get(), 1e-4)
approx("float.dot", cla.dot(x, y).get(), 1e-4)

# Views, slices, fill, where.
z = cla.zeros(queue, 100, np.int32)
z.fill(5)
z[10:20] = cla.to_device(queue, np.arange(10, dtype=np.int32))
exact("slice.fill_and_set", " ".join(str(v) for v in z.get()[8:22]))
w = cla.if_positive(a, a, -a).get()
check("if_positive.matches_numpy", np.array_equal(w, np.where(a_host > 0, a_host, -a_host)))
exact("if_positive.sum", int(w.astype(np.int64).sum()))
r = cla.arange(queue, 0, 64, 1, dtype=np.int32).reshape(8, 8)
exact("reshape.transpose_row", " ".join(str(v) for v in r.get().T[1]))
finish()
