"""Scans: pyopencl.scan.GenericScanKernel (inclusive and exclusive, a segmented scan, a stream
compaction with an output statement) and pyopencl.array.cumsum."""

import numpy as np
import pyopencl.array as cla
from pyopencl.scan import ExclusiveScanKernel, GenericScanKernel, InclusiveScanKernel

from common import check, context_and_queue, exact, finish

context, queue = context_and_queue()
rng = np.random.default_rng(2024)

inclusive = InclusiveScanKernel(context, np.int64, "a+b", "0")
exclusive = ExclusiveScanKernel(context, np.int64, "a+b", "0")
for n in (1, 100, 4097, 300_001):
    host = rng.integers(-50, 50, size=n).astype(np.int64)
    device = cla.to_device(queue, host)
    inclusive(device)
    got = device.get()
    check(f"inclusive.n{n}.matches_numpy", np.array_equal(got, np.cumsum(host)))
    exact(f"inclusive.n{n}.last", int(got[-1]))
    exact(f"inclusive.n{n}.checksum", int((got * np.arange(1, n + 1)).sum() % 1_000_000_007))
    device = cla.to_device(queue, host)
    exclusive(device)
    got = device.get()
    check(f"exclusive.n{n}.matches_numpy", np.array_equal(got, np.concatenate(([0], np.cumsum(host)[:-1]))))
    exact(f"exclusive.n{n}.last", int(got[-1]))

host = rng.integers(0, 1000, size=200_000).astype(np.int32)
cumsum = cla.cumsum(cla.to_device(queue, host.astype(np.int64))).get()
check("cumsum.matches_numpy", np.array_equal(cumsum, np.cumsum(host.astype(np.int64))))
exact("cumsum.last", int(cumsum[-1]))

# Stream compaction: keep the even values, in order.
compact = GenericScanKernel(
    context, np.int32,
    arguments="const int *in, int *out, int *count",
    input_expr="(in[i] % 2 == 0) ? 1 : 0",
    scan_expr="a+b", neutral="0",
    output_statement="""
        if (prev_item != item) out[item - 1] = in[i];
        if (i + 1 == N) *count = item;
    """,
)
values = cla.to_device(queue, host)
out = cla.zeros_like(values)
count = cla.zeros(queue, 1, np.int32)
compact(values, out, count)
kept = int(count.get()[0])
evens = host[host % 2 == 0]
check("compact.count", kept == len(evens))
check("compact.values", np.array_equal(out.get()[:kept], evens))
exact("compact.kept", kept)

# A segmented scan: sums restart at every multiple of 1000.
segmented = GenericScanKernel(
    context, np.int64,
    arguments="const int *in, long *out",
    input_expr="in[i]", scan_expr="across_seg_boundary ? b : (a+b)", neutral="0",
    is_segment_start_expr="i % 1000 == 0",
    output_statement="out[i] = item;",
)
seg_out = cla.empty(queue, len(host), np.int64)
segmented(values, seg_out)
got = seg_out.get()
expected = np.concatenate([np.cumsum(host[k:k + 1000].astype(np.int64)) for k in range(0, len(host), 1000)])
check("segmented.matches_numpy", np.array_equal(got, expected))
exact("segmented.checksum", int(got[999::1000].sum()))
finish()
