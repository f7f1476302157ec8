"""pyopencl.elementwise.ElementwiseKernel: generated kernels over several arrays and scalars,
integer and float, with a preamble and a loop-carried helper."""

import numpy as np
import pyopencl.array as cla
from pyopencl.elementwise import ElementwiseKernel

from common import approx, check, context_and_queue, exact, finish

context, queue = context_and_queue()
rng = np.random.default_rng(7)

lin_comb = ElementwiseKernel(
    context,
    "float a, const float *x, float b, const float *y, float *z",
    "z[i] = a * x[i] + b * y[i]",
    "lin_comb",
)
x_host = rng.standard_normal(50_000).astype(np.float32)
y_host = rng.standard_normal(50_000).astype(np.float32)
x = cla.to_device(queue, x_host)
y = cla.to_device(queue, y_host)
z = cla.empty_like(x)
lin_comb(np.float32(2.0), x, np.float32(-0.5), y, z)
got = z.get()
expected = 2.0 * x_host - 0.5 * y_host
check("lin_comb.matches_numpy", np.allclose(got, expected, rtol=1e-6, atol=1e-6), f"max error {np.max(np.abs(got - expected))}")
approx("lin_comb.sample", got[::2500], 1e-6, abs=1e-6)

collatz = ElementwiseKernel(
    context,
    "const unsigned int *start, unsigned int *steps",
    """
    unsigned long n = start[i];
    unsigned int count = 0;
    while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; count++; }
    steps[i] = count;
    """,
    "collatz",
)
start = cla.to_device(queue, np.arange(1, 20_001, dtype=np.uint32))
steps = cla.empty_like(start)
collatz(start, steps)
got_steps = steps.get()


def collatz_host(n):
    count = 0
    while n != 1:
        n = 3 * n + 1 if n & 1 else n // 2
        count += 1
    return count


check("collatz.matches_host", all(got_steps[k] == collatz_host(k + 1) for k in range(0, 20_000, 97)))
exact("collatz.sum", int(got_steps.astype(np.int64).sum()))
exact("collatz.max_at", int(np.argmax(got_steps)) + 1)

with_preamble = ElementwiseKernel(
    context,
    "const int *a, int *out, int modulus",
    "out[i] = gcd_of(a[i], modulus) + mix(a[i])",
    "with_preamble",
    preamble="""
    int gcd_of(int a, int b) { a = a < 0 ? -a : a; while (b) { int t = a % b; a = b; b = t; } return a; }
    #define mix(v) (((v) * 2654435761u) >> 28)
    """,
)
a_host = rng.integers(-100_000, 100_000, size=30_000).astype(np.int32)
a = cla.to_device(queue, a_host)
out = cla.empty_like(a)
with_preamble(a, out, np.int32(360))
got_out = out.get()
mix = ((a_host.astype(np.int64) * 2654435761) % (1 << 32)) >> 28
expected_out = np.gcd(np.abs(a_host), 360) + mix
check("preamble.matches_numpy", np.array_equal(got_out, expected_out))
exact("preamble.sum", int(got_out.astype(np.int64).sum()))

# A range launch over part of the array (PyOpenCL's slice arguments).
z.fill(np.float32(0))
lin_comb(np.float32(1.0), x, np.float32(1.0), y, z, slice=slice(100, 200))
part = z.get()
check("slice.outside_untouched", not part[:100].any() and not part[200:].any())
check("slice.inside", np.allclose(part[100:200], x_host[100:200] + y_host[100:200], rtol=1e-6, atol=1e-6))
finish()
